/// A typed handle on one parameter declaration of one ``ParameterSection``:
/// declare it once as a static constant, list it in the module's
/// descriptor, and read it with `parameters[Parameters.name]`
/// (``ParameterValues``). Declare it through its section's alias:
///
/// ```swift
/// static let startDistance = StrategyParameter<Double>(
///     "startDistance", default: 30, range: 0...1000, unit: .points,
///     summary: "Pull distance at which the arrow starts to turn.",
///     origin: "document 000")
/// ```
public struct Parameter<Value: ParameterRepresentable, Section: ParameterSection>: Sendable, Hashable {
    /// The declaration this handle reads.
    public let declaration: ParameterDeclaration

    /// Declares a parameter.
    public init(
        _ name: String,
        default defaultValue: Value,
        range: ClosedRange<Double>? = nil,
        unit: ParameterUnit = .none,
        summary: String,
        origin: String? = nil
    ) {
        declaration = ParameterDeclaration(
            name: name,
            kind: Value.parameterKind,
            defaultValue: defaultValue.parameterValue,
            range: range,
            unit: unit,
            summary: summary,
            origin: origin
        )
    }

    /// The key preset files use.
    public var name: String { declaration.name }

    /// The declared default.
    public var defaultValue: Value {
        // A declaration made by this initializer always holds a `Value`.
        Value(parameterValue: declaration.defaultValue)!
    }
}
