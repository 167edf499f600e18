import RefreshKit
import RefreshTesting
import Testing

/// Issue 12: `show` dropped a haptic set to "none" and an announcement set to
/// "", so loading its output brought the defaults back. What `show` writes
/// (``ResolvedPreset/standalone``) must load back to an equal preset in every
/// encoding, for any valid preset.
@Suite struct ShowRoundTripTests {
    static let catalog = PresetCatalog.standard
    static let encodings: [PresetEncoding] = [.json, .xmlPropertyList, .binaryPropertyList]

    /// Text with what encodings escape: quotes, markup, line ends, non-ASCII.
    static let alphabet = Array("aZ09 _-.\"'\\<>&;\t\n\r]]>é€😀")

    static func randomText(_ generator: inout SplitMix64) -> String {
        String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    /// A value `declaration` accepts: whole, short or full-precision numbers within its range.
    static func randomValue(for declaration: ParameterDeclaration, _ generator: inout SplitMix64) -> ParameterValue {
        let range = declaration.range ?? -1000...1000
        switch declaration.kind {
        case .number:
            let raw = Double.random(in: range, using: &generator)
            let choices = [raw, raw.rounded(.down), (raw * 100).rounded(.down) / 100, range.lowerBound, range.upperBound]
            return .number(choices.randomElement(using: &generator)!.clamped(to: range))
        case .integer:
            return .integer(Int.random(in: Int(range.lowerBound.rounded(.up))...Int(range.upperBound.rounded(.down)), using: &generator))
        case .boolean: return .boolean(Bool.random(using: &generator))
        case .text: return .text(randomText(&generator))
        case .choice(let names): return .text(names.randomElement(using: &generator)!)
        case .color:
            return .color(
                RGBColor(
                    red: UInt8.random(in: 0...255, using: &generator), green: UInt8.random(in: 0...255, using: &generator),
                    blue: UInt8.random(in: 0...255, using: &generator)))
        case .indicatorColor:
            let names = IndicatorColor.names.map(ParameterValue.text)
            let colors = [ParameterValue.color(RGBColor(red: .random(in: 0...255, using: &generator), green: 0, blue: 255))]
            return (names + colors).randomElement(using: &generator)!
        }
    }

    static func randomValues(_ declarations: [ParameterDeclaration], _ generator: inout SplitMix64) -> ParameterValues {
        var values = ParameterValues()
        for declaration in declarations where Bool.random(using: &generator) {
            values[declaration.name] = randomValue(for: declaration, &generator)
        }
        return values
    }

    static func randomPreset(_ generator: inout SplitMix64) -> Preset {
        let registry = catalog.registry
        var preset = Preset(name: "random")
        if Bool.random(using: &generator) { preset.summary = randomText(&generator) }
        if Int.random(in: 0..<3, using: &generator) == 0 { preset.extends = catalog.presetNames.randomElement(using: &generator) }
        if preset.extends == nil || Bool.random(using: &generator) {
            let type = registry.strategyNames.randomElement(using: &generator)!
            preset.strategyType = type
            preset.strategyParameters = randomValues(registry.strategies[type]!.descriptor.parameters, &generator)
        }
        if Bool.random(using: &generator) {
            let style = registry.indicatorNames.randomElement(using: &generator)!
            preset.indicatorStyle = style
            preset.indicatorParameters = randomValues(registry.indicators[style]!.descriptor.parameters, &generator)
        }
        preset.layout = randomValues(RefreshLayout.Parameters.all, &generator)
        preset.timing = randomValues(RefreshTiming.Parameters.all, &generator)
        for role in AnimationRole.allCases where Bool.random(using: &generator) {
            let kind = AnimationCurve.kindNames.randomElement(using: &generator)!
            var values = ParameterValues()
            for parameter in AnimationCurveFormat.parameters(of: kind) where parameter.isRequired || Bool.random(using: &generator) {
                values[parameter.declaration.name] = randomValue(for: parameter.declaration, &generator)
            }
            preset.animations[role] = AnimationCurveFormat.curve(kind: kind, values: values)
        }
        for event in FeedbackEvent.allCases {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: preset.haptics[event] = .some(nil)  // "none"
            case 1: preset.haptics[event] = HapticStyle.allCases.randomElement(using: &generator)!
            default: break
            }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: preset.announcements[event] = ""  // says nothing
            case 1: preset.announcements[event] = randomText(&generator)
            default: break
            }
        }
        return preset
    }

    @Test func showsOutputLoadsBackEqualInEveryEncoding() throws {
        var generator = SplitMix64(seed: 12)
        var checked = 0
        trials: for _ in 0..<400 {
            let preset = Self.randomPreset(&generator)
            // Random values may break a rule across parameters: such a preset is not valid, and not this test's.
            guard let resolved = try? Self.catalog.load(preset).get() else { continue }
            checked += 1
            for encoding in Self.encodings {
                let shown = Self.catalog.encode(resolved.standalone, as: encoding)
                let reloaded = try #require(
                    try? Self.catalog.load(bytes: shown, displayPath: "<shown>").get(),
                    "\(encoding): show's output does not load:\n\(String(decoding: shown, as: UTF8.self))")
                let same = reloaded.preset == resolved.preset.extendingNothing
                let idempotent = Self.catalog.encode(reloaded.standalone, as: encoding) == shown
                #expect(same, "\(encoding), trial \(checked): \(preset)\nloads back as \(reloaded.preset)")
                #expect(idempotent, "\(encoding), trial \(checked): showing the reloaded preset writes other bytes")
                // One failing preset says enough.
                if !same || !idempotent { break trials }
            }
        }
        #expect(checked >= 200, "most random presets are valid (\(checked) of 400)")
    }

    /// The issue's own case: "none" and "" over a strategy's defaults.
    @Test func noneAndEmptyOverDefaultsSurviveShow() throws {
        var preset = Preset(name: "quiet", extends: "spinning-arrow")
        preset.haptics[.refreshStarted] = .some(nil)
        preset.announcements[.refreshStarted] = ""
        let resolved = try Self.catalog.load(preset).get()
        for encoding in Self.encodings {
            let reloaded = try Self.catalog.load(bytes: Self.catalog.encode(resolved.standalone, as: encoding), displayPath: "<shown>")
                .get()
            let feedback = reloaded.makePipeline().feedback
            #expect(feedback.haptics[FeedbackEvent.refreshStarted] == nil, "\(encoding)")
            #expect(feedback.announcements[FeedbackEvent.refreshStarted] == nil, "\(encoding)")
            #expect(reloaded.preset == resolved.preset.extendingNothing, "\(encoding)")
        }
    }
}

extension Preset {
    /// The preset without its `extends`, which `show` resolves and leaves out.
    var extendingNothing: Preset {
        var preset = self
        preset.extends = nil
        return preset
    }
}
