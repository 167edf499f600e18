import RefreshCore

/// Reads JSON into a ``PresetNode``, keeping every value's line and column and
/// every duplicate key (Foundation's reader keeps only the last one). Bounded
/// by ``ReadingLimits``: the depth of recursion is the file's nesting, which is
/// checked before going deeper.
package struct JSONReader {
    private let bytes: [UInt8]
    private let limits: ReadingLimits
    private var index = 0
    private var line = 1
    private var column = 1
    private var valueCount = 0

    /// Parses `bytes` as one JSON value.
    package static func parse(_ bytes: [UInt8], limits: ReadingLimits = .standard) throws(PresetSyntaxError) -> PresetNode {
        var reader = JSONReader(bytes: bytes, limits: limits)
        return try reader.parseDocument()
    }

    private init(bytes: [UInt8], limits: ReadingLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    private var location: FilePosition { FilePosition(line: line, column: column) }

    private mutating func parseDocument() throws(PresetSyntaxError) -> PresetNode {
        try limits.checkSize(of: bytes)
        if let wide = PresetSyntaxError.wideUnicode(bytes) { throw wide }
        if let invalid = UTF8Validation.firstInvalidByte(in: bytes) {
            throw .notUTF8(byte: bytes[invalid.offset], at: invalid.location)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw .empty(at: location)
        }
        let node = try parseValue(depth: 1)
        skipWhitespace()
        if index < bytes.count {
            throw syntax(
                "Unexpected \(describeNext()) after the end of the top-level value.",
                fix: "A preset file holds exactly one object.")
        }
        return node
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(PresetSyntaxError) -> PresetNode {
        valueCount += 1
        if valueCount > limits.maximumValueCount {
            throw .tooManyValues(limit: limits.maximumValueCount, at: location)
        }
        let start = location
        guard index < bytes.count else {
            throw syntax("Expected a value, found the end of the file.", fix: "The file may have been cut short: finish the value.")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try checkDepth(depth)
            return PresetNode(.object(try parseObject(depth: depth)), at: start)
        case UInt8(ascii: "["):
            try checkDepth(depth)
            return PresetNode(.array(try parseArray(depth: depth)), at: start)
        case UInt8(ascii: "\""):
            return PresetNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return PresetNode(try parseNumber(), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return PresetNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return PresetNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return PresetNode(.null, at: start)
        case UInt8(ascii: "/"):
            throw comment()
        case UInt8(ascii: "'"):
            throw syntax("Strings in JSON are written in double quotes, not single quotes.", fix: "Replace ' with \".")
        case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "+"), UInt8(ascii: "."):
            throw syntax(
                "Expected a value, found \(describeWord(from: start)): JSON numbers have no NaN, infinity, leading '+' or leading '.'.",
                fix: "Write a finite number in JSON's form, like 0.5 or 100; a preset's numbers are all finite.")
        default:
            throw syntax(
                "Expected a value, found \(describeNext()).",
                fix: "Write a value: a number, a string in double quotes, true, false, null, an object or an array.")
        }
    }

    private func checkDepth(_ depth: Int) throws(PresetSyntaxError) {
        if depth > limits.maximumDepth {
            throw .tooDeep(limit: limits.maximumDepth, at: location)
        }
    }

    private mutating func parseObject(depth: Int) throws(PresetSyntaxError) -> [PresetNode.Member] {
        advance()  // {
        var members: [PresetNode.Member] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            advance()
            return members
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw syntax("Expected a key, found the end of the file.", fix: "Close the object with '}'.") }
            if bytes[index] == UInt8(ascii: "}") {
                throw syntax("A trailing comma before '}' is not allowed in JSON.", fix: "Remove the comma.")
            }
            if bytes[index] == UInt8(ascii: "/") { throw comment() }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw syntax(
                    "Expected a key in double quotes, found \(describeNext()).", fix: "Write keys in double quotes, like \"threshold\".")
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw syntax(
                    "Expected ':' after the key \"\(Excerpt.of(key))\", found \(describeNext()).",
                    fix: "Write the key, a colon, then its value: \"\(Excerpt.of(key))\": 80.")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(PresetNode.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                advance()
                continue
            }
            if peek(UInt8(ascii: "}")) {
                advance()
                return members
            }
            if peek(UInt8(ascii: "/")) { throw comment() }
            throw syntax(
                "Expected ',' or '}' after the value of \"\(Excerpt.of(key))\", found \(describeNext()).",
                fix: index < bytes.count ? "Put a comma between two keys' values." : "Close the object with '}'.")
        }
    }

    private mutating func parseArray(depth: Int) throws(PresetSyntaxError) -> [PresetNode] {
        advance()  // [
        var items: [PresetNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            advance()
            return items
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                throw syntax("A trailing comma before ']' is not allowed in JSON.", fix: "Remove the comma.")
            }
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if peek(UInt8(ascii: "/")) { throw comment() }
            if peek(UInt8(ascii: ",")) {
                advance()
                continue
            }
            if peek(UInt8(ascii: "]")) {
                advance()
                return items
            }
            throw syntax(
                "Expected ',' or ']' after an array item, found \(describeNext()).",
                fix: index < bytes.count ? "Put a comma between two items." : "Close the array with ']'.")
        }
    }

    private mutating func parseString() throws(PresetSyntaxError) -> String {
        let start = location
        advance()  // "
        // Most strings hold no escape: their bytes are the string's, made in one go.
        let first = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        if peek(UInt8(ascii: "\"")) {
            let text = String(decoding: bytes[first..<index], as: UTF8.self)
            advance()
            return text
        }
        var scalars = Array(bytes[first..<index])
        while true {
            guard index < bytes.count else {
                throw PresetSyntaxError(.notJSON, "The string that starts here is never closed.", at: start, fix: "Add the closing \".")
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let escapeLocation = location
                advance()
                guard index < bytes.count else {
                    throw PresetSyntaxError(.notJSON, "The string that starts here is never closed.", at: start, fix: "Add the closing \".")
                }
                let escapedIndex = index
                let escaped = bytes[index]
                advance()
                switch escaped {
                case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    let scalar = try parseUnicodeEscape(at: escapeLocation)
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw PresetSyntaxError(
                        .notJSON, "'\\\(printable(at: escapedIndex))' is not a JSON escape.", at: escapeLocation,
                        fix: "Use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX.")
                }
            case 0x00..<0x20:
                throw syntax("A string may not hold a raw line break or control character.", fix: "Write it as an escape such as \\n.")
            default:
                scalars.append(byte)
                advance()
            }
        }
    }

    private mutating func parseUnicodeEscape(at escapeLocation: FilePosition) throws(PresetSyntaxError) -> Unicode.Scalar {
        let high = try parseHex4(at: escapeLocation)
        if (0xD800..<0xDC00).contains(high) {
            guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw Self.unpairedSurrogate(high, at: escapeLocation)
            }
            advance()
            advance()
            let low = try parseHex4(at: escapeLocation)
            guard (0xDC00..<0xE000).contains(low) else {
                throw Self.unpairedSurrogate(high, at: escapeLocation)
            }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw Self.unpairedSurrogate(high, at: escapeLocation)
        }
        return scalar
    }

    private static func unpairedSurrogate(_ unit: UInt32, at escapeLocation: FilePosition) -> PresetSyntaxError {
        PresetSyntaxError(
            .notJSON, "The escape \\u\(hex4(unit)) is half of a surrogate pair without its other half.", at: escapeLocation,
            fix: "Write the character itself (the file is UTF-8), or both halves: \\uD83D\\uDE00.")
    }

    private mutating func parseHex4(at escapeLocation: FilePosition) throws(PresetSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw PresetSyntaxError(
                    .notJSON, "A \\u escape needs four hexadecimal digits.", at: escapeLocation,
                    fix: "Write four digits, like \\u00E9, or the character itself.")
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(PresetSyntaxError) -> PresetNode.Value {
        let start = location
        let first = index
        var isInteger = true
        if peek(UInt8(ascii: "-")) { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw PresetSyntaxError(
                .notJSON, "Expected a digit after '-', found \(describeNext()).", at: start, fix: "Write a number after '-', like -1.")
        }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, isDigit(bytes[index]) {
                throw PresetSyntaxError(
                    .notJSON, "Numbers may not start with a leading zero.", at: start,
                    fix: "Remove the leading zero.")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw syntax(
                    "Expected a digit after the decimal point, found \(describeNext()).", fix: "Write a digit after the point, like 1.0.")
            }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            advance()
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw syntax("Expected a digit in the exponent, found \(describeNext()).", fix: "Write the exponent's digits, like 1e3.")
            }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            throw PresetSyntaxError(
                .notJSON, "The number \(Excerpt.of(text)) is too large to use.", at: start,
                fix: "Write a number a preset can use; every range is in the reference (refreshkit reference).")
        }
        return .number(number)
    }

    private mutating func expectWord(_ word: String) throws(PresetSyntaxError) {
        let start = location
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw PresetSyntaxError(
                    .notJSON, "Expected a value, found \(describeWord(from: start)).", at: start,
                    fix: "Strings are written in double quotes; the literals are true, false and null.")
            }
            advance()
        }
        if index < bytes.count, isWordByte(bytes[index]) {
            throw PresetSyntaxError(
                .notJSON, "Expected a value, found \(describeWord(from: start)).", at: start,
                fix: "Strings are written in double quotes; the literals are true, false and null.")
        }
    }

    // MARK: Scanning

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
            default: return
            }
        }
    }

    private func syntax(_ message: String, fix: String) -> PresetSyntaxError {
        PresetSyntaxError(.notJSON, message, at: location, fix: fix)
    }

    /// A `//` or `/*` here: JSON has no comments, however common they are
    /// in other configuration files.
    private func comment() -> PresetSyntaxError {
        let opening = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") ? "/*" : "//"
        return syntax(
            "JSON has no comments; found a \(opening) comment.",
            fix: "Remove the comment; a preset's \"summary\" can say what it is for.")
    }

    private func describeNext() -> String {
        guard index < bytes.count else { return "the end of the file" }
        return "'\(printable(at: index))'"
    }

    /// The bare word starting at `start`, for "found 'yes'".
    private func describeWord(from start: FilePosition) -> String {
        var end = index
        var begin = index
        while begin > 0, isWordByte(bytes[begin - 1]) { begin -= 1 }
        while end < bytes.count, isWordByte(bytes[end]), end - begin < 20 { end += 1 }
        let word = String(decoding: bytes[begin..<max(end, begin)], as: UTF8.self)
        return word.isEmpty ? describeNext() : "'\(word)'"
    }

    /// The character that starts at `offset`, for a message: a multi-byte
    /// character whole, a control character as `\u00XX`.
    private func printable(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        if byte >= 0x80 {
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[offset..<end], as: UTF8.self)
        }
        return "\\u00" + hexByte(byte)
    }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || isDigit(byte) || byte == UInt8(ascii: "_")
}

private func hex4(_ value: UInt32) -> String {
    hexByte(UInt8(value >> 8 & 0xFF)) + hexByte(UInt8(value & 0xFF))
}
