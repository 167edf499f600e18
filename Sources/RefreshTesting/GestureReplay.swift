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

    public struct Difference: Sendable, Hashable {
        public var field: String
        public var expected: String
        public var actual: String
    }

    public var description: String {
        var text = "A status after step \(stepNumber) (\(RefreshTesting.describe(input))) does not match expectation:\n"
        for difference in differences {
            text += "  \(difference.field): expected \(difference.expected), got \(difference.actual)\n"
        }
        text += "  (status: \(RefreshTesting.describe(status)))"
        return text
    }
}

/// Replays a gesture through a strategy and its indicator, checking the status
/// after every step, as a `TestStore` checks every state change.
///
/// ```swift
/// let replay = GestureReplay(ProgressRingStrategy(), indicator: ProgressRingIndicator())
/// replay.expect([
///     .sample(50, at: 0.1, expect: [.phase(.pulling), .progress(0.5)]),
///     .sample(101, at: 0.2, expect: [.phase(.refreshing), .startsRefresh(true)]),
/// ])
/// ```
public struct GestureReplay: Sendable {
    /// The pipeline the steps run through.
    public var pipeline: RefreshPipeline

    /// Replays through a configured pipeline.
    public init(pipeline: RefreshPipeline) { self.pipeline = pipeline }

    /// Replays through `strategy` and `indicator` (or an indicator that draws
    /// nothing), with the style's layout defaults and the strategy's default
    /// animations.
    public init(_ strategy: any RefreshStrategy, indicator: (any IndicatorStyle)? = nil) {
        let style = indicator ?? HiddenIndicatorStyle(parameters: ParameterValues(), layout: RefreshLayout())
        pipeline = RefreshPipeline(
            name: type(of: strategy).descriptor.name,
            strategy: strategy,
            indicator: style,
            layout: RefreshLayout(parameters: type(of: style).descriptor.layoutDefaults)
        )
    }

    /// Runs `steps` and returns every mismatch.
    public func mismatches(_ steps: [ReplayStep]) -> [ReplayMismatch] {
        var pipeline = self.pipeline
        var found: [ReplayMismatch] = []
        for (index, replayStep) in steps.enumerated() {
            let result = pipeline.step(replayStep.input)
            let differences = replayStep.expectations.compactMap { $0.mismatch(in: result) }.map {
                ReplayMismatch.Difference(field: $0.field, expected: $0.expected, actual: $0.actual)
            }
            if !differences.isEmpty {
                found.append(ReplayMismatch(stepNumber: index + 1, input: replayStep.input, differences: differences,
                    status: result.status))
            }
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
