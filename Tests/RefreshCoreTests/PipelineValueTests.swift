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

    @Test func aKeptResultLosesItsAnimationWhenAStepAsksForNone() throws {
        var pipeline = toyPipeline()  // trigger 60: passing it starts a refresh, with the `start` curve
        var result = RefreshStep(
            status: pipeline.status, indicator: .hidden, animation: .linear(duration: 1), effects: .none, isAccepted: true)
        pipeline.step(sample(10, at: 0.1), into: &result)  // a pull: no animation asked for
        #expect(result.animation == nil)

        pipeline.step(sample(70, at: 0.2), into: &result)  // starts the refresh
        #expect(result.effects.animation == .start)
        #expect(result.animation == .easeOut(duration: 0.35))
        pipeline.step(sample(70, at: 0.3), into: &result)  // still refreshing: nothing asked for
        #expect(result.effects.animation == nil)
        #expect(result.animation == nil)

        pipeline.step(sample(70, at: 0.4), into: &result)
        _ = pipeline.step(.outcome(.success, time: 0.5))
        result.animation = .linear(duration: 2)
        pipeline.step(sample(.nan, at: 0.6), into: &result)  // dropped
        #expect(!result.isAccepted)
        #expect(result.animation == nil)
    }

    @Test func aStrategyThatHandsItsStorageToAnotherTypeStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            var pipeline = RefreshPipeline(
                name: "forwarding", strategy: StorageForwardingStrategy(parameters: [:]),
                indicator: ProgressEchoIndicator(parameters: [:], layout: RefreshLayout()), layout: RefreshLayout())
            _ = pipeline.step(.sample(ScrollSample(offset: 10, time: 0.1)))
        }
    }
}

/// Implements what strategies must not: its pipeline step hands its own
/// storage to another strategy type's, which must stop the program rather
/// than read a `ToyStrategy` where a `StorageForwardingStrategy` is.
struct StorageForwardingStrategy: RefreshStrategy {
    static let descriptor = StrategyDescriptor(
        name: "forwarding", summary: "Broken on purpose.", parameters: [], stateNames: ["idle"], defaultIndicatorStyle: "hidden")
    var status = RefreshStatus(phase: .idle, stateName: "idle")
    init(parameters: ParameterValues) {}
    var triggerDistance: Double { 1 }
    var finishingDuration: Double { 0 }
    mutating func step(_ input: RefreshInput) -> RefreshEffects { .none }
    static func pipelineStep(_ input: RefreshInput, in storage: RefreshPipelineStorage, into result: inout RefreshStep) {
        ToyStrategy.pipelineStep(input, in: storage, into: &result)
    }
}
