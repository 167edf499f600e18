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
