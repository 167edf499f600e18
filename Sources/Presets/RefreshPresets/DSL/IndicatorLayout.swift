import RefreshCore

/// A layout value (`RefreshLayout.Parameters`).
public struct IndicatorLayout: PresetComponent {
    let name: String
    let value: Double
    public init(_ parameter: Parameter<Double>, _ value: Double) {
        name = parameter.name
        self.value = value
    }
    public func apply(to preset: inout Preset) { preset.layout[name] = .number(value) }
}
