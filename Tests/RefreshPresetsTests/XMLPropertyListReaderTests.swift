import RefreshPresets
import Testing

@Suite struct XMLPropertyListReaderTests {
    typealias Samples = PropertyListSamples

    // MARK: Reading

    @Test func readsEveryElementWithPrologCommentsAndEntities() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a preset -->
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
              <!ENTITY note "a > b">
            ]>
            <plist version="1.0">
            <dict>
            \t<key>text</key>
            \t<string>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#233;&#x1F600; <![CDATA[<raw> & ]]>x<!-- gone -->y</string>
            \t<key>empty</key><string/>
            \t<key>whole</key><integer> -12 </integer>
            \t<key>hex</key><integer>0x1F</integer>
            \t<key>real</key><real>-1.5e3</real>
            \t<key>point</key><real>.5</real>
            \t<key>yes</key><true/>
            \t<key>no</key><false></false>
            \t<key>when</key><date>2024-01-01T00:00:00Z</date>
            \t<key>blob</key><data>AAEC</data>
            \t<key>list</key><array><array/><dict/></array>
            \t<key>text</key><string>again</string>
            </dict>
            </plist>
            <!-- done -->

            """
        let node = try xml(text).withoutLocations
        let expected = PresetNode(
            .object([
                Samples.member("text", .string("a & b <c> \"d\" 'e' é😀 <raw> & xy")),
                Samples.member("empty", .string("")),
                Samples.member("whole", .integer(-12)),
                Samples.member("hex", .integer(31)),
                Samples.member("real", .number(-1500)),
                Samples.member("point", .number(0.5)),
                Samples.member("yes", .bool(true)),
                Samples.member("no", .bool(false)),
                Samples.member("when", .unsupported("date")),
                Samples.member("blob", .unsupported("data")),
                Samples.member("list", .array([Samples.node(.array([])), Samples.node(.object([]))])),
                Samples.member("text", .string("again")),
            ]))
        #expect(node == expected)
        #expect(node["text"] == Samples.node(.string("again")))
    }

    @Test func readsAnyValueAtTheTop() throws {
        #expect(try xml("<plist><string>hi</string></plist>").withoutLocations == Samples.node(.string("hi")))
        #expect(try xml("<plist>\n<integer>-9223372036854775808</integer>\n</plist>").value == .integer(Int.min))
        #expect(try xml("<plist><integer>9223372036854775807</integer></plist>").value == .integer(Int.max))
        #expect(try xml("<plist><real>1e-400</real></plist>").value == .number(0))
    }

    /// Whitespace is kept as written; line ends are normalised to LF (XML
    /// 1.0, section 2.11), and a CR written as `&#13;` stays a CR.
    @Test func keepsWhitespaceAndLineBreaksInStrings() throws {
        #expect(try xml("<plist><string> a\r\n\tb </string></plist>").value == .string(" a\n\tb "))
    }

    /// Issue 12: CR LF and a lone CR read as LF in text, keys and CDATA
    /// (XML 1.0, section 2.11), which the writer relies on (it writes a CR as `&#13;`).
    @Test func normalisesLineEndsToLineFeeds() throws {
        #expect(try xml("<plist><string>a\r\nb\rc\n\r\nd\r</string></plist>").value == .string("a\nb\nc\n\nd\n"))
        #expect(try xml("<plist><string><![CDATA[a\r\nb\rc]]></string></plist>").value == .string("a\nb\nc"))
        #expect(try xml("<plist><string>a&#13;\r\nb&#13;&#10;</string></plist>").value == .string("a\r\nb\r\n"))
        #expect(try xml("<plist><dict><key>k\r\ney</key><true/></dict></plist>").members?.first?.key == "k\ney")
        for text in ["a\rb", "a\r\nb", "\r", "x\r\r\ny"] {
            let written = XMLPropertyListWriter.write(Samples.node(.string(text)))
            for lineEnds in [written, Array(String(decoding: written, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)] {
                #expect(try XMLPropertyListReader.parse(lineEnds, limits: .standard).value == .string(text), "\(text.debugDescription)")
            }
        }
    }

    /// Issue 12: a DOCTYPE's internal subset follows XML 1.0 (section 2.8):
    /// comments and processing instructions in it, and `]` or `>` inside its
    /// quoted literals and comments, do not end it.
    @Test func readsADoctypesInternalSubset() throws {
        let subsets = [
            "<!-- it's a comment -->", "<!-- ] and ]> -->", "<?pi ]> ?>", #"<!ENTITY e "a]b'>c">"#, "<!ENTITY f 'x\"]'>",
            "<!ELEMENT plist (dict)>", "<!ATTLIST plist version CDATA \"1.0\">", "%pe;", "\r\n\t ",
        ]
        for subset in subsets {
            let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist SYSTEM \"a]b.dtd\" [\(subset)]>\n<plist><string>x</string></plist>"
            #expect(throws: Never.self, "\(subset)") { try xml(text) }
            #expect((try? xml(text))?.value == .string("x"), "\(subset)")
        }
        // What the subset cannot hold is still refused, at its place.
        #expect(
            throws: PresetSyntaxError(
                .notPropertyList,
                "Expected a markup declaration, a comment, a processing instruction or ] in the DOCTYPE's internal subset, found \"x\".",
                at: at(1, 18), fix: "Remove the internal subset: a preset needs none.")
        ) {
            () throws(PresetSyntaxError) in try xml("<!DOCTYPE plist [x]><plist><true/></plist>")
        }
        #expect(
            throws: PresetSyntaxError(
                .notPropertyList, "Expected --> to end the comment at 1:18, found the end of the file.", at: at(1, 32),
                fix: "Close it with -->; the file may have been cut short.")
        ) {
            () throws(PresetSyntaxError) in try xml("<!DOCTYPE plist [<!-- it's open")
        }
    }

    /// Issue 12: a well-formed character reference is read however many
    /// leading zeros it has (XML 1.0, section 4.1); the message for a bad one
    /// quotes a short prefix.
    @Test func readsLongCharacterReferences() throws {
        let zeros = String(repeating: "0", count: 100)
        #expect(try xml("<plist><string>&#x\(zeros)41;&#\(zeros)66;</string></plist>").value == .string("AB"))
        #expect(
            throws: PresetSyntaxError(
                .notPropertyList, "The character reference &#x\(String(repeating: "0", count: 37))… does not name a valid character.",
                at: at(1, 16), fix: "Write a Unicode scalar value in decimal (&#233;) or hexadecimal (&#xE9;).")
        ) {
            () throws(PresetSyntaxError) in try xml("<plist><string>&#x\(zeros)110000;</string></plist>")
        }
    }

    @Test func readsSixtyFourLevels() throws {
        let node = try XMLPropertyListReader.parse(XMLPropertyListWriter.write(Samples.nested(64)), limits: .standard)
        #expect(node.withoutLocations == Samples.nested(64))
    }

    // MARK: Locations

    @Test func locatesValuesAndKeysByLineAndCharacterColumn() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>pull</key>
            \t<dict>
            \t\t<key>threshold</key>
            \t\t<real>80</real>
            \t</dict>
            \t<key>é名</key>  <string>x</string>
            </dict>
            </plist>
            """
        let node = try xml(text)
        #expect(node.location == at(3, 1))
        let pull = try #require(node.members?.first)
        #expect(pull.keyLocation == at(4, 2))
        #expect(pull.value.location == at(5, 2))
        let threshold = try #require(pull.value.members?.first)
        #expect(threshold.key == "threshold")
        #expect(threshold.keyLocation == at(6, 3))
        #expect(threshold.value.location == at(7, 3))
        #expect(threshold.value.value == .number(80))
        // Columns count characters: é and 名 are one column each.
        let unicode = try #require(node.members?.last)
        #expect(unicode.key == "é名")
        #expect(unicode.keyLocation == at(9, 2))
        #expect(unicode.value.location == at(9, 17))
    }

    @Test func countsCarriageReturnLineBreaks() throws {
        let node = try xml("<plist>\r\n<array>\r\n\t<true/>\r\t<false/>\n</array></plist>")
        #expect(node.location == at(2, 1))
        #expect(node.value == .array([PresetNode(.bool(true), at: at(3, 2)), PresetNode(.bool(false), at: at(4, 2))]))
    }

    // MARK: Malformed files

    @Test func rejectsEmptyAndOversizedFiles() {
        expectSyntaxError(.empty, "The file is empty.", at: nil) { () throws(PresetSyntaxError) in try xml("") }
        expectSyntaxError(.empty, "The file is empty.", at: nil) {
            () throws(PresetSyntaxError) in try xml(" \n\t")
        }
        var small = ReadingLimits.standard
        small.maximumFileSize = 10
        expectSyntaxError(.tooLarge, "The file is 11 bytes; presets are limited to 10 bytes.", at: nil) {
            () throws(PresetSyntaxError) in try xml("<plist/>   ", limits: small)
        }
    }

    @Test func rejectsInvalidUTF8AtTheBadByte() {
        let bytes = Array("<plist>\n<string>é".utf8) + [0xFF] + Array("</string></plist>".utf8)
        expectSyntaxError(
            .notUTF8, "The file is not UTF-8 text: the byte 0xFF here does not begin a valid UTF-8 character.", at: at(2, 10)
        ) { () throws(PresetSyntaxError) in try XMLPropertyListReader.parse(bytes, limits: .standard) }
        // A surrogate encoded in UTF-8 and a sequence cut short.
        for bad: [UInt8] in [[0xED, 0xA0, 0x80], [0xE2, 0x82]] {
            let bytes = Array("<plist><string>".utf8) + bad + Array("</string></plist>".utf8)
            expectSyntaxError(
                .notUTF8,
                "The file is not UTF-8 text: the byte 0x\(String(bad[0], radix: 16, uppercase: true)) here does not begin a valid UTF-8 character.",
                at: at(1, 16)
            ) { () throws(PresetSyntaxError) in try XMLPropertyListReader.parse(bytes, limits: .standard) }
        }
    }

    @Test func rejectsUnclosedTags() {
        expectSyntaxError(
            .notPropertyList, "Expected </dict> to close the <dict> at 2:1, found the end of the file.", at: at(5, 1)
        ) { () throws(PresetSyntaxError) in
            try xml("<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n")
        }
        expectSyntaxError(
            .notPropertyList, "Expected </string> to close the <string> at 1:8, found the end of the file.",
            at: at(1, 19)
        ) { () throws(PresetSyntaxError) in try xml("<plist><string>abc") }
        expectSyntaxError(
            .notPropertyList, "Expected > to end the <dict> tag, found the end of the file.", at: at(1, 13)
        ) { () throws(PresetSyntaxError) in try xml("<plist><dict") }
        expectSyntaxError(
            .notPropertyList, "Expected --> to end the comment at 1:8, found the end of the file.", at: at(1, 17)
        ) { () throws(PresetSyntaxError) in try xml("<plist><!-- note") }
    }

    @Test func rejectsMismatchedClosingTags() {
        expectSyntaxError(
            .notPropertyList, "Expected </string> to close the <string> at 3:2, found </array>.", at: at(3, 11)
        ) { () throws(PresetSyntaxError) in try xml("<plist>\n<array>\n\t<string>a</array>\n</plist>") }
        expectSyntaxError(.notPropertyList, "Expected a value element or </array>, found </dict>.", at: at(1, 15)) {
            () throws(PresetSyntaxError) in try xml("<plist><array></dict></plist>")
        }
    }

    @Test func rejectsKeyOutsideDict() {
        expectSyntaxError(
            .notPropertyList, "Expected a value element or </array>, found <key>, which belongs only in a <dict>.",
            at: at(1, 15)
        ) { () throws(PresetSyntaxError) in try xml("<plist><array><key>a</key></array></plist>") }
        expectSyntaxError(
            .notPropertyList, "Expected a value element inside <plist>, found <key>, which belongs only in a <dict>.",
            at: at(1, 8)
        ) { () throws(PresetSyntaxError) in try xml("<plist><key>a</key></plist>") }
    }

    @Test func rejectsMissingValueAfterKeyAndValueWithoutKey() {
        expectSyntaxError(
            .notPropertyList, "Expected a value element after <key>threshold</key>, found </dict>.", at: at(4, 1)
        ) { () throws(PresetSyntaxError) in try xml("<plist>\n<dict>\n\t<key>threshold</key>\n</dict>\n</plist>") }
        expectSyntaxError(.notPropertyList, "Expected a value element after <key>a</key>, found <key>.", at: at(1, 26)) {
            () throws(PresetSyntaxError) in try xml("<plist><dict><key>a</key><key>b</key></dict></plist>")
        }
        expectSyntaxError(.notPropertyList, "Expected <key> or </dict>, found <string>.", at: at(1, 14)) {
            () throws(PresetSyntaxError) in try xml("<plist><dict><string>a</string></dict></plist>")
        }
    }

    @Test func rejectsUnknownElements() throws {
        expectSyntaxError(
            .notPropertyList, "Expected a value element after <key>a</key>, found the unknown element <number>.",
            at: at(1, 26)
        ) { () throws(PresetSyntaxError) in try xml("<plist><dict><key>a</key><number>1</number></dict></plist>") }
        do {
            _ = try xml("<plist><nil/></plist>")
        } catch {
            #expect(error.message == "Expected a value element inside <plist>, found the unknown element <nil/>.")
            #expect(
                error.fix
                    == "Use one of <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>.")
        }
        expectSyntaxError(.notPropertyList, "Expected <plist> as the root element, found <dict/>.", at: at(1, 1)) {
            () throws(PresetSyntaxError) in try xml("<dict/>")
        }
        expectSyntaxError(
            .notPropertyList, "Expected text or </string> inside <string>, found the unknown element <b>.", at: at(1, 17)
        ) { () throws(PresetSyntaxError) in try xml("<plist><string>a<b>bold</b></string></plist>") }
    }

    @Test func rejectsBadIntegers() {
        expectSyntaxError(.notPropertyList, "Expected a whole number in <integer>, found \"12x\".", at: at(1, 8)) {
            () throws(PresetSyntaxError) in try xml("<plist><integer>12x</integer></plist>")
        }
        expectSyntaxError(.notPropertyList, "Expected a whole number in <integer>, found \"1.5\".", at: at(1, 8)) {
            () throws(PresetSyntaxError) in try xml("<plist><integer>1.5</integer></plist>")
        }
        expectSyntaxError(.notPropertyList, "Expected a whole number in <integer>, found nothing.", at: at(1, 8)) {
            () throws(PresetSyntaxError) in try xml("<plist><integer/></plist>")
        }
        expectSyntaxError(
            .notPropertyList,
            "The integer 9223372036854775808 is out of range: it must lie between -9223372036854775808 and 9223372036854775807.",
            at: at(1, 8)
        ) { () throws(PresetSyntaxError) in try xml("<plist><integer>9223372036854775808</integer></plist>") }
        expectSyntaxError(
            .notPropertyList,
            "The integer -99999999999999999999 is out of range: it must lie between -9223372036854775808 and 9223372036854775807.",
            at: at(1, 8)
        ) { () throws(PresetSyntaxError) in try xml("<plist><integer>-99999999999999999999</integer></plist>") }
    }

    @Test func rejectsNonFiniteAndMalformedReals() {
        for word in ["nan", "NaN", "inf", "-infinity", "+Infinity", "1e999"] {
            expectSyntaxError(.notPropertyList, "Expected a finite number in <real>, found \"\(word)\".", at: at(1, 8)) {
                () throws(PresetSyntaxError) in try xml("<plist><real>\(word)</real></plist>")
            }
        }
        for word in ["abc", "1.2.3", "1e", "0x10", "."] {
            expectSyntaxError(.notPropertyList, "Expected a number in <real>, found \"\(word)\".", at: at(1, 8)) {
                () throws(PresetSyntaxError) in try xml("<plist><real>\(word)</real></plist>")
            }
        }
    }

    @Test func rejectsBadEntitiesAndBooleanContent() {
        expectSyntaxError(
            .notPropertyList,
            "Expected &amp;, &lt;, &gt;, &quot;, &apos; or a numeric character reference, found &foo;.", at: at(1, 18)
        ) { () throws(PresetSyntaxError) in try xml("<plist><string>a &foo; b</string></plist>") }
        expectSyntaxError(
            .notPropertyList,
            "Expected &amp;, &lt;, &gt;, &quot;, &apos; or a numeric character reference, found &.", at: at(1, 18)
        ) { () throws(PresetSyntaxError) in try xml("<plist><string>a & b</string></plist>") }
        expectSyntaxError(
            .notPropertyList, "The character reference &#xD800; does not name a valid character.", at: at(1, 16)
        ) { () throws(PresetSyntaxError) in try xml("<plist><string>&#xD800;</string></plist>") }
        expectSyntaxError(.notPropertyList, "Expected nothing inside <true>, found \"yes\".", at: at(1, 8)) {
            () throws(PresetSyntaxError) in try xml("<plist><true>yes</true></plist>")
        }
    }

    @Test func rejectsTextOutsideElementsAndTrailingGarbage() {
        expectSyntaxError(.notPropertyList, "Expected <key> or </dict>, found text \"hello\".", at: at(3, 2)) {
            () throws(PresetSyntaxError) in try xml("<plist>\n<dict>\n\thello\n</dict></plist>")
        }
        expectSyntaxError(.notPropertyList, "Expected <plist> as the root element, found text \"{}\".", at: at(1, 1)) {
            () throws(PresetSyntaxError) in try xml("{}")
        }
        expectSyntaxError(
            .notPropertyList, "Expected a value element inside <plist>, found the control character U+0001.",
            at: at(1, 8)
        ) { () throws(PresetSyntaxError) in try xml("<plist>\u{1}</plist>") }
        expectSyntaxError(.notPropertyList, "Expected nothing after </plist>, found text \"extra\".", at: at(2, 1)) {
            () throws(PresetSyntaxError) in try xml("<plist><true/></plist>\nextra")
        }
        expectSyntaxError(.notPropertyList, "Expected nothing after </plist>, found <plist>.", at: at(1, 23)) {
            () throws(PresetSyntaxError) in try xml("<plist><true/></plist><plist><true/></plist>")
        }
        expectSyntaxError(
            .notPropertyList, "Expected </plist> after the one value in <plist>, found <false/>.", at: at(1, 15)
        ) { () throws(PresetSyntaxError) in try xml("<plist><true/><false/></plist>") }
        expectSyntaxError(
            .notPropertyList, "Expected a value element inside <plist>, found </plist>.", at: at(1, 8)
        ) { () throws(PresetSyntaxError) in try xml("<plist></plist>") }
    }

    @Test func rejectsSixtyFiveLevels() {
        let text =
            "<plist>" + String(repeating: "<array>", count: 65) + String(repeating: "</array>", count: 65)
            + "</plist>"
        expectSyntaxError(
            .tooDeep, "Objects and arrays are nested deeper than 64 levels.", at: at(1, 8 + 64 * 7)
        ) { () throws(PresetSyntaxError) in try xml(text) }
        // An empty container nests as deep as a full one.
        let empty = "<plist>" + String(repeating: "<dict><key>k</key>", count: 64) + "<array/>"
        expectSyntaxError(
            .tooDeep, "Objects and arrays are nested deeper than 64 levels.",
            at: at(1, 8 + 64 * 18)
        ) { () throws(PresetSyntaxError) in try xml(empty) }
    }

    @Test func rejectsTooManyValues() throws {
        let text = "<plist><array><true/><true/><true/><true/><true/></array></plist>"
        expectSyntaxError(.tooManyValues, "The file holds more than 5 values.", at: at(1, 43)) {
            () throws(PresetSyntaxError) in try xml(text, limits: Samples.limits(values: 5))
        }
        #expect(
            try xml(text, limits: Samples.limits(values: 6)).withoutLocations.value
                == .array(Array(repeating: PresetNode(.bool(true)), count: 5)))
        // Dictionary keys are not values.
        let keys = "<plist><dict><key>a</key><true/><key>b</key><true/></dict></plist>"
        #expect(try xml(keys, limits: Samples.limits(values: 3)).members?.count == 2)
    }
}
