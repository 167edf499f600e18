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
    /// Document 001's numbers, each declared once: its `refreshDistance` and
    /// `offsetWhileLoading` under the names every strategy shares (``SharedDistances``).
    public enum Parameters {
        public static let minimumDistance = StrategyParameter<Double>(
            "minimumDistance", default: 10, range: 0...1000, unit: .points,
            summary: "Pull distance at or below which the ring stays empty (and hidden).",
            origin: "document 001 (`minimumDistance: CGFloat = 10`)")
        /// The document's `refreshDistance`.
        public static let triggerDistance = SharedDistances.trigger(
            default: 100, summary: "The first sample past this pull distance starts the refresh; the ring is full from here.",
            origin: "document 001 (`refreshDistance: CGFloat = 100`)")
        /// The document's `offsetWhileLoading`.
        public static let holdDistance = SharedDistances.hold(
            default: 36, summary: "How far the content is held down while the action runs.",
            origin: "document 001 (`offsetWhileLoading: CGFloat = 36`)")
        /// Every declaration, in the order presets list them.
        public static let all = [minimumDistance.declaration, triggerDistance.declaration, holdDistance.declaration]
    }

    /// The document's own state names, as ``RefreshStatus/stateName`` reports them.
    public enum State: String, StrategyState, CaseIterable {
        /// Not refreshing, content at rest.
        case idle
        /// Not refreshing; the ring follows the pull.
        case pulling
        /// The document's `isRefreshing`: the action runs, content held down.
        case isRefreshing

        public var phase: RefreshPhase {
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
        defaultIndicatorStyle: ProgressRingIndicator.descriptor.name,
        // `withAnimation(.easeOut) { isRefreshing = true }` and `withAnimation { isRefreshing = false }`.
        defaultAnimations: AnimationSet(
            start: .easeOut(duration: AnimationCurve.swiftUIEaseDuration), finish: .swiftUIDefault),
        defaultHaptics: [.refreshStarted: .medium],
        rules: [
            ParameterRule(
                parameters: [Parameters.minimumDistance.name, Parameters.triggerDistance.name],
                severity: .error,
                requirement: "minimumDistance must be less than triggerDistance",
                fix: "Lower minimumDistance below triggerDistance.",
                holds: { values in values[Parameters.minimumDistance] < values[Parameters.triggerDistance] }),
            ParameterRule(
                parameters: [Parameters.holdDistance.name, Parameters.triggerDistance.name],
                severity: .warning,
                requirement: "holdDistance should not exceed triggerDistance",
                fix: "Lower holdDistance to at most triggerDistance.",
                holds: { values in values[Parameters.holdDistance] <= values[Parameters.triggerDistance] }),
        ],
        source: "document 001: PullToRefreshView"
    )

    /// Pull distance at or below which the ring is empty, in points.
    public let minimumDistance: Double
    /// Pull distance past which the refresh starts, in points.
    public let refreshDistance: Double
    /// Points the content is held down while refreshing.
    public let offsetWhileLoading: Double

    /// The document's state, the status and the re-arm latch.
    private var machine = StrategyMachine(State.idle)
    public var status: RefreshStatus { machine.status }
    /// The document's state.
    public var state: State { machine.state }

    public init(parameters: ParameterValues) {
        minimumDistance = parameters[Parameters.minimumDistance]
        refreshDistance = parameters[Parameters.triggerDistance]
        offsetWhileLoading = parameters[Parameters.holdDistance]
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
        // NaN too; between the two distances (0 <= minimum < offset <
        // refresh) the quotient is already in 0...1.
        if !(offset > minimumDistance) { return 0 }
        return offset / refreshDistance
    }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            return take(sample)
        case .outcome(_, let time):
            guard state == .isRefreshing else { return .none }
            // The document's defect: without the re-arm a pull still past the
            // refresh distance starts a second refresh on the next sample.
            machine.endRefresh(entering: .idle, at: time)
            return RefreshEffects(animation: .finish)
        case .tick:
            return .none
        case .begin(let time):
            guard state != .isRefreshing else { return .none }
            machine.enter(.isRefreshing, at: time, progress: 1, contentInset: offsetWhileLoading)
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            machine.reset(at: time)
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        machine.observe(sample)
        guard state != .isRefreshing, let began = machine.pull(sample, restingIn: .idle) else { return .none }
        if sample.offset > refreshDistance {
            machine.enter(.isRefreshing, at: sample.time, progress: 1, contentInset: offsetWhileLoading)
            return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
        }
        machine.follow(.pulling, at: sample.time, progress: progress(at: sample.offset))
        return RefreshEffects(feedback: began)
    }
}
