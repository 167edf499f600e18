import Observation
import RefreshKit

/// What an app can read and do with one pull-to-refresh scroll view: the
/// phase, whether a refresh runs, how the last one ended, and ways to start
/// or stop one from code (a toolbar button, a deep link, a test).
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
/// ...
/// Button("Reload") { Task { await refresh.refresh() } }
/// ```
///
/// Observable: a view that reads ``phase`` redraws when it changes. Give each
/// scroll view its own state.
@MainActor
@Observable
public final class PullToRefreshState {
    /// The controller of the scroll view's current preset; `nil` until the
    /// scroll view has appeared. A new preset brings a new controller.
    package var controller: RefreshController?
    /// The app switched pulling off for the scroll view
    /// (`pullToRefreshDisabled`, `isEnabled`); its session keeps this in step.
    package var isPullDisabled = false

    /// Whether the scroll view offers its "Refresh" action to VoiceOver,
    /// Switch Control and Voice Control: once it has appeared, and not while
    /// pulling is switched off. The layers show the action only when this
    /// is `true`, on the scroll view and on every copy of it an app adds.
    package var offersRefreshAction: Bool { controller != nil && !isPullDisabled }

    /// The "Refresh" action: starts a refresh when the action is offered, as
    /// ``beginRefreshing()`` does. Returns whether one started.
    @discardableResult
    package func performRefreshAction() -> Bool {
        offersRefreshAction && beginRefreshing()
    }

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
    /// does, and returns at once; does nothing while one runs or finishes.
    /// Returns whether one started.
    ///
    /// At rest at the top, the content moves down by the hold and reveals the
    /// indicator; scrolled into the content, nothing moves, and the indicator
    /// shows when the content comes back to the top while the refresh runs.
    @discardableResult
    public func beginRefreshing() -> Bool {
        guard let controller else { return false }
        let started = controller.startedRefreshCount
        controller.beginRefreshing()
        return controller.startedRefreshCount > started
    }

    /// Refreshes and returns when the refresh has ended, as awaiting SwiftUI's
    /// `RefreshAction` does.
    ///
    /// Calls that overlap share one refresh: a call while a refresh runs,
    /// started by a pull or by another call, runs no second action and returns
    /// when that refresh ends. A call while the last refresh is finishing
    /// returns at once, as does a call before the scroll view has appeared.
    /// The indicator is revealed as with ``beginRefreshing()``. Cancelling the
    /// calling task stops nothing: ``cancelRefreshing()`` does.
    public func refresh() async {
        guard let controller else { return }
        if !controller.isRefreshing { controller.beginRefreshing() }
        await controller.waitUntilFinished()
    }

    /// Ends the running refresh as cancelled: its action is cancelled, the
    /// indicator goes, and callers of ``refresh()`` return. Does nothing when
    /// no refresh runs.
    public func cancelRefreshing() {
        controller?.finishRefreshing(.cancelled)
    }
}
