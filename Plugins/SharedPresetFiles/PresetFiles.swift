import Foundation

/// What RefreshKitPlugin and RefreshKitValidate read as a target's preset
/// files. A plugin cannot depend on a library, so each plugin's folder holds
/// a symbolic link to this one file.
enum PresetFiles {
    /// The preset files among a target's files: the `.json` and `.plist`
    /// files in a `Presets` folder, or in a copied `Presets` folder (which
    /// SwiftPM lists as the folder itself), sorted.
    static func among(_ targetFiles: [URL]) -> [URL] {
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
            if isPresetFile(url), isInPresetsFolder(url) {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A `.json` or `.plist` file other than the editor schema, `schema.json`.
    static func isPresetFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return (name.hasSuffix(".json") || name.hasSuffix(".plist")) && name != "schema.json"
    }

    /// Whether a folder above the file, at any depth, is named `Presets` (any case).
    static func isInPresetsFolder(_ url: URL) -> Bool {
        url.deletingLastPathComponent().pathComponents.contains { $0.lowercased() == "presets" }
    }
}
