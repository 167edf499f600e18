/// A ``PipelineEngine`` for one strategy type and one style type.
///
/// Mechanism: concrete types, chosen once. ``PipelineEngine/make(strategy:indicator:)``
/// opens the pipeline's two existentials when the pipeline is made, where
/// their dynamic types become known, and makes this engine for exactly those
/// types. A step then calls the strategy's ``RefreshStrategy/step(_:)`` and
/// the style's ``IndicatorStyle/model(for:at:)`` through their types'
/// conformances: no existential is opened, and no value is boxed, per step.
///
/// Soundness: `Strategy` and `Style` are the dynamic types of the values the
/// pipeline was made with, and `make` is the only initialiser's caller, so
/// the engine's view of its contents and the pipeline's (``strategy``,
/// ``indicator``) never differ. Mutation follows ``PipelineEngine``'s rule.
final class TypedPipelineEngine<Strategy: RefreshStrategy, Style: IndicatorStyle>: PipelineEngine, @unchecked Sendable {
    private var typedStrategy: Strategy
    private let style: Style
    private var sanitizer: InputSanitizer

    init(strategy: Strategy, style: Style, sanitizer: InputSanitizer) {
        typedStrategy = strategy
        self.style = style
        self.sanitizer = sanitizer
    }

    override var strategy: any RefreshStrategy { typedStrategy }
    override var indicator: any IndicatorStyle { style }
    override var status: RefreshStatus { typedStrategy.status }

    override func step(_ input: RefreshInput) -> RefreshStep {
        guard let input = sanitizer.sanitize(input) else {
            // Dropped: the strategy as it was, drawn at the last accepted time.
            let status = typedStrategy.status
            let time = sanitizer.lastTime.isFinite ? sanitizer.lastTime : status.stateEnteredAt
            return RefreshStep(status: status, indicator: style.model(for: status, at: time), isAccepted: false)
        }
        let effects = typedStrategy.step(input)
        let status = typedStrategy.status
        return RefreshStep(status: status, indicator: style.model(for: status, at: input.time), effects: effects)
    }

    override func model(at time: Double) -> IndicatorModel { style.model(for: typedStrategy.status, at: time) }

    override func copy() -> PipelineEngine {
        TypedPipelineEngine(strategy: typedStrategy, style: style, sanitizer: sanitizer)
    }
}
