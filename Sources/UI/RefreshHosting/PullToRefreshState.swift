import Observation
import RefreshKit

/// What an app can read and do with one pull-to-refresh scroll view: the
/// phase, whether a refresh runs, how the last one ended, and a way to start
/// one (a toolbar button, say).
///
/// The modifier makes one for each scroll view and puts it in the
/// environment of the scroll view's content (`\.pullToRefresh`), where rows
/// and toolbar items declared inside read it. To read it from outside the
/// scroll view, make your own and pass it in:
///
/// ```swift
/// @State private var refresh = PullToRefreshState()
/// ...
/// List(model.items) { Row($0) }
///     .pullToRefresh(.bouncingBall, state: refresh) { await model.reload() }
/// ```
///
/// Observable: a view that reads ``phase`` redraws when it changes. Give each
/// scroll view its own state.
@MainActor
@Observable
public final class PullToRefreshState {
    /// The controller of the scroll view's current preset; `nil` until the
    /// scroll view has appeared. A new preset brings a new controller.
    public internal(set) var controller: RefreshController?

    /// A state for one scroll view.
    public init() {}

    /// The canonical phase: `idle`, `pulling`, `armed`, `refreshing` or `finishing`.
    public var phase: RefreshPhase { controller?.phase ?? .idle }
    /// Whether a refresh's action is running.
    public var isRefreshing: Bool { controller?.isRefreshing ?? false }
    /// How the last refresh ended, if one has.
    public var lastOutcome: RefreshOutcome? { controller?.lastOutcome }
    /// The error the last failed refresh threw, or `RefreshTimeoutError`.
    public var lastError: (any Error)? { controller?.lastError }

    /// Starts a refresh without a pull, as `UIRefreshControl.beginRefreshing()`
    /// does; does nothing while one runs or finishes. Returns whether one started.
    @discardableResult
    public func beginRefreshing() -> Bool {
        guard let controller else { return false }
        let started = controller.startedRefreshCount
        controller.beginRefreshing()
        return controller.startedRefreshCount > started
    }
}
