/// The app's `Bool` "is refreshing" flag, as documents 000 and 003 drive a
/// refresh: set to `true` when a refresh starts; the app sets it to `false`
/// when its work is done.
@MainActor
public final class RefreshFlag {
    private let set: @MainActor (Bool) -> Void
    private var signal: CompletionSignal?

    /// Creates a flag that writes through `set` (a `Binding`'s setter, say).
    public init(set: @escaping @MainActor (Bool) -> Void) { self.set = set }

    /// Tell the flag the app's value changed; `false` ends the running refresh.
    public func valueChanged(to isOn: Bool) {
        guard !isOn else { return }
        signal?.complete()
        signal = nil
    }

    func run() async throws {
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
