import Foundation
import PackagePlugin

/// Stamps `refreshkit` with the commit it is built from: a build command that
/// reruns whenever the checked-out commit (HEAD, its branch, packed refs) changes.
@main
struct RefreshKitVersionStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuildCommit.swift")
        let package = context.package.directoryURL
        let version = try Self.version(in: package)
        return [
            .buildCommand(
                displayName: "Stamping refreshkit with its commit",
                executable: try context.tool(named: "refreshkit-version-stamp").url,
                arguments: [package.path, output.path, version],
                inputFiles: Self.gitFiles(package, tag: version),
                outputFiles: [output])
        ]
    }

    /// `refreshKitVersion` as Sources/Presets/RefreshKit/RefreshKit.swift declares it.
    static func version(in package: URL) throws -> String {
        let source = try String(
            contentsOf: package.appendingPathComponent("Sources/Presets/RefreshKit/RefreshKit.swift"), encoding: .utf8)
        guard let line = source.split(separator: "\n").first(where: { $0.hasPrefix("public let refreshKitVersion = \"") }) else {
            return "unknown"
        }
        return String(line.split(separator: "\"")[1])
    }

    /// The git files that say which commit is checked out and where the
    /// release's tag is, where they exist.
    static func gitFiles(_ package: URL, tag: String) -> [URL] {
        let dotGit = package.appendingPathComponent(".git")
        var gitFolder = dotGit
        if let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") {
            let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitFolder = URL(fileURLWithPath: path, relativeTo: package).standardizedFileURL
        }
        var common = gitFolder
        if let text = try? String(contentsOf: gitFolder.appendingPathComponent("commondir"), encoding: .utf8) {
            let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
            common = URL(fileURLWithPath: path, relativeTo: gitFolder.appendingPathComponent("x")).standardizedFileURL
        }
        var files = [
            gitFolder.appendingPathComponent("HEAD"), common.appendingPathComponent("packed-refs"),
            common.appendingPathComponent("refs/tags/" + tag),
        ]
        if let head = try? String(contentsOf: gitFolder.appendingPathComponent("HEAD"), encoding: .utf8), head.hasPrefix("ref: ") {
            files.append(common.appendingPathComponent(head.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
