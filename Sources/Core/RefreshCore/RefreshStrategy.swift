/// Decides when a refresh starts and how the content is held while it runs: a
/// pure state machine over scroll offsets and time.
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - be a value type whose whole state lives in its stored properties, so that
///   copying a strategy copies the state machine;
/// - do nothing in ``step(_:)`` but compute: no I/O, no clocks, no tasks, no
///   global state, no heap allocation (a step runs on every frame of a scroll,
///   at up to 120 Hz, on the main thread). What should happen is *returned* as
///   ``RefreshEffects`` and carried out by the controller;
/// - start at most one refresh per pull: after a refresh ends, start no new one
///   until the offset has come back to rest (``ScrollSample/isAtRest``; a
///   ``StrategyMachine`` keeps this), and never while one is running;
/// - keep ``RefreshStatus/progress`` in `0...1`, ``RefreshStatus/contentInset``
///   finite and `>= 0`, and ``RefreshStatus/stateName`` one of
///   ``StrategyDescriptor/stateNames``;
/// - after ``RefreshInput/outcome(_:time:)``, reach ``RefreshPhase/idle`` within
///   ``finishingDuration`` seconds, asking for ticks through
///   ``RefreshStatus/nextDeadline`` when it waits on time; a deadline must lie
///   after the input that set it;
/// - start a refresh on ``RefreshInput/begin(time:)`` unless one is running or
///   finishing, and return to its initial state on ``RefreshInput/reset(time:)``;
/// - work from offsets alone: ``ScrollSample/isDragging`` may be `nil`.
///
/// ``StrategyMachine`` holds the bookkeeping these promises need (the state,
/// the status, the re-arm latch, the pull that begins and comes back to
/// rest); a strategy built on it writes only its own decisions.
///
/// Inputs reach ``step(_:)`` through ``RefreshPipeline``, which drops
/// non-finite and implausible offsets and keeps time from running backwards,
/// so a step never sees those.
///
/// `RefreshTesting`'s `StrategyConformance` checks all of this for any strategy.
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

/// What presets, validation and documentation know about a strategy type.
public struct StrategyDescriptor: Sendable {
    /// The name presets give as `type`: a built-in name such as
    /// `spinning-arrow`, or a reverse-DNS name such as `com.example.elastic`.
    public var name: String
    /// One line saying what the strategy does.
    public var summary: String
    /// Every parameter the strategy reads, each declared once.
    public var parameters: [ParameterDeclaration]
    /// The strategy's own state names, as its document spells them.
    public var stateNames: [String]
    /// The indicator style a preset gets when it names none.
    public var defaultIndicatorStyle: String
    /// The animations a preset gets for roles it leaves out, for the
    /// preset's strategy values (a curve may follow a parameter, as document
    /// 004's settle curve lasts `timeForTheBallToReturn`).
    public var animations: @Sendable (ParameterValues) -> AnimationSet
    /// The animations at the declared defaults.
    public var defaultAnimations: AnimationSet { animations(ParameterValues()) }
    /// The haptics a preset gets when it gives none.
    public var defaultHaptics: [FeedbackEvent: HapticStyle]
    /// Rules across the parameters that preset validation checks.
    public var rules: [ParameterRule]
    /// The document or source the strategy reproduces, if any.
    public var source: String?

    /// Creates a descriptor. Give `animations` when a curve depends on the
    /// strategy's parameters; it then wins over `defaultAnimations`.
    public init(
        name: String,
        summary: String,
        parameters: [ParameterDeclaration],
        stateNames: [String],
        defaultIndicatorStyle: String,
        defaultAnimations: AnimationSet = AnimationSet(),
        animations: (@Sendable (ParameterValues) -> AnimationSet)? = nil,
        defaultHaptics: [FeedbackEvent: HapticStyle] = [:],
        rules: [ParameterRule] = [],
        source: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.stateNames = stateNames
        self.defaultIndicatorStyle = defaultIndicatorStyle
        self.animations = animations ?? { _ in defaultAnimations }
        self.defaultHaptics = defaultHaptics
        self.rules = rules
        self.source = source
    }
}
