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
    public var time: Double {
        switch self {
        case .sample(let sample): sample.time
        case .outcome(_, let time), .tick(let time), .begin(let time), .reset(let time): time
        }
    }
}
