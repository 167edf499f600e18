import RefreshPresets
import Testing

@Suite struct BinaryPropertyListReaderTests {
    typealias Samples = PropertyListSamples

    /// `[1]`: header, 0xA1 0x01 at 8, 0x10 0x01 at 10, offset table [8, 10]
    /// at 12, trailer at 14; 46 bytes.
    static let small = BinaryPropertyListWriter.write(PresetNode(.array([PresetNode(.integer(1))])))

    static func patched(_ bytes: [UInt8], _ changes: [Int: UInt8]) -> [UInt8] {
        var bytes = bytes
        for (index, value) in changes { bytes[index] = value }
        return bytes
    }

    // MARK: Reading

    @Test func theSmallSampleHasTheDocumentedLayout() throws {
        #expect(
            Self.small
                == Array("bplist00".utf8) + [0xA1, 0x01, 0x10, 0x01, 0x08, 0x0A] + [0, 0, 0, 0, 0, 0, 1, 1]
                + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 12])
        #expect(try binary(Self.small) == PresetNode(.array([PresetNode(.integer(1))])))
    }

    @Test func readsEveryObjectKindWithoutLocations() throws {
        let node = try binary(BinaryPropertyListWriter.write(Samples.everything))
        #expect(node == Samples.everything)
        #expect(node == node.withoutLocations)
    }

    @Test func readsKindsNoWriterMakes() throws {
        #expect(try binary(handMadeBinary([[0x00]])).value == .null)
        #expect(try binary(handMadeBinary([[0x22, 0x3F, 0xC0, 0, 0]])).value == .number(1.5))
        #expect(try binary(handMadeBinary([[0x33, 0x41, 0, 0, 0, 0, 0, 0, 0]])).value == .unsupported("date"))
        #expect(try binary(handMadeBinary([[0x42, 1, 2]])).value == .unsupported("data"))
        #expect(try binary(handMadeBinary([[0x80, 0x05]])).value == .unsupported("UID"))
        #expect(try binary(handMadeBinary([[0xC1, 0x01], [0x09]])).value == .unsupported("set"))
        #expect(try binary(handMadeBinary([[0x12, 0xFF, 0xFF, 0xFF, 0xFF]])).value == .integer(4_294_967_295))
        // Shared objects that form no cycle.
        let shared = try binary(handMadeBinary([[0xA2, 0x01, 0x01], [0xA0]]))
        #expect(shared.value == .array([PresetNode(.array([])), PresetNode(.array([]))]))
    }

    @Test func keepsDuplicateKeysInOrder() throws {
        let bytes = handMadeBinary([[0xD2, 1, 1, 2, 3], [0x51, 0x61], [0x10, 1], [0x10, 2]])
        #expect(
            try binary(bytes).value
                == .object([Samples.member("a", .integer(1)), Samples.member("a", .integer(2))]))
    }

    @Test func readsSixtyFourLevels() throws {
        #expect(try binary(BinaryPropertyListWriter.write(Samples.nested(64))) == Samples.nested(64))
    }

    // MARK: Malformed files

    @Test func rejectsEmptyOversizedAndForeignFiles() {
        expectSyntaxError(.empty, "The file is empty.", at: nil) { () throws(PresetSyntaxError) in try binary([]) }
        var small = ReadingLimits.standard
        small.maximumFileSize = 45
        expectSyntaxError(.tooLarge, "The file is 46 bytes; presets are limited to 45 bytes.", at: nil) {
            () throws(PresetSyntaxError) in try binary(Self.small, limits: small)
        }
        expectSyntaxError(
            .notPropertyList, "Expected the binary property list header bplist00, found \"bplist01\".", at: nil
        ) { () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [7: UInt8(ascii: "1")])) }
        expectSyntaxError(
            .notPropertyList, "Expected the binary property list header bplist00, found 00 FF 10.", at: nil
        ) { () throws(PresetSyntaxError) in try binary([0x00, 0xFF, 0x10]) }
    }

    @Test func rejectsTruncatedFiles() {
        expectSyntaxError(
            .notPropertyList,
            "The binary property list is cut short: 30 bytes cannot hold a header, an object, an offset table and the 32-byte trailer.",
            at: nil
        ) { () throws(PresetSyntaxError) in try binary(Array(Self.small.prefix(30))) }
        // Cut at every length: always an error, never a crash.
        let sample = BinaryPropertyListWriter.write(Samples.preset)
        for length in 0..<sample.count {
            #expect(throws: PresetSyntaxError.self) { try binary(Array(sample.prefix(length))) }
        }
    }

    @Test func rejectsBadTrailers() {
        expectSyntaxError(
            .notPropertyList, "The trailer gives offsets a size of 0 bytes, but they take 1 to 8.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [20: 0])) }
        expectSyntaxError(
            .notPropertyList, "The trailer gives object references a size of 9 bytes, but they take 1 to 8.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [21: 9])) }
        expectSyntaxError(.notPropertyList, "The trailer says the property list has no objects.", at: nil) {
            () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [29: 0]))
        }
        expectSyntaxError(
            .notPropertyList,
            "The trailer names object 5 as the top object, but the property list has only 2 objects.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [37: 5])) }
        expectSyntaxError(
            .notPropertyList,
            "The trailer puts an offset table of 2 1-byte entries at byte 200, which does not fit between the header and the trailer at byte 14.",
            at: nil
        ) { () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [45: 200])) }
        // A huge table offset and object count must not overflow.
        var huge = Self.small
        for index in 38..<46 { huge[index] = 0xFF }
        expectSyntaxError(
            .notPropertyList,
            "The trailer puts an offset table of 2 1-byte entries at byte 18446744073709551615, which does not fit between the header and the trailer at byte 14.",
            at: nil
        ) { () throws(PresetSyntaxError) in try binary(huge) }
    }

    @Test func rejectsOffsetsPastTheObjectData() {
        expectSyntaxError(
            .notPropertyList, "Object 1 starts at byte 64, outside the object data (bytes 8 to 11).", at: nil
        ) { () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [13: 0x40])) }
        expectSyntaxError(.notPropertyList, "Object 0 runs past the end of the object data.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x5F, 0x10, 0x40, 0x61]]))
        }
        expectSyntaxError(.notPropertyList, "Object 0 runs past the end of the object data.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary([[0xAF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]))
        }
        expectSyntaxError(.notPropertyList, "Object 0 has a malformed length.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x5F, 0x23, 0x61]]))
        }
    }

    @Test func rejectsReferencesOutOfRange() {
        expectSyntaxError(
            .notPropertyList, "Object 0 refers to object 7, but the property list has only 2 objects.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(Self.patched(Self.small, [9: 7])) }
    }

    @Test func rejectsSelfReference() throws {
        // {a: [[7]]}: 0 the dictionary, 1 "a", 2 and 3 the arrays, 4 the 7.
        var bytes = BinaryPropertyListWriter.write(
            PresetNode(.object([Samples.member("a", .array([PresetNode(.array([PresetNode(.integer(7))]))]))])))
        #expect(bytes[binaryOffset(of: 3, in: bytes)] == 0xA1)
        bytes[binaryOffset(of: 3, in: bytes) + 1] = 3
        expectSyntaxError(
            .notPropertyList, "The property list refers to itself: object 3 contains itself.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(bytes) }
        expectSyntaxError(
            .notPropertyList, "The property list refers to itself: object 0 contains itself.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(handMadeBinary([[0xA1, 0x01], [0xA1, 0x00]])) }
    }

    @Test func rejectsSixtyFiveLevels() {
        expectSyntaxError(
            .tooDeep, "Objects and arrays are nested deeper than 64 levels.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(BinaryPropertyListWriter.write(Samples.nested(65))) }
    }

    @Test func rejectsTooManyValuesAndObjects() throws {
        let trues = BinaryPropertyListWriter.write(PresetNode(.array(Array(repeating: PresetNode(.bool(true)), count: 5))))
        expectSyntaxError(.tooManyValues, "The file holds more than 5 values.", at: nil) {
            () throws(PresetSyntaxError) in try binary(trues, limits: Samples.limits(values: 5))
        }
        #expect(try binary(trues, limits: Samples.limits(values: 6)).members == nil)
        let distinct = BinaryPropertyListWriter.write(PresetNode(.array((1...10).map { PresetNode(.integer($0)) })))
        expectSyntaxError(.tooManyValues, "The property list has 11 objects, more than the 5 values allowed.", at: nil) {
            () throws(PresetSyntaxError) in try binary(distinct, limits: Samples.limits(values: 5))
        }
        // Shared references cannot multiply a small file into many values.
        var doubling: [[UInt8]] = []
        for object in 0..<40 { doubling.append([0xA2, UInt8(object + 1), UInt8(object + 1)]) }
        doubling.append([0x09])
        expectSyntaxError(.tooManyValues, "The file holds more than 100000 values.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary(doubling))
        }
    }

    @Test func boundsTheTextSharedReferencesExpandTo() throws {
        // 50,000 references to one 60,000-character string: 3 GB of text
        // from a 110 KB file.
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func sharing(_ text: [UInt8], count: Int) -> [UInt8] {
            handMadeBinary([
                [0xAF, 0x12] + bigEndian(count) + Array(repeating: 1, count: count),
                [0x5F, 0x12] + bigEndian(text.count) + text,
            ])
        }
        let bomb = sharing(Array(repeating: UInt8(ascii: "a"), count: 60_000), count: 50_000)
        #expect(bomb.count < 120_000)
        expectSyntaxError(
            .tooLarge, "The document's strings and keys add up to more than 1048576 bytes.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(bomb) }
        // Up to the limit, shared strings read.
        let twenty = String(repeating: "a", count: 20)
        let node = try binary(sharing(Array(twenty.utf8), count: 50_000))
        #expect(node.value == .array(Array(repeating: PresetNode(.string(twenty)), count: 50_000)))
    }

    @Test func rejectsBadObjects() {
        expectSyntaxError(
            .notPropertyList, "Object 0 is a 16-byte integer, but integers take 1, 2, 4 or 8 bytes.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x14] + Array(repeating: 0, count: 16)])) }
        expectSyntaxError(.notPropertyList, "Object 0 is a 2-byte real, but reals take 4 or 8 bytes.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x21, 0, 0]]))
        }
        expectSyntaxError(.notPropertyList, "Expected a finite number in object 0, found nan.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x23, 0x7F, 0xF8, 0, 0, 0, 0, 0, 0]]))
        }
        expectSyntaxError(.notPropertyList, "Expected a finite number in object 0, found -inf.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x22, 0xFF, 0x80, 0, 0]]))
        }
        expectSyntaxError(.notPropertyList, "Object 0 has the unknown type marker 0x70.", at: nil) {
            () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x70]]))
        }
        expectSyntaxError(
            .notPropertyList, "Object 1, a key of the dictionary object 0, is a number, not a string.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(handMadeBinary([[0xD1, 0x01, 0x02], [0x10, 0x05], [0x09]])) }
        expectSyntaxError(
            .notPropertyList, "Object 0 is a UTF-16 string with an unpaired surrogate.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x61, 0xD8, 0x00]])) }
        expectSyntaxError(
            .notPropertyList, "Object 0 is an ASCII string holding the non-ASCII byte 0xE9.", at: nil
        ) { () throws(PresetSyntaxError) in try binary(handMadeBinary([[0x51, 0xE9]])) }
    }
}

// MARK: - Helpers

func binary(_ bytes: [UInt8], limits: ReadingLimits = .standard) throws(PresetSyntaxError) -> PresetNode {
    try BinaryPropertyListReader.parse(bytes, limits: limits)
}

/// A binary property list assembled from raw object bytes, with one-byte
/// references and one-byte offsets (four-byte ones for files past 255 bytes),
/// for shapes no writer makes.
func handMadeBinary(_ objects: [[UInt8]], top: UInt8 = 0) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
        offsets.append(bytes.count)
        bytes += object
    }
    let offsetSize = bytes.count <= 0xFF ? 1 : 4
    let table = bytes.count
    for offset in offsets {
        bytes += (0..<offsetSize).map { UInt8(truncatingIfNeeded: offset >> (8 * (offsetSize - 1 - $0))) }
    }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
    bytes += [0, 0, 0, 0, 0, 0, 0, top]
    bytes += (0..<8).map { UInt8(truncatingIfNeeded: table >> (56 - 8 * $0)) }
    return bytes
}

/// Where object `object` starts in a binary property list, from its offset
/// table.
func binaryOffset(of object: Int, in bytes: [UInt8]) -> Int {
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let table = bytes[(trailer + 24)..<(trailer + 32)].reduce(0) { $0 << 8 | Int($1) }
    return bytes[(table + object * offsetSize)..<(table + (object + 1) * offsetSize)].reduce(0) { $0 << 8 | Int($1) }
}
