import RefreshCore
import Testing

/// Checks the promises every indicator style keeps, against any style: every
/// number finite, opacity, progress and shadow in `0...1`, sizes `>= 0`, the
/// same model for the same status and time, and a usable model for statuses
/// from any strategy (every phase, unknown state names, odd offsets and times).
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
        let names = stateNames + ["idle", "unknown-state-name", ""]
        let offsets: [Double] = [-10_000, -50, 0, 0.4, 10, 60, 135.88, 500, 9_999]
        let progresses: [Double] = [0, 0.25, 0.5, 0.999, 1]
        let times: [Double] = [0, 0.01, 0.35, 1, 10, 1e6]
        for phase in RefreshPhase.allCases {
            for name in names {
                for offset in offsets {
                    for progress in progresses {
                        for time in times {
                            for deadline in [nil, time + 0.3, time - 0.3] as [Double?] {
                                let status = RefreshStatus(
                                    phase: phase, stateName: name, progress: progress,
                                    contentInset: phase == .idle ? 0 : 40, offset: offset,
                                    stateEnteredAt: max(time - 0.2, 0), nextDeadline: deadline)
                                let model = style.model(for: status, at: time)
                                if let problem = problem(in: model) {
                                    found.append("\(problem) for \(describe(status)) at \(formatNumber(time)) s")
                                    if found.count >= 10 { return found }
                                }
                                if style.model(for: status, at: time) != model {
                                    found.append("two calls with the same status and time gave different models")
                                }
                            }
                        }
                    }
                }
            }
        }
        return found
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

    static func problem(in model: IndicatorModel) -> String? {
        let numbers = [model.rotation, model.progress, model.opacity, model.size, model.position.x, model.position.y,
            model.squash, model.shadowOpacity, model.backdrop?.top ?? 0, model.backdrop?.height ?? 0]
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
