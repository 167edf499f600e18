import RefreshCore

/// A timing value (`TimingParameter`: `RefreshTiming.Parameters`; another
/// section's parameter does not compile).
public struct PresetTiming: PresetComponent {
    let name: String
    let value: ParameterValue
    public init<Value>(_ parameter: TimingParameter<Value>, _ value: Value) {
        name = parameter.name
        self.value = value.parameterValue
    }
    public func apply(to preset: inout Preset) { preset.timing[name] = value }
}
