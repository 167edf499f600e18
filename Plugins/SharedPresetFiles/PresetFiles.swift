import Foundation

/// What RefreshKitPlugin and RefreshKitValidate read as a target's preset
/// files. A plugin cannot depend on a library, so each plugin's folder holds
/// a symbolic link to this one file (and RefreshKitCommandTests another, to
/// test it on Linux, where the Xcode form of the plugin is compiled out).
enum PresetFiles {
    /// The preset files among a target's files: the `.json` and `.plist`
    /// files in a `Presets` folder, sorted, each once. A target's files may
    /// list folders as well as files (SwiftPM lists a copied resource folder
    /// as the folder; Xcode lists a folder reference, a blue folder, the
    /// same way): a folder is walked, and its files taken where the folder
    /// is a `Presets` folder, lies in one, or holds one.
    static func among(_ targetFiles: [URL]) -> [URL] {
        var files: Set<URL> = []
        for url in targetFiles {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                if isPresetFile(url), isInPresetsFolder(url) { files.insert(url.standardizedFileURL) }
                continue
            }
            let folder = url.standardizedFileURL
            let folderIsPresets = isPresetsFolderName(folder.lastPathComponent) || isInPresetsFolder(folder)
            let depth = folder.pathComponents.count
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            for case let file as URL in walker ?? FileManager.DirectoryEnumerator() where isPresetFile(file) {
                let file = file.standardizedFileURL
                // The folders between the one walked and the file: a `Presets` among them makes it a preset file.
                let between = file.pathComponents.dropFirst(depth).dropLast()
                if folderIsPresets || between.contains(where: isPresetsFolderName) { files.insert(file) }
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
        url.deletingLastPathComponent().pathComponents.contains(where: isPresetsFolderName)
    }

    /// `Presets`, in any case.
    static func isPresetsFolderName(_ name: String) -> Bool { name.lowercased() == "presets" }
}

extension PresetFiles {
    /// The module the file RefreshKitPlugin generates imports `RefreshPreset`
    /// from, for a target that depends on `products` (by name, its own and
    /// its targets'): RefreshHosting, part of the RefreshKitUI and
    /// RefreshKitUIKit products; `none` for a target with neither (the
    /// RefreshKit product alone has no `RefreshPreset`).
    static func presetModule(products: [String]) -> String {
        products.contains("RefreshKitUI") || products.contains("RefreshKitUIKit") ? "RefreshHosting" : "none"
    }
}
