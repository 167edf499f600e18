import Foundation

extension PresetCatalog {
    /// The catalog with the presets `bundle` ships added, however they were
    /// copied into it.
    ///
    /// ```swift
    /// let catalog = PresetCatalog.standard.addingPresets(in: .main)
    /// ```
    ///
    /// See ``addPresets(in:subdirectory:)``.
    public func addingPresets(in bundle: Bundle, subdirectory: String = "Presets") -> PresetCatalog {
        var catalog = self
        catalog.addPresets(in: bundle, subdirectory: subdirectory)
        return catalog
    }

    /// Adds the presets `bundle` ships, however they were copied into it.
    ///
    /// - A folder copied whole (an Xcode folder reference, SwiftPM's
    ///   `.copy("Presets")`) is `subdirectory` in the bundle's resources: it
    ///   becomes a search folder (``searchFolders``), where every `.json` and
    ///   `.plist` file is a preset.
    /// - Files copied flat (an Xcode group, SwiftPM's `.process("Presets")`)
    ///   sit at the bundle's resource root beside its other resources: the
    ///   root becomes a resource folder (``resourceFolders``), where a file
    ///   counts as a preset only if it reads as one, so that the app's other
    ///   `.json` and `.plist` files are never taken for broken presets.
    ///
    /// The subfolder, when the bundle has one, is searched alone: the app
    /// said where its presets are, and a flat copy an earlier build left at
    /// the root (Xcode keeps a resource removed from the build until the
    /// build folder is cleaned) would define the same names a second time.
    /// A bundle with no resources adds nothing; adding a bundle twice adds it
    /// once.
    public mutating func addPresets(in bundle: Bundle, subdirectory: String = "Presets") {
        guard let resources = bundle.resourcePath else { return }
        let folder = (resources as NSString).appendingPathComponent(subdirectory)
        var isFolder: ObjCBool = false
        if !subdirectory.isEmpty, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue {
            if !searchFolders.contains(folder) { searchFolders.append(folder) }
        } else if !resourceFolders.contains(resources) {
            resourceFolders.append(resources)
        }
    }
}
