import RefreshCore

/// What VoiceOver says on an event (a localisation key); empty says nothing.
public struct PresetAnnouncement: PresetComponent {
    let text: String
    let event: FeedbackEvent
    public init(_ text: String, on event: FeedbackEvent) {
        self.text = text
        self.event = event
    }
    public func apply(to preset: inout Preset) { preset.announcements[event] = text }
}
