import RefreshKit

/// The same gesture through `RefreshController` (with a `ManualClock`, the
/// `.external` action and no sinks), as an app drives it: what a scroll
/// sample costs with observation, scheduling and feedback on top of the
/// pipeline. Each refresh makes a few allocations (the action's task, the
/// wake for its timeout or minimum visible time); a sample makes none.
struct ControllerFigures: Codable {
    var preset: String
    var steps: Int
    /// The fastest timed run (no per-sample counting).
    var nanosecondsPerStep: Double
    /// Allocations per input over the whole run, refreshes started and ended
    /// included (`nil` where not counted).
    var allocationsPerStep: Double?
    /// Allocations per `scrollChanged` that starts no refresh (`nil` where not counted).
    var allocationsPerSample: Double?
}

@MainActor
enum ControllerBenchmark {
    /// The fastest of three timed runs, and the allocations of a fourth, counted
    /// run: counting each sample on its own reads the counter twice a sample,
    /// which the timed runs leave out.
    static func measure(preset: String, pipeline: RefreshPipeline, steps: Int) -> ControllerFigures {
        var best = run(preset: preset, pipeline: pipeline, steps: steps, countingEachSample: true)
        best.nanosecondsPerStep = .infinity
        for _ in 0..<3 {
            let again = run(preset: preset, pipeline: pipeline, steps: steps, countingEachSample: false)
            best.nanosecondsPerStep = min(best.nanosecondsPerStep, again.nanosecondsPerStep)
        }
        return best
    }

    static func run(preset: String, pipeline: RefreshPipeline, steps: Int, countingEachSample: Bool) -> ControllerFigures {
        let clock = ManualClock()
        let controller = RefreshController(pipeline: pipeline, action: .external, clock: clock)
        let gesture = ScriptedGesture(trigger: pipeline.strategy.triggerDistance)
        var samples = 0
        var sampleAllocations: UInt64 = 0
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
                samples = 0
                sampleAllocations = 0
            }
            switch gesture.input(at: index, nextDeadline: nil) {
            case .sample(let sample):
                clock.advance(to: sample.time)
                if countingEachSample {
                    let started = controller.startedRefreshCount
                    let sampleBefore = AllocationCounter.count
                    controller.scrollChanged(offset: sample.offset)
                    if controller.startedRefreshCount == started {
                        samples += 1
                        sampleAllocations += AllocationCounter.count &- sampleBefore
                    }
                } else {
                    controller.scrollChanged(offset: sample.offset)
                }
            case .outcome(let outcome, let time):
                clock.advance(to: time)
                controller.finishRefreshing(outcome)
            default:
                break
            }
            // What a view reads per frame.
            checksum += controller.indicator.opacity
        }
        let allocations = AllocationCounter.count &- before
        let elapsed = PipelineBenchmark.nanoseconds(ContinuousClock.now - start)
        blackHole(checksum)
        controller.cancel()
        let counted = AllocationCounter.isAvailable
        return ControllerFigures(
            preset: preset, steps: steps, nanosecondsPerStep: elapsed / Double(steps),
            allocationsPerStep: counted ? Double(allocations) / Double(steps) : nil,
            allocationsPerSample: counted && countingEachSample && samples > 0 ? Double(sampleAllocations) / Double(samples) : nil)
    }
}
