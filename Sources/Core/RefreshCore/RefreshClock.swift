/// The time source a ``RefreshController`` runs against. Inject a
/// ``ManualClock`` in tests, previews and simulations; apps use
/// ``SystemRefreshClock``.
@MainActor
public protocol RefreshClock: AnyObject {
    /// Seconds on a monotonic clock.
    var now: Double { get }
    /// Runs `action` on the main actor once ``now`` reaches `deadline`.
    func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> ScheduledWake
}
