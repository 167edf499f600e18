#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHosting
import RefreshKit
import UIKit

extension UIScrollView {
    /// Adds pull to refresh with a preset to this scroll view (a table view,
    /// a collection view with any layout, any `UIScrollView`): `action` runs
    /// when the preset's strategy starts a refresh, and the refresh ends when
    /// it returns (throwing is a failure).
    ///
    /// ```swift
    /// let refresh = collectionView.pullToRefresh(.bouncingBall) { try await model.reload() }
    /// ```
    ///
    /// A scroll view has one: adding another removes the first. Keep the
    /// returned control to start, end or remove refreshes from code.
    ///
    /// - Parameters:
    ///   - preset: a built-in by its static member (`.bouncingBall`), a name
    ///     in `settings.catalog` (`"team-arrow"`), a DSL value (`.preset(...)`)
    ///     or a pipeline (`.pipeline(...)`); `.system` is UIKit's `UIRefreshControl`.
    ///   - settings: the catalog, the words and the feedback sinks.
    ///   - state: a state of your own, when something outside reads it; the
    ///     control's ``PullToRefreshControl/refreshState`` is this one either way.
    ///   - action: the work of one refresh.
    @discardableResult
    public func pullToRefresh(
        _ preset: RefreshPreset = .system, settings: PullToRefreshSettings = .standard, state: PullToRefreshState? = nil,
        action: @escaping @Sendable () async throws -> Void
    ) -> PullToRefreshControl {
        attachPullToRefresh(preset, settings: settings, state: state, work: RefreshWork(action))
    }

    /// Adds pull to refresh with the `done` callback of documents 001 and 002:
    /// `onRefresh` starts the work and calls `done` when it has finished.
    ///
    /// ```swift
    /// tableView.pullToRefresh(.progressRing, onRefresh: { done in model.reload(then: done) })
    /// ```
    @discardableResult
    public func pullToRefresh(
        _ preset: RefreshPreset = .system, settings: PullToRefreshSettings = .standard, state: PullToRefreshState? = nil,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void
    ) -> PullToRefreshControl {
        attachPullToRefresh(preset, settings: settings, state: state, work: .callback(onRefresh))
    }

    /// Adds pull to refresh in `UIRefreshControl`'s target–action form: the
    /// returned control sends `.valueChanged` when a refresh starts, and the
    /// refresh runs until you call ``PullToRefreshControl/endRefreshing()``.
    ///
    /// ```swift
    /// let refresh = tableView.pullToRefresh(.spinningArrow)
    /// refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
    /// ```
    @discardableResult
    public func pullToRefresh(
        _ preset: RefreshPreset = .system, settings: PullToRefreshSettings = .standard, state: PullToRefreshState? = nil
    ) -> PullToRefreshControl {
        attachPullToRefresh(preset, settings: settings, state: state, work: .external)
    }

    /// The pull to refresh attached to this scroll view, if any.
    public var pullToRefreshControl: PullToRefreshControl? {
        subviews.lazy.compactMap { $0 as? PullToRefreshControl }.first
    }

    private func attachPullToRefresh(
        _ preset: RefreshPreset, settings: PullToRefreshSettings, state: PullToRefreshState?, work: RefreshWork
    ) -> PullToRefreshControl {
        pullToRefreshControl?.remove()
        return PullToRefreshControl(scrollView: self, preset: preset, settings: settings, state: state, work: work)
    }
}
#endif
