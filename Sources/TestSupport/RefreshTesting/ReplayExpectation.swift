import RefreshCore

/// One thing a replay step states about its result.
///
/// In an exhaustive replay (the default) a step lists what its input
/// *changed*: every field it does not list must keep the value it had after
/// the step before (the effects, none), as a `TestStore` step lists only the
/// state it changed. With ``GestureReplay/Exhaustivity/off`` a step checks the
/// fields it lists and nothing else.
///
/// Two expectations are equal when they state the same values of the same
/// fields: a state by its name, "no backdrop" however it is written.
public enum ReplayExpectation: Sendable, Hashable {
    case phase(RefreshPhase)
    /// The strategy's own state, by its `State` (a typo does not compile):
    /// `.state(ProgressRingStrategy.State.pulling)`. The status's
    /// `RefreshStatus/stateName` must be its raw value.
    case state(any StrategyState)
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
    case shadowOpacity(Double)
    case isAnimating(Bool)
    /// The backdrop's height, or `nil` for no backdrop.
    case backdropHeight(Double?)
    /// The backdrop's top edge, or `nil` for no backdrop.
    case backdropTop(Double?)
    /// The backdrop's light and dark colours.
    case backdropColors(light: RGBColor, dark: RGBColor)
    /// The whole backdrop (top, height and colours), or `nil` for none.
    case backdrop(IndicatorBackdrop?)
    /// One of a custom style's own values (`IndicatorModel.custom`).
    case custom(CustomIndicatorValue, Double)

    /// Numbers compare within this tolerance, so that expectations can be
    /// written with a document's rounded numbers (135.88 pt). Messages print
    /// numbers in full, so that a difference is never hidden by rounding.
    public static let tolerance = 1e-6

    public static func == (lhs: ReplayExpectation, rhs: ReplayExpectation) -> Bool {
        lhs.assignments.elementsEqual(rhs.assignments) { $0.field == $1.field && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for (field, value) in assignments {
            hasher.combine(field)
            hasher.combine(value)
        }
    }

    /// The fields this expectation sets, with their values. "No backdrop"
    /// sets every backdrop field.
    var assignments: [(field: ReplayField, value: ReplayValue)] {
        switch self {
        case .phase(let value): [(.phase, .text(value.rawValue))]
        case .state(let value): [(.state, .text(value.rawValue))]
        case .progress(let value): [(.progress, .number(value))]
        case .contentInset(let value): [(.contentInset, .number(value))]
        case .offset(let value): [(.offset, .number(value))]
        case .stateEnteredAt(let value): [(.stateEnteredAt, .number(value))]
        case .nextDeadline(let value): [(.nextDeadline, .number(value))]
        case .startsRefresh(let value): [(.startsRefresh, .text(String(value)))]
        case .feedback(let value): [(.feedback, ReplayValue(value))]
        case .animation(let value): [(.animation, ReplayValue(value))]
        case .shape(let value): [(.shape, .text(value.rawValue))]
        case .rotation(let value): [(.rotation, .number(value))]
        case .indicatorProgress(let value): [(.indicatorProgress, .number(value))]
        case .opacity(let value): [(.opacity, .number(value))]
        case .indicatorX(let value): [(.indicatorX, .number(value))]
        case .indicatorY(let value): [(.indicatorY, .number(value))]
        case .indicatorSize(let value): [(.indicatorSize, .number(value))]
        case .squash(let value): [(.squash, .number(value))]
        case .shadowOpacity(let value): [(.shadowOpacity, .number(value))]
        case .isAnimating(let value): [(.isAnimating, .text(String(value)))]
        case .backdropHeight(let value?): [(.backdropHeight, .number(value))]
        case .backdropTop(let value?): [(.backdropTop, .number(value))]
        case .backdropHeight(nil), .backdropTop(nil), .backdrop(nil): ReplayField.backdropFields(of: nil)
        case .backdropColors(let light, let dark): [(.backdropColors, .text("\(light) / \(dark)"))]
        case .backdrop(let value?): ReplayField.backdropFields(of: value)
        case .custom(let value, let number): [(ReplayField.custom[value.slot], .number(number))]
        }
    }
}

/// A field of a step's observable result: the status, the effects and the
/// indicator model, in the order messages list them.
enum ReplayField: Int, CaseIterable, Sendable {
    case phase, state, progress, contentInset, offset, stateEnteredAt, nextDeadline
    case startsRefresh, feedback, animation
    case shape, rotation, indicatorProgress, opacity, indicatorSize, indicatorX, indicatorY, squash, shadowOpacity
    case isAnimating, backdropTop, backdropHeight, backdropColors
    case custom0, custom1, custom2, custom3

    /// The fields of `IndicatorModel.custom`, by slot.
    static let custom: [ReplayField] = [.custom0, .custom1, .custom2, .custom3]

    /// The field's name in messages.
    var name: String {
        switch self {
        case .phase: "phase"
        case .state: "state"
        case .progress: "progress"
        case .contentInset: "contentInset"
        case .offset: "offset"
        case .stateEnteredAt: "stateEnteredAt"
        case .nextDeadline: "nextDeadline"
        case .startsRefresh: "startsRefresh"
        case .feedback: "feedback"
        case .animation: "animation"
        case .shape: "indicator.shape"
        case .rotation: "indicator.rotation"
        case .indicatorProgress: "indicator.progress"
        case .opacity: "indicator.opacity"
        case .indicatorSize: "indicator.size"
        case .indicatorX: "indicator.position.x"
        case .indicatorY: "indicator.position.y"
        case .squash: "indicator.squash"
        case .shadowOpacity: "indicator.shadowOpacity"
        case .isAnimating: "indicator.isAnimating"
        case .backdropTop: "indicator.backdrop.top"
        case .backdropHeight: "indicator.backdrop.height"
        case .backdropColors: "indicator.backdrop colours"
        case .custom0, .custom1, .custom2, .custom3: "indicator.custom[\(rawValue - ReplayField.custom0.rawValue)]"
        }
    }

    static func backdropFields(of backdrop: IndicatorBackdrop?) -> [(field: ReplayField, value: ReplayValue)] {
        [
            (.backdropTop, .number(backdrop?.top)),
            (.backdropHeight, .number(backdrop?.height)),
            (.backdropColors, .text(backdrop.map { "\($0.light) / \($0.dark)" } ?? "no backdrop")),
        ]
    }

    /// Every field's value in a step's result, indexed by `rawValue`.
    static func values(status: RefreshStatus, effects: RefreshEffects, indicator model: IndicatorModel) -> [ReplayValue] {
        var values: [ReplayValue] = [
            .text(status.phase.rawValue), .text(status.stateName), .number(status.progress),
            .number(status.contentInset), .number(status.offset), .number(status.stateEnteredAt),
            .number(status.nextDeadline),
            .text(String(effects.startsRefresh)), ReplayValue(effects.feedback), ReplayValue(effects.animation),
            .text(model.shape.rawValue), .number(model.rotation), .number(model.progress), .number(model.opacity),
            .number(model.size), .number(model.position.x), .number(model.position.y), .number(model.squash),
            .number(model.shadowOpacity), .text(String(model.isAnimating)),
        ]
        values += backdropFields(of: model.backdrop).map(\.value)
        values += (0..<CustomIndicatorValues.capacity).map { .number(model.custom[$0]) }
        return values
    }

    /// The effects of a step that asked for nothing: effects start from
    /// nothing at every step instead of from the step before.
    static let noEffects: [(field: ReplayField, value: ReplayValue)] = [
        (.startsRefresh, .text("false")), (.feedback, ReplayValue(FeedbackEvents())), (.animation, ReplayValue(nil as AnimationRole?)),
    ]
}

/// A field's value: a number (or none) compared within
/// ``ReplayExpectation/tolerance``, or text compared exactly.
enum ReplayValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double?)
    case text(String)

    init(_ events: FeedbackEvents) {
        let names = events.inOrder.map(\.rawValue)
        self = .text("[" + names.joined(separator: ", ") + "]")
    }

    init(_ role: AnimationRole?) { self = .text(role?.rawValue ?? "none") }

    func matches(_ other: ReplayValue) -> Bool {
        switch (self, other) {
        case (.number(nil), .number(nil)): true
        case (.number(let a?), .number(let b?)): (a.isNaN && b.isNaN) || abs(a - b) <= ReplayExpectation.tolerance
        case (.text(let a), .text(let b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case .number(let value?): formatNumberExactly(value)
        case .number(nil): "none"
        case .text(let text): text
        }
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
