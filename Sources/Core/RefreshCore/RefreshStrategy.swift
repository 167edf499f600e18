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
/// - work from offsets alone: ``ScrollSample/isDragging`` may be `nil`;
/// - not implement ``pipelineStep(_:sanitizer:indicator:into:)`` or
///   ``pipelineStep(_:in:into:)``: their default implementations are the
///   pipeline's own, and a pipeline whose strategy replaces them does not step.
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

    /// One ``RefreshPipeline`` step: `input` through `sanitizer`, then
    /// ``step(_:)`` with it and `indicator`'s model of the new status, all
    /// written into `result` but for ``RefreshStep/animation``, which the
    /// pipeline fills in from its preset's curves. A dropped input leaves the
    /// strategy as it was.
    ///
    /// Do not implement it: the default implementation is the one every
    /// strategy needs. The pipeline reaches it through
    /// ``pipelineStep(_:in:into:)``, compiled for each strategy type, with
    /// the sanitizer and the strategy's ``step(_:)`` and ``status`` inlined
    /// into it. It stays a requirement because, called as a plain extension
    /// method from there instead, the compiler copied the style existential
    /// on every step.
    mutating func pipelineStep(
        _ input: RefreshInput, sanitizer: inout InputSanitizer, indicator: any IndicatorStyle,
        into result: inout RefreshStep)

    /// ``pipelineStep(_:sanitizer:indicator:into:)`` for the strategy kept
    /// in `storage`, with the storage's sanitizer and style.
    ///
    /// Do not implement it: the default implementation is the one every
    /// strategy needs. It is a requirement so that the pipeline reaches the
    /// step compiled for the strategy's type in one call through that type,
    /// rather than through a class method compiled once for all types, which
    /// would call the step in turn. The default implementation stops the
    /// program if `storage` does not hold a `Self` (an implementation that
    /// hands its storage to another strategy type's).
    static func pipelineStep(_ input: RefreshInput, in storage: RefreshPipelineStorage, into result: inout RefreshStep)
}

extension RefreshStrategy {
    /// The pipeline's step for the strategy in `storage` (see the requirement).
    @inlinable @inline(__always)  // into the witness: one call per step, not two
    public static func pipelineStep(_ input: RefreshInput, in storage: RefreshPipelineStorage, into result: inout RefreshStep) {
        // The pipeline calls this through the type its storage was made for,
        // but a strategy that implements the requirement anyway could pass
        // its storage on to another type's: the check keeps the downcast
        // sound in every build (one comparison of two type pointers).
        precondition(
            ObjectIdentifier(storage.strategyType) == ObjectIdentifier(Self.self),
            "pipelineStep(_:in:into:) was given another strategy type's storage; strategies must not implement it")
        let storage = unsafeDowncast(storage, to: StrategyStorage<Self>.self)
        storage.strategy.pipelineStep(input, sanitizer: &storage.sanitizer, indicator: storage.indicator, into: &result)
    }

    /// The pipeline's step for this strategy type (see the requirement).
    @inlinable @inline(__always)  // into the witness: one call per step, not two
    public mutating func pipelineStep(
        _ input: RefreshInput, sanitizer: inout InputSanitizer, indicator: any IndicatorStyle,
        into result: inout RefreshStep
    ) {
        guard let input = sanitizer.sanitize(input) else {
            // Written out, not `drawDropped`: called, it cost bouncing-ball's
            // step 1.7 ns (30.1 -> 31.8) though it runs only on dropped input.
            let status = status
            let time = sanitizer.lastTime.isFinite ? sanitizer.lastTime : status.stateEnteredAt
            result.status = status
            indicator.model(for: status, at: time, into: &result.indicator)
            result.effects = .none
            result.isAccepted = false
            return
        }
        let effects = step(input)
        // The model is drawn from a local copy rather than from
        // `result.status` just written: reading back a status that was
        // stored a moment ago in pieces stalls store-to-load forwarding.
        let status = status
        result.status = status
        indicator.model(for: status, at: input.time, into: &result.indicator)
        result.effects = effects
        result.isAccepted = true
    }
}

/// A strategy that names, as a type, the indicator style a preset of it gets
/// when it names none (``StrategyDescriptor/defaultIndicatorStyle``).
///
/// Conforming changes speed, not behaviour. A ``RefreshPipeline`` whose style
/// is the strategy's `DefaultIndicatorStyle` keeps the style as that type,
/// and each step draws the model with the style's ``IndicatorStyle/model(for:at:)``
/// compiled into the strategy's step, instead of calling it through
/// `any IndicatorStyle`; with any other style, the pipeline steps as for a
/// plain ``RefreshStrategy``.
///
/// Measure before conforming (`refreshkit-benchmark --profile step PRESET`):
/// the gain depends on the compiler inlining the style's model into the step.
/// `ProgressRingStrategy`'s step went from 20.7 to 16.4 ns; where the model is
/// too large to inline, the step gets slower, and `BouncingBallStrategy` does
/// not conform for that reason (30.1 -> 39.5 ns).
///
/// `DefaultIndicatorStyle.descriptor.name` must equal
/// ``StrategyDescriptor/defaultIndicatorStyle``; write the descriptor's
/// `defaultIndicatorStyle: DefaultIndicatorStyle.descriptor.name`.
public protocol RefreshStrategyWithDefaultStyle: RefreshStrategy {
    /// The style a preset of this strategy gets when it names none.
    associatedtype DefaultIndicatorStyle: IndicatorStyle
}

extension RefreshStrategyWithDefaultStyle {
    /// The pipeline's step for the strategy in `storage`, drawing with the
    /// default style as its own type when the storage keeps it that way (see
    /// ``RefreshStrategy/pipelineStep(_:in:into:)``).
    @inlinable @inline(__always)  // into the witness: one call per step, not two
    public static func pipelineStep(_ input: RefreshInput, in storage: RefreshPipelineStorage, into result: inout RefreshStep) {
        precondition(
            ObjectIdentifier(storage.strategyType) == ObjectIdentifier(Self.self),
            "pipelineStep(_:in:into:) was given another strategy type's storage; strategies must not implement it")
        // Only a DefaultStyleStorage<Self>, a subclass of StrategyStorage<Self>, holds the default style.
        if storage.holdsDefaultStyle {
            let storage = unsafeDowncast(storage, to: DefaultStyleStorage<Self>.self)
            storage.strategy.pipelineStep(input, sanitizer: &storage.sanitizer, style: storage.style, of: storage, into: &result)
        } else {
            stepWithAnyStyle(input, in: unsafeDowncast(storage, to: StrategyStorage<Self>.self), into: &result)
        }
    }
}

extension RefreshStrategy {
    /// The step with the style as an existential, for a storage that does not
    /// keep the default style.
    ///
    /// Not inlined: with the strategy's ``step(_:)`` inlined into both
    /// branches of the witness, the compiler inlined it into neither, and
    /// every conforming strategy's step got slower.
    @inlinable @inline(never)
    static func stepWithAnyStyle(_ input: RefreshInput, in storage: StrategyStorage<Self>, into result: inout RefreshStep) {
        storage.strategy.pipelineStep(input, sanitizer: &storage.sanitizer, indicator: storage.indicator, into: &result)
    }

    /// ``pipelineStep(_:sanitizer:indicator:into:)`` with the style as its
    /// own type. A dropped input is drawn with `storage`'s existential style,
    /// so that the rare path neither boxes the style nor grows the step.
    @inlinable @inline(__always)  // into the witness
    mutating func pipelineStep<Style: IndicatorStyle>(
        _ input: RefreshInput, sanitizer: inout InputSanitizer, style: Style, of storage: RefreshPipelineStorage,
        into result: inout RefreshStep
    ) {
        guard let input = sanitizer.sanitize(input) else {
            drawDropped(sanitizer: sanitizer, indicator: storage.indicator, into: &result)
            return
        }
        let effects = step(input)
        let status = status
        result.status = status
        style.model(for: status, at: input.time, into: &result.indicator)
        result.effects = effects
        result.isAccepted = true
    }

    /// The step's result for an input the sanitizer dropped: the status as it
    /// was, drawn at the last accepted time.
    @usableFromInline @inline(never)
    func drawDropped(sanitizer: InputSanitizer, indicator: any IndicatorStyle, into result: inout RefreshStep) {
        let status = status
        let time = sanitizer.lastTime.isFinite ? sanitizer.lastTime : status.stateEnteredAt
        result.status = status
        indicator.model(for: status, at: time, into: &result.indicator)
        result.effects = .none
        result.isAccepted = false
    }
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
