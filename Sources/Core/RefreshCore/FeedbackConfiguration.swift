/// What the feedback sinks are told to play and say: a preset's `feedback` section.
public struct FeedbackConfiguration: Sendable, Hashable {
    /// The haptic to play for each event; events left out play none.
    public var haptics: [FeedbackEvent: HapticStyle]
    /// The VoiceOver announcement for each event, as a localisation key whose
    /// English text is the key itself; events left out say nothing.
    public var announcements: [FeedbackEvent: String]

    /// The announcements every preset starts from.
    public static let defaultAnnouncements: [FeedbackEvent: String] = [
        .refreshStarted: "Refreshing",
        .refreshSucceeded: "Refreshed",
        .refreshFailed: "Refresh failed",
    ]

    /// Creates a configuration.
    public init(
        haptics: [FeedbackEvent: HapticStyle] = [:],
        announcements: [FeedbackEvent: String] = FeedbackConfiguration.defaultAnnouncements
    ) {
        self.haptics = haptics
        self.announcements = announcements
    }
}
