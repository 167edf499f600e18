import RefreshKit

/// The same gesture through `RefreshController` (with a `ManualClock`, the
/// `.external` action and no sinks), as an app drives it: what a scroll
/// sample costs on top of the pipeline, for comparison. Each refresh makes a
/// few allocations (the action's task, the wake for its timeout or minimum
/// visible time); a sample makes none.
struct ControllerFigures: Codable {
    var preset: String
    var steps: Int
    /// The fastest timed run (no per-step counting).
    var nanosecondsPerStep: Double
    /// Allocations per step over the whole run (`nil` where not counted).
    var allocationsPerStep: Double?
    /// Of those, per step while no refresh runs or finishes.
    var allocationsPerIdleStep: Double?
}

@MainActor
enum ControllerBenchmark {
    /// The fastest of three timed runs, and the allocations of a fourth, counted
    /// run: counting per step (to tell samples outside a refresh apart) reads
    /// the counter and the status twice a step, which the timed runs leave out.
    static func measure(preset: String, pipeline: RefreshPipeline, steps: Int) -> ControllerFigures {
        var best = run(preset: preset, pipeline: pipeline, steps: steps, countingEachStep: true)
        best.nanosecondsPerStep = .infinity
        for _ in 0..<3 {
            let again = run(preset: preset, pipeline: pipeline, steps: steps, countingEachStep: false)
            best.nanosecondsPerStep = min(best.nanosecondsPerStep, again.nanosecondsPerStep)
        }
        return best
    }

    static func run(preset: String, pipeline: RefreshPipeline, steps: Int, countingEachStep: Bool) -> ControllerFigures {
        let clock = ManualClock()
        let controller = RefreshController(pipeline: pipeline, action: .external, clock: clock)
        let gesture = ScriptedGesture(trigger: pipeline.strategy.triggerDistance)
        var idleSteps = 0
        var idleAllocations: UInt64 = 0
        var checksum = 0.0
        // One gesture period first: the first step copies the pipeline and
        // sets up observation, which is not what a sample costs.
        let warmUp = 120
        var start = ContinuousClock.now
        var before = AllocationCounter.count
        for index in 0..<(warmUp + steps) {
            if index == warmUp {
                start = ContinuousClock.now
                before = AllocationCounter.count
                idleSteps = 0
                idleAllocations = 0
            }
            // The phase from the unobserved status: reading the observed
            // `phase` would add the registrar's access to every step twice.
            let stepBefore = countingEachStep ? AllocationCounter.count : 0
            let idleBefore = countingEachStep && isOutsideRefresh(controller.status.phase)
            switch gesture.input(at: index, nextDeadline: nil) {
            case .sample(let sample):
                clock.advance(to: sample.time)
                controller.scrollChanged(offset: sample.offset)
            case .outcome(let outcome, let time):
                clock.advance(to: time)
                controller.finishRefreshing(outcome)
            default:
                break
            }
            // What a view reads per frame.
            checksum += controller.indicator.opacity
            if idleBefore, isOutsideRefresh(controller.status.phase) {
                idleSteps += 1
                idleAllocations += AllocationCounter.count &- stepBefore
            }
        }
        let allocations = AllocationCounter.count &- before
        let elapsed = PipelineBenchmark.nanoseconds(ContinuousClock.now - start)
        blackHole(checksum)
        controller.cancel()
        let counted = AllocationCounter.isAvailable
        return ControllerFigures(
            preset: preset, steps: steps, nanosecondsPerStep: elapsed / Double(steps),
            allocationsPerStep: counted ? Double(allocations) / Double(steps) : nil,
            allocationsPerIdleStep: counted && countingEachStep && idleSteps > 0 ? Double(idleAllocations) / Double(idleSteps) : nil)
    }

    private static func isOutsideRefresh(_ phase: RefreshPhase) -> Bool {
        phase == .idle || phase == .pulling || phase == .armed
    }
}
