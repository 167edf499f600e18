import Foundation

/// The built-in preset files: the JSON files in this folder, shipped as this
/// target's resources. They are the only copy of the built-in presets.
///
/// JSON only: a resource bundle holds an `Info.plist` of its own (at its root
/// on iOS, and wherever the package declares a default localization), which
/// is not a preset.
public enum BuiltInPresetFiles {
    /// Each built-in preset file's name without extension, file name and bytes, sorted by name.
    public static func load() -> [(name: String, fileName: String, bytes: [UInt8])] {
        var files: [(name: String, fileName: String, bytes: [UInt8])] = []
        for path in Bundle.module.paths(forResourcesOfType: "json", inDirectory: nil) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let fileName = (path as NSString).lastPathComponent
            files.append(((fileName as NSString).deletingPathExtension, fileName, [UInt8](data)))
        }
        return files.sorted { $0.name < $1.name }
    }
}
