/// Decides when a refresh starts and how the content is held while it runs: a
/// pure state machine over scroll offsets and time.
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - be a value type whose whole state lives in its stored properties;
/// - do nothing in ``step(_:)`` but compute: no I/O, no clocks, no tasks, no
///   global state, no heap allocation (a step runs on every frame of a scroll,
///   at up to 120 Hz, on the main thread). What should happen is *returned* as
///   ``RefreshEffects`` and carried out by the controller;
/// - keep every promise below.
///
/// ## Promises
///
/// `RefreshTesting`'s `StrategyConformance` checks each of these, by name,
/// against any strategy type:
/// - **descriptor**: ``descriptor`` names the strategy and its states, each
///   parameter's default fits its declaration, the initial status is
///   ``RefreshPhase/idle`` with progress and inset 0, ``triggerDistance`` is a
///   plausible pull (finite, `> 0`) and ``finishingDuration`` finite and `>= 0`;
/// - **value semantics**: copying a strategy copies the state machine; two
///   copies fed the same inputs report the same;
/// - **trigger distance**: a pull past ``triggerDistance``, held, starts a
///   refresh, while held or on release, from offsets alone
///   (``ScrollSample/isDragging`` may be `nil`);
/// - **one refresh per pull**: after a refresh ends, no new one starts until
///   the offset has come back to rest (``ScrollSample/isAtRest``; a
///   ``StrategyMachine`` keeps this);
/// - **re-arm**: once the content has come back to rest after a refresh, a
///   new pull starts a new one;
/// - **nothing while refreshing**: no refresh starts, by pull or by
///   ``RefreshInput/begin(time:)``, while one is running;
/// - **nothing while finishing**: no refresh starts, by pull or by
///   ``RefreshInput/begin(time:)``, while the phase is ``RefreshPhase/finishing``;
/// - **begin**: ``RefreshInput/begin(time:)`` starts a refresh unless one is
///   running or finishing;
/// - **reset**: after ``RefreshInput/reset(time:)``, the strategy behaves
///   exactly as a freshly made one;
/// - **idle after the outcome**: after ``RefreshInput/outcome(_:time:)``, with
///   the content at rest, the strategy reaches ``RefreshPhase/idle`` within
///   ``finishingDuration`` seconds, asking for ticks through
///   ``RefreshStatus/nextDeadline`` when it waits on time;
/// - **deadlines**: a deadline lies at or after the input that set it;
/// - **progress in 0...1**: ``RefreshStatus/progress`` stays within `0...1`;
/// - **insets finite and >= 0**: so does ``RefreshStatus/contentInset``;
/// - **finite status**: ``RefreshStatus/offset`` is finite;
/// - **state names**: ``RefreshStatus/stateName`` is one of
///   ``StrategyDescriptor/stateNames``;
/// - **phases**: ``RefreshPhase/idle`` holds no inset, and a step that
///   starts a refresh reports ``RefreshPhase/refreshing``;
/// - **feedback**: a strategy reports pull events only
///   (``FeedbackEvent/pullBegan``, ``FeedbackEvent/armed``,
///   ``FeedbackEvent/disarmed``); the controller reports a refresh's start
///   and outcome;
/// - **hostile input**: non-finite, huge or backwards offsets, and non-finite
///   times on every kind of input, never start a refresh, and the strategy
///   works on afterwards.
///
/// ``StrategyMachine`` holds the bookkeeping these promises need (the state,
/// the status, the re-arm latch, the pull that begins and comes back to
/// rest); a strategy built on it writes only its own decisions.
///
/// Inputs reach ``step(_:)`` through ``RefreshPipeline``, which drops
/// non-finite and implausible offsets, takes a non-finite time as the last
/// one, and keeps time from running backwards, so a step never sees those.
public protocol RefreshStrategy: Sendable {
    /// The type's name, parameters and defaults, as presets see them.
    static var descriptor: StrategyDescriptor { get }

    /// Creates the strategy in its initial (idle) state from preset values;
    /// parameters left out take their declared defaults.
    init(parameters: ParameterValues)

    /// The state after the last step.
    var status: RefreshStatus { get }

    /// How far a pull must go before a refresh can start, in points (shown by
    /// `refreshkit list` and used by the conformance suite to pull far enough).
    var triggerDistance: Double { get }

    /// The longest time, in seconds, from an outcome to ``RefreshPhase/idle``
    /// when the content is at rest.
    var finishingDuration: Double { get }

    /// Takes one input and returns what should happen.
    mutating func step(_ input: RefreshInput) -> RefreshEffects
}
