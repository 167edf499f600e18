import RefreshCore

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
package enum XMLPropertyListReader {
    /// The document in `bytes`, or the first reason it cannot be read.
    package static func parse(_ bytes: [UInt8], limits: ReadingLimits) throws(PresetSyntaxError) -> PresetNode {
        try limits.checkSize(of: bytes)
        if let wide = PresetSyntaxError.wideUnicode(bytes) { throw wide }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].contains(where: { !XMLScanner.isWhitespace($0) }) else {
            throw .empty(at: nil)
        }
        try XMLScanner.validateUTF8(bytes, from: start)
        let scanner = XMLScanner(bytes: bytes, index: start, knownElements: Parser.knownElements)
        var parser = Parser(scanner: scanner, limits: limits)
        return try parser.parseDocument()
    }
}

extension XMLPropertyListReader {
    fileprivate typealias Markup = XMLScanner.Markup

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

    /// The property-list grammar over the scanner's markup: one value in
    /// `<plist>`, each value in `<dict>` after its `<key>`, items in
    /// `<array>`, and the text of `<integer>` and `<real>` as numbers.
    fileprivate struct Parser {
        static let knownElements: Set<String> = [
            "plist", "dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data",
        ]
        static let valueElementsFix =
            "Use one of <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>."

        var scanner: XMLScanner
        let limits: ReadingLimits
        var valueCount = 0
        var stack: [Frame] = []

        init(scanner: XMLScanner, limits: ReadingLimits) {
            self.scanner = scanner
            self.limits = limits
        }

        func failure(_ message: String, at location: FilePosition?, fix: String) -> PresetSyntaxError {
            scanner.failure(message, at: location, fix: fix)
        }

        // MARK: Numbers

        static func trimmed(_ text: [UInt8]) -> ArraySlice<UInt8> {
            var slice = text[...]
            while let first = slice.first, XMLScanner.isWhitespace(first) { slice = slice.dropFirst() }
            while let last = slice.last, XMLScanner.isWhitespace(last) { slice = slice.dropLast() }
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
                guard let value = hexDigitValue(digit), UInt64(value) < radix else {
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
                    at: opening, fix: "Write a number a preset can use; every range is in the reference (refreshkit reference).")
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
                let markup = try scanner.nextMarkup()
                if case .doctype = markup {
                    try scanner.skipDoctype()
                    continue
                }
                guard case .start("plist", let selfClosing, let at) = markup else {
                    throw failure(
                        "Expected <plist> as the root element, found \(scanner.describe(markup)).", at: markup.location,
                        fix: "A property list starts <plist version=\"1.0\">.")
                }
                guard !selfClosing else {
                    throw failure(
                        "Expected a value element inside <plist>, found <plist/>, which is empty.", at: at,
                        fix: "Put the preset's <dict> inside <plist>...</plist>.")
                }
                stack.append(Frame(kind: .plist, location: at))
                break
            }
            while true {
                let markup = try scanner.nextMarkup()
                let top = stack.count - 1
                // Not `let frame = stack[top]`: a copy would share the frame's
                // arrays, and every append would then copy them.
                let kind = stack[top].kind
                let location = stack[top].location
                if case .endOfFile = markup {
                    throw scanner.unclosed(Self.elementName(kind), openedAt: location)
                }
                switch kind {
                case .plist:
                    if stack[top].value == nil {
                        try beginValue(markup, expected: "Expected a value element inside <plist>")
                    } else if case .end("plist", _) = markup, let value = stack[top].value {
                        return try finishDocument(value)
                    } else {
                        throw failure(
                            "Expected </plist> after the one value in <plist>, found \(scanner.describe(markup)).",
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
                        let key = selfClosing ? [] : try scanner.readContent(of: "key", openedAt: at)
                        stack[top].pendingKey = String(decoding: key, as: UTF8.self)
                        stack[top].pendingKeyLocation = at
                    } else if case .end("dict", _) = markup {
                        let members = stack.removeLast().members
                        finish(PresetNode(.object(members), at: location))
                    } else {
                        throw failure(
                            "Expected <key> or </dict>, found \(scanner.describe(markup)).", at: markup.location,
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
            let markup = try scanner.nextMarkup()
            guard case .endOfFile = markup else {
                throw failure(
                    "Expected nothing after </plist>, found \(scanner.describe(markup)).", at: markup.location,
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
                var found = scanner.describe(markup)
                var fix = Self.valueElementsFix
                if case .start(let name, _, _) = markup {
                    if name == "key" {
                        found += ", which belongs only in a <dict>"
                        fix = "Put each <key> in a <dict>, right before its value."
                    } else if name == "plist" {
                        found += ", which may only be the root element"
                        fix = "Remove the inner <plist>: a property list has one, around everything."
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
                let text = selfClosing ? [] : try scanner.readContent(of: name, openedAt: at)
                finish(PresetNode(.string(String(decoding: text, as: UTF8.self)), at: at))
            case "integer":
                let text = selfClosing ? [] : try scanner.readContent(of: name, openedAt: at)
                finish(PresetNode(.integer(try integer(text, at: at)), at: at))
            case "real":
                let text = selfClosing ? [] : try scanner.readContent(of: name, openedAt: at)
                finish(PresetNode(.number(try real(text, at: at)), at: at))
            case "true", "false":
                if !selfClosing {
                    let text = Self.trimmed(try scanner.readContent(of: name, openedAt: at))
                    guard text.isEmpty else {
                        throw failure(
                            "Expected nothing inside <\(name)>, found \(Self.quoted(text)).", at: at,
                            fix: "Write <\(name)/>.")
                    }
                }
                finish(PresetNode(.bool(name == "true"), at: at))
            default:  // date, data
                if !selfClosing { _ = try scanner.readContent(of: name, openedAt: at) }
                finish(PresetNode(.unsupported(name), at: at))
            }
        }
    }
}
