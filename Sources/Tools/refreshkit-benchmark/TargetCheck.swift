/// Issue 14's targets, each checked against a report: the benchmark says
/// "met" or "not met" itself, from the unrounded figures, so that a ratio
/// printed as 10.0x is never read either way.
struct TargetCheck: Codable, Equatable {
    /// What the target asks, as docs/performance.md words it.
    var target: String
    /// The figure the target is judged on, and where it comes from.
    var figure: String
    var isMet: Bool

    /// The step over the floor, at most this many times.
    static let stepRatioLimit = 10.0
    /// The controller over the floor, at most this many times.
    static let controllerRatioLimit = 50.0
    /// Loading over the platform's own parser, at most this many times.
    static let loadingRatioLimit = 2.0
    /// "Flat from 10^3 to 10^6 steps": the slowest size over the fastest.
    /// A quiet run measures 1.01–1.06; above this a neighbour, not the code,
    /// set the figure (docs/performance.md).
    static let spreadLimit = 1.10

    /// The checks a report supports: the loading targets only when loading
    /// was measured, the step targets only when steps were.
    static func checks(_ report: BenchmarkCommand.Report) -> [TargetCheck] {
        let floor = report.floor.map { (name: $0.preset, figures: $0) }
        var checks = [
            atMost(stepRatioLimit, "step <= \(Int(stepRatioLimit))x the bare floor, every preset", floor, \.pipelineRatio, unit: "x"),
            atMost(
                spreadLimit, "step flat from 10^3 to 10^6 steps (spread <= \(format(spreadLimit)))", floor,
                \.pipelineSpreadOverSizes, unit: ""),
            noAllocations("0 allocations per step", report.pipeline.map(\.allocationsPerStep)),
            atMost(
                controllerRatioLimit, "controller <= \(Int(controllerRatioLimit))x the bare floor, every preset", floor,
                \.controllerRatio, unit: "x"),
            noAllocations("0 allocations per controller sample outside a refresh", report.controller.map(\.allocationsPerIdleStep)),
        ].compactMap { $0 }
        for loading in report.presetLoading {
            let ratios = [(name: "cold", figures: loading.ratioToFoundation), (name: "steady", figures: loading.steadyRatioToFoundation)]
            let target = "\(loading.encoding) load and validate <= \(Int(loadingRatioLimit))x \(loading.foundationParser), cold and steady"
            checks += [atMost(loadingRatioLimit, target, ratios, \.self, unit: "x")].compactMap { $0 }
        }
        return checks
    }

    /// Met when every named figure is at most `limit`: a NaN figure (a
    /// preset without a floor) fails rather than hides behind a larger one.
    /// `nil` when there are no figures.
    private static func atMost<Figures>(
        _ limit: Double, _ target: String, _ named: [(name: String, figures: Figures)], _ figure: KeyPath<Figures, Double>,
        unit: String
    ) -> TargetCheck? {
        let values = named.map { (name: $0.name, value: $0.figures[keyPath: figure]) }
        guard let largest = values.first(where: { $0.value.isNaN }) ?? values.max(by: { $0.value < $1.value }) else { return nil }
        return TargetCheck(
            target: target, figure: "largest \(format(largest.value))\(unit) (\(largest.name))",
            isMet: values.allSatisfy { $0.value <= limit })
    }

    /// Met when every count is 0; not met when a count is missing (the
    /// counter needs glibc). `nil` when there are no counts.
    private static func noAllocations(_ target: String, _ counts: [Double?]) -> TargetCheck? {
        guard !counts.isEmpty else { return nil }
        let counted = counts.compactMap { $0 }
        guard counted.count == counts.count else {
            return TargetCheck(target: target, figure: "not counted (needs glibc)", isMet: false)
        }
        let most = counted.max() ?? 0
        return TargetCheck(target: target, figure: "most \(BenchmarkCommand.format(most, decimals: 4))", isMet: most == 0)
    }

    private static func format(_ value: Double) -> String { BenchmarkCommand.format(value, decimals: 2) }
}
