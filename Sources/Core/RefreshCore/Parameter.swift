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

/// The part of a preset a ``Parameter`` belongs to, as a type. A parameter
/// carries its section, so a value for one section cannot be given to
/// another: the Swift DSL's `PresetTiming` takes a ``TimingParameter`` and
/// refuses a ``StrategyParameter`` at compile time.
public protocol ParameterSection: Sendable {}

/// A strategy's parameters: a preset's `strategy` section.
public enum StrategySection: ParameterSection {}
/// An indicator style's parameters: a preset's `indicator` section.
public enum IndicatorSection: ParameterSection {}
/// ``RefreshTiming/Parameters``: a preset's `timing` section.
public enum TimingSection: ParameterSection {}
/// ``RefreshLayout/Parameters``: a preset's `layout` section.
public enum LayoutSection: ParameterSection {}

/// A parameter of a strategy (``RefreshStrategy``).
public typealias StrategyParameter<Value: ParameterRepresentable> = Parameter<Value, StrategySection>
/// A parameter of an indicator style (``IndicatorStyle``).
public typealias IndicatorParameter<Value: ParameterRepresentable> = Parameter<Value, IndicatorSection>
/// A parameter of the `timing` section (``RefreshTiming/Parameters``).
public typealias TimingParameter<Value: ParameterRepresentable> = Parameter<Value, TimingSection>
/// A parameter of the `layout` section (``RefreshLayout/Parameters``).
public typealias LayoutParameter<Value: ParameterRepresentable> = Parameter<Value, LayoutSection>

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

/// Parameter values by name, as a preset gives them. Reading a parameter that
/// is absent gives its declared default; reading one out of its range gives
/// the nearest value inside it, so a strategy never sees a value its
/// declaration forbids.
public struct ParameterValues: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The values given, by parameter name.
    public private(set) var storage: [String: ParameterValue]

    /// No values: every parameter takes its default.
    public init() { storage = [:] }

    /// Values by name.
    public init(_ storage: [String: ParameterValue]) { self.storage = storage }

    public init(dictionaryLiteral elements: (String, ParameterValue)...) {
        storage = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The value of `parameter`: the given one made to fit its declaration, or the default.
    public subscript<Value, Section>(_ parameter: Parameter<Value, Section>) -> Value {
        get {
            guard let given = storage[parameter.name] else { return parameter.defaultValue }
            let fitted = parameter.declaration.coerce(given)
            return Value(parameterValue: fitted) ?? parameter.defaultValue
        }
        set { storage[parameter.name] = newValue.parameterValue }
    }

    /// The raw value given for `name`, if any.
    public subscript(name: String) -> ParameterValue? {
        get { storage[name] }
        set { storage[name] = newValue }
    }

    /// Whether no value is given.
    public var isEmpty: Bool { storage.isEmpty }

    /// These values with `other`'s laid over them.
    public func merging(_ other: ParameterValues) -> ParameterValues {
        ParameterValues(storage.merging(other.storage, uniquingKeysWith: { _, new in new }))
    }
}
