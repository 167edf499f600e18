import RefreshKit
import Testing

/// Issue 26: every built-in style's colour keys, from a preset file to the
/// model a view draws, through `show` and back, and the fix for a colour
/// written wrong.
@Suite struct IndicatorColorTests {
    static let catalog = PresetCatalog.standard
    static let red = RGBColor(red: 0xFF, green: 0x3B, blue: 0x30)

    /// Which part of the model a key colours.
    enum Part: Sendable { case shape, track }

    /// Each colour key of a built-in style: the preset that draws with the
    /// style, the phase in which the part shows, the part and its default.
    static let keys: [(preset: String, key: String, phase: RefreshPhase, part: Part, default: IndicatorColor)] = [
        // Documents 000 and 003 draw `Image(systemName: "arrow.down")` with no colour.
        ("spinning-arrow", "arrowColor", .pulling, .shape, .primary),
        ("spinning-arrow", "spinnerColor", .refreshing, .shape, .tint),
        ("frozen-header", "arrowColor", .pulling, .shape, .primary),
        ("frozen-header", "spinnerColor", .refreshing, .shape, .tint),
        ("progress-ring", "ringColor", .pulling, .shape, .tint),
        ("progress-ring", "trackColor", .pulling, .track, .secondary),
        ("release-to-refresh", "spinnerColor", .refreshing, .shape, .tint),
        ("bouncing-ball", "ballColor", .pulling, .shape, .tint),
    ]

    static func model(_ resolved: ResolvedPreset, in phase: RefreshPhase) -> IndicatorModel {
        let status = RefreshStatus(phase: phase, stateName: phase.rawValue, progress: 0.5, offset: 40)
        return resolved.makePipeline().indicator.model(for: status, at: 0)
    }

    static func color(of part: Part, in model: IndicatorModel) -> IndicatorColor {
        switch part {
        case .shape: model.color
        case .track: model.trackColor
        }
    }

    static func load(_ json: String) -> Result<ResolvedPreset, PresetLoadFailure> {
        catalog.load(bytes: Array(json.utf8), displayPath: "brand.json")
    }

    @Test func everyColourKeyReachesTheModelAndDefaultsToTheApp() throws {
        #expect(Set(Self.keys.map { "\($0.preset).\($0.key)" }).count == Self.keys.count)
        for entry in Self.keys {
            let plain = try Self.catalog.load(named: entry.preset).get()
            let shown = Self.model(plain, in: entry.phase)
            #expect(Self.color(of: entry.part, in: shown) == entry.default, "\(entry.preset).\(entry.key)")
            for (written, expected) in [
                ("#FF3B30", IndicatorColor.fixed(Self.red)), ("#ff3b30", .fixed(Self.red)), ("tint", .tint),
                ("primary", .primary), ("secondary", .secondary),
            ] {
                let resolved = try Self.load(
                    #"{"name": "brand", "extends": "\#(entry.preset)", "indicator": {"\#(entry.key)": "\#(written)"}}"#
                ).get()
                let model = Self.model(resolved, in: entry.phase)
                #expect(Self.color(of: entry.part, in: model) == expected, "\(entry.preset).\(entry.key) = \(written)")
            }
        }
    }

    /// Every colour key a built-in style declares is in the table above, so
    /// none is declared and never drawn.
    @Test func theTableCoversEveryDeclaredColourKey() {
        var declared: Set<String> = []
        for entry in Self.catalog.registry.indicators.values {
            for parameter in entry.descriptor.parameters where parameter.kind == .indicatorColor {
                declared.insert("\(entry.descriptor.name).\(parameter.name)")
            }
        }
        // Each built-in preset draws with the style of its own name.
        let listed = Set(Self.keys.map { "\($0.preset).\($0.key)" })
        #expect(declared == listed)
    }

    @Test func colourKeysRoundTripThroughShowInEveryEncoding() throws {
        let resolved = try Self.load(
            """
            {"name": "brand", "extends": "progress-ring",
             "indicator": {"ringColor": "#FF3B30", "trackColor": "primary"}}
            """
        ).get()
        let json = String(decoding: Self.catalog.encode(resolved.standalone, as: .json), as: UTF8.self)
        #expect(json.contains(##""ringColor": "#FF3B30""##))
        #expect(json.contains(#""trackColor": "primary""#))
        for encoding in [PresetEncoding.json, .xmlPropertyList, .binaryPropertyList] {
            let shown = Self.catalog.encode(resolved.standalone, as: encoding)
            let reloaded = try Self.catalog.load(bytes: shown, displayPath: "<shown>").get()
            #expect(reloaded.preset.indicatorParameters == resolved.preset.indicatorParameters, "\(encoding)")
            let model = Self.model(reloaded, in: .pulling)
            #expect(model.color == .fixed(Self.red), "\(encoding)")
            #expect(model.trackColor == .primary, "\(encoding)")
        }
    }

    @Test func aColourWrittenWrongIsToldWhereAndHow() throws {
        func problem(_ value: String) throws -> PresetDiagnostic {
            let failure = try #require(
                Self.load(
                    """
                    {
                      "name": "brand",
                      "extends": "progress-ring",
                      "indicator": {"ringColor": \(value)}
                    }
                    """
                ).failure)
            let found = try #require(failure.diagnostics.first { $0.keyPath == "indicator.ringColor" }, "\(failure.diagnostics)")
            #expect(found.file == "brand.json")
            #expect(found.location?.line == 4)
            #expect(found.location?.column == 30)
            return found
        }
        let misspelt = try problem(#""Tint""#)
        #expect(misspelt.message.contains(##""tint", "primary", "secondary" or a colour written "#RRGGBB""##), "\(misspelt.message)")
        #expect(misspelt.fix == "Did you mean 'tint'?")
        let short = try problem(##""#FF3B3""##)
        #expect(short.fix?.contains("six hexadecimal digits after '#'") == true, "\(short.fix ?? "")")
        let named = try problem(#""red""#)
        #expect(named.fix?.contains(#""tint", "primary", "secondary""#) == true, "\(named.fix ?? "")")
        let number = try problem("3")
        #expect(
            number.fix?.hasPrefix(##"Write "tint", "primary", "secondary" or a colour as "#RRGGBB", like the default, "tint""##) == true)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
