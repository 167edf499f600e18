/// A count that tests wait on without polling: a waiter is resumed the moment
/// the count meets its condition, or with `false` once `limit` of real time
/// has passed. A controller that works never comes near the limit; it only
/// turns a broken one's hang into a failure.
@MainActor
public final class WatchedCount {
    /// The count.
    public private(set) var value = 0
    private var waiters: [Waiter] = []

    private final class Waiter {
        let condition: (Int) -> Bool
        var continuation: CheckedContinuation<Bool, Never>?
        var timer: Task<Void, Never>?
        init(_ condition: @escaping (Int) -> Bool) { self.condition = condition }
    }

    /// A count at 0.
    public init() {}

    /// Adds `amount` (negative to take away) and resumes the waiters it satisfies.
    public func add(_ amount: Int) {
        value += amount
        for waiter in waiters where waiter.condition(value) { finish(waiter, true) }
    }

    /// Returns `true` once the count meets `condition` (at once if it does),
    /// `false` if it has not after `limit`.
    public func wait(until condition: @escaping (Int) -> Bool, limit: Duration = .seconds(30)) async -> Bool {
        if condition(value) { return true }
        let waiter = Waiter(condition)
        return await withCheckedContinuation { continuation in
            waiter.continuation = continuation
            waiters.append(waiter)
            waiter.timer = Task { @MainActor [weak self] in
                try? await Task.sleep(for: limit)
                guard !Task.isCancelled else { return }
                self?.finish(waiter, false)
            }
        }
    }

    private func finish(_ waiter: Waiter, _ result: Bool) {
        guard let continuation = waiter.continuation else { return }
        waiter.continuation = nil
        waiter.timer?.cancel()
        waiters.removeAll { $0 === waiter }
        continuation.resume(returning: result)
    }
}
