/// One observation of the scroll view: how far its content is pulled down, and when.
///
/// `offset > 0` means the content's top sits that many points below its resting
/// position; `offset <= 0` means at rest or scrolled into the content. `time` is
/// seconds on a monotonic clock. `isDragging` tells whether a finger is down,
/// where the platform reports it; strategies must work without it, as the
/// documents they come from do.
public struct ScrollSample: Sendable, Hashable {
    /// Points the content's top is pulled below its resting position.
    public var offset: Double
    /// Seconds on a monotonic clock.
    public var time: Double
    /// Whether a finger is on the screen, or `nil` when the platform does not say.
    public var isDragging: Bool?

    /// Creates a sample.
    public init(offset: Double, time: Double, isDragging: Bool? = nil) {
        self.offset = offset
        self.time = time
        self.isDragging = isDragging
    }
}

/// How a refresh's action ended.
public enum RefreshOutcome: String, Sendable, Hashable, CaseIterable {
    /// The action returned normally.
    case success
    /// The action threw, or ran past the timeout.
    case failure
    /// The action was cancelled, for example because the view went away.
    case cancelled
}

/// What a strategy hears: one input per step.
public enum RefreshInput: Sendable, Hashable {
    /// The scroll view moved (or reported its position again).
    case sample(ScrollSample)
    /// The refresh's action ended, at `time`.
    case outcome(RefreshOutcome, time: Double)
    /// A deadline the strategy reported in ``RefreshStatus/nextDeadline`` is due.
    case tick(time: Double)
    /// Start a refresh without a pull, as `UIRefreshControl.beginRefreshing()` does.
    case begin(time: Double)
    /// Forget everything and return to the initial state, for example when the
    /// view goes away. The controller reports the cancelled refresh itself.
    case reset(time: Double)

    /// The input's time, in seconds.
    @inlinable
    public var time: Double {
        switch self {
        case .sample(let sample): sample.time
        case .outcome(_, let time), .tick(let time), .begin(let time), .reset(let time): time
        }
    }
}
