import RefreshCore
import Testing

/// A pipeline is a value: a copy shares its storage only until one of them
/// steps, and each pipeline's step reaches its own strategy's type.
@Suite struct PipelineValueTests {
    private func sample(_ offset: Double, at time: Double) -> RefreshInput {
        .sample(ScrollSample(offset: offset, time: time))
    }

    @Test func aCopyStepsOnItsOwnAndLeavesTheOriginalAsItWas() {
        var original = toyPipeline()  // trigger 60
        _ = original.step(sample(30, at: 0.1))
        #expect(original.status.phase == .pulling)
        #expect(original.status.progress == 0.5)

        var copy = original
        let copyStep = copy.step(sample(70, at: 0.2))
        #expect(copyStep.effects.startsRefresh)
        #expect(copy.status.phase == .refreshing)
        // The original kept its own state: still pulling, half way.
        #expect(original.status.phase == .pulling)
        #expect(original.status.progress == 0.5)
        #expect(original.status.offset == 30)

        // And it steps from there exactly as the copy did.
        let originalStep = original.step(sample(70, at: 0.2))
        #expect(originalStep == copyStep)
        // The copy, stepped after the original, is not touched by it.
        _ = original.step(.outcome(.success, time: 0.3))
        #expect(copy.status.phase == .refreshing)
    }

    @Test func pipelinesOfDifferentStrategyTypesSteppedInTurnsEachStepTheirOwn() {
        let inputs = [sample(30, at: 0.1), sample(120, at: 0.2), .outcome(.success, time: 0.3), sample(0, at: 0.4)]
        func alone(_ make: () -> RefreshPipeline) -> [RefreshStep] {
            var pipeline = make()
            return inputs.map { pipeline.step($0) }
        }
        let makeToy = { toyPipeline() }
        let makeOvershooting = {
            RefreshPipeline(
                name: "overshooting", strategy: OvershootingStrategy(parameters: [:]),
                indicator: ProgressEchoIndicator(parameters: [:], layout: RefreshLayout()), layout: RefreshLayout())
        }
        var toy = makeToy()
        var overshooting = makeOvershooting()
        var inTurns: (toy: [RefreshStep], overshooting: [RefreshStep]) = ([], [])
        for input in inputs {
            inTurns.toy.append(toy.step(input))
            inTurns.overshooting.append(overshooting.step(input))
        }
        #expect(inTurns.toy == alone(makeToy))
        #expect(inTurns.overshooting == alone(makeOvershooting))
        // The two strategies differ on these inputs, so a step that reached
        // the other pipeline's strategy would show.
        #expect(inTurns.toy != inTurns.overshooting)
    }

    @Test func aStepCarriesTheCurveOfTheRoleItAsksForAndNoneOtherwise() throws {
        var pipeline = toyPipeline()  // trigger 60: passing it starts a refresh, with the `start` curve
        #expect(pipeline.step(sample(10, at: 0.1)).animation == nil)  // a pull: no animation asked for
        let start = pipeline.step(sample(70, at: 0.2))
        #expect(start.effects.animation == .start)
        #expect(start.animation == .easeOut(duration: 0.35))
        let holding = pipeline.step(sample(70, at: 0.3))  // still refreshing: nothing asked for
        #expect(holding.effects.animation == nil)
        #expect(holding.animation == nil)
        _ = pipeline.step(.outcome(.success, time: 0.5))
        let dropped = pipeline.step(sample(.nan, at: 0.6))
        #expect(!dropped.isAccepted)
        #expect(dropped.animation == nil)
    }
}
