/// The bookkeeping every strategy shares: its own state, the status it
/// reports, and the re-arm promise. A strategy keeps one, reports its
/// ``status``, and writes only what its document decides: when a pull
/// starts a refresh, what the progress is, how far the content is held.
///
/// ```swift
/// public struct RingStrategy: RefreshStrategy {  // in the manner of ProgressRingStrategy
///     private var machine = StrategyMachine(State.idle)
///     public var status: RefreshStatus { machine.status }
///
///     public mutating func step(_ input: RefreshInput) -> RefreshEffects {
///         switch input {
///         case .sample(let sample):
///             machine.observe(sample)
///             guard machine.state != .isRefreshing,
///                 let began = machine.pull(sample, restingIn: .idle) else { return .none }
///             if sample.offset > refreshDistance {
///                 machine.enter(.isRefreshing, at: sample.time, progress: 1, contentInset: offsetWhileLoading)
///                 return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
///             }
///             machine.follow(.pulling, at: sample.time, progress: progress(at: sample.offset))
///             return RefreshEffects(feedback: began)
///         case .outcome(_, let time):
///             guard machine.state == .isRefreshing else { return .none }
///             machine.endRefresh(entering: .idle, at: time)
///             return RefreshEffects(animation: .finish)
///         case .begin(let time):
///             guard machine.beginRefresh(entering: .isRefreshing, at: time, progress: 1, contentInset: offsetWhileLoading)
///             else { return .none }
///             return RefreshEffects(startsRefresh: true, animation: .start)
///         case .reset(let time):
///             machine.reset(at: time)
///             return .none
///         ...
///         }
///     }
/// }
/// ```
///
/// ## Implementation requirements
///
/// A strategy built on a machine must:
/// - pass every sample to ``observe(_:)`` first, whatever its state, so that
///   ``RefreshStatus/offset`` is the last accepted offset and a sample at rest
///   re-arms;
/// - in the states where a pull may start a refresh (its idle and pulling
///   states), take the sample through ``pull(_:restingIn:)`` and go on only
///   when it returns events: these hold ``FeedbackEvent/pullBegan`` exactly on
///   the first sample of a pull, and are the strategy's to report;
/// - change state only through ``enter(_:at:phase:progress:contentInset:deadline:)``,
///   ``follow(_:at:phase:progress:)``, ``endRefresh(entering:at:phase:progress:contentInset:deadline:)``
///   and ``reset(at:)``, so that ``RefreshStatus/stateName``,
///   ``RefreshStatus/phase``, ``RefreshStatus/stateEnteredAt`` and
///   ``RefreshStatus/nextDeadline`` always describe ``state``;
/// - end every refresh through ``endRefresh(entering:at:phase:progress:contentInset:deadline:)``,
///   which keeps a pull still away from rest from starting another;
/// - start a refresh on ``RefreshInput/begin(time:)`` only when none is
///   running or finishing:
///   ``beginRefresh(entering:at:phase:progress:contentInset:deadline:)`` does
///   exactly that (the built-in strategies write their documents' own rules,
///   some of which refuse `begin` in more states);
/// - give progress in `0...1` and insets finite and `>= 0`, and deadlines
///   after the input that sets them: the machine stores what it is given.
///
/// The machine is a value (copying a strategy copies it), and nothing it does
/// touches the heap.
public struct StrategyMachine<State: StrategyState>: Sendable, Hashable {
    var current: State
    var reported: RefreshStatus
    var rearm = RearmLatch()

    /// The state the machine starts in and returns to on ``reset(at:)``.
    public let initialState: State

    /// A machine in `initialState`, at time 0, with the re-arm latch armed.
    public init(_ initialState: State) {
        self.initialState = initialState
        current = initialState
        reported = RefreshStatus(phase: initialState.phase, stateName: initialState.rawValue)
    }

    /// The strategy's own state.
    public var state: State { current }

    /// The status the strategy reports (its ``RefreshStrategy/status``).
    public var status: RefreshStatus { reported }

    /// The pull's progress towards the trigger, for a strategy that moves it
    /// within a state (entering a state sets it too).
    public var progress: Double {
        get { reported.progress }
        set { reported.progress = newValue }
    }

    /// How far the content is held down, for a strategy that changes it
    /// within a state (entering a state sets it too).
    public var contentInset: Double {
        get { reported.contentInset }
        set { reported.contentInset = newValue }
    }

    /// Whether pulls are ignored until the content comes back to rest: a
    /// refresh ended away from rest, or ``ignoreCurrentPull()`` was called.
    public var isWaitingForRest: Bool { rearm.isWaitingForRest }

    // MARK: Samples

    /// Records a sample: its offset becomes ``RefreshStatus/offset``, and one
    /// at rest re-arms the machine. Call it first for every sample.
    public mutating func observe(_ sample: ScrollSample) {
        reported.offset = sample.offset
        rearm.observe(sample)
    }

    /// Takes a sample in a state where a pull may start a refresh.
    ///
    /// Returns `nil` when the sample is no pull: the content is at rest, or
    /// the machine waits for rest after a refresh. The machine is then back
    /// at rest: in `rest` (entered at the sample's time if it was elsewhere),
    /// in ``RefreshPhase/idle``, with progress and inset 0. Otherwise returns
    /// the pull events to report: ``FeedbackEvents/pullBegan`` when the pull
    /// begins with this sample (the status was idle), none while it goes on.
    public mutating func pull(_ sample: ScrollSample, restingIn rest: State) -> FeedbackEvents? {
        if rearm.isWaitingForRest || sample.isAtRest {
            if current != rest {
                enter(rest, at: sample.time, phase: .idle)
            } else {
                reported.phase = .idle
                reported.progress = 0
                reported.contentInset = 0
            }
            return nil
        }
        return reported.phase == .idle ? .pullBegan : []
    }

    // MARK: Transitions

    /// Enters `state` at `time`: sets the state name, the phase (`state`'s
    /// own unless `phase` is given), ``RefreshStatus/stateEnteredAt``, the
    /// deadline (none unless given), the progress and the inset. Entering the
    /// state the machine is in starts it again at `time`.
    public mutating func enter(
        _ state: State,
        at time: Double,
        phase: RefreshPhase? = nil,
        progress: Double = 0,
        contentInset: Double = 0,
        deadline: Double? = nil
    ) {
        current = state
        reported.stateName = state.rawValue
        reported.phase = phase ?? state.phase
        reported.stateEnteredAt = time
        reported.nextDeadline = deadline
        reported.progress = progress
        reported.contentInset = contentInset
    }

    /// Follows a pull in `state`: enters it at `time` when the machine is in
    /// another state (with no inset), and sets the progress, and the phase
    /// when one is given. Staying in the state keeps
    /// ``RefreshStatus/stateEnteredAt``.
    public mutating func follow(_ state: State, at time: Double, phase: RefreshPhase? = nil, progress: Double) {
        if current != state {
            enter(state, at: time, phase: phase, progress: progress)
        } else {
            if let phase { reported.phase = phase }
            reported.progress = progress
        }
    }

    /// Starts a refresh on ``RefreshInput/begin(time:)``, unless one is
    /// running or the strategy finishes: in the ``RefreshPhase/idle``,
    /// ``RefreshPhase/pulling`` and ``RefreshPhase/armed`` phases, enters
    /// `state` (one whose phase is ``RefreshPhase/refreshing``) as
    /// ``enter(_:at:phase:progress:contentInset:deadline:)`` does and returns
    /// `true`; in the others, changes nothing and returns `false`. The
    /// strategy reports the start when it returns `true`:
    ///
    /// ```swift
    /// case .begin(let time):
    ///     guard machine.beginRefresh(entering: .refreshing, at: time, progress: 1, contentInset: inset) else { return .none }
    ///     return RefreshEffects(startsRefresh: true, animation: .start)
    /// ```
    public mutating func beginRefresh(
        entering state: State,
        at time: Double,
        phase: RefreshPhase? = nil,
        progress: Double = 0,
        contentInset: Double = 0,
        deadline: Double? = nil
    ) -> Bool {
        guard reported.phase < .refreshing else { return false }
        enter(state, at: time, phase: phase, progress: progress, contentInset: contentInset, deadline: deadline)
        return true
    }

    /// Ends the refresh and enters `state`: unless the content is at rest, the
    /// pull under way no longer counts (one refresh per pull).
    public mutating func endRefresh(
        entering state: State,
        at time: Double,
        phase: RefreshPhase? = nil,
        progress: Double = 0,
        contentInset: Double = 0,
        deadline: Double? = nil
    ) {
        rearm.refreshEnded(atOffset: reported.offset)
        enter(state, at: time, phase: phase, progress: progress, contentInset: contentInset, deadline: deadline)
    }

    /// The pull under way no longer counts, whatever the offset (a pull made
    /// while the strategy finishes, say): ``pull(_:restingIn:)`` returns `nil`
    /// until a sample at rest.
    public mutating func ignoreCurrentPull() { rearm.ignoreCurrentPull() }

    /// Forgets everything: back in ``initialState`` at `time`, offset 0, the
    /// latch armed.
    public mutating func reset(at time: Double) {
        current = initialState
        reported = RefreshStatus(phase: initialState.phase, stateName: initialState.rawValue, stateEnteredAt: time)
        rearm = RearmLatch()
    }
}
