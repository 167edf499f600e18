import RefreshPresets
import Testing

@Suite struct PropertyListWriterTests {
    typealias Samples = PropertyListSamples

    static var documents: [PresetNode] {
        [Samples.everything, Samples.preset, Samples.nested(10)] + Samples.tops
    }

    // MARK: Round trips

    @Test func xmlRoundTripsEveryDocument() throws {
        for document in Self.documents {
            let read = try XMLPropertyListReader.parse(XMLPropertyListWriter.write(document), limits: .standard)
            #expect(read.withoutLocations == document)
        }
    }

    @Test func binaryRoundTripsEveryDocument() throws {
        for document in Self.documents {
            let read = try BinaryPropertyListReader.parse(BinaryPropertyListWriter.write(document), limits: .standard)
            #expect(read.withoutLocations == document)
        }
    }

    @Test func readsTheLargestDocumentTheLimitsAllowInLinearTime() throws {
        // An array and 99,999 values: 100,000 values, 700 KB of XML; and a
        // tenth of it, read ten times over. Linear reading takes about as
        // long for both; quadratic work (copying the array at every append,
        // which once took 45 s) ten times as long for the larger. Both are
        // timed over the same stretch of work, in turns, fastest of three, so
        // that a busy machine slows both alike and no wall-clock limit fails
        // a run that is merely slow.
        let large = PresetNode(.array(Array(repeating: Samples.node(.bool(true)), count: 99_999)))
        let small = PresetNode(.array(Array(repeating: Samples.node(.bool(true)), count: 9_999)))
        let clock = ContinuousClock()
        func read(_ bytes: [UInt8]) throws -> PresetNode {
            bytes.starts(with: Array("bplist".utf8))
                ? try BinaryPropertyListReader.parse(bytes, limits: .standard)
                : try XMLPropertyListReader.parse(bytes, limits: .standard)
        }
        for write in [XMLPropertyListWriter.write, BinaryPropertyListWriter.write] {
            let largeBytes = write(large)
            let smallBytes = write(small)
            var fastest = (large: Duration.seconds(1_000), tenSmall: Duration.seconds(1_000))
            for _ in 0..<3 {
                var start = clock.now
                for _ in 0..<10 {
                    #expect(try read(smallBytes).withoutLocations == small)
                }
                fastest.tenSmall = min(fastest.tenSmall, clock.now - start)
                start = clock.now
                #expect(try read(largeBytes).withoutLocations == large)
                fastest.large = min(fastest.large, clock.now - start)
            }
            let ratio = fastest.large / fastest.tenSmall
            #expect(
                ratio < 3.5,
                "ten times the values took \(ratio) times as long as reading a tenth ten times (\(fastest.large) against \(fastest.tenSmall))"
            )
        }
        let text = "<plist><array>" + String(repeating: "<true/>", count: 100_000) + "</array></plist>"
        expectSyntaxError(.tooManyValues, "The file holds more than 100000 values.", at: at(1, 15 + 99_999 * 7)) {
            () throws(PresetSyntaxError) in try xml(text)
        }
    }

    @Test func duplicateKeysSurviveBothRoundTripsInOrder() throws {
        let document = PresetNode(
            .object([
                Samples.member("b", .integer(1)), Samples.member("a", .integer(2)), Samples.member("b", .string("3")),
            ]))
        let fromXML = try XMLPropertyListReader.parse(XMLPropertyListWriter.write(document), limits: .standard)
        let fromBinary = try BinaryPropertyListReader.parse(BinaryPropertyListWriter.write(document), limits: .standard)
        #expect(fromXML.withoutLocations == document)
        #expect(fromBinary == document)
    }

    @Test func outputIsDeterministic() {
        #expect(XMLPropertyListWriter.write(Samples.everything) == XMLPropertyListWriter.write(Samples.everything))
        #expect(
            BinaryPropertyListWriter.write(Samples.everything) == BinaryPropertyListWriter.write(Samples.everything))
    }

    // MARK: Form

    @Test func xmlHasApplesStandardForm() {
        let document = PresetNode(
            .object([
                Samples.member("name", .string("a < b & c")),
                Samples.member("values", .array([Samples.node(.integer(1)), Samples.node(.number(0.1))])),
                Samples.member("empty", .object([])),
                Samples.member("none", .array([])),
                Samples.member("on", .bool(true)),
                Samples.member("ratio", .number(2)),
            ]))
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>name</key>
            \t<string>a &lt; b &amp; c</string>
            \t<key>values</key>
            \t<array>
            \t\t<integer>1</integer>
            \t\t<real>0.1</real>
            \t</array>
            \t<key>empty</key>
            \t<dict/>
            \t<key>none</key>
            \t<array/>
            \t<key>on</key>
            \t<true/>
            \t<key>ratio</key>
            \t<real>2</real>
            </dict>
            </plist>

            """
        #expect(String(decoding: XMLPropertyListWriter.write(document), as: UTF8.self) == expected)
    }

    @Test func nullAndUnsupportedValuesAreLeftOut() throws {
        let document = PresetNode(
            .object([
                Samples.member("keep", .integer(1)), Samples.member("gone", .null),
                Samples.member("when", .unsupported("date")),
                Samples.member("list", .array([Samples.node(.null), Samples.node(.bool(true))])),
                Samples.member("only", .object([Samples.member("x", .unsupported("data"))])),
            ]))
        let expected = PresetNode(
            .object([
                Samples.member("keep", .integer(1)), Samples.member("list", .array([Samples.node(.bool(true))])),
                Samples.member("only", .object([])),
            ]))
        let fromXML = try XMLPropertyListReader.parse(XMLPropertyListWriter.write(document), limits: .standard)
        let fromBinary = try BinaryPropertyListReader.parse(BinaryPropertyListWriter.write(document), limits: .standard)
        #expect(fromXML.withoutLocations == expected)
        #expect(fromBinary == expected)
        for top in [PresetNode(.null), PresetNode(.unsupported("UID"))] {
            #expect(try XMLPropertyListReader.parse(XMLPropertyListWriter.write(top), limits: .standard).value == .object([]))
            #expect(try BinaryPropertyListReader.parse(BinaryPropertyListWriter.write(top), limits: .standard).value == .object([]))
        }
    }

    @Test func nonFiniteNumbersAreWrittenAsAppleDoesAndRejectedOnReading() {
        let document = PresetNode(.array([Samples.node(.number(.nan)), Samples.node(.number(-.infinity))]))
        let text = String(decoding: XMLPropertyListWriter.write(document), as: UTF8.self)
        #expect(text.contains("<real>nan</real>") && text.contains("<real>-infinity</real>"))
        #expect(throws: PresetSyntaxError.self) {
            try XMLPropertyListReader.parse(XMLPropertyListWriter.write(document), limits: .standard)
        }
        #expect(throws: PresetSyntaxError.self) {
            try BinaryPropertyListReader.parse(BinaryPropertyListWriter.write(document), limits: .standard)
        }
    }
}
