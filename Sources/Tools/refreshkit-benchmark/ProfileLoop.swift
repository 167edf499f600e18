import RefreshKit

/// `--profile step|controller PRESET`: one preset's step (or controller
/// sample) run again and again for a profiler (`perf record`), with each
/// round's figure printed. The full benchmark interleaves every preset and
/// size, which spreads a profile over all of them.
@MainActor
enum ProfileLoop {
    static let rounds = 40

    static func run(_ subject: String, preset: String) throws {
        let pipeline = try PresetCatalog.standard.pipeline(named: preset)
        let steps = 1_000_000
        var sink = 0.0
        var fastest = Double.infinity
        for round in 1...rounds {
            let figure: Double
            if subject == "controller" {
                let figures = ControllerBenchmark.run(preset: preset, pipeline: pipeline, steps: 100_000, countingEachSample: false)
                figure = figures.nanosecondsPerStep
            } else {
                // As the full table times it: no warm-up steps inside the timed
                // call (they would be timed but not counted); round 1 warms up.
                figure = PipelineBenchmark.nanosecondsPerStep(steps, sink: &sink) {
                    runPipeline(pipeline, steps: steps).checksum
                }
            }
            fastest = min(fastest, figure)
            print("round \(round): \(subject) \(format(figure)) ns")
        }
        blackHole(sink)
        print("\(preset) \(subject): fastest \(format(fastest)) ns")
    }

    private static func format(_ value: Double) -> String { BenchmarkCommand.format(value, decimals: 2) }
}
