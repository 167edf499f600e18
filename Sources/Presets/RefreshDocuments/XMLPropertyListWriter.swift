/// Writes a `PresetNode` as an XML property list in Apple's standard form:
/// the XML declaration, Apple's DOCTYPE, `<plist version="1.0">`, one element
/// per line indented with tabs, `<dict/>` and `<array/>` for empty
/// containers, as Xcode and `PropertyListSerialization` write them. The
/// output is deterministic: members are written in the order given
/// (duplicates included) and nothing depends on hashing.
///
/// - `.object` → `<dict>`, `.array` → `<array>`, `.string` → `<string>`
///   (`&`, `<` and `>` escaped as entities, carriage returns as `&#13;` so
///   that they survive XML line-break normalisation; other control
///   characters are written as they are, as Foundation writes them, although
///   strict XML parsers refuse them);
/// - `.integer` → `<integer>`;
/// - `.number` → `<real>` in the shortest form that reads back to the same
///   `Double` (`0.1`, `1e-300`, `2` for 2.0); non-finite numbers are written
///   as Apple writes them (`nan`, `+infinity`, `-infinity`), which
///   `XMLPropertyListReader` rejects;
/// - `.bool` → `<true/>` / `<false/>`.
///
/// `.null` and `.unsupported` cannot be written (property lists have no null,
/// and an unsupported node keeps no payload): the writer is meant for preset
/// documents, which hold neither. Such a value is left out: a member holding
/// one is skipped, key and all; an array element is skipped; and a document
/// that is such a value as a whole is written as an empty `<dict/>`.
package enum XMLPropertyListWriter {
    /// The UTF-8 bytes of `node` as an XML property list, ending in a line
    /// feed.
    package static func write(_ node: PresetNode) -> [UInt8] {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        if isWritable(node) {
            append(node, depth: 0, to: &output)
        } else {
            output += "<dict/>\n"
        }
        output += "</plist>\n"
        return Array(output.utf8)
    }

    static func isWritable(_ node: PresetNode) -> Bool {
        switch node.value {
        case .null, .unsupported: false
        default: true
        }
    }

    static func append(_ node: PresetNode, depth: Int, to output: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch node.value {
        case .object(let members):
            let written = members.filter { isWritable($0.value) }
            guard !written.isEmpty else {
                output += indent + "<dict/>\n"
                return
            }
            output += indent + "<dict>\n"
            for member in written {
                output += indent + "\t<key>" + escaped(member.key) + "</key>\n"
                append(member.value, depth: depth + 1, to: &output)
            }
            output += indent + "</dict>\n"
        case .array(let items):
            let written = items.filter(isWritable)
            guard !written.isEmpty else {
                output += indent + "<array/>\n"
                return
            }
            output += indent + "<array>\n"
            for item in written {
                append(item, depth: depth + 1, to: &output)
            }
            output += indent + "</array>\n"
        case .string(let text):
            output += indent + "<string>" + escaped(text) + "</string>\n"
        case .integer(let value):
            output += indent + "<integer>\(value)</integer>\n"
        case .number(let value):
            output += indent + "<real>" + realText(value) + "</real>\n"
        case .bool(let value):
            output += indent + (value ? "<true/>\n" : "<false/>\n")
        case .null, .unsupported:
            break
        }
    }

    static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
