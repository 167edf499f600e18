import RefreshCore

/// One thing a replay step checks after its input ran.
public enum ReplayExpectation: Sendable, Hashable {
    case phase(RefreshPhase)
    case state(String)
    case progress(Double)
    case contentInset(Double)
    case offset(Double)
    case stateEnteredAt(Double)
    case nextDeadline(Double?)
    /// Whether the step asked to start the action.
    case startsRefresh(Bool)
    /// The pull events the step reported, exactly.
    case feedback(FeedbackEvents)
    /// The animation role the step asked for, exactly.
    case animation(AnimationRole?)
    case shape(IndicatorShape)
    case rotation(Double)
    case indicatorProgress(Double)
    case opacity(Double)
    case indicatorX(Double)
    case indicatorY(Double)
    case indicatorSize(Double)
    case squash(Double)
    case isAnimating(Bool)
    /// The backdrop's height, or `nil` for no backdrop.
    case backdropHeight(Double?)
    /// The backdrop's top edge, or `nil` for no backdrop.
    case backdropTop(Double?)
    /// The backdrop's light and dark colours.
    case backdropColors(light: RGBColor, dark: RGBColor)

    /// Numbers compare within this tolerance, so that expectations can be
    /// written with a document's rounded numbers (135.88 pt). Messages print
    /// numbers in full, so that a difference is never hidden by rounding.
    public static let tolerance = 1e-6

    /// The field's name, the expected value and the actual one, or `nil` when they match.
    func mismatch(in step: RefreshStep) -> (field: String, expected: String, actual: String)? {
        let status = step.status, model = step.indicator
        switch self {
        case .phase(let value): return compare("phase", value.rawValue, status.phase.rawValue)
        case .state(let value): return compare("state", value, status.stateName)
        case .progress(let value): return compare("progress", value, status.progress)
        case .contentInset(let value): return compare("contentInset", value, status.contentInset)
        case .offset(let value): return compare("offset", value, status.offset)
        case .stateEnteredAt(let value): return compare("stateEnteredAt", value, status.stateEnteredAt)
        case .nextDeadline(let value): return compare("nextDeadline", value, status.nextDeadline)
        case .startsRefresh(let value): return compare("startsRefresh", String(value), String(step.effects.startsRefresh))
        case .feedback(let value): return compare("feedback", describe(value), describe(step.effects.feedback))
        case .animation(let value):
            return compare("animation", value?.rawValue ?? "none", step.effects.animation?.rawValue ?? "none")
        case .shape(let value): return compare("indicator.shape", value.rawValue, model.shape.rawValue)
        case .rotation(let value): return compare("indicator.rotation", value, model.rotation)
        case .indicatorProgress(let value): return compare("indicator.progress", value, model.progress)
        case .opacity(let value): return compare("indicator.opacity", value, model.opacity)
        case .indicatorX(let value): return compare("indicator.position.x", value, model.position.x)
        case .indicatorY(let value): return compare("indicator.position.y", value, model.position.y)
        case .indicatorSize(let value): return compare("indicator.size", value, model.size)
        case .squash(let value): return compare("indicator.squash", value, model.squash)
        case .isAnimating(let value): return compare("indicator.isAnimating", String(value), String(model.isAnimating))
        case .backdropHeight(let value): return compare("indicator.backdrop.height", value, model.backdrop?.height)
        case .backdropTop(let value): return compare("indicator.backdrop.top", value, model.backdrop?.top)
        case .backdropColors(let light, let dark):
            let actual = model.backdrop.map { "\($0.light) / \($0.dark)" } ?? "no backdrop"
            return compare("indicator.backdrop colours", "\(light) / \(dark)", actual)
        }
    }

    private func compare(_ field: String, _ expected: String, _ actual: String) -> (String, String, String)? {
        expected == actual ? nil : (field, expected, actual)
    }

    private func compare(_ field: String, _ expected: Double, _ actual: Double) -> (String, String, String)? {
        abs(expected - actual) <= Self.tolerance ? nil : (field, formatNumberExactly(expected), formatNumberExactly(actual))
    }

    private func compare(_ field: String, _ expected: Double?, _ actual: Double?) -> (String, String, String)? {
        switch (expected, actual) {
        case (nil, nil): return nil
        case (let expected?, let actual?): return compare(field, expected, actual)
        default: return (field, expected.map(formatNumberExactly) ?? "none", actual.map(formatNumberExactly) ?? "none")
        }
    }

    private func describe(_ events: FeedbackEvents) -> String {
        let names = events.inOrder.map(\.rawValue)
        return names.isEmpty ? "[]" : "[" + names.joined(separator: ", ") + "]"
    }
}

/// Describes an input the way replay messages show it.
public func describe(_ input: RefreshInput) -> String {
    switch input {
    case .sample(let sample):
        var text = "sample offset \(formatNumberExactly(sample.offset)) at \(formatNumberExactly(sample.time)) s"
        if let dragging = sample.isDragging { text += dragging ? " (dragging)" : " (released)" }
        return text
    case .outcome(let outcome, let time): return "outcome \(outcome.rawValue) at \(formatNumberExactly(time)) s"
    case .tick(let time): return "tick at \(formatNumberExactly(time)) s"
    case .begin(let time): return "begin at \(formatNumberExactly(time)) s"
    case .reset(let time): return "reset at \(formatNumberExactly(time)) s"
    }
}

/// Describes a status on one line, for replay messages.
public func describe(_ status: RefreshStatus) -> String {
    var text = "phase \(status.phase.rawValue), state \(status.stateName), progress \(formatNumberExactly(status.progress))"
    text += ", contentInset \(formatNumberExactly(status.contentInset)), offset \(formatNumberExactly(status.offset))"
    if let deadline = status.nextDeadline { text += ", nextDeadline \(formatNumberExactly(deadline))" }
    return text
}
