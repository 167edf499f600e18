/// The type of a declared parameter, as preset files spell it.
public enum ParameterKind: Sendable, Hashable {
    /// A real number.
    case number
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// Free text.
    case text
    /// One of a fixed set of names.
    case choice([String])
    /// An sRGB colour, written `"#RRGGBB"` in preset files.
    case color
    /// An ``IndicatorColor``: `"tint"`, `"primary"`, `"secondary"` or a
    /// colour written `"#RRGGBB"`.
    case indicatorColor

    /// The name used in messages and reference tables.
    package var displayName: String {
        switch self {
        case .number: "number"
        case .integer: "integer"
        case .boolean: "boolean"
        case .text: "string"
        case .choice: "string"
        case .color: "color"
        case .indicatorColor: "color"
        }
    }
}
