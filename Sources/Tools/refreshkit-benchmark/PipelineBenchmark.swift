import RefreshKit

/// A gesture computed from the step number, so that long runs need no memory
/// that grows with them: at 120 Hz, every second a pull to 1.5 × the trigger
/// over 40 frames, a hold of 20, a release over 30 and 30 frames at rest, the
/// action's success delivered at frame 100, and the strategy's deadlines
/// ticked when due.
struct ScriptedGesture {
    static let framesPerSecond = 120.0
    let top: Double

    init(trigger: Double) { top = min(trigger * 1.5, ScrollSample.maximumPlausibleOffset * 0.99) }

    /// The input at step `index`, ticking `nextDeadline` once it is due.
    func input(at index: Int, nextDeadline: Double?) -> RefreshInput {
        let time = Double(index) / Self.framesPerSecond
        if let deadline = nextDeadline, deadline <= time { return .tick(time: deadline) }
        let frame = index % 120
        let offset: Double
        switch frame {
        case 0..<40: offset = top * Double(frame) / 40
        case 40..<60: offset = top
        case 60..<90: offset = top * Double(90 - frame) / 30
        case 100: return .outcome(.success, time: time)
        default: offset = 0
        }
        return .sample(ScrollSample(offset: offset, time: time))
    }
}

/// Runs `steps` inputs through a copy of `template`; the checksum keeps the
/// optimiser from dropping the work.
@inline(never)
func runPipeline(_ template: RefreshPipeline, steps: Int, warmUp: Int = 0) -> (checksum: Double, allocations: UInt64) {
    var pipeline = template
    let gesture = ScriptedGesture(trigger: pipeline.strategy.triggerDistance)
    var deadline = pipeline.status.nextDeadline
    var checksum = 0.0
    for index in 0..<warmUp {
        deadline = pipeline.step(gesture.input(at: index, nextDeadline: deadline)).status.nextDeadline
    }
    let before = AllocationCounter.count
    for index in warmUp..<(warmUp + steps) {
        let step = pipeline.step(gesture.input(at: index, nextDeadline: deadline))
        deadline = step.status.nextDeadline
        checksum += step.indicator.opacity + step.status.progress + (step.effects.startsRefresh ? 1 : 0)
    }
    return (checksum, AllocationCounter.count &- before)
}

/// Nanoseconds per step and heap allocations per step for one preset.
struct PipelineFigures: Codable {
    struct Size: Codable {
        var steps: Int
        var repetitions: Int
        /// The fastest repetition's time / steps: on a shared machine the
        /// other repetitions measure the neighbours too.
        var nanosecondsPerStep: Double
        /// The median repetition of the first pass, for reference.
        var medianNanosecondsPerStep: Double
    }

    var preset: String
    var sizes: [Size]
    /// Allocations per step over 100,000 steps after 1,000 steps of warm-up
    /// (`nil` where allocations cannot be counted).
    var allocationsPerStep: Double?
    /// Allocations in the first step of a fresh copy of the pipeline: the
    /// copy shares the pipeline's storage (the strategy, the style and the
    /// sanitizer) until its first step writes to it (copy-on-write).
    var allocationsInFirstStep: UInt64?
    /// The step's cost at the size where it is largest: what the budget judges.
    var slowestNanosecondsPerStep: Double { sizes.map(\.nanosecondsPerStep).max() ?? .nan }
}

extension PipelineFigures {
    /// Keeps, for each size, the faster of this and another pass.
    mutating func keepFastest(_ other: PipelineFigures) {
        for index in sizes.indices {
            sizes[index].nanosecondsPerStep = min(sizes[index].nanosecondsPerStep, other.sizes[index].nanosecondsPerStep)
        }
    }
}

enum PipelineBenchmark {
    static let sizes = [1_000, 10_000, 100_000, 1_000_000]

    static func measure(preset: String, pipeline: RefreshPipeline, quick: Bool) -> PipelineFigures {
        var figures = PipelineFigures(preset: preset, sizes: [])
        var sink = 0.0
        // Warm up (caches, branch predictors, clock speed), then take the
        // sizes in turns, so that a burst of work from a neighbour lands on
        // one repetition of each size rather than on all of one size.
        sink += runPipeline(pipeline, steps: quick ? 50_000 : 300_000).checksum
        // About two million steps per size (two hundred thousand when quick), at least five runs.
        let repetitions = sizes.map { max(5, (quick ? 200_000 : 2_000_000) / $0) }
        var perStep = sizes.map { _ in [Double]() }
        for round in 0..<(repetitions.max() ?? 0) {
            for (index, steps) in sizes.enumerated() where round < repetitions[index] {
                perStep[index].append(nanosecondsPerStep(steps, sink: &sink) { runPipeline(pipeline, steps: steps).checksum })
            }
        }
        for (index, steps) in sizes.enumerated() {
            let times = perStep[index].sorted()
            figures.sizes.append(
                PipelineFigures.Size(
                    steps: steps, repetitions: repetitions[index], nanosecondsPerStep: times[0],
                    medianNanosecondsPerStep: times[times.count / 2]))
        }
        if AllocationCounter.isAvailable {
            let steady = runPipeline(pipeline, steps: 100_000, warmUp: 1_000)
            sink += steady.checksum
            figures.allocationsPerStep = Double(steady.allocations) / 100_000
            let first = runPipeline(pipeline, steps: 1)
            sink += first.checksum
            figures.allocationsInFirstStep = first.allocations
        }
        blackHole(sink)
        return figures
    }

    /// The time `run` takes, per step of `steps`; its checksum goes to `sink`.
    static func nanosecondsPerStep(_ steps: Int, sink: inout Double, _ run: () -> Double) -> Double {
        let start = ContinuousClock.now
        sink += run()
        return nanoseconds(ContinuousClock.now - start) / Double(steps)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) * 1e-9
    }
}

@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
