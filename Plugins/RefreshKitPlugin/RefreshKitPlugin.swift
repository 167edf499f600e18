import Foundation
import PackagePlugin

/// Validates a target's preset files on every build and gives each preset a
/// static member on `RefreshPreset` (`feed-ring.json` → `.feedRing`).
///
/// A target's preset files are the `.json` and `.plist` files in its
/// `Presets` folders (any depth, any case; `schema.json` is the editor
/// schema), found by `PresetFiles` in SwiftPM and in Xcode alike. Problems
/// print as `path:line:column: error: message`, which Xcode and SwiftPM show
/// at the line; an error fails the build. The generated file imports
/// `RefreshPreset` where the target has it (`PresetFiles.presetModule`).
@main
struct RefreshKitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = PresetFiles.among(target.sourceFiles.map(\.url))
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RefreshPreset+\(target.name).swift")
        let module = PresetFiles.presetModule(products: Self.products(target.dependencies))
        return [
            .buildCommand(
                displayName: "Validating \(files.count) preset files of \(target.name)",
                executable: try context.tool(named: "refreshkit-plugin-tool").url,
                arguments: ["members", "--output", output.path, "--import", module] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }

    /// The names of the products `dependencies` name, and those their targets depend on.
    static func products(_ dependencies: [TargetDependency]) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        var queue = dependencies
        while let dependency = queue.popLast() {
            if case .product(let product) = dependency { names.append(product.name) }
            if case .target(let target) = dependency, seen.insert(target.id).inserted { queue += target.dependencies }
        }
        return names
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RefreshKitPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // A folder reference (a blue folder) is one input: walked, as SwiftPM's copied folder is.
        let files = PresetFiles.among(target.inputFiles.map(\.url))
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RefreshPreset+\(target.displayName).swift")
        // Xcode's plugin API is not asked which products the target links:
        // `XcodeTarget.dependencies` has been seen empty for package products
        // and sibling targets alike, which would leave every app without its
        // members. An app target that uses the plugin links RefreshKitUI or
        // RefreshKitUIKit, both of which carry RefreshHosting.
        let module = "RefreshHosting"
        return [
            .buildCommand(
                displayName: "Validating \(files.count) preset files of \(target.displayName)",
                executable: try context.tool(named: "refreshkit-plugin-tool").url,
                arguments: ["members", "--output", output.path, "--import", module] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
#endif
