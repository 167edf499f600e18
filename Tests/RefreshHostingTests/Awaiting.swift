import Observation

/// Waits until `condition` holds, woken by a change to an observable
/// property it reads: no polling and no counted turns. A condition that
/// never holds waits until the test's time limit fails it.
@MainActor
func until(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition() {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = condition()
            } onChange: {
                continuation.resume()
            }
        }
    }
}

/// Returns once every main-actor job queued before this call has run: a job
/// of its own, queued behind them on the main actor's serial executor. For
/// work the code under test hands to the main actor (`Task { @MainActor in
/// ... }`), and for showing that such work did nothing.
@MainActor
func queuedMainActorWorkHasRun() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Task { @MainActor in continuation.resume() }
    }
}
