import RefreshKit
import RefreshTestSupport
import RefreshTesting
import Testing

@testable import RefreshCore

/// Five built-in strategies name their style as a type
/// (`RefreshStrategyWithDefaultStyle`), and their presets step with it
/// compiled in. They must step exactly as the same preset drawing its style
/// through `any IndicatorStyle`, the path every other style takes.
@Suite struct DefaultStylePathTests {
    @Test(arguments: BuiltInPresetTests.names)
    func builtInPresetStepsAsWithItsStyleBehindAnExistential(name: String) throws {
        var direct = try PresetCatalog.standard.pipeline(named: name)
        var existential = RefreshPipeline(
            name: name, strategy: direct.strategy, indicator: StyleBehindExistential(direct.indicator), layout: direct.layout,
            timing: direct.timing, animations: direct.animations, feedback: direct.feedback)
        // Every built-in but bouncing-ball, whose step measured slower so (docs/performance.md).
        #expect(direct.drawsWithDefaultStyleType == (name != "bouncing-ball"))
        #expect(!existential.drawsWithDefaultStyleType)

        var generator = SplitMix64(seed: 0xD5F7)
        var time = 0.0
        var dropped = 0
        var copies: [(direct: RefreshPipeline, existential: RefreshPipeline, status: RefreshStatus)] = []
        for stepNumber in 0..<20_000 {
            time += Double.random(in: -0.005...0.03, using: &generator)
            let input: RefreshInput
            switch Int.random(in: 0..<40, using: &generator) {
            case 0: input = .outcome(RefreshOutcome.allCases.randomElement(using: &generator)!, time: time)
            case 1: input = .tick(time: direct.status.nextDeadline ?? time)
            case 2: input = .begin(time: time)
            case 3: input = .sample(ScrollSample(offset: .nan, time: time))
            case 4: input = .reset(time: time)
            default: input = .sample(ScrollSample(offset: Double.random(in: -30...250, using: &generator), time: time))
            }
            // Now and then a copy, which must step on its own from here.
            if stepNumber % 5_000 == 2_500 { copies.append((direct, existential, direct.status)) }
            let expected = existential.step(input)
            let actual = direct.step(input)
            if !actual.isAccepted { dropped += 1 }
            guard expected == actual else {
                Issue.record("step \(stepNumber) (\(input)): the default style type gives \(actual), the existential \(expected)")
                return
            }
        }
        #expect(dropped > 100, "dropped inputs were compared too")
        // Each copy kept the state it was taken in while the original went
        // on, and steps from there as a copy of the existential one does.
        #expect(copies.count == 4)
        for var copy in copies {
            #expect(copy.direct.status == copy.status)
            #expect(copy.direct.drawsWithDefaultStyleType == direct.drawsWithDefaultStyleType)
            let input = RefreshInput.sample(ScrollSample(offset: 120, time: time + 1))
            #expect(copy.direct.step(input) == copy.existential.step(input))
        }
    }
}
