import RefreshPresets
import RefreshTesting
import Testing

/// Seeded mutations of valid files: both readers must always return a node or
/// throw a well-formed `PresetSyntaxError`, never crash or hang, and whatever
/// they read must survive a round trip through the writers.
@Suite struct PropertyListMutationTests {
    typealias Samples = PropertyListSamples

    static let xmlSeeds: [[UInt8]] = [
        XMLPropertyListWriter.write(Samples.preset),
        Array(
            """
            <?xml version="1.0"?><!DOCTYPE plist [<!ENTITY e "x">]><plist version="1.0"><dict><key>a&amp;</key>\
            <string>&#233;<![CDATA[<]]><!--c--></string><key>n</key><array><integer>0x7F</integer><real>-1e3</real>\
            <true/><date>2024</date><data>AA==</data><dict/></array></dict></plist>
            """.utf8),
    ]

    static let binarySeeds: [[UInt8]] = [
        BinaryPropertyListWriter.write(Samples.preset),
        BinaryPropertyListWriter.write(
            PresetNode(
                .object([
                    Samples.member("long", .string(String(repeating: "ab", count: 10))),
                    Samples.member("wide", .string("é😀")), Samples.member("n", .integer(-5)),
                    Samples.member("list", .array((0..<16).map { PresetNode(.integer($0 * 1000)) })),
                ]))),
    ]

    /// Bytes that mean something to one of the formats.
    static let tokens: [[UInt8]] =
        [
            "<", ">", "/", "</dict>", "<dict>", "<array>", "</array>", "<key>k</key>", "&", "&#x", ";", "<![CDATA[",
            "]]>", "<!--", "-->", "\"", "<?", "?>", "<true/>", "<integer>", "<real>",
        ].map { Array($0.utf8) } + [[0xFF], [0x0F], [0x00], [0xA3], [0xD1], [0x5F, 0x10], [0x13], [0xC3], [0xF0, 0x9F]]

    static func mutate(_ seed: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0 where position < bytes.count:
                bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 1 where position < bytes.count:
                bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 2:
                bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
            case 3:
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
                bytes.removeSubrange(position..<end)
            case 4:
                bytes.removeSubrange(position...)
            case 5:
                bytes.insert(contentsOf: tokens.randomElement(using: &generator)!, at: position)
            default:
                let end = min(bytes.count, position + Int.random(in: 1...32, using: &generator))
                bytes.insert(contentsOf: bytes[position..<end], at: Int.random(in: 0...bytes.count, using: &generator))
            }
        }
        return bytes
    }

    static func isWritable(_ node: PresetNode) -> Bool {
        switch node.value {
        case .null, .unsupported: false
        case .object(let members): members.allSatisfy { isWritable($0.value) }
        case .array(let items): items.allSatisfy(isWritable)
        default: true
        }
    }

    /// What is wrong with reading `bytes` with `reader`, or nil; counts the
    /// files that read.
    static func problem(
        reading bytes: [UInt8], with reader: ([UInt8], ReadingLimits) throws(PresetSyntaxError) -> PresetNode,
        locates: Bool, parsed: inout Int
    ) -> String? {
        do {
            let node = try reader(bytes, .standard)
            parsed += 1
            guard isWritable(node) else { return nil }
            let throughXML = try XMLPropertyListReader.parse(XMLPropertyListWriter.write(node), limits: .standard)
            let throughBinary = try BinaryPropertyListReader.parse(
                BinaryPropertyListWriter.write(node), limits: .standard)
            if throughXML.withoutLocations != node.withoutLocations { return "XML round trip differs" }
            if throughBinary != node.withoutLocations { return "binary round trip differs" }
            return nil
        } catch {
            if error.message.isEmpty || !error.message.hasSuffix(".") { return "bad message \(error.message)" }
            if let location = error.location {
                if !locates { return "binary error with a location" }
                if location.line < 1 || location.column < 1 || location.line > bytes.count + 1 {
                    return "bad location \(location)"
                }
            } else if locates && error.kind != .empty && error.kind != .tooLarge {
                return "XML error without a location: \(error.message)"
            }
            return nil
        }
    }

    @Test(arguments: [0, 1])
    func readersSurviveMutatedFiles(half: Int) {
        // 2 × 10,000 mutants, each read by both readers.
        var generator = SplitMix64(seed: 0x5EED_0000 + UInt64(half))
        let seeds = half == 0 ? Self.xmlSeeds : Self.binarySeeds
        var problems: [String] = []
        var parsed = 0
        for iteration in 0..<10_000 {
            let seed = seeds[iteration % seeds.count]
            let bytes = Self.mutate(seed, using: &generator)
            for (reader, locates) in [(XMLPropertyListReader.parse, true), (BinaryPropertyListReader.parse, false)] {
                if let problem = Self.problem(reading: bytes, with: reader, locates: locates, parsed: &parsed) {
                    problems.append("iteration \(iteration): \(problem): \(bytes)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        // The mutations are mild enough that some files still read.
        #expect(parsed > 100)
    }
}
