/// What a sink knows about an event.
public struct FeedbackContext: Sendable, Hashable {
    /// When the event happened, in seconds on the controller's clock.
    public var time: Double
    /// The strategy's status right after the event.
    public var status: RefreshStatus
    /// The haptic the preset asks for on this event, if any.
    public var haptic: HapticStyle?
    /// The announcement the preset asks for on this event, if any.
    public var announcement: String?
    /// For ``FeedbackEvent/refreshFailed``: a description of the error.
    public var errorDescription: String?

    public init(
        time: Double,
        status: RefreshStatus,
        haptic: HapticStyle? = nil,
        announcement: String? = nil,
        errorDescription: String? = nil
    ) {
        self.time = time
        self.status = status
        self.haptic = haptic
        self.announcement = announcement
        self.errorDescription = errorDescription
    }
}
