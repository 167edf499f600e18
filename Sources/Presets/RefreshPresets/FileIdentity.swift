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
        self.init(information)
    }

    /// The identity `stat`, `lstat` or `fstat` gave.
    package init(_ information: stat) {
        device = UInt64(truncatingIfNeeded: information.st_dev)
        inode = UInt64(truncatingIfNeeded: information.st_ino)
    }
}
