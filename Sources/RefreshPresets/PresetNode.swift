/// A place in a preset file: 1-based line and column (columns count
/// characters). Binary property lists have no places: their syntax errors
/// name object numbers, and validation locates problems by key path.
public struct FilePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: FilePosition, rhs: FilePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A parsed preset document, before it is checked against any declaration:
/// the shape JSON and property lists share, with every value's place in its
/// file. Objects keep their members in file order, duplicates included, so
/// that validation can report a duplicate key instead of silently keeping one.
public struct PresetNode: Sendable, Hashable {
    /// One member of an object.
    public struct Member: Sendable, Hashable {
        public var key: String
        /// Where the key starts.
        public var keyLocation: FilePosition?
        public var value: PresetNode

        public init(key: String, keyLocation: FilePosition? = nil, value: PresetNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The value's content.
    public enum Value: Sendable, Hashable {
        case object([Member])
        case array([PresetNode])
        case string(String)
        /// A whole number written without a fraction or exponent (JSON) or as
        /// `<integer>` (property list).
        case integer(Int)
        /// Any other number.
        case number(Double)
        case bool(Bool)
        /// JSON's `null`.
        case null
        /// A property-list value presets have no use for (`date`, `data`,
        /// `UID`); the payload names the type.
        case unsupported(String)
    }

    public var value: Value
    /// Where the value starts.
    public var location: FilePosition?

    public init(_ value: Value, at location: FilePosition? = nil) {
        self.value = value
        self.location = location
    }

    /// What kind of value this is, for messages ("a string", "an object").
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .integer, .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .unsupported(let type): "a \(type)"
        }
    }

    /// The members, for an object.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The value of the last member named `key`, for an object.
    public subscript(key: String) -> PresetNode? {
        members?.last { $0.key == key }?.value
    }

    /// The node with every location removed, for comparing content alone.
    public var withoutLocations: PresetNode {
        switch value {
        case .object(let members):
            return PresetNode(.object(members.map { Member(key: $0.key, value: $0.value.withoutLocations) }))
        case .array(let items):
            return PresetNode(.array(items.map(\.withoutLocations)))
        default:
            return PresetNode(value)
        }
    }
}

/// Limits on reading a preset file, which may come from a stranger.
public struct ReadingLimits: Sendable, Hashable {
    /// The largest file read, in bytes.
    public var maximumFileSize: Int
    /// The deepest nesting of objects and arrays.
    public var maximumDepth: Int
    /// The longest chain of `extends`.
    public var maximumExtendsChain: Int
    /// The most values in one file (objects, arrays, strings, numbers ...).
    public var maximumValueCount: Int
    /// The most problems listed for one file; one more line says how many
    /// more there are.
    public var maximumDiagnosticsPerFile: Int

    /// 1 MiB, 64 levels, 16 presets, 100,000 values, 100 problems a file: a
    /// real preset is a few kilobytes, 4 levels deep and extends 1 or 2 others.
    public static let standard = ReadingLimits(
        maximumFileSize: 1 << 20, maximumDepth: 64, maximumExtendsChain: 16, maximumValueCount: 100_000,
        maximumDiagnosticsPerFile: 100)

    /// Creates limits.
    public init(
        maximumFileSize: Int, maximumDepth: Int, maximumExtendsChain: Int, maximumValueCount: Int,
        maximumDiagnosticsPerFile: Int = 100
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumExtendsChain = maximumExtendsChain
        self.maximumValueCount = maximumValueCount
        self.maximumDiagnosticsPerFile = maximumDiagnosticsPerFile
    }
}

/// Why a file could not be read as a document at all.
public struct PresetSyntaxError: Error, Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case empty
        case notUTF8
        case notJSON
        case notPropertyList
        case tooLarge
        case tooDeep
        case tooManyValues
    }

    public var kind: Kind
    /// One sentence saying what is wrong.
    public var message: String
    /// Where, when the encoding has places.
    public var location: FilePosition?
    /// A likely fix.
    public var fix: String?

    public init(_ kind: Kind, _ message: String, at location: FilePosition? = nil, fix: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.fix = fix
    }
}

/// The problems every encoding shares, worded once.
extension PresetSyntaxError {
    static func tooLarge(_ size: Int, limit: Int) -> PresetSyntaxError {
        PresetSyntaxError(.tooLarge, "The file is \(describeSize(size)); presets are limited to \(describeSize(limit)).",
            fix: "A preset is a few kilobytes; check that this is the right file.")
    }

    static func tooDeep(limit: Int, at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(.tooDeep, "Objects and arrays are nested deeper than \(limit) levels.", at: location,
            fix: "A preset is nested 4 levels deep; check that this is the right file.")
    }

    static func tooManyValues(limit: Int, at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(.tooManyValues, "The file holds more than \(limit) values.", at: location,
            fix: "A preset holds a few dozen values; check that this is the right file.")
    }

    static func empty(at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(.empty, "The file is empty.", at: location,
            fix: "Start from a built-in preset: `refreshkit show spinning-arrow`.")
    }

    static func notUTF8(byte: UInt8, at location: FilePosition?) -> PresetSyntaxError {
        PresetSyntaxError(.notUTF8, "The file is not UTF-8 text: the byte 0x\(hexByte(byte)) here does not begin a valid UTF-8 character.",
            at: location, fix: "Save the file as UTF-8 (this looks like another encoding, such as Latin-1).")
    }
}
