import RefreshCore
import Testing

// RefreshTesting has no indicator conformance check yet; this sweep is the
// same in every strategy module's tests.

/// Statuses from any strategy: every phase, known and foreign state names,
/// offsets from deep in the content to implausibly far, with and without deadlines.
func sweepStatuses() -> [RefreshStatus] {
    let names = ["idle", "waiting", "primed", "loading", "pulling", "refreshing", "frozen", "ongoing", "preparingFinish", "finishing", "someone-else's"]
    var statuses: [RefreshStatus] = []
    for phase in RefreshPhase.allCases {
        for name in names {
            for offset in [-10_000.0, -50, 0, 0.3, 10, 75, 150, 10_000] {
                for inset in [0.0, 50, 100] {
                    for deadline in [nil, 3.0, 2.0, 1.0] as [Double?] {
                        statuses.append(RefreshStatus(
                            phase: phase, stateName: name, progress: [0.0, 0.5, 1][statuses.count % 3],
                            contentInset: inset, offset: offset, stateEnteredAt: 2, nextDeadline: deadline))
                    }
                }
            }
        }
    }
    return statuses
}

/// Every model is finite and in range, and the same inputs give the same model.
func expectSaneModels(_ indicator: some IndicatorStyle, sourceLocation: SourceLocation = #_sourceLocation) {
    var failures = 0
    for status in sweepStatuses() {
        for time in [0.0, 2, 2.1, 2.5, 3, 1_000_000] {
            let model = indicator.model(for: status, at: time)
            let numbers = [model.rotation, model.progress, model.opacity, model.size, model.position.x, model.position.y,
                model.squash, model.shadowOpacity, model.backdrop?.top ?? 0, model.backdrop?.height ?? 0]
            let sane = numbers.allSatisfy(\.isFinite)
                && (0...1).contains(model.opacity) && (0...1).contains(model.progress)
                && (0...1).contains(model.shadowOpacity) && model.size >= 0 && (model.backdrop?.height ?? 0) >= 0
                && model == indicator.model(for: status, at: time)
            if !sane, failures < 5 {
                failures += 1
                Issue.record("insane model \(model) for \(status) at \(time)", sourceLocation: sourceLocation)
            }
        }
    }
}
