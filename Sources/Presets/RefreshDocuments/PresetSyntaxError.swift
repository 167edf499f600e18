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
    /// A likely fix.
    package var fix: String?

    package init(_ kind: Kind, _ message: String, at location: FilePosition? = nil, fix: String? = nil) {
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

    static func notUTF8(byte: UInt8, at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(
            .notUTF8, "The file is not UTF-8 text: the byte 0x\(hexByte(byte)) here does not begin a valid UTF-8 character.",
            at: location, fix: "Save the file as UTF-8 (this looks like another encoding, such as Latin-1).")
    }
}
