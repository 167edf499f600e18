/// The two encodings of a property list, told apart by their first bytes.
package enum PropertyListFormat: Sendable, Hashable {
    /// Apple's XML property list (`<?xml`, `<!DOCTYPE` or `<plist` first).
    case xml
    /// Apple's binary property list (`bplist00` first).
    case binary

    /// The encoding `bytes` look like, or nil when they look like neither
    /// (JSON, say). Only the start is looked at: a match is no promise the
    /// rest parses.
    ///
    /// Binary when the bytes start with `bplist00`; XML when the first
    /// content after an optional UTF-8 byte-order mark and whitespace
    /// (space, tab, line feed, carriage return) is `<?xml`, `<!DOCTYPE` or
    /// `<plist`.
    package static func detect(_ bytes: [UInt8]) -> PropertyListFormat? {
        if bytes.starts(with: Array("bplist00".utf8)) { return .binary }
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        let rest = bytes[index...]
        for opening in ["<?xml", "<!DOCTYPE", "<plist"] where rest.starts(with: Array(opening.utf8)) {
            return .xml
        }
        return nil
    }
}
