import Foundation

/// The built-in preset files: the JSON files in this folder, shipped as this
/// target's resources. They are the only copy of the built-in presets.
///
/// JSON only: a resource bundle holds an `Info.plist` of its own (at its root
/// on iOS, and wherever the package declares a default localization), which
/// is not a preset.
public enum BuiltInPresetFiles {
    /// Each built-in preset file's name without extension, file name, bytes,
    /// and the file they were read from: this folder's file where the package
    /// was built (so that a path to it, however spelled, is recognised as the
    /// built-in), or the resource's copy where that is gone. Sorted by name.
    public static func load() -> [(name: String, fileName: String, path: String, bytes: [UInt8])] {
        var files: [(name: String, fileName: String, path: String, bytes: [UInt8])] = []
        for path in Bundle.module.paths(forResourcesOfType: "json", inDirectory: nil) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let fileName = (path as NSString).lastPathComponent
            let original = (sourceFolder as NSString).appendingPathComponent(fileName)
            let origin = FileManager.default.contents(atPath: original) == data ? original : path
            files.append(((fileName as NSString).deletingPathExtension, fileName, origin, [UInt8](data)))
        }
        return files.sorted { $0.name < $1.name }
    }

    /// This folder, where the package was built.
    private static let sourceFolder = (#filePath as NSString).deletingLastPathComponent
}
