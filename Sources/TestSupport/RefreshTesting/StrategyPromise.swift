/// A promise every `RefreshStrategy` keeps, as its
/// documentation lists them (in this order), and as ``StrategyConformance``
/// checks them: a ``ConformanceViolation``'s ``ConformanceViolation/promise``
/// is one of these, and its raw value is the name messages print.
public enum StrategyPromise: String, CaseIterable, Sendable {
    /// The descriptor names the strategy and its states, its defaults fit
    /// their declarations, the initial status is idle with progress and
    /// inset 0, the trigger distance is a plausible pull and the finishing
    /// time finite and `>= 0`.
    case descriptor = "descriptor"
    /// Two copies fed the same inputs report the same.
    case valueSemantics = "value semantics"
    /// A pull past the trigger distance, held, from offsets alone, starts a
    /// refresh (while held or on release).
    case triggerDistance = "trigger distance"
    /// One refresh per pull: after a refresh ends, none starts until the
    /// offset has come back to rest.
    case onePerPull = "one refresh per pull"
    /// Once the content has come back to rest after a refresh, a new pull
    /// starts a new one.
    case rearm = "re-arm"
    /// No refresh starts, by pull or by `begin`, while one is running.
    case nothingWhileRefreshing = "nothing while refreshing"
    /// No refresh starts, by pull or by `begin`, while the strategy finishes.
    case nothingWhileFinishing = "nothing while finishing"
    /// `begin` starts a refresh unless one is running or finishing.
    case begin = "begin"
    /// After `reset`, the strategy behaves exactly as a freshly made one.
    case reset = "reset"
    /// After an outcome, with the content at rest, the strategy is idle
    /// within its declared finishing time.
    case idleAfterOutcome = "idle after the outcome"
    /// A deadline lies at or after the input that set it.
    case deadlines = "deadlines"
    /// Progress stays within `0...1`.
    case progress = "progress in 0...1"
    /// The content inset is finite and `>= 0`.
    case insets = "insets finite and >= 0"
    /// The reported offset is finite.
    case finiteStatus = "finite status"
    /// The state name is one the descriptor declares.
    case stateNames = "state names"
    /// Idle holds no inset, and a step that starts a refresh reports the
    /// refreshing phase.
    case phases = "phases"
    /// The strategy reports pull events only; the controller reports a
    /// refresh's start and outcome.
    case feedback = "feedback"
    /// Non-finite, huge or backwards offsets, and non-finite times on every
    /// kind of input, never start a refresh, and the strategy works on after them.
    case hostileInput = "hostile input"
}
