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
                PresetFiles.among(target.sourceFiles.map(\.url))
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
}
