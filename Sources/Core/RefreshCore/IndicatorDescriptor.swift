/// What presets, validation and documentation know about an indicator style.
public struct IndicatorDescriptor: Sendable {
    /// The name presets give as `style`.
    public var name: String
    /// One line saying what the user sees.
    public var summary: String
    /// Every parameter the style reads, each declared once.
    public var parameters: [ParameterDeclaration]
    /// Layout values this style draws best with, laid over the layout
    /// section's declared defaults.
    public var layoutDefaults: ParameterValues
    /// The document the style draws, if any.
    public var source: String?
    /// Whether the platform's own control draws this style on screen (SwiftUI's
    /// `.refreshable`): it pulls, holds and draws by itself, so the strategy's
    /// numbers, the style's and the layout are for simulation only there, and
    /// validation warns about a preset that sets them.
    public var isPlatformControl: Bool
    /// The numbers the style puts in ``IndicatorModel/custom`` for its own
    /// renderer, each named once (none for the built-in styles).
    public var customValues: [CustomIndicatorValue]

    /// Creates a descriptor.
    public init(
        name: String,
        summary: String,
        parameters: [ParameterDeclaration],
        layoutDefaults: ParameterValues = ParameterValues(),
        source: String? = nil,
        isPlatformControl: Bool = false,
        customValues: [CustomIndicatorValue] = []
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.layoutDefaults = layoutDefaults
        self.source = source
        self.isPlatformControl = isPlatformControl
        self.customValues = customValues
    }
}
