/// Real time: a continuous clock that keeps counting while the device sleeps.
@MainActor
public final class SystemRefreshClock: RefreshClock {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    public init() { origin = clock.now }

    public var now: Double { Self.seconds(origin.duration(to: clock.now)) }

    public func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> ScheduledWake {
        let instant = origin.advanced(by: .seconds(min(max(deadline, 0), 1e9)))
        let task = Task { @MainActor in
            try? await Task.sleep(until: instant, clock: .continuous)
            guard !Task.isCancelled else { return }
            action()
        }
        return ScheduledWake { task.cancel() }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
