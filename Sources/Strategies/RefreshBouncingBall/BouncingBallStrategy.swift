import RefreshCore

/// Document 004's `PullToRefresh`: the pull's progress runs to 1 over
/// `maxOffset`, where the refresh starts (`ongoing`) and the content is held
/// `maxOffset` down. When the action ends, the ball returns
/// (`preparingFinish`, `timeForTheBallToReturn`), the content goes back and
/// the ball rolls out (`finishing`, `timeForTheBallToRollOut`), then `idle`.
///
/// | state | phase |
/// |---|---|
/// | `idle` | `idle` |
/// | `pulling` | `pulling` (progress = offset / maxOffset) |
/// | `ongoing` | `refreshing` (content held `maxOffset` down) |
/// | `preparingFinish` | `finishing` (content still held) |
/// | `finishing` | `finishing` |
///
/// The timed states ask for ticks through ``RefreshStatus/nextDeadline``.
/// docs/strategies/bouncing-ball.md lists where RefreshKit departs from the
/// document and why.
public struct BouncingBallStrategy: RefreshStrategy {
    /// The document's `AnimationState`.
    public enum State: String, StrategyState, CaseIterable {
        case idle, pulling, ongoing, preparingFinish, finishing

        public var phase: RefreshPhase {
            switch self {
            case .idle: .idle
            case .pulling: .pulling
            case .ongoing: .refreshing
            case .preparingFinish, .finishing: .finishing
            }
        }
    }

    /// Every parameter, declared once, under the document's `Constants` names.
    public enum Parameters {
        /// The document's `maxOffset`, as the trigger.
        public static let triggerDistance = SharedDistances.trigger(
            default: 100, summary: "The pull that brings progress to 1 and starts the refresh.",
            origin: "RefreshKit: chosen because it leaves room for the 42 pt ball to jump (the document gives no number)")
        /// The document's `maxOffset` again, as the held inset.
        public static let holdDistance = SharedDistances.hold(
            default: 100, summary: "How far the content is held down while the ball jumps.",
            origin: "RefreshKit: the same as the trigger, as the document holds at its maxOffset")
        public static let timeForTheBallToReturn = StrategyParameter<Double>(
            "timeForTheBallToReturn", default: 0.3, range: 0...10, unit: .seconds,
            summary: "How long the ball takes to return after the action ends (preparingFinish).",
            origin: "RefreshKit: chosen because a return shorter than one 0.35 s jump reads as one last hop (the document gives no number)")
        public static let timeForTheBallToRollOut = StrategyParameter<Double>(
            "timeForTheBallToRollOut", default: 1.0, range: 0...10, unit: .seconds,
            summary: "How long the ball takes to roll out before the state returns to idle (finishing).",
            origin:
                "RefreshKit: chosen because the sample project rolls the ball out in about 1 s, two turns (the document gives no number)")

        /// Every declaration, in file order.
        public static let all = [
            triggerDistance.declaration, holdDistance.declaration, timeForTheBallToReturn.declaration,
            timeForTheBallToRollOut.declaration,
        ]
    }

    /// The document's `spring`: `.interpolatingSpring(stiffness: 80, damping: 4)` (mass 1).
    public static let spring = AnimationCurve.interpolatingSpring(mass: 1, stiffness: 80, damping: 4)

    public static let descriptor = StrategyDescriptor(
        name: "bouncing-ball",
        summary: "A pull to triggerDistance starts the refresh; a ball jumps while it runs, returns, and rolls out before the next one.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: "bouncing-ball",
        // `.animation(state != .finishing ? spring : ease, value: state)`, with
        // `ease = .easeInOut(duration: timeForTheBallToReturn)`: the settle
        // curve follows the preset's return time.
        animations: { values in
            AnimationSet(start: spring, finish: spring, settle: .easeInOut(duration: values[Parameters.timeForTheBallToReturn]))
        },
        source: "document 004: PullToRefresh (bouncing ball)"
    )

    /// The pull that brings progress to 1, in points.
    public let maxOffset: Double
    /// How far the content is held down while the ball jumps, in points.
    public let holdDistance: Double
    /// The length of `preparingFinish`, in seconds.
    public let timeForTheBallToReturn: Double
    /// The length of `finishing`, in seconds.
    public let timeForTheBallToRollOut: Double
    /// The document's state, the status and the re-arm latch.
    private var machine = StrategyMachine(State.idle)
    /// The document's state.
    public var state: State { machine.state }
    public var status: RefreshStatus { machine.status }

    public init(parameters: ParameterValues) {
        maxOffset = parameters[Parameters.triggerDistance]
        holdDistance = parameters[Parameters.holdDistance]
        timeForTheBallToReturn = parameters[Parameters.timeForTheBallToReturn]
        timeForTheBallToRollOut = parameters[Parameters.timeForTheBallToRollOut]
    }

    /// The document's configuration.
    public init() { self.init(parameters: ParameterValues()) }

    public var triggerDistance: Double { maxOffset }
    public var finishingDuration: Double { timeForTheBallToReturn + timeForTheBallToRollOut }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            return take(sample)
        case .outcome(_, let time):
            guard state == .ongoing else { return .none }
            machine.endRefresh(
                entering: .preparingFinish, at: time, progress: 1, contentInset: holdDistance,
                deadline: time + timeForTheBallToReturn)
            // A zero-length return goes straight on.
            return RefreshEffects(animation: advance(to: time) ? .settle : .finish)
        case .tick(let time):
            let before = state
            let enteredFinishing = advance(to: time)
            guard state != before else { return .none }
            return RefreshEffects(animation: enteredFinishing ? .settle : nil)
        case .begin(let time):
            guard state == .idle || state == .pulling else { return .none }
            machine.enter(.ongoing, at: time, progress: 1, contentInset: holdDistance)
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            // The document's task outlives the view; here a reset forgets the
            // refresh, and its late outcome and deadlines find nothing to do.
            machine.reset(at: time)
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        machine.observe(sample)
        if !sample.isAtRest, state == .preparingFinish || state == .finishing {
            // A pull during the finish must come back to rest before it counts.
            machine.ignoreCurrentPull()
        }
        guard state == .idle || state == .pulling, let began = machine.pull(sample, restingIn: .idle) else {
            return .none
        }
        // Measured from rest (offset 0), not from the first frame seen; and
        // the refresh starts on the frame that brings progress to 1.
        let progress = min(1, sample.offset / maxOffset)
        if progress >= 1 {
            machine.enter(.ongoing, at: sample.time, progress: 1, contentInset: holdDistance)
            return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
        }
        machine.follow(.pulling, at: sample.time, progress: progress)
        return RefreshEffects(feedback: began)
    }

    /// Moves through the timed states whose deadlines have passed by `time`,
    /// each entered at its scheduled moment; returns whether `finishing` was
    /// entered (the content's return).
    private mutating func advance(to time: Double) -> Bool {
        var enteredFinishing = false
        if state == .preparingFinish, let deadline = status.nextDeadline, time >= deadline {
            machine.enter(.finishing, at: deadline, progress: 1, deadline: deadline + timeForTheBallToRollOut)
            enteredFinishing = true
        }
        if state == .finishing, let deadline = status.nextDeadline, time >= deadline {
            machine.enter(.idle, at: deadline)
        }
        return enteredFinishing
    }
}
