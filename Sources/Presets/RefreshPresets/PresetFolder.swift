import Foundation

/// The preset files in one folder, and what was passed over and why. This is
/// the one reading of a folder that `validate`, `extends` and the list of
/// names share, so that they never disagree about which files are presets.
///
/// A preset file ends in `.json` or `.plist` (in any case). Passed over:
/// hidden files, `schema.json` (the editor schema), other files, subfolders
/// unless `recursive`, links to folders, and links to files outside the
/// folder (a preset folder never lends out what lies beyond it).
package struct PresetFolder: Sendable {
    /// A file or folder passed over, and why.
    package struct Skipped: Sendable, Hashable {
        package var path: String
        package var reason: String
    }

    /// The preset files' paths (the folder's path joined with each name), sorted.
    package private(set) var files: [String] = []
    /// What was passed over, in the order met.
    package private(set) var skipped: [Skipped] = []

    /// Reads `folder`, and its subfolders too when `recursive`.
    package init(scanning folder: String, recursive: Bool = false) {
        let root = Self.realPath(folder)
        scan(folder, root: root, recursive: recursive)
    }

    private mutating func scan(_ folder: String, root: String, recursive: Bool) {
        for name in FolderListings.shared.listing(of: folder).names {
            let path = Self.join(folder, name)
            switch Self.classify(path, name: name, root: { root }) {
            case .preset: files.append(path)
            case .folder where recursive: scan(path, root: root, recursive: true)
            case .folder: skipped.append(Skipped(path: path, reason: "a folder; --recursive checks the presets in subfolders too"))
            case .skipped(let reason): skipped.append(Skipped(path: path, reason: reason))
            }
        }
    }

    /// The preset files in `folder` (not its subfolders) that `extends` finds
    /// as `name`: `name.json` or `name.plist`, the extension in any case.
    package static func files(named name: String, in folder: String) -> [String] {
        entries(named: name, in: folder).map(\.path)
    }

    /// The paths in `folder` whose file names give the preset `name`, before
    /// any is classified: what ``files(named:in:)`` keeps of them is a subset.
    package static func candidates(named name: String, in folder: String) -> [String] {
        (FolderListings.shared.listing(of: folder).presetFilesByName[name] ?? []).map { join(folder, $0) }
    }

    /// ``files(named:in:)``, each with the identity of the file it names
    /// (after links), from the same `lstat` that classified it.
    package static func entries(named name: String, in folder: String) -> [(path: String, identity: FileIdentity)] {
        let matches = FolderListings.shared.listing(of: folder).presetFilesByName[name] ?? []
        return matches.compactMap { fileName in
            let path = join(folder, fileName)
            if case .preset(let identity) = classify(path, name: fileName, root: { realPath(folder) }) { return (path, identity) }
            return nil
        }
    }

    /// Whether `fileName` ends like a preset file: `.json` or `.plist`, in any case.
    package static func hasPresetExtension(_ fileName: String) -> Bool {
        let lowered = fileName.lowercased()
        return lowered.hasSuffix(".json") || lowered.hasSuffix(".plist")
    }

    /// `path`'s last component without a preset extension (in any case).
    package static func baseName(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        // In ASCII every byte is a character; otherwise a "/" may carry a combining mark.
        let fileName =
            path.utf8.allSatisfy { $0 < 0x80 }
            ? path.utf8.lastIndex(of: slash).map { String(path[path.utf8.index(after: $0)...]) } ?? path
            : path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        for suffix in [".json", ".plist"] where fileName.lowercased().hasSuffix(suffix) {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }

    /// `name` in `folder`, without a `./` for the current folder.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder == "." || folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private enum Kind {
        /// A preset file, and the identity of the file it names.
        case preset(FileIdentity)
        case folder
        case skipped(String)
    }

    /// What the entry `name` at `path` is; `root`, the real path of the
    /// folder a link may not leave, is only worked out for a link.
    private static func classify(_ path: String, name: String, root: () -> String) -> Kind {
        var entry = stat()
        guard lstat(path, &entry) == 0 else { return .skipped("cannot be read") }
        let isFolder = entry.st_mode & S_IFMT == S_IFDIR
        if name.hasPrefix(".") { return .skipped(isFolder ? "a hidden folder" : "a hidden file") }
        var identity = FileIdentity(entry)
        if entry.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else { return .skipped("a link to nothing") }
            if target.st_mode & S_IFMT == S_IFDIR { return .skipped("a link to a folder, which is not followed") }
            let real = realPath(path)
            let root = root()
            guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                return .skipped("a link to a file outside its folder, which presets never read")
            }
            identity = FileIdentity(target)
        } else if isFolder {
            return .folder
        }
        guard hasPresetExtension(name) else { return .skipped("not a .json or .plist file") }
        if name.lowercased() == "schema.json" { return .skipped("the JSON Schema for editors, not a preset") }
        return .preset(identity)
    }

    package static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
