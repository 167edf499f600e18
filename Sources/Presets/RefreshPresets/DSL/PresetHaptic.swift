import RefreshCore

/// The haptic played on an event; `nil` plays none.
public struct PresetHaptic: PresetComponent {
    let style: HapticStyle?
    let event: FeedbackEvent
    public init(_ style: HapticStyle?, on event: FeedbackEvent) {
        self.style = style
        self.event = event
    }
    public func apply(to preset: inout Preset) { preset.haptics[event] = .some(style) }
}
