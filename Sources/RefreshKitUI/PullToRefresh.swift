#if canImport(SwiftUI)
import SwiftUI
import RefreshKit

extension ScrollView {
    /// Adds pull to refresh with a preset, shaped like SwiftUI's
    /// `refreshable(action:)`: `action` runs when the preset's strategy
    /// starts a refresh, and the refresh ends when it returns (throwing is a
    /// failure).
    ///
    /// ```swift
    /// ScrollView { feed }
    ///     .pullToRefresh("spinning-arrow") { await model.reload() }
    /// ```
    ///
    /// Call it on the `ScrollView` itself, before other modifiers: it
    /// rebuilds the scroll view around its content to hold the content down
    /// while refreshing. A preset that fails to load falls back to `system`.
    nonisolated public func pullToRefresh(
        _ preset: RefreshPreset = .system, action: @escaping @Sendable () async throws -> Void
    ) -> some View {
        PullToRefreshScrollView(
            axes: axes, showsIndicators: showsIndicators, preset: preset, work: .action(RefreshWork(action)),
            content: content)
    }

    /// Adds pull to refresh with a preset and the `done` callback of
    /// documents 001 and 002: `onRefresh` starts the work and calls `done`
    /// when it has finished.
    ///
    /// ```swift
    /// ScrollView { feed }
    ///     .pullToRefresh("release-to-refresh", onRefresh: { done in model.reload(then: done) })
    /// ```
    nonisolated public func pullToRefresh(
        _ preset: RefreshPreset = .system,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void
    ) -> some View {
        PullToRefreshScrollView(
            axes: axes, showsIndicators: showsIndicators, preset: preset, work: .action(.callback(onRefresh)),
            content: content)
    }

    /// Adds pull to refresh with a preset and the `Binding<Bool>` of
    /// documents 000 and 003: RefreshKit sets it to `true` when a refresh
    /// starts; set it back to `false` when the work is done.
    ///
    /// ```swift
    /// ScrollView { feed }
    ///     .pullToRefresh("frozen-header", isRefreshing: $model.isLoading)
    /// ```
    nonisolated public func pullToRefresh(_ preset: RefreshPreset = .system, isRefreshing: Binding<Bool>) -> some View {
        PullToRefreshScrollView(
            axes: axes, showsIndicators: showsIndicators, preset: preset, work: .binding(isRefreshing), content: content)
    }
}

/// A scroll view with pull to refresh, in the documents' container style
/// (documents 002 and 003 call theirs `RefreshableScrollView`).
///
/// ```swift
/// RefreshableScrollView("release-to-refresh", onRefresh: { done in
///     numbers.shuffle()
///     done()
/// }) {
///     VStack { ForEach(numbers, id: \.self) { Text($0).padding() } }
/// }
/// ```
// The `View` conformance is in an extension so that only `body` is
// main-actor isolated: the initialisers stay callable from nonisolated code,
// as SwiftUI's own views' are.
public struct RefreshableScrollView<Content: View> {
    private let axes: Axis.Set
    private let showsIndicators: Bool
    private let preset: RefreshPreset
    private let work: WorkForm
    private let content: Content

    /// A scroll view whose refresh runs `action`.
    nonisolated public init(
        _ preset: RefreshPreset, axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        action: @escaping @Sendable () async throws -> Void, @ViewBuilder content: () -> Content
    ) {
        self.init(preset, axes, showsIndicators, .action(RefreshWork(action)), content())
    }

    /// A scroll view whose refresh calls `onRefresh`, which calls `done` when finished.
    nonisolated public init(
        _ preset: RefreshPreset, axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.init(preset, axes, showsIndicators, .action(.callback(onRefresh)), content())
    }

    /// A scroll view that sets `isRefreshing` to `true` when a refresh
    /// starts; the refresh ends when the app sets it back to `false`.
    nonisolated public init(
        _ preset: RefreshPreset, axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        isRefreshing: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(preset, axes, showsIndicators, .binding(isRefreshing), content())
    }

    nonisolated private init(_ preset: RefreshPreset, _ axes: Axis.Set, _ showsIndicators: Bool, _ work: WorkForm, _ content: Content) {
        self.preset = preset
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.work = work
        self.content = content
    }

}

extension RefreshableScrollView: View {
    public var body: some View {
        PullToRefreshScrollView(
            axes: axes, showsIndicators: showsIndicators, preset: preset, work: work, content: content)
    }
}
#endif
