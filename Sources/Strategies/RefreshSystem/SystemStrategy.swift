import RefreshCore

/// SwiftUI's own `.refreshable`, the half of document 002 that shows it on a
/// `List`: on screen the platform draws and runs its own refresh control. For
/// simulation, the command line and tests, this strategy behaves as that
/// control (`UIRefreshControl`) does: the refresh starts during the pull, as
/// soon as the pull reaches the trigger distance, without waiting for the
/// release; while it runs the content is kept at least ``contentInset`` down.
///
/// ## Chosen numbers
///
/// Apple documents no number for either: `UIRefreshControl`'s header says
/// only that the control fires "when a user has pulled-to-refresh".
/// RefreshKit takes both from ISRefreshControl (GitHub ishkawa/ISRefreshControl,
/// `ISRefreshControl/ISRefreshControl.m`), a drop-in replacement written to
/// imitate `UIRefreshControl` on iOS 5: it fires once `contentOffset.y <= -115`
/// while the finger is down, and then adds 50 pt to the top inset. SwiftUI's
/// control asks for a long pull indeed: users find it about twice as long as
/// other apps' (GitHub Dimillian/IceCubesApp issue 1480, where the maintainer
/// answers that it is the default iOS control), so the shorter 90 pt of
/// SwiftUI-Refresher's "system" style (gh123man/SwiftUI-Refresher) was not taken.
///
/// States, as `UIRefreshControl` names them (`isRefreshing`):
///
/// | state | phase |
/// |---|---|
/// | `idle` | `idle` |
/// | `pulling` | `pulling` |
/// | `refreshing` | `refreshing` |
public struct SystemStrategy: RefreshStrategy {
    /// The control's numbers, each declared once.
    public enum Parameters {
        public static let triggerDistance = SharedDistances.trigger(
            default: 115, summary: "Pull distance at which the refresh starts, during the pull.",
            origin: "RefreshKit: chosen because ISRefreshControl, a copy of UIRefreshControl, fires at 115 pt; Apple documents no number")
        public static let holdDistance = SharedDistances.hold(
            default: 50, summary: "While refreshing, the content's top is kept at least this far down; a longer pull moves it further.",
            origin: "RefreshKit: chosen because ISRefreshControl, a copy of UIRefreshControl, adds 50 pt of top inset while refreshing")
        /// Every declaration, in the order presets list them.
        public static let all = [triggerDistance.declaration, holdDistance.declaration]
    }

    /// The state names, as `UIRefreshControl` speaks of them.
    public enum State: String, StrategyState, CaseIterable {
        /// Content at rest, nothing shown.
        case idle
        /// The control is being revealed.
        case pulling
        /// `isRefreshing`: the action runs.
        case refreshing

        public var phase: RefreshPhase {
            switch self {
            case .idle: .idle
            case .pulling: .pulling
            case .refreshing: .refreshing
            }
        }
    }

    public static let descriptor = StrategyDescriptor(
        name: "system",
        summary: "The platform's own refresh control: starts during the pull at its trigger distance.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: SystemSpinnerIndicator.descriptor.name,
        // SwiftUI's default animation: the control's own curves are private.
        defaultAnimations: AnimationSet(start: .swiftUIDefault, finish: .swiftUIDefault),
        // None: on screen the platform's control gives its own feedback, and a
        // RefreshKit haptic on top of it would play twice.
        defaultHaptics: [:],
        rules: [
            ParameterRule(
                parameters: [Parameters.holdDistance.name, Parameters.triggerDistance.name],
                severity: .warning,
                requirement: "holdDistance should not exceed triggerDistance",
                fix: "Lower holdDistance to at most triggerDistance.",
                holds: { values in values[Parameters.holdDistance] <= values[Parameters.triggerDistance] })
        ],
        source: "SwiftUI's .refreshable (document 002's List example)"
    )

    /// Pull distance at which the refresh starts, in points.
    public let triggerDistance: Double
    /// How far down the content's top is kept while refreshing, in points.
    public let contentInset: Double

    /// The control's state, the status and the re-arm latch.
    private var machine = StrategyMachine(State.idle)
    public var status: RefreshStatus { machine.status }
    /// The control's state.
    public var state: State { machine.state }

    public init(parameters: ParameterValues) {
        triggerDistance = parameters[Parameters.triggerDistance]
        contentInset = parameters[Parameters.holdDistance]
    }

    /// The control with RefreshKit's chosen numbers.
    public init() { self.init(parameters: ParameterValues()) }

    /// The control has no finishing state RefreshKit waits for: the outcome returns to idle at once.
    public var finishingDuration: Double { 0 }

    /// The inset that keeps the content's top at `max(offset, contentInset)`:
    /// the control never pushes the content away from under the finger, and
    /// once released the content settles `contentInset` down. Scrolled into
    /// the content (offset below 0), the whole inset applies.
    public func heldInset(at offset: Double) -> Double {
        contentInset - offset.clamped(to: 0...contentInset)
    }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            return take(sample)
        case .outcome(_, let time):
            guard state == .refreshing else { return .none }
            machine.endRefresh(entering: .idle, at: time)
            return RefreshEffects(animation: .finish)
        case .tick:
            return .none
        case .begin(let time):
            // `beginRefreshing()`.
            guard state != .refreshing else { return .none }
            machine.enter(.refreshing, at: time, progress: 1, contentInset: heldInset(at: status.offset))
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            machine.reset(at: time)
            return .none
        }
    }

    private mutating func take(_ sample: ScrollSample) -> RefreshEffects {
        machine.observe(sample)
        if state == .refreshing {
            machine.contentInset = heldInset(at: sample.offset)
            return .none
        }
        guard let began = machine.pull(sample, restingIn: .idle) else { return .none }
        if sample.offset >= triggerDistance {
            machine.enter(.refreshing, at: sample.time, progress: 1, contentInset: heldInset(at: sample.offset))
            return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
        }
        machine.follow(.pulling, at: sample.time, progress: (sample.offset / triggerDistance).clamped(to: 0...1))
        return RefreshEffects(feedback: began)
    }
}
