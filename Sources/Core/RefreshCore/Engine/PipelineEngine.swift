/// The one place a ``RefreshPipeline`` keeps what it steps: the strategy in
/// its current state, the indicator style and the input sanitizer. The
/// pipeline talks to this class alone, so every speed mechanism stays behind
/// it (this folder) and out of the public protocols.
///
/// Mechanism: copy-on-write. The strategy is mutated in place, inside one
/// object the pipeline owns, rather than inside an existential box; copying a
/// pipeline shares the object until one of the copies steps.
///
/// Soundness: a pipeline calls ``step(_:)`` only on an engine it holds the
/// only reference to (`isKnownUniquelyReferenced`, then ``copy()`` if not),
/// and nothing else mutates one. A shared engine is
/// therefore never written, which is what makes `@unchecked Sendable` true:
/// pipelines that share an engine can be read from any thread.
class PipelineEngine: @unchecked Sendable {
    /// Made only by ``make(strategy:indicator:)``, the one place that opens
    /// the pipeline's existentials.
    init() {}

    /// Opens the two existentials once, where the pipeline is made, so that
    /// no step opens or boxes one (``TypedPipelineEngine``).
    static func make(strategy: any RefreshStrategy, indicator: any IndicatorStyle) -> PipelineEngine {
        opening(strategy, indicator)
    }

    private static func opening<Strategy: RefreshStrategy>(_ strategy: Strategy, _ indicator: any IndicatorStyle) -> PipelineEngine {
        made(strategy, indicator)
    }

    private static func made<Strategy: RefreshStrategy, Style: IndicatorStyle>(_ strategy: Strategy, _ style: Style)
        -> PipelineEngine
    {
        TypedPipelineEngine(strategy: strategy, style: style, sanitizer: InputSanitizer())
    }

    /// The strategy, as the pipeline's public API shows it.
    var strategy: any RefreshStrategy { fatalError("PipelineEngine is made only as a TypedPipelineEngine") }
    /// The indicator style, as the pipeline's public API shows it.
    var indicator: any IndicatorStyle { fatalError("PipelineEngine is made only as a TypedPipelineEngine") }
    /// The strategy's status after the last step.
    var status: RefreshStatus { fatalError("PipelineEngine is made only as a TypedPipelineEngine") }

    /// One step: the input through the sanitizer, the strategy and the style.
    /// The caller holds the only reference.
    func step(_ input: RefreshInput) -> RefreshStep { fatalError("PipelineEngine is made only as a TypedPipelineEngine") }

    /// The style's model of the current status at `time`.
    func model(at time: Double) -> IndicatorModel { fatalError("PipelineEngine is made only as a TypedPipelineEngine") }

    /// A new engine with the same contents, for a pipeline that shares this one.
    func copy() -> PipelineEngine { fatalError("PipelineEngine is made only as a TypedPipelineEngine") }
}
