import RefreshCore

/// A layout value (`LayoutParameter`: `RefreshLayout.Parameters`; another
/// section's parameter does not compile).
public struct PresetLayout: PresetComponent {
    let name: String
    let value: ParameterValue
    public init<Value>(_ parameter: LayoutParameter<Value>, _ value: Value) {
        name = parameter.name
        self.value = value.parameterValue
    }
    public func apply(to preset: inout Preset) { preset.layout[name] = value }
}
