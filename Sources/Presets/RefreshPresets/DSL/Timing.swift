import RefreshCore

/// A timing value (`RefreshTiming.Parameters`).
public struct Timing: PresetComponent {
    let name: String
    let value: Double
    public init(_ parameter: Parameter<Double>, _ value: Double) {
        name = parameter.name
        self.value = value
    }
    public func apply(to preset: inout Preset) { preset.timing[name] = .number(value) }
}
