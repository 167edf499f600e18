/// An enumeration a parameter can choose from; its raw values are the names
/// preset files use.
public protocol ParameterChoice: ParameterRepresentable, CaseIterable, RawRepresentable where RawValue == String {}

extension ParameterChoice {
    public static var parameterKind: ParameterKind { .choice(allCases.map(\.rawValue)) }
    public var parameterValue: ParameterValue { .text(rawValue) }
    public init?(parameterValue: ParameterValue) {
        guard case .text(let name) = parameterValue else { return nil }
        self.init(rawValue: name)
    }
}
