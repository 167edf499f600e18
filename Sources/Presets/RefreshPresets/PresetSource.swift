import Foundation

/// A preset file's content and the name it is shown by.
public struct PresetSource: Sendable, Hashable {
    /// The preset's name (its file name without extension).
    public var name: String
    /// The path shown in diagnostics.
    public var displayPath: String
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The file the bytes were read from, if any: it tells whether a file met
    /// elsewhere (a search folder, a path on the command line) is this same
    /// file, however its path is spelled.
    public var filePath: String?

    /// Creates a source; `filePath` is the file the bytes come from, if any.
    public init(name: String, displayPath: String, bytes: [UInt8], filePath: String? = nil) {
        self.name = name
        self.displayPath = displayPath
        self.bytes = bytes
        self.filePath = filePath
    }

    /// Whether the file at `path` is the file this source was read from.
    func isFile(at path: String) -> Bool {
        guard let identity = fileIdentity else { return false }
        return FileIdentity(path: path) == identity
    }

    /// The identity of the file the bytes were read from, if there is one to `stat`.
    var fileIdentity: FileIdentity? { filePath.flatMap(FileIdentity.init(path:)) }
}
