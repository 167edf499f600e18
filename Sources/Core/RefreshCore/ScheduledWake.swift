/// A pending call scheduled on a ``RefreshClock``.
@MainActor
public final class ScheduledWake {
    private var cancelAction: (@MainActor () -> Void)?

    /// Creates a wake that runs `cancel` when cancelled.
    public init(cancel: @escaping @MainActor () -> Void) { cancelAction = cancel }

    /// Stops the call from happening; calling it again does nothing.
    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }
}
