import Foundation
import RefreshKit

/// `swift run -c release refreshkit-benchmark [--format text|json] [--quick] [--preset-files N] [--only steps|loading]`
/// or `... --profile step|controller PRESET` (one preset in a loop, for a profiler)
///
/// Prints nanoseconds per step through `RefreshPipeline.step` (input
/// sanitizer, strategy step, indicator model, effects and their animation)
/// for every built-in preset and gestures of 10^3 to 10^6 steps, the same
/// through `RefreshController`, heap allocations per step and per sample,
/// and the time to load and validate a folder of generated presets. A full
/// run judges the per-frame figures against the budget (TargetCheck) and
/// exits with status 1 when one is missed.
@main
struct BenchmarkCommand {
    struct Report: Codable {
        var build: String
        var allocationCounting: Bool
        var pipeline: [PipelineFigures]
        var controller: [ControllerFigures]
        var presetLoading: [PresetLoadFigures]
        /// The per-frame budget, met or not, from the figures above.
        var targets: [TargetCheck] = []
    }

    @MainActor
    static func main() throws {
        var format = "text"
        var quick = false
        var presetFiles = 600
        var only: String?
        var profile: (subject: String, preset: String)?
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--format":
                format = arguments.popFirst() ?? ""
                guard format == "text" || format == "json" else { fail("--format takes text or json") }
            case "--quick": quick = true
            case "--preset-files":
                guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { fail("--preset-files takes a count") }
                presetFiles = value
            case "--only":
                only = arguments.popFirst()
                guard only == "steps" || only == "loading" else { fail("--only takes steps or loading") }
            case "--profile":
                guard let subject = arguments.popFirst(), subject == "step" || subject == "controller",
                    let preset = arguments.popFirst()
                else { fail("--profile takes step or controller, then a built-in preset's name") }
                profile = (subject, preset)
            case "-h", "--help":
                print("usage: refreshkit-benchmark [--format text|json] [--quick] [--preset-files N] [--only steps|loading]")
                print("       refreshkit-benchmark --profile step|controller PRESET")
                return
            default: fail("unknown argument '\(argument)'")
            }
        }
        if let profile {
            let names = PresetCatalog.standard.presetNames
            guard names.contains(profile.preset) else {
                fail("no built-in preset '\(profile.preset)': use one of \(names.joined(separator: ", "))")
            }
            try ProfileLoop.run(profile.subject, preset: profile.preset)
            return
        }
        #if DEBUG
        let build = "debug (figures are meaningful only with -c release)"
        #else
        let build = "release"
        #endif
        var pipelines: [PipelineFigures] = []
        var controllers: [ControllerFigures] = []
        let names = PresetCatalog.standard.presetNames
        let templates = try names.map { try PresetCatalog.standard.pipeline(named: $0) }
        // Three passes over all presets, keeping each figure's fastest: the
        // machine is shared, and a neighbour's build can slow a whole second.
        for pass in 0..<(only == "loading" ? 0 : quick ? 1 : 3) {
            for (index, name) in names.enumerated() {
                let figures = PipelineBenchmark.measure(preset: name, pipeline: templates[index], quick: quick)
                let controller = ControllerBenchmark.measure(preset: name, pipeline: templates[index], steps: quick ? 20_000 : 100_000)
                if pass == 0 {
                    pipelines.append(figures)
                    controllers.append(controller)
                } else {
                    pipelines[index].keepFastest(figures)
                    controllers[index].nanosecondsPerStep = min(controllers[index].nanosecondsPerStep, controller.nanosecondsPerStep)
                }
            }
        }
        let loading = only == "steps" ? [] : try PresetLoadBenchmark.measureEveryEncoding(files: presetFiles, repetitions: quick ? 3 : 7)
        var report = Report(
            build: build, allocationCounting: AllocationCounter.isAvailable, pipeline: pipelines,
            controller: controllers, presetLoading: loading)
        // Not judged on a quick run, whose few repetitions measure warm-up
        // and neighbours too, nor without the steps.
        if !quick && only != "loading" { report.targets = TargetCheck.checks(report) }
        if format == "json" {
            let encoder = JSONEncoder()
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            printText(report)
        }
        if report.targets.contains(where: { !$0.isMet }) { exit(1) }
    }

    static func printText(_ report: Report) {
        print("refreshkit-benchmark (\(report.build))")
        print("")
        print("Pipeline step (sanitizer + strategy + indicator model + effects), ns per step, fastest run:")
        let sizes = PipelineBenchmark.sizes
        print(
            pad("preset", 20) + sizes.map { pad("10^\(Int(log10(Double($0))))", 10, right: true) }.joined()
                + pad("allocs/step", 14, right: true) + pad("allocs, 1st step", 18, right: true))
        // The 1st step of a copy copies the strategy and style it shares (copy-on-write).
        for figures in report.pipeline {
            var line = pad(figures.preset, 20)
            for size in figures.sizes { line += pad(format(size.nanosecondsPerStep, decimals: 1), 10, right: true) }
            line += pad(figures.allocationsPerStep.map { format($0, decimals: 4) } ?? "n/a", 14, right: true)
            line += pad(figures.allocationsInFirstStep.map(String.init) ?? "n/a", 18, right: true)
            print(line)
        }
        if !report.allocationCounting { print("(allocations are counted only where the C library is glibc)") }
        print("")
        print("The same gesture through RefreshController (ManualClock, .external action, no sinks), fastest timed run;")
        print("allocations from a separate run that counts each sample:")
        print(
            pad("preset", 20) + pad("ns/sample", 10, right: true) + pad("allocs/input", 14, right: true)
                + pad("allocs/sample, no start", 26, right: true))
        for figures in report.controller {
            print(
                pad(figures.preset, 20) + pad(format(figures.nanosecondsPerStep, decimals: 1), 10, right: true)
                    + pad(figures.allocationsPerStep.map { format($0, decimals: 4) } ?? "n/a", 14, right: true)
                    + pad(figures.allocationsPerSample.map { format($0, decimals: 4) } ?? "n/a", 26, right: true))
        }
        for loading in report.presetLoading {
            print("")
            print(
                "Preset load and validate, \(loading.files) \(loading.encoding) files (\(loading.fullPresets) full, \(loading.extendingPresets) with extends), fastest of \(loading.repetitions):"
            )
            print(
                "  cold (a new catalog): \(format(loading.microsecondsPerFile, decimals: 1)) µs per file (median \(format(loading.medianMicrosecondsPerFile, decimals: 1))), \(format(loading.filesPerSecond, decimals: 0)) files per second; \(loading.loaded) loaded, \(loading.failed) failed"
            )
            print(
                "  steady (the same catalog again, parents resolved): \(format(loading.steadyMicrosecondsPerFile, decimals: 1)) µs per file"
            )
            print(
                "  \(loading.foundationParser) reads and parses the same files in \(format(loading.foundationMicrosecondsPerFile, decimals: 1)) µs per file: load and validate is \(format(loading.ratioToFoundation, decimals: 2))x that cold, \(format(loading.steadyRatioToFoundation, decimals: 2))x steady"
            )
        }
        guard !report.targets.isEmpty else {
            print("")
            print("The budget is judged only when steps are measured without --quick.")
            return
        }
        print("")
        print(
            "Budget (\(Int(TargetCheck.budgetNanoseconds)) ns, 0.01 % of a 120 Hz frame, and no allocation), judged on the unrounded figures:"
        )
        for check in report.targets {
            print("  \(check.isMet ? "met    " : "NOT MET") \(check.target): \(check.figure)")
        }
        let missed = report.targets.filter { !$0.isMet }.count
        print(missed == 0 ? "All \(report.targets.count) targets met." : "\(missed) of \(report.targets.count) targets not met.")
    }

    static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("refreshkit-benchmark: \(message)\n".utf8))
        exit(2)
    }
}
