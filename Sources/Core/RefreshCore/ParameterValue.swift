/// A parameter value of any declared kind.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case text(String)
    case color(RGBColor)

    public var description: String {
        switch self {
        case .number(let value): formatNumberExactly(value)
        case .integer(let value): String(value)
        case .boolean(let value): String(value)
        case .text(let value): "\"\(value)\""
        case .color(let value): "\"\(value.hexString)\""
        }
    }

    /// The value as a `Double`, for numbers and integers.
    public var numericValue: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}
