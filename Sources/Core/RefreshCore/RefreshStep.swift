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
}
