import RefreshCore

/// Document 003's `RefreshableScrollView` of the "frozen" kind: the refresh
/// starts when the offset crosses the threshold going down; while it runs,
/// coming back up to the threshold "freezes" a threshold-high space above the
/// content until the refresh ends.
///
/// | state | phase |
/// |---|---|
/// | `idle` | `idle` |
/// | `pulling` | `pulling` (progress = offset / threshold) |
/// | `refreshing` | `refreshing` (the document's `refreshing`, not yet `frozen`; nothing held) |
/// | `frozen` | `refreshing` (`refreshing && frozen`: the content held the threshold down) |
///
/// The document has no finishing state: the outcome returns to `idle` at
/// once. docs/strategies/frozen-header.md lists where RefreshKit departs from
/// the document and why.
public struct FrozenHeaderStrategy: RefreshStrategy {
    /// The document's two flags, `refreshing` and `frozen`, as one state.
    public enum State: String, StrategyState, CaseIterable {
        case idle, pulling, refreshing, frozen

        public var phase: RefreshPhase {
            switch self {
            case .idle: .idle
            case .pulling: .pulling
            case .refreshing, .frozen: .refreshing
            }
        }
    }

    /// Every parameter, declared once.
    public enum Parameters {
        /// Document 003's `threshold`, as the trigger.
        public static let triggerDistance = SharedDistances.trigger(
            default: 80, summary: "Crossing it going down starts the refresh.",
            origin: "document 003 (the original article's default threshold)")
        /// Document 003's `threshold` again, as the frozen space's height:
        /// coming back up to it while refreshing freezes it.
        public static let holdDistance = SharedDistances.hold(
            default: 80, summary: "Coming back up to this while refreshing freezes a space this tall above the content.",
            origin: "document 003 (the original article's default threshold)")

        /// Every declaration, in file order.
        public static let all = [triggerDistance.declaration, holdDistance.declaration]
    }

    public static let descriptor = StrategyDescriptor(
        name: "frozen-header",
        summary:
            "Starts when the pull crosses the threshold; coming back up while refreshing freezes a threshold-high space above the content.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: FrozenHeaderIndicator.descriptor.name,
        // The document animates nothing.
        defaultAnimations: AnimationSet(),
        source: "document 003: RefreshableScrollView (the frozen kind, after swiftui-lab.com's ScrollView – Pull to Refresh)"
    )

    /// The document's `threshold`, in points.
    public let threshold: Double
    /// The frozen space's height, in points (the document's `threshold` too).
    public let holdDistance: Double
    /// The document's flags as one state, the status and the re-arm latch.
    private var machine = StrategyMachine(State.idle)
    /// The document's flags, as one state.
    public var state: State { machine.state }
    public var status: RefreshStatus { machine.status }
    /// The document's `previousScrollOffset`, which starts at 0.
    private var previousOffset = 0.0

    public init(parameters: ParameterValues) {
        threshold = parameters[Parameters.triggerDistance]
        holdDistance = parameters[Parameters.holdDistance]
    }

    /// The document's configuration.
    public init() { self.init(parameters: ParameterValues()) }

    public var triggerDistance: Double { threshold }
    /// The document drops the frozen space as soon as the refresh ends.
    public var finishingDuration: Double { 0 }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            return take(sample)
        case .outcome(_, let time):
            guard state == .refreshing || state == .frozen else { return .none }
            machine.endRefresh(entering: .idle, at: time)
            return RefreshEffects(animation: .finish)
        case .tick:
            return .none
        case .begin(let time):
            guard state == .idle || state == .pulling else { return .none }
            // No pull to come back from: freeze at once unless the content is
            // pulled past the threshold (the document never freezes here).
            if status.offset <= holdDistance {
                machine.enter(.frozen, at: time, progress: 1, contentInset: holdDistance)
            } else {
                machine.enter(.refreshing, at: time, progress: 1)
            }
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            machine.reset(at: time)
            previousOffset = 0
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        let previous = previousOffset
        previousOffset = sample.offset
        machine.observe(sample)
        switch state {
        case .idle, .pulling:
            guard let began = machine.pull(sample, restingIn: .idle) else { return .none }
            // "Crossing the threshold on the way down, we start the refresh process."
            if previous <= threshold, sample.offset > threshold {
                machine.enter(.refreshing, at: sample.time, progress: 1)
                return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
            }
            machine.follow(.pulling, at: sample.time, progress: min(sample.offset / threshold, 1))
            return RefreshEffects(feedback: began)
        case .refreshing:
            // "Crossing the threshold on the way up, we add a space at the top."
            // Any refreshing sample at or under the threshold freezes, so that a
            // refresh whose upward crossing was never seen still shows.
            guard sample.offset <= holdDistance else { return .none }
            machine.enter(.frozen, at: sample.time, progress: 1, contentInset: holdDistance)
            return RefreshEffects(animation: .hold)
        case .frozen:
            return .none
        }
    }
}
