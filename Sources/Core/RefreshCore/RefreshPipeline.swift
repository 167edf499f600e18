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
    public var strategy: any RefreshStrategy { engine.strategy }
    /// The indicator style.
    public var indicator: any IndicatorStyle { engine.indicator }
    /// Where the indicator sits.
    public let layout: RefreshLayout
    /// How the controller times a refresh.
    public var timing: RefreshTiming
    /// The curve for each animation role.
    public var animations: AnimationSet
    /// What the sinks play and say.
    public var feedback: FeedbackConfiguration

    /// The strategy, the style and the sanitizer (Engine/).
    private var engine: PipelineEngine

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
        self.engine = PipelineEngine.make(strategy: strategy, indicator: indicator)
        self.layout = layout
        self.timing = timing
        self.animations = animations ?? descriptor.defaultAnimations
        self.feedback = feedback ?? FeedbackConfiguration(haptics: descriptor.defaultHaptics)
    }

    /// The strategy's status after the last step.
    public var status: RefreshStatus { engine.status }

    /// The strategy's type name, as presets write it.
    public var strategyTypeName: String { type(of: strategy).descriptor.name }

    /// The indicator's style name, as presets write it.
    public var indicatorStyleName: String { type(of: indicator).descriptor.name }

    /// Runs one input. A dropped input (a non-finite or implausible offset)
    /// leaves the state as it was and asks for nothing.
    public mutating func step(_ input: RefreshInput) -> RefreshStep {
        if !isKnownUniquelyReferenced(&engine) { engine = engine.copy() }
        var result = engine.step(input)
        if let role = result.effects.animation { result.animation = animations[role] }
        return result
    }

    /// The indicator model for the current status at `time`, for redrawing
    /// time-based motion between steps.
    public func indicatorModel(at time: Double) -> IndicatorModel {
        engine.model(at: time)
    }
}
