/// The app's work for one refresh, in the shapes the documents use. Every
/// shape ends up as one `async` function the controller runs in a task.
public struct RefreshWork: Sendable {
    /// The work. Returning is success, throwing is failure, and a
    /// `CancellationError` is cancellation.
    public let run: @Sendable () async throws -> Void

    /// The `async` form, as SwiftUI's `.refreshable` takes it.
    public init(_ run: @escaping @Sendable () async throws -> Void) { self.run = run }

    /// Nothing to do: the refresh ends when someone calls
    /// ``RefreshController/finishRefreshing(_:error:)``.
    public static let external = RefreshWork { try await neverEnding() }

    /// The `done` callback form of documents 001 and 002: `body` starts the
    /// work and calls `done` once it has finished. Calling `done` again does
    /// nothing; a cancelled refresh stops waiting for it.
    public static func callback(
        _ body: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void
    ) -> RefreshWork {
        RefreshWork { @MainActor in
            let signal = CompletionSignal()
            await withTaskCancellationHandler {
                await signal.wait { done in body(done) }
            } onCancel: {
                Task { @MainActor in signal.complete() }
            }
            try Task.checkCancellation()
        }
    }

    /// The flag form of documents 000 and 003: the controller sets the app's
    /// flag to `true` when a refresh starts, and the refresh ends when the app
    /// sets it back to `false` (report that with ``RefreshFlag/valueChanged(to:)``).
    public static func flag(_ flag: RefreshFlag) -> RefreshWork {
        RefreshWork { @MainActor in
            try await flag.run()
        }
    }
}

/// A one-shot signal on the main actor: the first ``complete()`` resumes the
/// waiter; later calls do nothing.
@MainActor
final class CompletionSignal {
    private var continuation: CheckedContinuation<Void, Never>?
    private var isComplete = false

    func wait(starting body: (_ done: @escaping @MainActor @Sendable () -> Void) -> Void) async {
        await withCheckedContinuation { continuation in
            if isComplete {
                continuation.resume()
                return
            }
            self.continuation = continuation
            body { [weak self] in self?.complete() }
        }
    }

    func complete() {
        guard !isComplete else { return }
        isComplete = true
        continuation?.resume()
        continuation = nil
    }
}

private func neverEnding() async throws {
    // Sleeps in bounded steps until cancelled, so it never holds a continuation.
    while true {
        try await Task.sleep(nanoseconds: 3_600_000_000_000)
    }
}
