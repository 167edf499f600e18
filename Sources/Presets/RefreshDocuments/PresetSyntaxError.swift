import RefreshCore

/// Why a file could not be read as a document at all.
package struct PresetSyntaxError: Error, Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case empty
        case notUTF8
        case notJSON
        case notPropertyList
        case tooLarge
        case tooDeep
        case tooManyValues
    }

    package var kind: Kind
    /// One sentence saying what is wrong.
    package var message: String
    /// Where, when the encoding has places.
    package var location: FilePosition?
    /// A likely fix: every reader gives one.
    package var fix: String

    package init(_ kind: Kind, _ message: String, at location: FilePosition? = nil, fix: String) {
        self.kind = kind
        self.message = message
        self.location = location
        self.fix = fix
    }
}

/// The problems every encoding shares, worded once.
extension PresetSyntaxError {
    static func tooLarge(_ size: Int, limit: Int) -> PresetSyntaxError {
        PresetSyntaxError(
            .tooLarge, "The file is \(describeSize(size)); presets are limited to \(describeSize(limit)).",
            fix: "A preset is a few kilobytes; check that this is the right file.")
    }

    static func tooDeep(limit: Int, at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(
            .tooDeep, "Objects and arrays are nested deeper than \(limit) levels.", at: location,
            fix: "A preset is nested 4 levels deep; check that this is the right file.")
    }

    static func tooManyValues(limit: Int, at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(
            .tooManyValues, "The file holds more than \(limit) values.", at: location,
            fix: "A preset holds a few dozen values; check that this is the right file.")
    }

    static func empty(at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(
            .empty, "The file is empty.", at: location,
            fix: "Start from a built-in preset: `refreshkit show spinning-arrow`.")
    }

    /// A file in UTF-16 or UTF-32, told by its byte order mark or, without
    /// one, by the zero bytes around its first ASCII characters (as RFC 4627
    /// section 3 tells JSON's encodings apart); nil for anything else.
    static func wideUnicode(_ bytes: [UInt8]) -> PresetSyntaxError? {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        let form: String
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): form = "UTF-32 (big-endian, with the byte order mark 00 00 FE FF)"
        case (0xFF, 0xFE, 0x00, 0x00): form = "UTF-32 (little-endian, with the byte order mark FF FE 00 00)"
        case (0xFE, 0xFF, _, _): form = "UTF-16 (big-endian, with the byte order mark FE FF)"
        case (0xFF, 0xFE, _, _): form = "UTF-16 (little-endian, with the byte order mark FF FE)"
        case (0x00, 0x00, 0x00, let byte) where byte != 0: form = "UTF-32 (big-endian, without a byte order mark)"
        case (let byte, 0x00, 0x00, 0x00) where byte != 0: form = "UTF-32 (little-endian, without a byte order mark)"
        case (0x00, let byte, 0x00, _) where byte != 0: form = "UTF-16 (big-endian, without a byte order mark)"
        case (let byte, 0x00, _, 0x00) where byte != 0: form = "UTF-16 (little-endian, without a byte order mark)"
        default: return nil
        }
        return PresetSyntaxError(
            .notUTF8, "The file is \(form), not UTF-8.", at: FilePosition(line: 1, column: 1),
            fix: "Save the file as UTF-8 (without a byte order mark): presets are UTF-8 text.")
    }

    static func notUTF8(byte: UInt8, at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(
            .notUTF8, "The file is not UTF-8 text: the byte 0x\(hexByte(byte)) here does not begin a valid UTF-8 character.",
            at: location, fix: "Save the file as UTF-8 (this looks like another encoding, such as Latin-1).")
    }
}
