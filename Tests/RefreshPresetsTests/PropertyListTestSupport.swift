import RefreshPresets
import Testing

/// Documents, builders and checks shared by the property-list tests.
enum PropertyListSamples {
    static func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member {
        PresetNode.Member(key: key, value: PresetNode(value))
    }

    static func node(_ value: PresetNode.Value) -> PresetNode { PresetNode(value) }

    /// Every kind a writer can write, nested, with unicode, empty containers,
    /// integer bounds and every integer width, and counts of 15 and more (the
    /// binary format's long form). No duplicates, so Foundation can hold it.
    static let everything = PresetNode(
        .object([
            member("name", .string("Spring ✓")),
            member("emoji", .string("😀 non-BMP 𝄞 and 中文")),
            member("accents", .string("café — naïve")),
            member("escapes", .string("<a> & \"b\" 'c' ]]> \r\n\ttab")),
            member("empty", .string("")),
            member("long", .string(String(repeating: "abc", count: 20))),
            member("longUnicode", .string(String(repeating: "é", count: 20))),
            member("threshold", .number(0.1)),
            member("tiny", .number(1e-300)),
            member("negative", .number(-2.5)),
            member("whole", .number(2)),
            member("huge", .number(1.7976931348623157e308)),
            member("count", .integer(3)),
            member("minimum", .integer(Int.min)),
            member("maximum", .integer(Int.max)),
            member(
                "widths",
                .array([255, 256, 65_535, 65_536, 4_294_967_295, 4_294_967_296, -1, 0].map { node(.integer($0)) })),
            member("enabled", .bool(true)),
            member("haptics", .bool(false)),
            member("emptyObject", .object([])),
            member("emptyArray", .array([])),
            member(
                "nested",
                .object([
                    member(
                        "list",
                        .array([
                            node(.integer(1)), node(.number(2.5)), node(.string("x")), node(.array([])),
                            node(.object([member("deep", .bool(true)), member("ключ", .string("значение"))])),
                        ])),
                    member("range", .array((0..<20).map { node(.integer($0)) })),
                ])),
        ]))

    /// A preset as a person would write it.
    static let preset = PresetNode(
        .object([
            member("name", .string("Bouncy")),
            member("strategy", .object([member("kind", .string("threshold")), member("distance", .number(80))])),
            member(
                "indicator",
                .object([
                    member("style", .string("spinner")),
                    member("tint", .array([0.2, 0.4, 1].map { node(.number($0)) })),
                    member("segments", .integer(12)), member("reduceMotion", .bool(false)),
                ])),
        ]))

    /// Documents whose top value is not a dictionary.
    static let tops: [PresetNode] = [
        node(.string("top-level string")), node(.integer(-42)), node(.number(0.5)), node(.bool(true)),
        node(.array([])), node(.object([])),
    ]

    /// `depth` arrays, one inside the next, around an integer.
    static func nested(_ depth: Int) -> PresetNode {
        var result = node(.integer(1))
        for _ in 0..<depth { result = node(.array([result])) }
        return result
    }

    static func limits(values: Int) -> ReadingLimits {
        var limits = ReadingLimits.standard
        limits.maximumValueCount = values
        return limits
    }
}

// MARK: - Expectations

/// Expects `body` to throw exactly this error: kind, message and location.
func expectSyntaxError(
    _ kind: PresetSyntaxError.Kind, _ message: String, at location: RefreshPresets.FilePosition?,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () throws(PresetSyntaxError) -> PresetNode
) {
    do {
        let node = try body()
        Issue.record("Expected \(kind) \"\(message)\", read \(node.withoutLocations)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.kind == kind, sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.location == location, sourceLocation: sourceLocation)
    }
}

func xml(_ text: String, limits: ReadingLimits = .standard) throws(PresetSyntaxError) -> PresetNode {
    try XMLPropertyListReader.parse(Array(text.utf8), limits: limits)
}

func at(_ line: Int, _ column: Int) -> RefreshPresets.FilePosition {
    RefreshPresets.FilePosition(line: line, column: column)
}
