import Foundation
import RefreshKit
import RefreshTesting
import Testing

/// How many gestures and which seed; the environment can ask for more:
/// `REFRESHKIT_PROPERTY_GESTURES=100000 REFRESHKIT_PROPERTY_SEED=7 swift test --filter RefreshPropertyTests`.
enum PropertySettings {
    static let gesturesPerStrategy = environment("REFRESHKIT_PROPERTY_GESTURES").flatMap { Int($0) } ?? 10_000
    static let baseSeed = environment("REFRESHKIT_PROPERTY_SEED").flatMap { UInt64($0) } ?? 0x5EED_2024

    /// The seed of gesture `index` for `name`: each gesture can be made again alone.
    static func seed(for name: String, index: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var mix = SplitMix64(seed: baseSeed ^ hash ^ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        return mix.next()
    }

    private static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
}

/// Random gestures through the controller against every built-in preset,
/// checking ARCHITECTURE.md's promises after every event.
@MainActor
@Suite struct ControllerPropertyTests {
    nonisolated static let presets = PresetCatalog.standard.presetNames

    @Test func theBuiltInPresetsCoverEveryBuiltInStrategy() throws {
        let types = try Set(Self.presets.map { try PresetCatalog.standard.load(named: $0).get().preset.strategyType })
        #expect(types == Set(ModuleRegistry.standard.strategyNames))
    }

    @Test(arguments: presets)
    func promisesHoldForRandomGestures(preset: String) async throws {
        let subject = try Subject(preset: preset)
        var events = 0
        for index in 0..<PropertySettings.gesturesPerStrategy {
            let seed = PropertySettings.seed(for: preset, index: index)
            var generator = GestureGenerator(seed: seed, trigger: subject.trigger, presetTiming: subject.timing)
            let gesture = generator.makeCase()
            events += gesture.events.count
            if let violation = await PropertyHarness.check(gesture, on: subject) {
                let report = await PropertyHarness.report(violation, gesture: gesture, seed: seed, subject: subject)
                Issue.record(Comment(rawValue: report))
                return
            }
        }
        #expect(events > PropertySettings.gesturesPerStrategy * 8)
    }

    /// A hand-written replay in the form the shrinker prints: an outcome while
    /// the pull is still held past the trigger, then a jitter across it.
    @Test(arguments: presets)
    func outcomeWhileHeldThenJitterStartsNothing(preset: String) async throws {
        let subject = try Subject(preset: preset)
        let top = subject.trigger * 1.5
        let gesture = GestureCase(
            timing: .init(minimumVisibleTime: 0, timeout: 0, coolDown: 0),
            events: [
                .scroll(top / 2, after: 0.1), .scroll(top, after: 0.1), .scroll(subject.trigger / 2, after: 0.1),
                .scroll(top, after: 0.1), .finish(.success), .scroll(subject.trigger - 1, after: 0.1),
                .scroll(subject.trigger + 1, after: 0.1), .scroll(top, after: 0.1), .wait(2),
            ])
        let violation = await PropertyHarness.check(gesture, on: subject)
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }
}
