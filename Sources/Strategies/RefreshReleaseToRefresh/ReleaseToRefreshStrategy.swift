import RefreshCore

/// Document 002's `RefreshableScrollView` (the SwiftUI Recipes kind): a pull
/// past the threshold primes it, and the refresh starts when the offset comes
/// back under the threshold, that is, on release. While loading, the content
/// is held the threshold's height down.
///
/// | state | phase |
/// |---|---|
/// | `waiting` | `idle` at rest, `pulling` (progress = offset / threshold) above it |
/// | `primed` | `armed` |
/// | `loading` | `refreshing` |
///
/// Where the platform reports the finger (``ScrollSample/isDragging``), the
/// release is the finger lifting while primed, and bringing the pull back
/// under the threshold with the finger still down disarms; from offsets
/// alone, the document's rule stands.
///
/// The document has no finishing state: the outcome returns to `waiting` at
/// once. Where RefreshKit departs from the document (re-arming only at rest,
/// ignoring an outcome that arrives while not loading), docs/strategies/
/// release-to-refresh.md says why.
public struct ReleaseToRefreshStrategy: RefreshStrategy {
    /// The document's `RefreshState`.
    public enum State: String, StrategyState, CaseIterable {
        case waiting, primed, loading

        /// `waiting` is idle at rest and pulling above it.
        public var phase: RefreshPhase {
            switch self {
            case .waiting: .idle
            case .primed: .armed
            case .loading: .refreshing
            }
        }
    }

    /// Every parameter, declared once.
    public enum Parameters {
        /// Document 002's `THRESHOLD`, as the trigger: pull past it to prime,
        /// come back under it to start the refresh.
        public static let triggerDistance = SharedDistances.trigger(
            default: 50, summary: "Pull past this to prime; coming back under it starts the refresh.",
            origin: "document 002 (THRESHOLD)")
        /// Document 002's `THRESHOLD` again, as the held inset: one constant
        /// in the document, two numbers here.
        public static let holdDistance = SharedDistances.hold(
            default: 50, summary: "How far loading holds the content down.", origin: "document 002 (THRESHOLD)")

        /// Every declaration, in file order.
        public static let all = [triggerDistance.declaration, holdDistance.declaration]
    }

    public static let descriptor = StrategyDescriptor(
        name: "release-to-refresh",
        summary:
            "Primes past the threshold and starts the refresh on release; the content is held the threshold's height down while loading.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: ActivityBandIndicator.descriptor.name,
        // The document changes state without animation on release and inside
        // `withAnimation {}` (SwiftUI's default animation) when loading ends.
        defaultAnimations: AnimationSet(finish: .swiftUIDefault),
        source: "document 002: RefreshableScrollView (after SwiftUI Recipes)"
    )

    /// The document's `THRESHOLD`, in points.
    public let threshold: Double
    /// How far loading holds the content down, in points (the document's `THRESHOLD` too).
    public let holdDistance: Double
    /// The document's state, the status and the re-arm latch.
    private var machine = StrategyMachine(State.waiting)
    /// The document's state.
    public var state: State { machine.state }
    public var status: RefreshStatus { machine.status }

    public init(parameters: ParameterValues) {
        threshold = parameters[Parameters.triggerDistance]
        holdDistance = parameters[Parameters.holdDistance]
    }

    /// The document's configuration.
    public init() { self.init(parameters: ParameterValues()) }

    public var triggerDistance: Double { threshold }
    /// The document returns to `waiting` as soon as loading ends.
    public var finishingDuration: Double { 0 }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            return take(sample)
        case .outcome(_, let time):
            // The document's `done` sets `waiting` whatever the state; a late
            // or repeated `done` would drop a primed pull.
            guard state == .loading else { return .none }
            machine.endRefresh(entering: .waiting, at: time)
            return RefreshEffects(animation: .finish)
        case .tick:
            return .none
        case .begin(let time):
            guard state != .loading else { return .none }
            machine.enter(.loading, at: time, progress: 1, contentInset: holdDistance)
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            machine.reset(at: time)
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        machine.observe(sample)
        switch state {
        case .loading:
            // The document ignores offsets while loading; only the offset is kept, for re-arming.
            return .none
        case .primed:
            switch sample.isDragging {
            case false?:
                // The platform saw the finger lift: that is the release.
                break
            case true?:
                // Still held: coming back under the threshold disarms, and
                // only a release starts the refresh.
                guard sample.offset < threshold else { return .none }
                let atRest = sample.isAtRest
                machine.enter(
                    .waiting, at: sample.time, phase: atRest ? .idle : .pulling,
                    progress: atRest ? 0 : min(sample.offset / threshold, 1))
                return RefreshEffects(feedback: .disarmed)
            case nil:
                // The document's `offset < THRESHOLD && state == .primed`: the
                // content coming back under the threshold is the release.
                guard sample.offset < threshold else { return .none }
            }
            machine.enter(.loading, at: sample.time, progress: 1, contentInset: holdDistance)
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .waiting:
            guard var events = machine.pull(sample, restingIn: .waiting) else { return .none }
            // The document's `offset > THRESHOLD && state == .waiting`.
            if sample.offset > threshold {
                machine.enter(.primed, at: sample.time, progress: 1)
                events.insert(.armed)
                return RefreshEffects(feedback: events)
            }
            // Still `waiting`: idle to pulling is a phase change, not a state change.
            machine.follow(.waiting, at: sample.time, phase: .pulling, progress: min(sample.offset / threshold, 1))
            return RefreshEffects(feedback: events)
        }
    }
}
