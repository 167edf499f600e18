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
        let files = PresetFiles.among(target.sourceFiles.map(\.url))
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
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RefreshKitPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { PresetFiles.isPresetFile($0) && PresetFiles.isInPresetsFolder($0) }
            .sorted { $0.path < $1.path }
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
