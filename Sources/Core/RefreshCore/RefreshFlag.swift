/// The app's `Bool` "is refreshing" flag, as documents 000 and 003 drive a
/// refresh: set to `true` when a refresh starts; the app sets it to `false`
/// when its work is done.
@MainActor
public final class RefreshFlag {
    private let set: @MainActor (Bool) -> Void
    private var signal: CompletionSignal?
    /// The app turned the flag on to start a refresh whose work has not begun.
    private var appStartIsPending = false
    /// ... and turned it off again before the work began: the work ends as it begins.
    private var appEndedBeforeWorkBegan = false

    /// Creates a flag that writes through `set` (a `Binding`'s setter, say).
    public init(set: @escaping @MainActor (Bool) -> Void) { self.set = set }

    /// Tell the flag the app's value changed; `false` ends the running refresh.
    public func valueChanged(to isOn: Bool) {
        guard !isOn else {
            // On, off and on again before the work began: it runs after all.
            appEndedBeforeWorkBegan = false
            return
        }
        if let signal {
            signal.complete()
            self.signal = nil
        } else if appStartIsPending {
            // The work runs in a task that has not started yet; without this
            // the `false` would be lost and the refresh would wait for another.
            appEndedBeforeWorkBegan = true
        }
    }

    /// The app's `true` started a refresh: a `false` that arrives before the
    /// refresh's work begins ends it.
    package func appStartedRefresh() {
        appStartIsPending = true
        appEndedBeforeWorkBegan = false
    }

    func run() async throws {
        let endedAlready = appEndedBeforeWorkBegan
        appStartIsPending = false
        appEndedBeforeWorkBegan = false
        if endedAlready {
            try Task.checkCancellation()
            return
        }
        let signal = CompletionSignal()
        self.signal = signal
        await withTaskCancellationHandler {
            await signal.wait { _ in self.set(true) }
        } onCancel: {
            Task { @MainActor in signal.complete() }
        }
        if self.signal === signal { self.signal = nil }
        if Task.isCancelled {
            set(false)
            throw CancellationError()
        }
    }
}
