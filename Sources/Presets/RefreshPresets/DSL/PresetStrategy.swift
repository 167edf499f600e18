import RefreshCore

/// The strategy type, or a value for one of its parameters
/// (`StrategyParameter`; another section's parameter does not compile).
public struct PresetStrategy: PresetComponent {
    let change: @Sendable (inout Preset) -> Void

    /// Names the strategy type, like `"progress-ring"`.
    public init(_ type: String) { change = { $0.strategyType = type } }

    /// Gives one of the strategy's parameters a value.
    public init<Value>(_ parameter: StrategyParameter<Value>, _ value: Value) {
        let given = value.parameterValue
        change = { $0.strategyParameters[parameter.name] = given }
    }

    public func apply(to preset: inout Preset) { change(&preset) }
}
