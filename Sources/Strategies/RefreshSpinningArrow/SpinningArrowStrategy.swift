import RefreshCore

/// Document 000's `ScrollActionView`: an arrow turns 1.7° per point of pull past
/// 30 pt; when it would pass 180° the refresh starts at once, during the pull,
/// with a heavy haptic, and a spinner replaces the arrow. The content is not
/// held while the finger stays past the trigger; on the first sample back under
/// it (the release) the content is held 40 pt down with a spring until the
/// action ends. Where the platform reports the finger
/// (``ScrollSample/isDragging``), the release is the finger lifting.
///
/// States, as the document's flags name them:
///
/// | state | document | phase |
/// |---|---|---|
/// | `idle` | `hasPulled == false`, `isLoading == false`, content at rest | `idle` |
/// | `pulling` | the arrow turns with `arrowAngle` | `pulling` |
/// | `hasPulled` | spinner shown, action running, finger still past the trigger | `refreshing` (inset 0) |
/// | `isLoading` | released: content held ``Parameters/holdDistance`` down | `refreshing` |
///
/// Fixes to the document (see docs/strategies/spinning-arrow.md): the angle
/// follows the pull back under 30 pt; an action that ends before the release
/// leaves no spinner and no hold behind; a release that jumps from past the
/// trigger straight under 30 pt still holds the content; and a new refresh
/// needs the content back at rest first.
public struct SpinningArrowStrategy: RefreshStrategy {
    /// Document 000's numbers, each declared once.
    public enum Parameters {
        public static let arrowStartDistance = StrategyParameter<Double>(
            "arrowStartDistance", default: 30, range: 0...1000, unit: .points,
            summary: "Pull distance at which the arrow starts to turn.",
            origin: "document 000 (`if value > 30`)")
        /// Where the arrow has turned 180° and the refresh starts: document
        /// 000 turns it 1.7° a point from 30 pt, so 30 + 180 / 1.7 ≈ 135.88 pt.
        /// The arrow turns evenly from ``arrowStartDistance`` to here.
        public static let triggerDistance = SharedDistances.trigger(
            default: 30 + 180 / 1.7,
            summary: "Pull distance at which the arrow has turned 180° and the refresh starts.",
            origin: "document 000 (`(value - 30) * 1.7` passing 180°)")
        public static let holdDistance = SharedDistances.hold(
            default: 40, summary: "How far the content is held down after the release while the action runs.",
            origin: "document 000 (`.offset(y: isLoading ? 40 : 0)`)")
        /// Every declaration, in the order presets list them.
        public static let all = [arrowStartDistance.declaration, triggerDistance.declaration, holdDistance.declaration]
    }

    /// The document's own state names, as ``RefreshStatus/stateName`` reports them.
    public enum State: String, StrategyState, CaseIterable {
        /// Nothing shown, content at rest.
        case idle
        /// The arrow turns with the pull.
        case pulling
        /// The document's `hasPulled`: spinner shown, action running, finger still past the trigger.
        case hasPulled
        /// The document's `isLoading`: released, content held down.
        case isLoading

        public var phase: RefreshPhase {
            switch self {
            case .idle: .idle
            case .pulling: .pulling
            case .hasPulled, .isLoading: .refreshing
            }
        }
    }

    public static let descriptor = StrategyDescriptor(
        name: "spinning-arrow",
        summary: "An arrow turns with the pull; at 180° the refresh starts and the content is held once released.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: SpinningArrowIndicator.descriptor.name,
        // `withAnimation { hasPulled = true }`, `withAnimation(.spring()) { isLoading = true }`
        // and the app's `withAnimation { isLoading = false }`.
        defaultAnimations: AnimationSet(start: .swiftUIDefault, hold: .swiftUISpring, finish: .swiftUIDefault),
        defaultHaptics: [.refreshStarted: .heavy],
        rules: [
            ParameterRule(
                parameters: [Parameters.triggerDistance.name, Parameters.arrowStartDistance.name],
                requirement: "triggerDistance must be greater than arrowStartDistance (the arrow turns between them)",
                fix: "Raise triggerDistance above arrowStartDistance, or lower arrowStartDistance.",
                holds: { values in values[Parameters.triggerDistance] > values[Parameters.arrowStartDistance] }),
            ParameterRule(
                parameters: [Parameters.holdDistance.name, Parameters.triggerDistance.name],
                severity: .warning,
                requirement: "holdDistance should not exceed triggerDistance",
                fix: "Lower holdDistance to at most triggerDistance.",
                holds: { values in values[Parameters.holdDistance] <= values[Parameters.triggerDistance] }),
        ],
        source: "document 000: ScrollActionView"
    )

    /// Pull distance at which the arrow starts to turn, in points.
    public let arrowStartDistance: Double
    /// The offset at which the arrow has turned 180° and the refresh starts.
    public let triggerDistance: Double
    /// Points the content is held down after the release (the document's 40).
    public let contentInset: Double

    /// The document's state, the status and the re-arm latch.
    private var machine = StrategyMachine(State.idle)
    public var status: RefreshStatus { machine.status }
    /// The document's state.
    public var state: State { machine.state }

    public init(parameters: ParameterValues) {
        arrowStartDistance = parameters[Parameters.arrowStartDistance]
        triggerDistance = parameters[Parameters.triggerDistance]
        contentInset = parameters[Parameters.holdDistance]
    }

    /// Document 000 as written.
    public init() { self.init(parameters: ParameterValues()) }

    /// Degrees the arrow turns per point of pull: the document's 1.7 at its defaults.
    public var degreesPerPoint: Double { 180 / (triggerDistance - arrowStartDistance) }

    /// The document has no finishing state: the outcome returns to idle at once.
    public var finishingDuration: Double { 0 }

    /// The arrow's angle for `offset`, in degrees, clamped to `0...180`. The
    /// document leaves the angle where it was once the pull falls back under
    /// 30 pt; RefreshKit follows the pull.
    public func arrowAngle(at offset: Double) -> Double {
        ((offset - arrowStartDistance) / (triggerDistance - arrowStartDistance) * 180).clamped(to: 0...180)
    }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            return take(sample)
        case .outcome(_, let time):
            guard status.phase == .refreshing else { return .none }
            // Ends the refresh even before the release (the document's stuck
            // spinner), and keeps a pull still away from rest from starting another.
            machine.endRefresh(entering: .idle, at: time)
            return RefreshEffects(animation: .finish)
        case .tick:
            return .none
        case .begin(let time):
            guard status.phase < .refreshing else { return .none }
            // As when the app sets the document's `isLoading` binding: spinner and hold at once.
            machine.enter(.isLoading, at: time, progress: 1, contentInset: contentInset)
            return RefreshEffects(startsRefresh: true, animation: .hold)
        case .reset(let time):
            machine.reset(at: time)
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        machine.observe(sample)
        switch state {
        case .isLoading:
            return .none
        case .hasPulled:
            switch sample.isDragging {
            case false?:
                // The platform saw the finger lift: that is the release.
                break
            case true?:
                // Still held: nothing moves under the finger until it lifts.
                return .none
            case nil:
                // From offsets alone the release is the first sample back under
                // the trigger, wherever it lands. The document updates its angle
                // only for samples past 30 pt, so a release straight from past
                // the trigger to under 30 pt never held the content.
                guard sample.offset < triggerDistance else { return .none }
            }
            machine.enter(.isLoading, at: sample.time, progress: 1, contentInset: contentInset)
            return RefreshEffects(animation: .hold)
        case .idle, .pulling:
            guard let began = machine.pull(sample, restingIn: .idle) else { return .none }
            if sample.offset > triggerDistance {
                // The spinner replaces the arrow; the content is not held until the release.
                machine.enter(.hasPulled, at: sample.time, progress: 1)
                return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
            }
            machine.follow(.pulling, at: sample.time, progress: arrowAngle(at: sample.offset) / 180)
            return RefreshEffects(feedback: began)
        }
    }
}
