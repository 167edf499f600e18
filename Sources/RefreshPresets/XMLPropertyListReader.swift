/// Reads Apple's XML property lists into `PresetNode`s, with the place of
/// every value, without Foundation's reader: the file may come from a
/// stranger, so reading is bounded by `ReadingLimits`, never recurses and
/// never expands anything but the five predefined entities and numeric
/// character references.
///
/// What it reads: an optional UTF-8 byte-order mark, the XML declaration and
/// other processing instructions, a DOCTYPE (skipped by XML 1.0's grammar,
/// section 2.8: an internal subset's comments, processing instructions and
/// quoted literals may hold `]` and `>`; entities it declares are not
/// defined), comments and whitespace around a `<plist>` root element holding
/// exactly one value:
///
/// - `<dict>` → `.object`, its `<key>`/value pairs in file order, duplicates
///   kept;
/// - `<array>` → `.array`;
/// - `<string>` → `.string` (text, entities, character references of any
///   length, CDATA sections; comments and processing instructions inside are
///   skipped; whitespace is kept as written, and CR LF and a lone CR read as
///   LF, as XML 1.0 section 2.11 asks; `&#13;` stays a CR);
/// - `<integer>` → `.integer` (decimal or `0x` hexadecimal, optional sign,
///   surrounding whitespace allowed; out-of-range values are errors);
/// - `<real>` → `.number` (decimal notation; `nan`, `inf` and values too
///   large for a `Double` are errors);
/// - `<true/>`, `<false/>` → `.bool`;
/// - `<date>`, `<data>` → `.unsupported("date")`, `.unsupported("data")`
///   (their text is not checked).
///
/// `<string/>`, `<key/>`, `<dict/>` and `<array/>` are empty. Attributes are
/// read and ignored. Each node's location is the `<` of its opening tag, each
/// member's key location the `<` of its `<key>` tag. Lines are counted at line
/// feeds, carriage returns and CR LF pairs; columns count Unicode scalars.
public enum XMLPropertyListReader {
    /// The document in `bytes`, or the first reason it cannot be read.
    public static func parse(_ bytes: [UInt8], limits: ReadingLimits) throws(PresetSyntaxError) -> PresetNode {
        guard bytes.count <= limits.maximumFileSize else {
            throw .tooLarge(bytes.count, limit: limits.maximumFileSize)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].contains(where: { !Parser.isWhitespace($0) }) else {
            throw .empty(at: nil)
        }
        try Parser.validateUTF8(bytes, from: start)
        var parser = Parser(bytes: bytes, index: start, limits: limits)
        return try parser.parseDocument()
    }
}

extension XMLPropertyListReader {
    /// What the reader met next where elements are expected.
    fileprivate enum Markup {
        case start(name: String, selfClosing: Bool, at: FilePosition)
        case end(name: String, at: FilePosition)
        /// Text where elements are expected; `found` describes it.
        case text(found: String, at: FilePosition)
        case cdata(at: FilePosition)
        case doctype(at: FilePosition)
        case endOfFile(at: FilePosition)

        var location: FilePosition {
            switch self {
            case .start(_, _, let at), .end(_, let at), .text(_, let at), .cdata(let at), .doctype(let at),
                .endOfFile(let at):
                at
            }
        }

        /// "<dict>", "</array>", "text \"abc\"", "the end of the file" ...
        var description: String {
            switch self {
            case .start(let name, let selfClosing, _):
                let tag = selfClosing ? "<\(name)/>" : "<\(name)>"
                return Parser.knownElements.contains(name) ? tag : "the unknown element \(tag)"
            case .end(let name, _): return "</\(name)>"
            case .text(let found, _): return found
            case .cdata: return "a CDATA section"
            case .doctype: return "<!DOCTYPE"
            case .endOfFile: return "the end of the file"
            }
        }
    }

    /// One element that is open while its contents are read.
    fileprivate struct Frame {
        enum Kind { case plist, dict, array }
        var kind: Kind
        var location: FilePosition
        var value: PresetNode? = nil
        var members: [PresetNode.Member] = []
        var items: [PresetNode] = []
        var pendingKey: String? = nil
        var pendingKeyLocation: FilePosition? = nil
    }

    fileprivate struct Parser {
        static let knownElements: Set<String> = [
            "plist", "dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data",
        ]
        static let valueElementsFix =
            "Use one of <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>."

        let bytes: [UInt8]
        var index: Int
        let limits: ReadingLimits
        var line = 1
        var column = 1
        var valueCount = 0
        var stack: [Frame] = []

        init(bytes: [UInt8], index: Int, limits: ReadingLimits) {
            self.bytes = bytes
            self.index = index
            self.limits = limits
        }

        // MARK: Bytes and places

        static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"),
                UInt8(ascii: "."), 0x80...0xFF:
                true
            default: false
            }
        }

        var location: FilePosition { FilePosition(line: line, column: column) }
        var atEnd: Bool { index >= bytes.count }

        func byte(at offset: Int = 0) -> UInt8? {
            let position = index + offset
            return position < bytes.count ? bytes[position] : nil
        }

        func looksAt(_ literal: String) -> Bool {
            bytes[index...].starts(with: literal.utf8)
        }

        /// Steps over one byte, keeping line and column.
        mutating func advance() {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0D:
                line += 1
                column = 1
            case 0x0A:
                if index < 2 || bytes[index - 2] != 0x0D { line += 1 }
                column = 1
            default:
                if byte & 0xC0 != 0x80 { column += 1 }
            }
        }

        mutating func advance(by count: Int) {
            for _ in 0..<count where !atEnd { advance() }
        }

        mutating func skipWhitespace() {
            while let byte = byte(), Self.isWhitespace(byte) { advance() }
        }

        /// The next character, quoted, for "found ..." ("the end of the file"
        /// at the end).
        func describeCharacter() -> String {
            guard let first = byte() else { return "the end of the file" }
            switch first {
            case 0x20: return "a space"
            case 0x09: return "a tab"
            case 0x0A, 0x0D: return "a line break"
            case 0x00..<0x20, 0x7F: return "the control character U+00\(hexByte(first))"
            default:
                var end = index + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                return "\"\(String(decoding: bytes[index..<end], as: UTF8.self))\""
            }
        }

        /// Up to 20 characters of text from here, stopping at markup, a line
        /// break or another control character.
        func excerpt() -> String {
            var end = index
            var characters = 0
            while end < bytes.count, characters < 20 {
                let byte = bytes[end]
                if byte == UInt8(ascii: "<") || byte < 0x20 || byte == 0x7F { break }
                if byte & 0xC0 != 0x80 { characters += 1 }
                end += 1
            }
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            var text = String(decoding: bytes[index..<end], as: UTF8.self)
            while text.last?.isWhitespace == true { text.removeLast() }
            return text
        }

        func failure(_ message: String, at location: FilePosition?, fix: String? = nil) -> PresetSyntaxError {
            PresetSyntaxError(.notPropertyList, message, at: location, fix: fix)
        }

        func unclosed(_ name: String, openedAt opening: FilePosition) -> PresetSyntaxError {
            failure(
                "Expected </\(name)> to close the <\(name)> at \(opening), found the end of the file.", at: location,
                fix: "Close every element; the file may have been cut short.")
        }

        // MARK: UTF-8

        /// Throws `notUTF8` at the first byte that does not start a valid
        /// UTF-8 character.
        static func validateUTF8(_ bytes: [UInt8], from start: Int) throws(PresetSyntaxError) {
            // The JSON reader's validator finds the byte; the place is counted
            // here, by this reader's rules for lines (LF, CR, CR LF) and the BOM.
            guard let invalid = UTF8Validation.firstInvalidByte(in: bytes) else { return }
            var locator = Parser(bytes: bytes, index: start, limits: .standard)
            while locator.index < invalid.offset { locator.advance() }
            throw .notUTF8(byte: bytes[invalid.offset], at: locator.location)
        }

        // MARK: Markup

        /// The next element tag, text, or the end, skipping whitespace,
        /// comments and processing instructions. A DOCTYPE or CDATA section is
        /// reported without being consumed.
        mutating func nextMarkup() throws(PresetSyntaxError) -> Markup {
            while true {
                skipWhitespace()
                let at = location
                guard let first = byte() else { return .endOfFile(at: at) }
                guard first == UInt8(ascii: "<") else {
                    let excerpt = excerpt()
                    return .text(found: excerpt.isEmpty ? describeCharacter() : "text \"\(excerpt)\"", at: at)
                }
                if looksAt("<!--") {
                    try skipComment()
                } else if looksAt("<?") {
                    try skipProcessingInstruction()
                } else if looksAt("<![CDATA[") {
                    return .cdata(at: at)
                } else if looksAt("<!DOCTYPE") {
                    return .doctype(at: at)
                } else if looksAt("</") {
                    return try readEndTag()
                } else {
                    return try readStartTag()
                }
            }
        }

        mutating func skipComment() throws(PresetSyntaxError) {
            let opening = location
            advance(by: 4)
            while !looksAt("-->") {
                guard !atEnd else {
                    throw failure(
                        "Expected --> to end the comment at \(opening), found the end of the file.", at: location)
                }
                advance()
            }
            advance(by: 3)
        }

        mutating func skipProcessingInstruction() throws(PresetSyntaxError) {
            let opening = location
            advance(by: 2)
            while !looksAt("?>") {
                guard !atEnd else {
                    throw failure(
                        "Expected ?> to end the processing instruction at \(opening), found the end of the file.",
                        at: location)
                }
                advance()
            }
            advance(by: 2)
        }

        /// At `<!DOCTYPE`: steps over the whole declaration by XML 1.0's
        /// grammar (section 2.8), `<!DOCTYPE Name ExternalID? [intSubset]? >`.
        /// The internal subset holds markup declarations, comments,
        /// processing instructions, parameter-entity references and
        /// whitespace; quoted literals and comments may hold `]` and `>`.
        mutating func skipDoctype() throws(PresetSyntaxError) {
            let opening = location
            advance(by: 9)
            // The name and external identifier, up to `[` or `>`.
            while let byte = byte(), byte != UInt8(ascii: "["), byte != UInt8(ascii: ">") {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    try skipQuoted(in: "<!DOCTYPE at \(opening)")
                } else {
                    advance()
                }
            }
            guard let byte = byte() else {
                throw failure("Expected > to end the <!DOCTYPE at \(opening), found the end of the file.", at: location)
            }
            if byte == UInt8(ascii: "[") {
                advance()
                try skipInternalSubset(of: opening)
                skipWhitespace()
                guard self.byte() == UInt8(ascii: ">") else {
                    throw failure(
                        "Expected > to end the <!DOCTYPE at \(opening) after its internal subset, found \(describeCharacter()).",
                        at: location)
                }
            }
            advance()  // >
        }

        /// After `[`: the internal subset, up to and including its `]`.
        mutating func skipInternalSubset(of doctype: FilePosition) throws(PresetSyntaxError) {
            while true {
                skipWhitespace()
                guard let byte = byte() else {
                    throw failure(
                        "Expected ] to end the internal subset of the <!DOCTYPE at \(doctype), found the end of the file.",
                        at: location)
                }
                if byte == UInt8(ascii: "]") {
                    advance()
                    return
                } else if looksAt("<!--") {
                    try skipComment()
                } else if looksAt("<?") {
                    try skipProcessingInstruction()
                } else if looksAt("<!") {
                    // <!ELEMENT, <!ATTLIST, <!ENTITY, <!NOTATION: to `>` outside quotes.
                    let declaration = location
                    advance(by: 2)
                    while let inner = self.byte(), inner != UInt8(ascii: ">") {
                        if inner == UInt8(ascii: "\"") || inner == UInt8(ascii: "'") {
                            try skipQuoted(in: "declaration at \(declaration)")
                        } else {
                            advance()
                        }
                    }
                    guard !atEnd else {
                        throw failure(
                            "Expected > to end the declaration at \(declaration), found the end of the file.", at: location)
                    }
                    advance()
                } else if byte == UInt8(ascii: "%") {
                    // A parameter-entity reference, `%name;`: not expanded.
                    advance()
                    guard !readName().isEmpty, self.byte() == UInt8(ascii: ";") else {
                        throw failure(
                            "Expected a parameter-entity reference like %name; in the DOCTYPE's internal subset, found \(describeCharacter()).",
                            at: location)
                    }
                    advance()
                } else {
                    throw failure(
                        "Expected a markup declaration, a comment, a processing instruction or ] in the DOCTYPE's internal subset, found \(describeCharacter()).",
                        at: location)
                }
            }
        }

        /// At a quote: steps over the quoted literal and its closing quote.
        mutating func skipQuoted(in what: String) throws(PresetSyntaxError) {
            let quote = bytes[index]
            let opening = location
            advance()
            while let byte = byte(), byte != quote { advance() }
            guard !atEnd else {
                throw failure(
                    "Expected the closing quote of the literal at \(opening) in the \(what), found the end of the file.",
                    at: location)
            }
            advance()
        }

        mutating func readName() -> String {
            let start = index
            while let byte = byte(), Self.isNameByte(byte) { advance() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// At `<`: the start tag, its attributes read and dropped.
        mutating func readStartTag() throws(PresetSyntaxError) -> Markup {
            let at = location
            advance()
            let name = readName()
            guard !name.isEmpty else {
                throw failure("Expected an element name after <, found \(describeCharacter()).", at: location)
            }
            while true {
                skipWhitespace()
                guard let byte = byte() else {
                    throw failure("Expected > to end the <\(name)> tag, found the end of the file.", at: location)
                }
                if byte == UInt8(ascii: ">") {
                    advance()
                    return .start(name: name, selfClosing: false, at: at)
                }
                if byte == UInt8(ascii: "/") {
                    advance()
                    guard self.byte() == UInt8(ascii: ">") else {
                        throw failure(
                            "Expected > after / in the <\(name)/> tag, found \(describeCharacter()).", at: location)
                    }
                    advance()
                    return .start(name: name, selfClosing: true, at: at)
                }
                let attribute = readName()
                guard !attribute.isEmpty else {
                    throw failure(
                        "Expected an attribute or > in the <\(name)> tag, found \(describeCharacter()).", at: location)
                }
                skipWhitespace()
                guard self.byte() == UInt8(ascii: "=") else {
                    throw failure(
                        "Expected = after the attribute \(attribute) in the <\(name)> tag, found \(describeCharacter()).",
                        at: location)
                }
                advance()
                skipWhitespace()
                guard let quote = self.byte(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw failure(
                        "Expected a quoted value for the attribute \(attribute) in the <\(name)> tag, found \(describeCharacter()).",
                        at: location)
                }
                advance()
                while self.byte() != quote {
                    guard !atEnd else {
                        throw failure(
                            "Expected the closing quote of the attribute \(attribute) in the <\(name)> tag, found the end of the file.",
                            at: location)
                    }
                    advance()
                }
                advance()
            }
        }

        /// At `</`: the end tag.
        mutating func readEndTag() throws(PresetSyntaxError) -> Markup {
            let at = location
            advance(by: 2)
            let name = readName()
            guard !name.isEmpty else {
                throw failure("Expected an element name after </, found \(describeCharacter()).", at: location)
            }
            skipWhitespace()
            guard byte() == UInt8(ascii: ">") else {
                throw failure("Expected > to end the </\(name)> tag, found \(describeCharacter()).", at: location)
            }
            advance()
            return .end(name: name, at: at)
        }

        // MARK: Text content

        /// The decoded text of an element whose start tag was just read, up to
        /// and including its end tag.
        mutating func readContent(of name: String, openedAt opening: FilePosition) throws(PresetSyntaxError)
            -> [UInt8]
        {
            var text: [UInt8] = []
            while true {
                guard let byte = byte() else { throw unclosed(name, openedAt: opening) }
                if byte == UInt8(ascii: "&") {
                    try readReference(into: &text)
                } else if byte != UInt8(ascii: "<") {
                    appendNormalisingLineEnds(into: &text)
                } else if looksAt("<!--") {
                    try skipComment()
                } else if looksAt("<![CDATA[") {
                    let cdata = location
                    advance(by: 9)
                    while !looksAt("]]>") {
                        guard !atEnd else {
                            throw failure(
                                "Expected ]]> to end the CDATA section at \(cdata), found the end of the file.",
                                at: location)
                        }
                        appendNormalisingLineEnds(into: &text)
                    }
                    advance(by: 3)
                } else if looksAt("<?") {
                    try skipProcessingInstruction()
                } else if looksAt("</") {
                    let end = try readEndTag()
                    guard case .end(name, _) = end else {
                        throw failure(
                            "Expected </\(name)> to close the <\(name)> at \(opening), found \(end.description).",
                            at: end.location)
                    }
                    return text
                } else {
                    let at = location
                    let found =
                        looksAt("<!DOCTYPE") ? "<!DOCTYPE" : looksAt("<!") ? "\"<!\"" : try readStartTag().description
                    throw failure(
                        "Expected text or </\(name)> inside <\(name)>, found \(found).", at: at,
                        fix: "Elements cannot nest inside <\(name)>; write < as &lt;.")
                }
            }
        }

        /// Appends the byte here and steps over it, reading CR LF and a lone
        /// CR as LF (XML 1.0, section 2.11): a file's line ends may have been
        /// changed on its way (a checkout on Windows), its text not.
        mutating func appendNormalisingLineEnds(into text: inout [UInt8]) {
            let byte = bytes[index]
            advance()
            guard byte == 0x0D else {
                text.append(byte)
                return
            }
            text.append(0x0A)
            if self.byte() == 0x0A { advance() }
        }

        /// At `&`: appends the character a reference stands for. A character
        /// reference may have any number of digits (leading zeros included),
        /// so the name runs to the first byte that cannot be in one.
        mutating func readReference(into text: inout [UInt8]) throws(PresetSyntaxError) {
            let at = location
            var end = index + 1
            while end < bytes.count, Self.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "#") {
                end += 1
            }
            let terminated = end < bytes.count && bytes[end] == UInt8(ascii: ";")
            let raw = Excerpt.of(String(decoding: bytes[index..<(terminated ? end + 1 : end)], as: UTF8.self))
            let body = Array(bytes[(index + 1)..<end])
            var scalar: Unicode.Scalar? = nil
            if terminated {
                switch String(decoding: body, as: UTF8.self) {
                case "amp": scalar = "&"
                case "lt": scalar = "<"
                case "gt": scalar = ">"
                case "quot": scalar = "\""
                case "apos": scalar = "'"
                default:
                    if body.first == UInt8(ascii: "#") {
                        guard let value = Self.characterReferenceValue(body.dropFirst()),
                            value != 0, let referenced = Unicode.Scalar(value)
                        else {
                            throw failure(
                                "The character reference \(raw) does not name a valid character.", at: at,
                                fix: "Write a Unicode scalar value in decimal (&#233;) or hexadecimal (&#xE9;).")
                        }
                        scalar = referenced
                    }
                }
            }
            guard let scalar else {
                throw failure(
                    "Expected &amp;, &lt;, &gt;, &quot;, &apos; or a numeric character reference, found \(raw).",
                    at: at, fix: "Write a literal & as &amp;.")
            }
            text.append(contentsOf: Array(String(scalar).utf8))
            advance(by: end + 1 - index)
        }

        /// The number in `123` or `x7B`, nil when malformed or past U+10FFFF.
        static func characterReferenceValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
            var digits = digits
            var radix: UInt32 = 10
            if digits.first == UInt8(ascii: "x") {
                radix = 16
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty else { return nil }
            var value: UInt32 = 0
            for digit in digits {
                guard let digitValue = hexDigitValue(digit), UInt32(digitValue) < radix else { return nil }
                value = value * radix + UInt32(digitValue)
                if value > 0x10FFFF { return nil }
            }
            return value
        }

        static func hexDigitValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        // MARK: Numbers

        static func trimmed(_ text: [UInt8]) -> ArraySlice<UInt8> {
            var slice = text[...]
            while let first = slice.first, isWhitespace(first) { slice = slice.dropFirst() }
            while let last = slice.last, isWhitespace(last) { slice = slice.dropLast() }
            return slice
        }

        static func quoted(_ text: ArraySlice<UInt8>) -> String {
            text.isEmpty ? "nothing" : "\"\(Excerpt.of(String(decoding: text, as: UTF8.self)))\""
        }

        func integer(_ text: [UInt8], at opening: FilePosition) throws(PresetSyntaxError) -> Int {
            let digits = Self.trimmed(text)
            var rest = digits
            var negative = false
            if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                negative = sign == UInt8(ascii: "-")
                rest = rest.dropFirst()
            }
            var radix: UInt64 = 10
            if rest.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")])
                || rest.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "X")])
            {
                radix = 16
                rest = rest.dropFirst(2)
            }
            var magnitude: UInt64 = 0
            var overflow = false
            for digit in rest {
                guard let value = Self.hexDigitValue(digit), UInt64(value) < radix else {
                    rest = []
                    break
                }
                let (product, multiplied) = magnitude.multipliedReportingOverflow(by: radix)
                let (sum, added) = product.addingReportingOverflow(UInt64(value))
                overflow = overflow || multiplied || added
                magnitude = sum
            }
            guard !rest.isEmpty else {
                throw failure(
                    "Expected a whole number in <integer>, found \(Self.quoted(digits)).", at: opening,
                    fix: "Write digits with an optional sign, such as 42 or -7; use <real> for fractions.")
            }
            let limit = negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
            guard !overflow, magnitude <= limit else {
                throw failure(
                    "The integer \(Excerpt.of(String(decoding: digits, as: UTF8.self))) is out of range: it must lie between \(Int.min) and \(Int.max).",
                    at: opening)
            }
            return negative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)
        }

        func real(_ text: [UInt8], at opening: FilePosition) throws(PresetSyntaxError) -> Double {
            let digits = Self.trimmed(text)
            // sign? (digits ('.' digits?)? | '.' digits) ([eE] sign? digits)?
            var position = digits.startIndex
            func skipDigits() -> Int {
                let start = position
                while position < digits.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digits[position]) {
                    position += 1
                }
                return position - start
            }
            if position < digits.endIndex, digits[position] == UInt8(ascii: "-") || digits[position] == UInt8(ascii: "+") {
                position += 1
            }
            let afterSign = position
            var mantissaDigits = skipDigits()
            if position < digits.endIndex, digits[position] == UInt8(ascii: ".") {
                position += 1
                mantissaDigits += skipDigits()
            }
            var wellFormed = mantissaDigits > 0
            if wellFormed, position < digits.endIndex, digits[position] | 0x20 == UInt8(ascii: "e") {
                position += 1
                if position < digits.endIndex, digits[position] == UInt8(ascii: "-") || digits[position] == UInt8(ascii: "+") {
                    position += 1
                }
                wellFormed = skipDigits() > 0
            }
            wellFormed = wellFormed && position == digits.endIndex
            let written = String(decoding: digits, as: UTF8.self)
            let word = String(decoding: digits[afterSign...], as: UTF8.self).lowercased()
            if wellFormed, let value = Double(written), value.isFinite {
                return value
            }
            if wellFormed || ["nan", "inf", "infinity"].contains(word) {
                throw failure(
                    "Expected a finite number in <real>, found \(Self.quoted(digits)).", at: opening,
                    fix: "Presets need finite numbers; write a value such as 0.5 or 1e-3.")
            }
            throw failure(
                "Expected a number in <real>, found \(Self.quoted(digits)).", at: opening,
                fix: "Write a decimal number such as 0.5, -2 or 1e-3.")
        }

        // MARK: The document

        mutating func parseDocument() throws(PresetSyntaxError) -> PresetNode {
            while true {
                let markup = try nextMarkup()
                if case .doctype = markup {
                    try skipDoctype()
                    continue
                }
                guard case .start("plist", let selfClosing, let at) = markup else {
                    throw failure(
                        "Expected <plist> as the root element, found \(markup.description).", at: markup.location,
                        fix: "A property list starts <plist version=\"1.0\">.")
                }
                guard !selfClosing else {
                    throw failure("Expected a value element inside <plist>, found <plist/>, which is empty.", at: at)
                }
                stack.append(Frame(kind: .plist, location: at))
                break
            }
            while true {
                let markup = try nextMarkup()
                let top = stack.count - 1
                // Not `let frame = stack[top]`: a copy would share the frame's
                // arrays, and every append would then copy them.
                let kind = stack[top].kind
                let location = stack[top].location
                if case .endOfFile = markup {
                    throw unclosed(Self.elementName(kind), openedAt: location)
                }
                switch kind {
                case .plist:
                    if stack[top].value == nil {
                        try beginValue(markup, expected: "Expected a value element inside <plist>")
                    } else if case .end("plist", _) = markup, let value = stack[top].value {
                        return try finishDocument(value)
                    } else {
                        throw failure(
                            "Expected </plist> after the one value in <plist>, found \(markup.description).",
                            at: markup.location, fix: "A property list holds exactly one value; wrap several in <array> or <dict>.")
                    }
                case .dict:
                    if let key = stack[top].pendingKey {
                        let expected = "Expected a value element after <key>\(Excerpt.of(key))</key>"
                        if case .start("key", _, let at) = markup {
                            throw failure("\(expected), found <key>.", at: at, fix: "Give every key a value.")
                        }
                        try beginValue(markup, expected: expected)
                    } else if case .start("key", let selfClosing, let at) = markup {
                        let key = selfClosing ? [] : try readContent(of: "key", openedAt: at)
                        stack[top].pendingKey = String(decoding: key, as: UTF8.self)
                        stack[top].pendingKeyLocation = at
                    } else if case .end("dict", _) = markup {
                        let members = stack.removeLast().members
                        finish(PresetNode(.object(members), at: location))
                    } else {
                        throw failure(
                            "Expected <key> or </dict>, found \(markup.description).", at: markup.location,
                            fix: "In a <dict>, every value follows its own <key>.")
                    }
                case .array:
                    if case .end("array", _) = markup {
                        let items = stack.removeLast().items
                        finish(PresetNode(.array(items), at: location))
                    } else {
                        try beginValue(markup, expected: "Expected a value element or </array>")
                    }
                }
            }
        }

        static func elementName(_ kind: Frame.Kind) -> String {
            switch kind {
            case .plist: "plist"
            case .dict: "dict"
            case .array: "array"
            }
        }

        /// After `</plist>`: only whitespace, comments and processing
        /// instructions may follow.
        mutating func finishDocument(_ value: PresetNode) throws(PresetSyntaxError) -> PresetNode {
            let markup = try nextMarkup()
            guard case .endOfFile = markup else {
                throw failure(
                    "Expected nothing after </plist>, found \(markup.description).", at: markup.location,
                    fix: "Remove what follows </plist>.")
            }
            return value
        }

        /// Adds a finished value to the element that holds it.
        mutating func finish(_ node: PresetNode) {
            let top = stack.count - 1
            switch stack[top].kind {
            case .plist:
                stack[top].value = node
            case .dict:
                stack[top].members.append(
                    PresetNode.Member(
                        key: stack[top].pendingKey ?? "", keyLocation: stack[top].pendingKeyLocation, value: node))
                stack[top].pendingKey = nil
                stack[top].pendingKeyLocation = nil
            case .array:
                stack[top].items.append(node)
            }
        }

        /// Where a value is expected: reads a scalar whole, or opens a
        /// container.
        mutating func beginValue(_ markup: Markup, expected: String) throws(PresetSyntaxError) {
            guard case .start(let name, let selfClosing, let at) = markup, Self.knownElements.contains(name),
                name != "key", name != "plist"
            else {
                var found = markup.description
                var fix: String? = nil
                if case .start(let name, _, _) = markup {
                    if name == "key" {
                        found += ", which belongs only in a <dict>"
                    } else if name == "plist" {
                        found += ", which may only be the root element"
                    } else {
                        fix = Self.valueElementsFix
                    }
                }
                throw failure("\(expected), found \(found).", at: markup.location, fix: fix)
            }
            valueCount += 1
            guard valueCount <= limits.maximumValueCount else {
                throw .tooManyValues(limit: limits.maximumValueCount, at: at)
            }
            switch name {
            case "dict", "array":
                guard stack.count <= limits.maximumDepth else {
                    throw .tooDeep(limit: limits.maximumDepth, at: at)
                }
                let kind: Frame.Kind = name == "dict" ? .dict : .array
                if selfClosing {
                    finish(PresetNode(kind == .dict ? .object([]) : .array([]), at: at))
                } else {
                    stack.append(Frame(kind: kind, location: at))
                }
            case "string":
                let text = selfClosing ? [] : try readContent(of: name, openedAt: at)
                finish(PresetNode(.string(String(decoding: text, as: UTF8.self)), at: at))
            case "integer":
                let text = selfClosing ? [] : try readContent(of: name, openedAt: at)
                finish(PresetNode(.integer(try integer(text, at: at)), at: at))
            case "real":
                let text = selfClosing ? [] : try readContent(of: name, openedAt: at)
                finish(PresetNode(.number(try real(text, at: at)), at: at))
            case "true", "false":
                if !selfClosing {
                    let text = Self.trimmed(try readContent(of: name, openedAt: at))
                    guard text.isEmpty else {
                        throw failure(
                            "Expected nothing inside <\(name)>, found \(Self.quoted(text)).", at: at,
                            fix: "Write <\(name)/>.")
                    }
                }
                finish(PresetNode(.bool(name == "true"), at: at))
            default:  // date, data
                if !selfClosing { _ = try readContent(of: name, openedAt: at) }
                finish(PresetNode(.unsupported(name), at: at))
            }
        }
    }
}
