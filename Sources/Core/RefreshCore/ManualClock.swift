/// A clock that moves only when told to, running scheduled calls in deadline
/// order as it passes them. For tests, previews and `refreshkit simulate`.
@MainActor
public final class ManualClock: RefreshClock {
    private struct Entry {
        let id: Int
        let deadline: Double
        let action: @MainActor () -> Void
    }

    /// The current time in seconds.
    public private(set) var now: Double
    private var entries: [Entry] = []
    private var nextID = 0

    /// Creates a clock reading `now`.
    public init(now: Double = 0) { self.now = now }

    /// The number of scheduled calls still waiting.
    public var pendingCount: Int { entries.count }

    /// The earliest scheduled deadline, if any.
    public var nextDeadline: Double? { entries.map(\.deadline).min() }

    public func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> ScheduledWake {
        nextID += 1
        let id = nextID
        entries.append(Entry(id: id, deadline: deadline, action: action))
        return ScheduledWake { [weak self] in
            guard let self, let index = self.entries.firstIndex(where: { $0.id == id }) else { return }
            // `remove(at:)` hands the entry back, so it is released after the
            // access to `entries` has ended (`removeAll` releases it during):
            // its action may hold the last reference to something whose
            // deinit uses this clock.
            _ = self.entries.remove(at: index)
        }
    }

    /// Moves time forward by `seconds`.
    public func advance(by seconds: Double) { advance(to: now + max(seconds, 0)) }

    /// Moves time forward to `time`, running every call due on the way at its
    /// own deadline, earliest first; calls scheduled meanwhile run too if due.
    public func advance(to time: Double) {
        while let index = dueIndex(upTo: time) {
            let entry = entries.remove(at: index)
            now = max(now, entry.deadline)
            entry.action()
        }
        now = max(now, time)
    }

    private func dueIndex(upTo time: Double) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.deadline <= time {
            if let current = best {
                let other = entries[current]
                if entry.deadline < other.deadline || (entry.deadline == other.deadline && entry.id < other.id) {
                    best = index
                }
            } else {
                best = index
            }
        }
        return best
    }
}
