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
