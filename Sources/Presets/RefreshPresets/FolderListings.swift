import Foundation

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
        let settled =
            stamp.map { stamp in
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
