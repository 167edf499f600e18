import Foundation
import PackagePlugin

/// Validates a target's preset files on every build and gives each preset a
/// static member on `RefreshPreset` (`feed-ring.json` → `.feedRing`).
///
/// A target's preset files are the `.json` and `.plist` files in its
/// `Presets` folders (any depth, any case; `schema.json` is the editor
/// schema). Problems print as `path:line:column: error: message`, which
/// Xcode and SwiftPM show at the line; an error fails the build.
@main
struct RefreshKitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = Self.presetFiles(target.sourceFiles.map(\.url))
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RefreshPreset+\(target.name).swift")
        return [
            .buildCommand(
                displayName: "Validating \(files.count) preset files of \(target.name)",
                executable: try context.tool(named: "refreshkit-plugin-tool").url,
                arguments: ["members", "--output", output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }

    /// The preset files among a target's files: the `.json` and `.plist`
    /// files in a `Presets` folder, or in a copied `Presets` folder (which
    /// SwiftPM lists as the folder itself), sorted.
    static func presetFiles(_ targetFiles: [URL]) -> [URL] {
        var files: [URL] = []
        for url in targetFiles {
            var isFolder: ObjCBool = false
            if url.lastPathComponent.lowercased() == "presets", FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
                isFolder.boolValue
            {
                let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
                for case let file as URL in walker ?? FileManager.DirectoryEnumerator() where isPresetFile(file) {
                    files.append(file.standardizedFileURL)
                }
                continue
            }
            if isPresetFile(url), url.deletingLastPathComponent().pathComponents.contains(where: { $0.lowercased() == "presets" }) {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func isPresetFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return (name.hasSuffix(".json") || name.hasSuffix(".plist")) && name != "schema.json"
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RefreshKitPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { url in
            let name = url.lastPathComponent.lowercased()
            return (name.hasSuffix(".json") || name.hasSuffix(".plist")) && name != "schema.json"
                && url.deletingLastPathComponent().pathComponents.contains { $0.lowercased() == "presets" }
        }.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RefreshPreset+\(target.displayName).swift")
        return [
            .buildCommand(
                displayName: "Validating \(files.count) preset files of \(target.displayName)",
                executable: try context.tool(named: "refreshkit-plugin-tool").url,
                arguments: ["members", "--output", output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
#endif
