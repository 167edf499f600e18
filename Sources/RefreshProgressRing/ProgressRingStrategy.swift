import RefreshCore

/// Document 001's `PullToRefreshView`: a ring fills as the content is pulled
/// (nothing under the minimum distance, 10 pt); the first sample past the
/// refresh distance (100 pt) starts the refresh at once, during the pull, with
/// a medium haptic and an ease-out, and the content is held 36 pt down until
/// the action calls `done`.
///
/// States, as the document's `isRefreshing` flag divides them:
///
/// | state | document | phase |
/// |---|---|---|
/// | `idle` | `isRefreshing == false`, content at rest | `idle` |
/// | `pulling` | `isRefreshing == false`, `progress` follows the offset | `pulling` |
/// | `isRefreshing` | `isRefreshing == true`, content held ``Parameters/offsetWhileLoading`` down | `refreshing` |
///
/// Fix to the document (see docs/strategies/progress-ring.md): when the action
/// ends while the finger still holds the pull past 100 pt, the document starts
/// a second refresh on the next sample; RefreshKit waits for the content to
/// come back to rest.
public struct ProgressRingStrategy: RefreshStrategy {
    /// Document 001's numbers, under the document's own names, each declared once.
    public enum Parameters {
        public static let minimumDistance = Parameter<Double>(
            "minimumDistance", default: 10, range: 0...1000, unit: .points,
            summary: "Pull distance at or below which the ring stays empty (and hidden).",
            origin: "document 001 (`minimumDistance: CGFloat = 10`)")
        public static let refreshDistance = Parameter<Double>(
            "refreshDistance", default: 100, range: 1...1000, unit: .points,
            summary: "The first sample past this pull distance starts the refresh; the ring is full from here.",
            origin: "document 001 (`refreshDistance: CGFloat = 100`)")
        public static let offsetWhileLoading = Parameter<Double>(
            "offsetWhileLoading", default: 36, range: 0...400, unit: .points,
            summary: "How far the content is held down while the action runs.",
            origin: "document 001 (`offsetWhileLoading: CGFloat = 36`)")
        /// Every declaration, in the order presets list them.
        public static let all = [minimumDistance.declaration, refreshDistance.declaration, offsetWhileLoading.declaration]
    }

    /// The document's own state names, as ``RefreshStatus/stateName`` reports them.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// Not refreshing, content at rest.
        case idle
        /// Not refreshing; the ring follows the pull.
        case pulling
        /// The document's `isRefreshing`: the action runs, content held down.
        case isRefreshing

        var phase: RefreshPhase {
            switch self {
            case .idle: .idle
            case .pulling: .pulling
            case .isRefreshing: .refreshing
            }
        }
    }

    public static let descriptor = StrategyDescriptor(
        name: "progress-ring",
        summary: "A ring fills with the pull; past the refresh distance the refresh starts at once and the content is held.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: "progress-ring",
        // `withAnimation(.easeOut) { isRefreshing = true }` and `withAnimation { isRefreshing = false }`.
        defaultAnimations: AnimationSet(
            start: .easeOut(duration: AnimationCurve.swiftUIEaseDuration), finish: .swiftUIDefault),
        defaultHaptics: [.refreshStarted: .medium],
        rules: [
            ParameterRule(
                parameters: [Parameters.minimumDistance.name, Parameters.refreshDistance.name],
                severity: .error,
                requirement: "minimumDistance must be less than refreshDistance",
                fix: "Lower minimumDistance below refreshDistance.",
                holds: { values in values[Parameters.minimumDistance] < values[Parameters.refreshDistance] }),
            ParameterRule(
                parameters: [Parameters.offsetWhileLoading.name, Parameters.refreshDistance.name],
                severity: .warning,
                requirement: "offsetWhileLoading should not exceed refreshDistance",
                fix: "Lower offsetWhileLoading to at most refreshDistance.",
                holds: { values in values[Parameters.offsetWhileLoading] <= values[Parameters.refreshDistance] }),
        ],
        source: "document 001: PullToRefreshView"
    )

    /// Pull distance at or below which the ring is empty, in points.
    public let minimumDistance: Double
    /// Pull distance past which the refresh starts, in points.
    public let refreshDistance: Double
    /// Points the content is held down while refreshing.
    public let offsetWhileLoading: Double

    public private(set) var status = RefreshStatus(phase: .idle, stateName: State.idle.rawValue)
    /// The document's state.
    public private(set) var state = State.idle
    /// After a refresh ends away from rest, no pull counts until the content is back at rest.
    private var rearm = RearmLatch()

    public init(parameters: ParameterValues) {
        minimumDistance = parameters[Parameters.minimumDistance]
        refreshDistance = parameters[Parameters.refreshDistance]
        offsetWhileLoading = parameters[Parameters.offsetWhileLoading]
    }

    /// Document 001 as written.
    public init() { self.init(parameters: ParameterValues()) }

    public var triggerDistance: Double { refreshDistance }

    /// The document has no finishing state: `done` returns to idle at once.
    public var finishingDuration: Double { 0 }

    /// The document's `calculateProgress(from:)` when not refreshing: 1 at or
    /// past the refresh distance, 0 at or under the minimum distance, and
    /// `offset / refreshDistance` between (not rescaled from the minimum
    /// distance, so the ring appears already a tenth full).
    public func progress(at offset: Double) -> Double {
        if offset >= refreshDistance { return 1 }
        if offset <= minimumDistance { return 0 }
        return (offset / refreshDistance).clamped(to: 0...1)
    }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            return take(sample)
        case .outcome(_, let time):
            guard state == .isRefreshing else { return .none }
            // The document's defect: without this latch a pull still past the
            // refresh distance starts a second refresh on the next sample.
            rearm.refreshEnded(atOffset: status.offset)
            enter(.idle, at: time)
            return RefreshEffects(animation: .finish)
        case .tick:
            return .none
        case .begin(let time):
            guard state != .isRefreshing else { return .none }
            enter(.isRefreshing, at: time)
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            rearm = RearmLatch()
            state = .idle
            status = RefreshStatus(phase: .idle, stateName: State.idle.rawValue, stateEnteredAt: time)
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        status.offset = sample.offset
        rearm.observe(sample)
        switch state {
        case .isRefreshing:
            return .none
        case .idle where rearm.isWaitingForRest:
            return .none
        case .idle, .pulling:
            let wasIdle = state == .idle
            let began: FeedbackEvents = wasIdle && !sample.isAtRest ? .pullBegan : []
            if sample.offset > refreshDistance {
                enter(.isRefreshing, at: sample.time)
                return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
            }
            if sample.isAtRest {
                if !wasIdle { enter(.idle, at: sample.time) }
                return .none
            }
            if wasIdle { enter(.pulling, at: sample.time) }
            status.progress = progress(at: sample.offset)
            return RefreshEffects(feedback: began)
        }
    }

    /// Enters a state and sets the phase, progress and inset that go with it.
    private mutating func enter(_ newState: State, at time: Double) {
        state = newState
        status.phase = newState.phase
        status.stateName = newState.rawValue
        status.stateEnteredAt = time
        status.nextDeadline = nil
        switch newState {
        case .idle, .pulling:
            status.progress = 0
            status.contentInset = 0
        case .isRefreshing:
            status.progress = 1
            status.contentInset = offsetWhileLoading
        }
    }
}
