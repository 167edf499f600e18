import Foundation
import PackagePlugin

/// `swift package refreshkit-validate [arguments]`: `refreshkit validate` on
/// the package. Without arguments it checks every target's preset files (as
/// RefreshKitPlugin finds them), strictly; arguments are passed to `refreshkit validate` as
/// they are (`swift package refreshkit-validate Presets/ --format sarif`).
@main
struct RefreshKitValidate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "refreshkit-plugin-tool").url
        var validate = arguments
        if validate.isEmpty {
            let files = context.package.targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
                Self.presetFiles(target.sourceFiles.map(\.url))
            }
            guard !files.isEmpty else {
                Diagnostics.error("No target of \(context.package.displayName) has a Presets folder; name the files or folders to check.")
                return
            }
            validate = files.map(\.path) + ["--strict"]
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["validate"] + validate
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("refreshkit validate found problems (exit status \(process.terminationStatus)).")
        }
    }

    // What RefreshKitPlugin reads as a target's preset files (a plugin cannot share code with another).
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
