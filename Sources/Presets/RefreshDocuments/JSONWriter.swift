import RefreshCore

/// Writes a ``PresetNode`` as JSON with two-space indentation, members in
/// their given order. Integers are written without a fraction and other
/// numbers in their shortest form that reads back to the same `Double`.
package enum JSONWriter {
    /// The JSON text for `node`, ending in a newline.
    package static func write(_ node: PresetNode) -> String {
        var output = ""
        write(node, indent: 0, into: &output)
        output += "\n"
        return output
    }

    private static func write(_ node: PresetNode, indent: Int, into output: inout String) {
        switch node.value {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                output += quoted(member.key) + ": "
                write(member.value, indent: indent + 1, into: &output)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (position, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(item, indent: indent + 1, into: &output)
                output += position == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .string(let text):
            output += quoted(text)
        case .integer(let value):
            output += String(value)
        case .number(let value):
            output += jsonNumber(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null, .unsupported:
            output += "null"
        }
    }

    /// A `Double` as JSON: shortest round-trip form, always with a fraction or
    /// exponent so that it reads back as a number rather than an integer.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var text = String(value)
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text
    }

    /// `text` in double quotes with JSON escapes.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                output += "\\u00" + hexByte(UInt8(scalar.value))
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
