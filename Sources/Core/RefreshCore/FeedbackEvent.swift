/// Something a person may want to feel, hear or log.
public enum FeedbackEvent: String, Sendable, Hashable, CaseIterable {
    /// The content left rest and the indicator began to show.
    case pullBegan
    /// The pull passed the trigger; releasing now starts a refresh.
    case armed
    /// The pull went back under the trigger without starting a refresh.
    case disarmed
    /// The refresh's action was started.
    case refreshStarted
    /// The action ended successfully.
    case refreshSucceeded
    /// The action threw or timed out.
    case refreshFailed
    /// The action was cancelled.
    case refreshCancelled

    /// The event that reports `outcome`.
    public init(_ outcome: RefreshOutcome) {
        switch outcome {
        case .success: self = .refreshSucceeded
        case .failure: self = .refreshFailed
        case .cancelled: self = .refreshCancelled
        }
    }

    /// This event's bit in ``FeedbackEvents``.
    var bit: UInt8 {
        switch self {
        case .pullBegan: 1 << 0
        case .armed: 1 << 1
        case .disarmed: 1 << 2
        case .refreshStarted: 1 << 3
        case .refreshSucceeded: 1 << 4
        case .refreshFailed: 1 << 5
        case .refreshCancelled: 1 << 6
        }
    }
}
