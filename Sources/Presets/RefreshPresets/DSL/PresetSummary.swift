import RefreshCore

/// One line saying what the preset is for.
public struct PresetSummary: PresetComponent {
    let text: String
    public init(_ text: String) { self.text = text }
    public func apply(to preset: inout Preset) { preset.summary = text }
}
