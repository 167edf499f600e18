import RefreshCore

/// The XML under a property list, read byte by byte: places (lines at line
/// feeds, carriage returns and CR LF pairs; columns in Unicode scalars),
/// UTF-8, whitespace, comments, processing instructions, the DOCTYPE (skipped
/// by XML 1.0's grammar, section 2.8), start and end tags (attributes read
/// and dropped), and element text with its entities, character references,
/// CDATA sections and line ends (section 2.11). It knows nothing of property
/// lists: ``XMLPropertyListReader`` asks it for the next ``Markup`` and for
/// an element's text.
struct XMLScanner {
    /// What the scanner met next where elements are expected.
    enum Markup {
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
    }

    let bytes: [UInt8]
    var index: Int
    var line = 1
    var column = 1
    /// The element names messages give as they are; any other is "the unknown element".
    let knownElements: Set<String>

    init(bytes: [UInt8], index: Int, knownElements: Set<String>) {
        self.bytes = bytes
        self.index = index
        self.knownElements = knownElements
    }

    /// How a message names `markup`: "<dict>", "</array>", "text \"abc\"",
    /// "the end of the file" ...
    func describe(_ markup: Markup) -> String {
        switch markup {
        case .start(let name, let selfClosing, _):
            let tag = selfClosing ? "<\(name)/>" : "<\(name)>"
            return knownElements.contains(name) ? tag : "the unknown element \(tag)"
        case .end(let name, _): return "</\(name)>"
        case .text(let found, _): return found
        case .cdata: return "a CDATA section"
        case .doctype: return "<!DOCTYPE"
        case .endOfFile: return "the end of the file"
        }
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

    func failure(_ message: String, at location: FilePosition?, fix: String) -> PresetSyntaxError {
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
        // UTF8Validation finds the byte; the place is counted
        // here, by this reader's rules for lines (LF, CR, CR LF) and the BOM.
        guard let invalid = UTF8Validation.firstInvalidByte(in: bytes) else { return }
        var locator = XMLScanner(bytes: bytes, index: start, knownElements: [])
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
        try skip(from: "<!--", past: "-->", ending: "the comment")
    }

    mutating func skipProcessingInstruction() throws(PresetSyntaxError) {
        try skip(from: "<?", past: "?>", ending: "the processing instruction")
    }

    /// At `opener`: steps over everything up to and past `terminator`.
    mutating func skip(from opener: String, past terminator: String, ending what: String) throws(PresetSyntaxError) {
        let opening = location
        advance(by: opener.utf8.count)
        while !looksAt(terminator) {
            guard !atEnd else {
                throw failure(
                    "Expected \(terminator) to end \(what) at \(opening), found the end of the file.", at: location,
                    fix: "Close it with \(terminator); the file may have been cut short.")
            }
            advance()
        }
        advance(by: terminator.utf8.count)
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
            throw failure(
                "Expected > to end the <!DOCTYPE at \(opening), found the end of the file.", at: location,
                fix:
                    "End the DOCTYPE with >; Xcode writes <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">."
            )
        }
        if byte == UInt8(ascii: "[") {
            advance()
            try skipInternalSubset(of: opening)
            skipWhitespace()
            guard self.byte() == UInt8(ascii: ">") else {
                throw failure(
                    "Expected > to end the <!DOCTYPE at \(opening) after its internal subset, found \(describeCharacter()).",
                    at: location, fix: "End the DOCTYPE with > after its ].")
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
                    at: location, fix: "Close the internal subset with ]; a preset needs none, so it can go.")
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
                        "Expected > to end the declaration at \(declaration), found the end of the file.", at: location,
                        fix: "End the declaration with >; a preset needs no declarations, so it can go.")
                }
                advance()
            } else if byte == UInt8(ascii: "%") {
                // A parameter-entity reference, `%name;`: not expanded.
                advance()
                guard !readName().isEmpty, self.byte() == UInt8(ascii: ";") else {
                    throw failure(
                        "Expected a parameter-entity reference like %name; in the DOCTYPE's internal subset, found \(describeCharacter()).",
                        at: location, fix: "Write %name; or remove the internal subset: a preset needs none.")
                }
                advance()
            } else {
                throw failure(
                    "Expected a markup declaration, a comment, a processing instruction or ] in the DOCTYPE's internal subset, found \(describeCharacter()).",
                    at: location, fix: "Remove the internal subset: a preset needs none.")
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
                at: location, fix: "Close the literal with the quote it opened with.")
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
            throw failure(
                "Expected an element name after <, found \(describeCharacter()).", at: location,
                fix: "Write an element like <key>, or &lt; for a literal <.")
        }
        while true {
            skipWhitespace()
            guard let byte = byte() else {
                throw failure(
                    "Expected > to end the <\(name)> tag, found the end of the file.", at: location,
                    fix: "Finish the tag with >; the file may have been cut short.")
            }
            if byte == UInt8(ascii: ">") {
                advance()
                return .start(name: name, selfClosing: false, at: at)
            }
            if byte == UInt8(ascii: "/") {
                advance()
                guard self.byte() == UInt8(ascii: ">") else {
                    throw failure(
                        "Expected > after / in the <\(name)/> tag, found \(describeCharacter()).", at: location, fix: "Write <\(name)/>.")
                }
                advance()
                return .start(name: name, selfClosing: true, at: at)
            }
            let attribute = readName()
            guard !attribute.isEmpty else {
                throw failure(
                    "Expected an attribute or > in the <\(name)> tag, found \(describeCharacter()).", at: location,
                    fix: "End the tag with >; attributes are written name=\"value\".")
            }
            skipWhitespace()
            guard self.byte() == UInt8(ascii: "=") else {
                throw failure(
                    "Expected = after the attribute \(attribute) in the <\(name)> tag, found \(describeCharacter()).",
                    at: location, fix: "Write attributes as name=\"value\".")
            }
            advance()
            skipWhitespace()
            guard let quote = self.byte(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw failure(
                    "Expected a quoted value for the attribute \(attribute) in the <\(name)> tag, found \(describeCharacter()).",
                    at: location, fix: "Write attributes as name=\"value\".")
            }
            advance()
            while self.byte() != quote {
                guard !atEnd else {
                    throw failure(
                        "Expected the closing quote of the attribute \(attribute) in the <\(name)> tag, found the end of the file.",
                        at: location, fix: "Close the attribute's value with the quote it opened with.")
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
            throw failure(
                "Expected an element name after </, found \(describeCharacter()).", at: location,
                fix: "Write the end tag as </name>, naming the element it closes.")
        }
        skipWhitespace()
        guard byte() == UInt8(ascii: ">") else {
            throw failure(
                "Expected > to end the </\(name)> tag, found \(describeCharacter()).", at: location, fix: "End the tag: </\(name)>.")
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
                            at: location, fix: "Close the section with ]]>.")
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
                        "Expected </\(name)> to close the <\(name)> at \(opening), found \(describe(end)).",
                        at: end.location, fix: "Close <\(name)> with </\(name)> before \(describe(end)).")
                }
                return text
            } else {
                let at = location
                let found =
                    looksAt("<!DOCTYPE") ? "<!DOCTYPE" : looksAt("<!") ? "\"<!\"" : describe(try readStartTag())
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
}
