import RefreshCore
import RefreshPresets
import Testing

/// Issue 13: preset files and presets built in Swift meet the one kind table.
@Suite struct PresetKindTableTests {
    @Test func aWholeNumberWrittenWithAFractionIsRefusedForAnIntegerInEveryEncoding() {
        let json = diagnostics(#"{"name": "n", "strategy": {"type": "sample", "count": 3.0}}"#)
        #expect(json.map(\.message) == ["'strategy.count' must be a whole number; found 3."])
        #expect(json.map(\.fix) == ["Write 3."])
        let plist = diagnostics(
            #"<plist><dict><key>name</key><string>n</string><key>strategy</key><dict><key>type</key><string>sample</string>"#
                + "<key>count</key><real>3</real></dict></dict></plist>", displayPath: "n.plist")
        #expect(plist.map(\.message) == ["'strategy.count' must be a whole number; found 3."])
        #expect(diagnostics(#"{"name": "n", "strategy": {"type": "sample", "count": 3}}"#).isEmpty)
    }

    /// A `Double` given in Swift is checked as a file writes it: a whole one
    /// without a fraction (`refreshkit show` writes 3), so it fits an integer.
    @Test func aWholeDoubleGivenInSwiftIsWrittenAsAnInteger() throws {
        var preset = Preset(name: "n", strategyType: "sample")
        preset.strategyParameters["count"] = .number(3)
        let resolved = try sampleCatalog().load(preset).get()
        #expect(resolved.written.strategyParameters["count"] == .integer(3))
        preset.strategyParameters["count"] = .number(2.5)
        guard case .failure(let failure) = sampleCatalog().load(preset) else {
            Issue.record("2.5 is not a count")
            return
        }
        #expect(failure.diagnostics.map(\.message) == ["'strategy.count' must be a whole number; found 2.5."])
    }
}
