/// A parsed preset document, before it is checked against any declaration:
/// the shape JSON and property lists share, with every value's place in its
/// file. Objects keep their members in file order, duplicates included, so
/// that validation can report a duplicate key instead of silently keeping one.
package struct PresetNode: Sendable, Hashable {
    /// One member of an object.
    package struct Member: Sendable, Hashable {
        package var key: String
        /// Where the key starts.
        package var keyLocation: FilePosition?
        package var value: PresetNode

        package init(key: String, keyLocation: FilePosition? = nil, value: PresetNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The value's content.
    package enum Value: Sendable, Hashable {
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

    package var value: Value
    /// Where the value starts.
    package var location: FilePosition?

    package init(_ value: Value, at location: FilePosition? = nil) {
        self.value = value
        self.location = location
    }

    /// What kind of value this is, for messages ("a string", "an object").
    package var kindDescription: String {
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
    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The value of the last member named `key`, for an object.
    package subscript(key: String) -> PresetNode? {
        members?.last { $0.key == key }?.value
    }

    /// The node with every location removed, for comparing content alone.
    package var withoutLocations: PresetNode {
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
