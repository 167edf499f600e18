import Foundation

/// What a path names, however it is spelled: `x.json`, `./x.json`, an
/// absolute path and a symbolic link to the file are one file (the same
/// device and file number, after links).
package struct FileIdentity: Hashable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    /// The identity of the file at `path` (after symbolic links), or `nil`
    /// when there is none to read.
    package init?(path: String) {
        var information = stat()
        guard stat(path, &information) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: information.st_dev)
        inode = UInt64(truncatingIfNeeded: information.st_ino)
    }
}

/// Folder listings, reused while a folder is unchanged. Looking a name up in
/// a folder of 600 presets would otherwise read the whole folder each time,
/// a few hundred microseconds, several times for every preset loaded.
/// (Unchecked `Sendable`: `lock` guards the one mutable property.)
final class FolderListings: @unchecked Sendable {
    static let shared = FolderListings()

    /// What identifies a folder's state: adding, removing or renaming an
    /// entry changes its modification and change times.
    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var modified: Double
        var changed: Double

        init?(folder: String) {
            var information = stat()
            guard stat(folder, &information) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: information.st_dev)
            inode = UInt64(truncatingIfNeeded: information.st_ino)
            #if canImport(Darwin)
            modified = Double(information.st_mtimespec.tv_sec) + Double(information.st_mtimespec.tv_nsec) / 1e9
            changed = Double(information.st_ctimespec.tv_sec) + Double(information.st_ctimespec.tv_nsec) / 1e9
            #else
            modified = Double(information.st_mtim.tv_sec) + Double(information.st_mtim.tv_nsec) / 1e9
            changed = Double(information.st_ctim.tv_sec) + Double(information.st_ctim.tv_nsec) / 1e9
            #endif
        }
    }

    /// A folder's entries: all their names, sorted, and those with a preset
    /// extension by the name they give a preset.
    struct Listing {
        var names: [String] = []
        var presetFilesByName: [String: [String]] = [:]
    }

    private let lock = NSLock()
    private var listings: [String: (stamp: Stamp, listing: Listing)] = [:]

    /// The entries of `folder`; none when it cannot be read.
    func listing(of folder: String) -> Listing {
        let stamp = Stamp(folder: folder)
        if let stamp {
            lock.lock()
            let cached = listings[folder]
            lock.unlock()
            if let cached, cached.stamp == stamp { return cached.listing }
        }
        var listing = Listing()
        listing.names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in listing.names where PresetFolder.hasPresetExtension(name) {
            listing.presetFilesByName[PresetFolder.baseName(of: name), default: []].append(name)
        }
        // The folder could change again without its times changing while the
        // clock that stamps them has not moved on (a kernel tick; a second on
        // file systems that keep whole seconds): only a listing read well
        // after the last change is kept.
        let settled = stamp.map { stamp in
            let last = max(stamp.modified, stamp.changed)
            let tick = last == last.rounded(.down) ? 2.0 : 0.1
            return Date().timeIntervalSince1970 - last > tick
        } ?? false
        if let stamp, settled {
            lock.lock()
            if listings.count >= 256 { listings.removeAll() }
            listings[folder] = (stamp, listing)
            lock.unlock()
        }
        return listing
    }
}

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
        let matches = FolderListings.shared.listing(of: folder).presetFilesByName[name] ?? []
        return matches.compactMap { fileName in
            let path = join(folder, fileName)
            if case .preset = classify(path, name: fileName, root: { realPath(folder) }) { return path }
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
        let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
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
        case preset
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
        if entry.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else { return .skipped("a link to nothing") }
            if target.st_mode & S_IFMT == S_IFDIR { return .skipped("a link to a folder, which is not followed") }
            let real = realPath(path)
            let root = root()
            guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                return .skipped("a link to a file outside its folder, which presets never read")
            }
        } else if isFolder {
            return .folder
        }
        guard hasPresetExtension(name) else { return .skipped("not a .json or .plist file") }
        if name.lowercased() == "schema.json" { return .skipped("the JSON Schema for editors, not a preset") }
        return .preset
    }

    package static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
