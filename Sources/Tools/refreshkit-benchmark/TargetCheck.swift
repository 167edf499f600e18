/// The benchmark's verdict: each per-frame figure within the budget, and no
/// allocation per step or per sample. The benchmark says "met" or "not met"
/// itself, from the unrounded figures.
struct TargetCheck: Codable, Equatable {
    /// What the target asks, as docs/performance.md words it.
    var target: String
    /// The figure the target is judged on, and where it comes from.
    var figure: String
    var isMet: Bool

    /// A step or a controller sample may take 0.01 % of a frame at 120 Hz
    /// (8.33 ms), rounded down: what a scroll can spend on RefreshKit without
    /// anyone ever feeling it.
    static let budgetNanoseconds = 830.0

    /// The checks a report supports (none when steps were not measured).
    static func checks(_ report: BenchmarkCommand.Report) -> [TargetCheck] {
        let budget = Int(budgetNanoseconds)
        return [
            atMost(
                budgetNanoseconds, "a pipeline step <= \(budget) ns, every preset and size",
                report.pipeline.map { ($0.preset, $0.slowestNanosecondsPerStep) }),
            noAllocations("0 allocations per pipeline step", report.pipeline.map(\.allocationsPerStep)),
            atMost(
                budgetNanoseconds, "a controller sample <= \(budget) ns, every preset",
                report.controller.map { ($0.preset, $0.nanosecondsPerStep) }),
            noAllocations(
                "0 allocations per controller sample (samples that start no refresh)", report.controller.map(\.allocationsPerSample)),
        ].compactMap { $0 }
    }

    /// Met when every named figure is at most `limit`: a NaN figure fails
    /// rather than hides behind a larger one. `nil` when there are no figures.
    private static func atMost(_ limit: Double, _ target: String, _ values: [(name: String, value: Double)]) -> TargetCheck? {
        guard let largest = values.first(where: { $0.value.isNaN }) ?? values.max(by: { $0.value < $1.value }) else { return nil }
        return TargetCheck(
            target: target, figure: "largest \(BenchmarkCommand.format(largest.value, decimals: 1)) ns (\(largest.name))",
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
}
