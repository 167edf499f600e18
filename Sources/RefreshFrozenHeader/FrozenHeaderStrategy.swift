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
    public enum State: String, Sendable, Hashable, CaseIterable {
        case idle, pulling, refreshing, frozen
    }

    /// Every parameter, declared once.
    public enum Parameters {
        /// Document 003's `threshold`: the trigger and the frozen space's height.
        public static let threshold = Parameter<Double>(
            "threshold", default: 80, range: 1...1000, unit: .points,
            summary: "Crossing it going down starts the refresh; the frozen space above the content is this tall.",
            origin: "document 003 (the original article's default threshold)")

        /// Every declaration, in file order.
        public static let all = [threshold.declaration]
    }

    public static let descriptor = StrategyDescriptor(
        name: "frozen-header",
        summary: "Starts when the pull crosses the threshold; coming back up while refreshing freezes a threshold-high space above the content.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: "frozen-header",
        // The document animates nothing.
        defaultAnimations: AnimationSet(),
        source: "document 003: RefreshableScrollView (the frozen kind, after swiftui-lab.com's ScrollView – Pull to Refresh)"
    )

    /// The document's `threshold`, in points.
    public let threshold: Double
    /// The document's flags, as one state.
    public private(set) var state: State = .idle
    public private(set) var status = RefreshStatus(phase: .idle, stateName: State.idle.rawValue)
    /// The document's `previousScrollOffset`, which starts at 0.
    private var previousOffset = 0.0
    /// Set when a refresh ends away from rest: no new pull counts until the
    /// content has come back to rest (the document re-arms on the next
    /// After a refresh ends away from rest, no pull counts until the content is back at rest.
    private var rearm = RearmLatch()

    public init(parameters: ParameterValues) {
        threshold = parameters[Parameters.threshold]
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
            rearm.refreshEnded(atOffset: status.offset)
            enter(.idle, at: time)
            return RefreshEffects(animation: .finish)
        case .tick:
            return .none
        case .begin(let time):
            guard state == .idle || state == .pulling else { return .none }
            // No pull to come back from: freeze at once unless the content is
            // pulled past the threshold (the document never freezes here).
            enter(status.offset <= threshold ? .frozen : .refreshing, at: time)
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            state = .idle
            previousOffset = 0
            rearm = RearmLatch()
            status = RefreshStatus(phase: .idle, stateName: State.idle.rawValue, stateEnteredAt: time)
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        let previous = previousOffset
        previousOffset = sample.offset
        status.offset = sample.offset
        rearm.observe(sample)
        switch state {
        case .idle, .pulling:
            let wasIdle = state == .idle
            if rearm.isWaitingForRest || sample.isAtRest {
                if !wasIdle { enter(.idle, at: sample.time) }
                return .none
            }
            let began: FeedbackEvents = wasIdle ? .pullBegan : []
            // "Crossing the threshold on the way down, we start the refresh process."
            if previous <= threshold, sample.offset > threshold {
                enter(.refreshing, at: sample.time)
                return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
            }
            if wasIdle { enter(.pulling, at: sample.time) }
            status.progress = min(sample.offset / threshold, 1)
            return RefreshEffects(feedback: began)
        case .refreshing:
            // "Crossing the threshold on the way up, we add a space at the top."
            // Any refreshing sample at or under the threshold freezes, so that a
            // refresh whose upward crossing was never seen still shows.
            guard sample.offset <= threshold else { return .none }
            enter(.frozen, at: sample.time)
            return RefreshEffects(animation: .hold)
        case .frozen:
            return .none
        }
    }

    private mutating func enter(_ newState: State, at time: Double) {
        state = newState
        status.stateName = newState.rawValue
        status.stateEnteredAt = time
        status.nextDeadline = nil
        switch newState {
        case .idle:
            status.phase = .idle
            status.progress = 0
            status.contentInset = 0
        case .pulling:
            status.phase = .pulling
            status.contentInset = 0
        case .refreshing:
            status.phase = .refreshing
            status.progress = 1
            status.contentInset = 0
        case .frozen:
            status.phase = .refreshing
            status.progress = 1
            status.contentInset = threshold
        }
    }
}
