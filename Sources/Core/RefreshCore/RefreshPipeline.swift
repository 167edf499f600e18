/// A configured pull-to-refresh: a strategy, an indicator style and a preset's
/// layout, timing, animations and feedback, ready to run.
///
/// The pipeline is a value. ``step(_:)`` runs one input through the input
/// sanitizer, the strategy and the indicator, without touching the heap.
/// ``RefreshController`` wraps a pipeline with a clock, the app's action and
/// feedback sinks; benchmarks and the command line step it directly.
public struct RefreshPipeline: Sendable {
    /// The preset's name.
    public var name: String
    /// The strategy, in its current state.
    public var strategy: any RefreshStrategy { storage.anyStrategy }
    /// The indicator style.
    public var indicator: any IndicatorStyle { storage.indicator }
    /// Where the indicator sits.
    public let layout: RefreshLayout
    /// How the controller times a refresh.
    public var timing: RefreshTiming
    /// The curve for each animation role.
    public var animations: AnimationSet
    /// What the sinks play and say.
    public var feedback: FeedbackConfiguration

    /// The strategy, the style and the sanitizer, in one object the pipeline
    /// owns: a step reaches the strategy through one call into code compiled
    /// for its type, with no existential box to make unique, and copies the
    /// object first only when another pipeline shares it (copy-on-write).
    private var storage: RefreshPipelineStorage

    /// Creates a pipeline.
    public init(
        name: String,
        strategy: any RefreshStrategy,
        indicator: any IndicatorStyle,
        layout: RefreshLayout,
        timing: RefreshTiming = RefreshTiming(),
        animations: AnimationSet? = nil,
        feedback: FeedbackConfiguration? = nil
    ) {
        let descriptor = type(of: strategy).descriptor
        self.name = name
        self.storage = makeStorage(strategy, indicator: indicator)
        self.layout = layout
        self.timing = timing
        self.animations = animations ?? descriptor.defaultAnimations
        self.feedback = feedback ?? FeedbackConfiguration(haptics: descriptor.defaultHaptics)
    }

    /// The strategy's status after the last step.
    public var status: RefreshStatus { storage.status }

    /// Whether a step draws with the strategy's default style as its own type
    /// (``RefreshStrategyWithDefaultStyle``) rather than through the existential.
    var drawsWithDefaultStyleType: Bool { storage.holdsDefaultStyle }

    /// The strategy's type name, as presets write it.
    public var strategyTypeName: String { type(of: strategy).descriptor.name }

    /// The indicator's style name, as presets write it.
    public var indicatorStyleName: String { type(of: indicator).descriptor.name }

    /// Runs one input. A dropped input (a non-finite or implausible offset)
    /// leaves the state as it was and asks for nothing.
    public mutating func step(_ input: RefreshInput) -> RefreshStep {
        var result = RefreshStep.blank
        step(input, into: &result)
        return result
    }

    /// Runs one input, as ``step(_:)`` does, and writes the result into
    /// `result` (every field of it) instead of returning it: a step is about
    /// 200 bytes, and a caller that steps on every frame keeps one and lets
    /// each step overwrite it in place.
    public mutating func step(_ input: RefreshInput, into result: inout RefreshStep) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        // One indirect call, straight into code compiled for the strategy's type.
        storage.strategyType.pipelineStep(input, in: storage, into: &result)
        // Looked up here, where the set is read in place: passed down, the
        // set (about 190 bytes) would be copied on every step.
        if let role = result.effects.animation {
            result.animation = animations[role]
        } else if result.animation != nil {
            // Most steps ask for no animation: a step kept by the caller
            // holds none already, and writing nil writes all 41 bytes.
            result.animation = nil
        }
    }

    /// The indicator model for the current status at `time`, for redrawing
    /// time-based motion between steps.
    public func indicatorModel(at time: Double) -> IndicatorModel {
        storage.indicator.model(for: storage.status, at: time)
    }
}

/// Opens the strategy existential, so that the storage is made for its type,
/// and keeps the style as its concrete type when it is the strategy's default.
private func makeStorage<S: RefreshStrategy>(_ strategy: S, indicator: any IndicatorStyle) -> RefreshPipelineStorage {
    if let strategy = strategy as? any RefreshStrategyWithDefaultStyle,
        let storage = makeDefaultStyleStorage(strategy, indicator: indicator)
    {
        return storage
    }
    return StrategyStorage(strategy, indicator: indicator, sanitizer: InputSanitizer())
}

/// A storage that keeps `indicator` as `S`'s default style, or `nil` when it is another style.
private func makeDefaultStyleStorage<S: RefreshStrategyWithDefaultStyle>(
    _ strategy: S, indicator: any IndicatorStyle
) -> RefreshPipelineStorage? {
    guard let style = indicator as? S.DefaultIndicatorStyle else { return nil }
    return DefaultStyleStorage(strategy, style: style, indicator: indicator, sanitizer: InputSanitizer())
}

/// What a ``RefreshPipeline`` keeps behind one reference: the strategy in its
/// current state, the indicator style and the input sanitizer.
///
/// It has no public members, and only RefreshCore makes one. It is public
/// only because ``RefreshStrategy/pipelineStep(_:in:into:)`` takes it, a
/// requirement strategies must not implement. The pipeline mutates a storage
/// only while it alone holds it, so pipelines that share one can be used
/// from any thread.
public class RefreshPipelineStorage: @unchecked Sendable {
    @usableFromInline final let indicator: any IndicatorStyle
    @usableFromInline @exclusivity(unchecked) final var sanitizer: InputSanitizer
    /// The strategy's type, through which a step reaches
    /// ``RefreshStrategy/pipelineStep(_:in:into:)`` for it: an existential
    /// metatype is called without a box to open or a class method between.
    @usableFromInline final let strategyType: any RefreshStrategy.Type
    /// Whether this is a ``DefaultStyleStorage``, which also keeps the style
    /// as its concrete type: one load and a branch tell a step which to use.
    @usableFromInline final let holdsDefaultStyle: Bool

    init(
        indicator: any IndicatorStyle, sanitizer: InputSanitizer, strategyType: any RefreshStrategy.Type,
        holdsDefaultStyle: Bool
    ) {
        self.indicator = indicator
        self.sanitizer = sanitizer
        self.strategyType = strategyType
        self.holdsDefaultStyle = holdsDefaultStyle
    }

    /// The strategy, as an existential.
    var anyStrategy: any RefreshStrategy { fatalError("abstract") }
    /// The strategy's status.
    var status: RefreshStatus { fatalError("abstract") }
    /// A new storage with the same contents.
    func copy() -> RefreshPipelineStorage { fatalError("abstract") }
}

/// A ``RefreshPipelineStorage`` for one strategy type: every storage whose
/// ``RefreshPipelineStorage/strategyType`` is `Strategy` is one of these (or
/// the ``DefaultStyleStorage`` subclass).
@usableFromInline
class StrategyStorage<Strategy: RefreshStrategy>: RefreshPipelineStorage, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final var strategy: Strategy

    init(_ strategy: Strategy, indicator: any IndicatorStyle, sanitizer: InputSanitizer) {
        self.strategy = strategy
        super.init(indicator: indicator, sanitizer: sanitizer, strategyType: Strategy.self, holdsDefaultStyle: false)
    }

    /// For ``DefaultStyleStorage`` alone: a step that sees the flag set
    /// downcasts to it, so no other storage may set it.
    fileprivate init(_ strategy: Strategy, defaultStyle indicator: any IndicatorStyle, sanitizer: InputSanitizer) {
        self.strategy = strategy
        super.init(indicator: indicator, sanitizer: sanitizer, strategyType: Strategy.self, holdsDefaultStyle: true)
    }

    final override var anyStrategy: any RefreshStrategy { strategy }
    final override var status: RefreshStatus { strategy.status }

    override func copy() -> RefreshPipelineStorage {
        StrategyStorage(strategy, indicator: indicator, sanitizer: sanitizer)
    }
}

/// A ``StrategyStorage`` whose style is the strategy's default style, kept
/// also as its concrete type: the step compiled for the strategy then draws
/// the model with the style's code inlined, not through the existential.
@usableFromInline
final class DefaultStyleStorage<Strategy: RefreshStrategyWithDefaultStyle>: StrategyStorage<Strategy>, @unchecked Sendable {
    @usableFromInline final let style: Strategy.DefaultIndicatorStyle

    /// `indicator` is `style` as the existential the pipeline was given:
    /// kept rather than made again from `style`, which would box a style
    /// larger than the existential's inline buffer on every copy.
    init(_ strategy: Strategy, style: Strategy.DefaultIndicatorStyle, indicator: any IndicatorStyle, sanitizer: InputSanitizer) {
        self.style = style
        super.init(strategy, defaultStyle: indicator, sanitizer: sanitizer)
    }

    override func copy() -> RefreshPipelineStorage {
        DefaultStyleStorage(strategy, style: style, indicator: indicator, sanitizer: sanitizer)
    }
}

/// The result of one pipeline step.
public struct RefreshStep: Sendable, Hashable {
    /// The strategy's status after the step.
    public var status: RefreshStatus
    /// What the indicator shows after the step.
    public var indicator: IndicatorModel
    /// The curve for ``RefreshEffects/animation``, from the preset.
    public var animation: AnimationCurve?
    /// What the strategy asked for.
    public var effects: RefreshEffects
    /// `false` when the sanitizer dropped the input.
    public var isAccepted: Bool

    /// Creates a step result.
    @inlinable
    public init(
        status: RefreshStatus, indicator: IndicatorModel, animation: AnimationCurve? = nil, effects: RefreshEffects = .none,
        isAccepted: Bool = true
    ) {
        self.status = status
        self.indicator = indicator
        self.animation = animation
        self.effects = effects
        self.isAccepted = isAccepted
    }

    /// A result for ``RefreshPipeline/step(_:into:)`` to overwrite: an idle
    /// status with no name, nothing drawn, nothing asked for.
    public static var blank: RefreshStep {
        RefreshStep(status: RefreshStatus(phase: .idle, stateName: ""), indicator: .hidden, isAccepted: false)
    }
}
