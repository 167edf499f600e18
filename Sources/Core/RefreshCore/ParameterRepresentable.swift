/// A type that a declared parameter can hold.
public protocol ParameterRepresentable: Sendable, Hashable {
    /// The kind preset files use for values of this type.
    static var parameterKind: ParameterKind { get }
    /// The value as stored in ``ParameterValues``.
    var parameterValue: ParameterValue { get }
    /// Reads a stored value; `nil` when it is of another kind.
    init?(parameterValue: ParameterValue)
}

extension Double: ParameterRepresentable {
    public static var parameterKind: ParameterKind { .number }
    public var parameterValue: ParameterValue { .number(self) }
    public init?(parameterValue: ParameterValue) {
        guard let value = parameterValue.numericValue else { return nil }
        self = value
    }
}

extension Int: ParameterRepresentable {
    public static var parameterKind: ParameterKind { .integer }
    public var parameterValue: ParameterValue { .integer(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .integer(let value) = parameterValue else { return nil }
        self = value
    }
}

extension Bool: ParameterRepresentable {
    public static var parameterKind: ParameterKind { .boolean }
    public var parameterValue: ParameterValue { .boolean(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .boolean(let value) = parameterValue else { return nil }
        self = value
    }
}

extension String: ParameterRepresentable {
    public static var parameterKind: ParameterKind { .text }
    public var parameterValue: ParameterValue { .text(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .text(let value) = parameterValue else { return nil }
        self = value
    }
}

extension RGBColor: ParameterRepresentable {
    public static var parameterKind: ParameterKind { .color }
    public var parameterValue: ParameterValue { .color(self) }
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .color(let value): self = value
        case .text(let text): self.init(hex: text)
        default: return nil
        }
    }
}
