import RefreshKit

/// A clock the harness can move: `ManualClock`, and one that can also go back.
@MainActor
protocol HarnessClock: RefreshClock {
    func advance(by seconds: Double)
    var pendingCount: Int { get }
}

extension ManualClock: HarnessClock {}

/// `ManualClock`'s rules, plus ``rewind(by:)``: time can jump backwards, as a
/// clock that is not monotonic would. Scheduled calls keep their deadlines and
/// run once the clock passes them again.
@MainActor
final class RewindableClock: HarnessClock {
    private struct Entry {
        let id: Int
        let deadline: Double
        let action: @MainActor () -> Void
    }

    private(set) var now: Double
    private var entries: [Entry] = []
    private var nextID = 0

    init(now: Double = 0) { self.now = now }

    var pendingCount: Int { entries.count }

    func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> ScheduledWake {
        nextID += 1
        let id = nextID
        entries.append(Entry(id: id, deadline: deadline, action: action))
        return ScheduledWake { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    func advance(by seconds: Double) {
        let target = now + max(seconds, 0)
        while let index = dueIndex(upTo: target) {
            let entry = entries.remove(at: index)
            now = max(now, entry.deadline)
            entry.action()
        }
        now = max(now, target)
    }

    func rewind(by seconds: Double) { now -= max(seconds, 0) }

    private func dueIndex(upTo time: Double) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.deadline <= time {
            if let current = best, (entries[current].deadline, entries[current].id) <= (entry.deadline, entry.id) { continue }
            best = index
        }
        return best
    }
}
