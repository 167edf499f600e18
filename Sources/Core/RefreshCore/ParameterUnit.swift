/// The unit of a numeric parameter.
public enum ParameterUnit: String, Sendable, Hashable, CaseIterable {
    case points = "pt"
    case degrees = "°"
    case degreesPerPoint = "°/pt"
    case seconds = "s"
    case fraction = "fraction"
    case none = ""

    /// The unit as messages, tables and the schema write it after a number
    /// (`pt`, `s`); nil where a number goes bare (``none``, and ``fraction``,
    /// whose 0...1 range says it).
    package var label: String? { self == .none || self == .fraction ? nil : rawValue }
}
