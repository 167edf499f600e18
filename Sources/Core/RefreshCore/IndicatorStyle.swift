/// Decides what the user sees: turns a strategy's status into an
/// ``IndicatorModel``, plain data that the SwiftUI layer and the command line
/// both draw.
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - be a value type configured once at ``init(parameters:layout:)`` and not
///   change afterwards;
/// - make ``model(for:at:)`` a pure function of its arguments: the same status
///   and time always give the same model. Time-based motion (a jumping ball)
///   derives from `time` and ``RefreshStatus/stateEnteredAt``;
/// - not allocate on the heap in ``model(for:at:)``: it runs on every frame;
/// - accept a status from any strategy, not only its own: where it looks at
///   ``RefreshStatus/stateName`` for detail, it falls back to
///   ``RefreshStatus/phase`` for names it does not know;
/// - keep every number in the model finite, opacity and progress in `0...1`;
/// - put its own numbers for its own renderer only in ``IndicatorModel/custom``,
///   in the slots its descriptor names (``IndicatorDescriptor/customValues``),
///   drawing them as ``IndicatorShape/custom`` or beside a built-in shape.
public protocol IndicatorStyle: Sendable {
    /// The style's name, parameters and layout defaults, as presets see them.
    static var descriptor: IndicatorDescriptor { get }

    /// Creates the style from preset values; parameters left out take their
    /// declared defaults.
    init(parameters: ParameterValues, layout: RefreshLayout)

    /// What to draw for `status` at `time` (seconds on the controller's clock).
    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel
}

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
