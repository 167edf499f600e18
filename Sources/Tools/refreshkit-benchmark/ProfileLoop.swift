import RefreshKit

/// `--profile step|controller PRESET`: one preset's step (or controller) and
/// its bare floor, run again and again for a profiler (`perf record`), with
/// each round's figure printed. The full benchmark interleaves every preset
/// and size, which spreads a profile over all of them.
@MainActor
enum ProfileLoop {
    static let rounds = 40

    static func run(_ subject: String, preset: String) throws {
        let pipeline = try PresetCatalog.standard.pipeline(named: preset)
        let trigger = pipeline.strategy.triggerDistance
        var fastest = Double.infinity
        var fastestFloor = Double.infinity
        for round in 1...rounds {
            let figure: Double
            if subject == "controller" {
                let figures = ControllerBenchmark.run(preset: preset, pipeline: pipeline, steps: 100_000, countingEachStep: false)
                figure = figures.nanosecondsPerStep
            } else {
                let start = ContinuousClock.now
                blackHole(runPipeline(pipeline, steps: 1_000_000, warmUp: 1_000).checksum)
                figure = PipelineBenchmark.nanoseconds(ContinuousClock.now - start) / 1e6
            }
            let start = ContinuousClock.now
            blackHole(BareFloor.run(preset: preset, trigger: trigger, steps: 1_000_000))
            let floor = PipelineBenchmark.nanoseconds(ContinuousClock.now - start) / 1e6
            fastest = min(fastest, figure)
            fastestFloor = min(fastestFloor, floor)
            print("round \(round): \(subject) \(format(figure)) ns, floor \(format(floor)) ns")
        }
        print("\(preset) \(subject): fastest \(format(fastest)) ns, floor \(format(fastestFloor)) ns, \(format(fastest / fastestFloor))x")
    }

    private static func format(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return String(Int(hundredths) / 100) + "." + String(String(Int(hundredths) % 100 + 100).dropFirst())
    }
}
