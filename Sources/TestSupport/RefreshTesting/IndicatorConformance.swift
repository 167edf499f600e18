import RefreshCore
import Testing

/// Checks the promises every indicator style keeps, against any style: every
/// number finite (a custom style's own values too), each custom value named once, opacity, progress and shadow in `0...1`, sizes `>= 0`, the
/// same model for the same status and time, and a usable model for statuses
/// from any strategy (every phase, unknown state names, odd offsets and
/// times), even hostile ones (NaN, infinities, progress outside `0...1`).
///
/// ```swift
/// @Test func arrowConforms() {
///     IndicatorConformance.expectConformance(of: SpinningArrowIndicator.self)
/// }
/// ```
public enum IndicatorConformance {
    /// Every violation found for `Style` configured with `parameters`, drawing
    /// the given state names (the style's own) besides ones it cannot know.
    public static func violations<Style: IndicatorStyle>(
        of type: Style.Type,
        parameters: ParameterValues = ParameterValues(),
        stateNames: [String] = []
    ) -> [String] {
        let layout = RefreshLayout(parameters: Style.descriptor.layoutDefaults)
        return violations(of: Style(parameters: parameters, layout: layout), stateNames: stateNames)
    }

    /// Every violation found for a configured style.
    public static func violations(of style: any IndicatorStyle, stateNames: [String] = []) -> [String] {
        var found: [String] = []
        let custom = type(of: style).descriptor.customValues
        if Set(custom.map(\.name)).count != custom.count || Set(custom.map(\.slot)).count != custom.count {
            found.append("customValues names a value or a slot twice: \(custom.map { "\($0.name) in \($0.slot)" })")
        }
        let names = stateNames + ["idle", "unknown-state-name", ""]
        // Beyond what a conforming strategy reports, hostile values too: an
        // indicator must never turn a bad status into a bad drawing.
        let offsets: [Double] = [-1e9, -50, 0, 10, 60, 135.88, 9_999, 1e308, .nan, .infinity]
        let progresses: [Double] = [-1, 0, 0.5, 1, .nan]
        // States entered at 2 s, seen before, during and long after, with
        // deadlines ahead, at and behind the state's start.
        let times: [Double] = [0, 2, 2.1, 2.35, 3, 1e6]
        for phase in RefreshPhase.allCases {
            for name in names {
                for offset in offsets {
                    for progress in progresses {
                        for inset in phase == .idle ? [0.0] : [0, 40, 100, .greatestFiniteMagnitude] {
                            for deadline in [nil, 3, 1] as [Double?] {
                                let status = RefreshStatus(
                                    phase: phase, stateName: name, progress: progress, contentInset: inset,
                                    offset: offset, stateEnteredAt: 2, nextDeadline: deadline)
                                for time in times {
                                    let model = style.model(for: status, at: time)
                                    if let problem = problem(in: model) {
                                        found.append("\(problem) for \(describe(status)) at \(formatNumber(time)) s")
                                        if found.count >= 20 { return found }
                                    }
                                    if style.model(for: status, at: time) != model {
                                        found.append("two calls with the same status and time gave different models")
                                        return found
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    /// Records a test issue for every violation of a configured style.
    public static func expectConformance(
        of style: some IndicatorStyle, stateNames: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for violation in violations(of: style, stateNames: stateNames) {
            Issue.record(Comment(rawValue: "\(type(of: style).descriptor.name): \(violation)"), sourceLocation: sourceLocation)
        }
    }

    /// Records a test issue for every violation.
    public static func expectConformance<Style: IndicatorStyle>(
        of type: Style.Type,
        parameters: ParameterValues = ParameterValues(),
        stateNames: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for violation in violations(of: type, parameters: parameters, stateNames: stateNames) {
            Issue.record(Comment(rawValue: "\(Style.descriptor.name): \(violation)"), sourceLocation: sourceLocation)
        }
    }

    /// What is wrong with one model, if anything: a number that is not
    /// finite, opacity, progress or shadow outside `0...1`, a negative size.
    public static func problem(in model: IndicatorModel) -> String? {
        let numbers =
            [
                model.rotation, model.progress, model.opacity, model.size, model.position.x, model.position.y,
                model.squash, model.shadowOpacity, model.backdrop?.top ?? 0, model.backdrop?.height ?? 0,
            ] + model.custom.all
        if numbers.contains(where: { !$0.isFinite }) { return "a number in the model is not finite: \(model)" }
        for (name, value) in [("opacity", model.opacity), ("progress", model.progress), ("shadowOpacity", model.shadowOpacity)]
        where !(0...1).contains(value) {
            return "\(name) \(value) is outside 0...1"
        }
        if model.size < 0 { return "size \(model.size) is negative" }
        if let backdrop = model.backdrop, backdrop.height < 0 { return "the backdrop's height \(backdrop.height) is negative" }
        return nil
    }
}
