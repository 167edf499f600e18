import RefreshCore
import Testing

/// One input of a replay and what must hold after it.
public struct ReplayStep: Sendable {
    public var input: RefreshInput
    public var expectations: [ReplayExpectation]

    public init(_ input: RefreshInput, _ expectations: [ReplayExpectation] = []) {
        self.input = input
        self.expectations = expectations
    }

    /// A scroll sample.
    public static func sample(_ offset: Double, at time: Double, dragging: Bool? = nil, expect: [ReplayExpectation] = []) -> ReplayStep {
        ReplayStep(.sample(ScrollSample(offset: offset, time: time, isDragging: dragging)), expect)
    }

    /// The action's outcome.
    public static func outcome(_ outcome: RefreshOutcome, at time: Double, expect: [ReplayExpectation] = []) -> ReplayStep {
        ReplayStep(.outcome(outcome, time: time), expect)
    }

    /// A clock tick.
    public static func tick(at time: Double, expect: [ReplayExpectation] = []) -> ReplayStep {
        ReplayStep(.tick(time: time), expect)
    }

    /// A refresh started without a pull.
    public static func begin(at time: Double, expect: [ReplayExpectation] = []) -> ReplayStep {
        ReplayStep(.begin(time: time), expect)
    }

    /// A reset.
    public static func reset(at time: Double, expect: [ReplayExpectation] = []) -> ReplayStep {
        ReplayStep(.reset(time: time), expect)
    }
}

/// A step whose result did not match what was expected.
public struct ReplayMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The step's position in the replay, from 1.
    public var stepNumber: Int
    /// The step's input.
    public var input: RefreshInput
    /// Each differing field: name, expected, actual.
    public var differences: [Difference]
    /// The whole status after the step, for context.
    public var status: RefreshStatus

    /// One field whose value is not the expected one.
    public struct Difference: Sendable, Hashable {
        /// The field's name: `phase`, `feedback`, `indicator.position.y`, ...
        public var field: String
        /// The expected value, as messages print it.
        public var expected: String
        /// The actual value, as messages print it.
        public var actual: String
        /// Whether the step listed the field. An exhaustive replay also
        /// reports the fields a step did not list but changed: then
        /// `expected` is the value after the step before (for an effect, none).
        public var isAsserted: Bool

        /// Creates a difference.
        public init(field: String, expected: String, actual: String, isAsserted: Bool = true) {
            self.field = field
            self.expected = expected
            self.actual = actual
            self.isAsserted = isAsserted
        }
    }

    public var description: String {
        var text = "A status after step \(stepNumber) (\(RefreshTesting.describe(input))) does not match expectation:\n"
        for difference in differences {
            text += "  \(difference.field): expected \(difference.expected), got \(difference.actual)"
            text += difference.isAsserted ? "\n" : " (not asserted)\n"
        }
        text += "  (status: \(RefreshTesting.describe(status)))"
        if differences.contains(where: { !$0.isAsserted }) {
            text += "\n  List every change the step makes, or replay with `exhaustivity: .off` to check only the listed fields."
        }
        return text
    }
}

/// Replays a gesture through a strategy and its indicator, checking the whole
/// result after every step, as a `TestStore` checks every state change.
///
/// By default the replay is exhaustive: a step lists what its input changed,
/// and every other field of the result (the status, the effects and the
/// indicator model) must be as it was after the step before, with no
/// effects. A change the step does not list fails, naming the field, the
/// value it had and the value it got. Two fields follow from the step itself
/// and need no listing: a sample's offset becomes `RefreshStatus.offset`,
/// and a step that changes the state enters it at the input's time
/// (`RefreshStatus.stateEnteredAt`); list them where they should differ.
///
/// ```swift
/// typealias State = ProgressRingStrategy.State
/// let replay = GestureReplay(ProgressRingStrategy(), indicator: ProgressRingIndicator())
/// replay.expect([
///     .sample(50, at: 0.1, expect: [
///         .phase(.pulling), .state(State.pulling), .progress(0.5), .feedback(.pullBegan),
///         .indicatorProgress(0.5), .opacity(1),
///     ]),
///     .sample(101, at: 0.2, expect: [
///         .phase(.refreshing), .state(State.isRefreshing), .progress(1), .contentInset(36),
///         .startsRefresh(true), .animation(.start), .indicatorProgress(1), .isAnimating(true),
///     ]),
/// ])
/// ```
///
/// A test that means to check a few fields only says so with
/// `exhaustivity: .off`.
public struct GestureReplay: Sendable {
    /// How much of each step's result a replay checks.
    public enum Exhaustivity: Sendable, Hashable {
        /// Every field: a step lists every change it makes (the default).
        case on
        /// Only the fields a step lists; other changes pass unnoticed.
        case off
    }

    /// The pipeline the steps run through.
    public var pipeline: RefreshPipeline
    /// How much of each step's result is checked.
    public var exhaustivity: Exhaustivity

    /// Replays through a configured pipeline.
    public init(pipeline: RefreshPipeline, exhaustivity: Exhaustivity = .on) {
        self.pipeline = pipeline
        self.exhaustivity = exhaustivity
    }

    /// Replays through `strategy` and `indicator` (or an indicator that draws
    /// nothing), with the style's layout defaults and the strategy's default
    /// animations.
    public init(_ strategy: any RefreshStrategy, indicator: (any IndicatorStyle)? = nil, exhaustivity: Exhaustivity = .on) {
        let style = indicator ?? HiddenIndicatorStyle(parameters: ParameterValues(), layout: RefreshLayout())
        pipeline = RefreshPipeline(
            name: type(of: strategy).descriptor.name,
            strategy: strategy,
            indicator: style,
            layout: RefreshLayout(parameters: type(of: style).descriptor.layoutDefaults)
        )
        self.exhaustivity = exhaustivity
    }

    /// Runs `steps` and returns every mismatch.
    public func mismatches(_ steps: [ReplayStep]) -> [ReplayMismatch] {
        var pipeline = self.pipeline
        var found: [ReplayMismatch] = []
        // What the result was before the step: at first, the strategy's
        // status as the indicator draws it, with no effects.
        var before = ReplayField.values(
            status: pipeline.status, effects: .none, indicator: pipeline.indicatorModel(at: steps.first?.input.time ?? 0))
        for (index, replayStep) in steps.enumerated() {
            let result = pipeline.step(replayStep.input)
            let actual = ReplayField.values(status: result.status, effects: result.effects, indicator: result.indicator)
            var expected: [ReplayValue?] = exhaustivity == .on ? before : Array(repeating: nil, count: before.count)
            var asserted = Array(repeating: false, count: before.count)
            if exhaustivity == .on {
                for (field, value) in ReplayField.noEffects { expected[field.rawValue] = value }
                if case .sample(let sample) = replayStep.input { expected[ReplayField.offset.rawValue] = .number(sample.offset) }
            }
            for expectation in replayStep.expectations {
                for (field, value) in expectation.assignments {
                    expected[field.rawValue] = value
                    asserted[field.rawValue] = true
                }
            }
            if exhaustivity == .on, !asserted[ReplayField.stateEnteredAt.rawValue],
                let name = expected[ReplayField.state.rawValue], !name.matches(before[ReplayField.state.rawValue])
            {
                expected[ReplayField.stateEnteredAt.rawValue] = .number(replayStep.input.time)
            }
            let differences = ReplayField.allCases.compactMap { field -> ReplayMismatch.Difference? in
                guard let value = expected[field.rawValue], !value.matches(actual[field.rawValue]) else { return nil }
                return ReplayMismatch.Difference(
                    field: field.name, expected: value.description, actual: actual[field.rawValue].description,
                    isAsserted: asserted[field.rawValue])
            }
            if !differences.isEmpty {
                found.append(
                    ReplayMismatch(
                        stepNumber: index + 1, input: replayStep.input, differences: differences,
                        status: result.status))
            }
            // The next step starts from what happened, not from what was
            // expected, so that one mismatch is reported once.
            before = actual
        }
        return found
    }

    /// Runs `steps` and records a test issue for every mismatch.
    public func expect(_ steps: [ReplayStep], sourceLocation: SourceLocation = #_sourceLocation) {
        for mismatch in mismatches(steps) {
            Issue.record(Comment(rawValue: mismatch.description), sourceLocation: sourceLocation)
        }
    }
}

/// An indicator style that draws nothing, for replays that check a strategy alone.
public struct HiddenIndicatorStyle: IndicatorStyle {
    public static let descriptor = IndicatorDescriptor(name: "hidden", summary: "Draws nothing.", parameters: [])

    public init(parameters: ParameterValues, layout: RefreshLayout) {}

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel { .hidden }
}
