import RefreshCore

/// The preset to start from.
public struct PresetExtends: PresetComponent {
    let name: String
    public init(_ name: String) { self.name = name }
    public func apply(to preset: inout Preset) { preset.extends = name }
}
