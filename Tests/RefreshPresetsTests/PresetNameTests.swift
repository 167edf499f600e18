import Testing

@testable import RefreshPresets

/// Issue 13: the preset-name rule lives in one place, and the decoder's check
/// and the JSON Schema's pattern are the same rule.
@Suite struct PresetNameTests {
    /// What a JSON Schema validator does with a name: `pattern` and `maxLength`.
    static func schemaAccepts(_ name: String) throws -> Bool {
        let schema = PresetSchema.document(for: ModuleRegistry())
        let property = try #require(schema["properties"]?["name"])
        guard case .string(let pattern)? = property["pattern"]?.value, case .integer(let maximum)? = property["maxLength"]?.value else {
            Issue.record("the schema's name has no pattern or maxLength")
            return false
        }
        #expect(schema["properties"]?["extends"]?["pattern"] == property["pattern"], "name and extends share the pattern")
        let regex = try Regex(pattern)
        return try name.unicodeScalars.count <= maximum && regex.firstMatch(in: name) != nil
    }

    @Test func theDecoderAndTheSchemaAgreeOnEveryName() throws {
        var names = [
            "a", "A9", "ok-name", "ok.name.", "a.b.c", "a_b-c.d", "..", "a..b", "a...", "../up", "", "x/y", ".hidden",
            "-dash", "_under", "a b", "é", "a\\b", String(repeating: "a", count: 64), String(repeating: "a", count: 65),
        ]
        // Every short string over an alphabet with the characters that matter, and some longer ones.
        let alphabet = ["a", "Z", "0", ".", "-", "_", "/", " ", "é"]
        var level = [""]
        for _ in 1...3 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            names += level
        }
        var state: UInt64 = 13
        for _ in 0..<2_000 {
            var name = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 58) + 60 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                name += alphabet[Int(state >> 33) % 5]  // a, Z, 0, '.' and '-' only: often valid
            }
            names.append(String(name.prefix(Int(state >> 40) % 70)))
        }
        for name in names {
            #expect(PresetNames.isValid(name) == (try Self.schemaAccepts(name)), "\(name.debugDescription)")
        }
        #expect(!PresetNames.isValid("a..b") && !PresetNames.isValid(".."), "never '..'")
        #expect(PresetNames.isValid(String(repeating: "a", count: PresetNames.maximumLength)))
    }

    @Test func theFixStatesTheRule() {
        #expect(PresetNames.rule == "Use 1 to 64 letters, digits, '.', '-' or '_', starting with a letter or digit.")
    }
}
