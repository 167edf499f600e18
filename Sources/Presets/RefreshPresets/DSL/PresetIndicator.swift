import RefreshCore

/// The indicator style, or a value for one of its parameters
/// (`IndicatorParameter`; another section's parameter does not compile).
public struct PresetIndicator: PresetComponent {
    let change: @Sendable (inout Preset) -> Void

    /// Names the indicator style, like `"spinning-arrow"`.
    public init(_ style: String) { change = { $0.indicatorStyle = style } }

    /// Gives one of the style's parameters a value.
    public init<Value>(_ parameter: IndicatorParameter<Value>, _ value: Value) {
        let given = value.parameterValue
        change = { $0.indicatorParameters[parameter.name] = given }
    }

    public func apply(to preset: inout Preset) { change(&preset) }
}
