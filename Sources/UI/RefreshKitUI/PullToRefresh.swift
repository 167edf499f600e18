#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI

extension View {
    /// Adds pull to refresh with a preset to the scroll view this modifies
    /// (`ScrollView`, `List`, `Form`, lazy stacks and grids in a `ScrollView`),
    /// anywhere in its modifier chain, shaped like SwiftUI's
    /// `refreshable(action:)`: `action` runs when the preset's strategy starts a
    /// refresh, and the refresh ends when it returns (throwing is a failure).
    ///
    /// ```swift
    /// List(model.items) { Row($0) }
    ///     .pullToRefresh(.bouncingBall) { await model.reload() }
    /// ```
    ///
    /// The content is held the way `UIRefreshControl` holds it, through the
    /// scroll view's top content margin. On iOS 18, macOS 15 and their peers
    /// every preset draws its own indicator; before them the platform's own
    /// control shows, with the preset's timing and feedback (see
    /// docs/swiftui.md). A preset that fails to load runs `system` instead.
    ///
    /// - Parameters:
    ///   - preset: the preset; `.system` is SwiftUI's own control.
    ///   - state: the scroll view's state, when the app reads it from outside
    ///     the scroll view; the content finds it in `\.pullToRefresh` either way.
    ///   - action: the work of one refresh.
    nonisolated public func pullToRefresh(
        _ preset: RefreshPreset = .system, state: PullToRefreshState? = nil,
        action: @escaping @Sendable () async throws -> Void
    ) -> some View {
        modifier(PullToRefreshModifier(preset: preset, state: state, work: .work(RefreshWork(action))))
    }

    /// Adds pull to refresh with the `done` callback of documents 001 and 002:
    /// `onRefresh` starts the work and calls `done` when it has finished.
    ///
    /// ```swift
    /// List(model.items) { Row($0) }
    ///     .pullToRefresh(.progressRing, onRefresh: { done in model.reload(then: done) })
    /// ```
    nonisolated public func pullToRefresh(
        _ preset: RefreshPreset = .system, state: PullToRefreshState? = nil,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void
    ) -> some View {
        modifier(PullToRefreshModifier(preset: preset, state: state, work: .work(.callback(onRefresh))))
    }

    /// Adds pull to refresh with the `Binding<Bool>` of documents 000 and 003,
    /// which works both ways, as `UIRefreshControl` does: RefreshKit sets it to
    /// `true` when a pull starts a refresh, and the app sets it to `false` when
    /// the work is done; the app setting it to `true` starts a refresh, as
    /// `beginRefreshing()` does.
    ///
    /// ```swift
    /// List(model.items) { Row($0) }
    ///     .pullToRefresh(.frozenHeader, isRefreshing: $model.isLoading)
    /// ```
    nonisolated public func pullToRefresh(
        _ preset: RefreshPreset = .system, state: PullToRefreshState? = nil, isRefreshing: Binding<Bool>
    ) -> some View {
        modifier(PullToRefreshModifier(preset: preset, state: state, work: .binding(isRefreshing)))
    }
}

/// A vertical scroll view with pull to refresh, in the documents' container
/// style (documents 002 and 003 call theirs `RefreshableScrollView`).
///
/// ```swift
/// RefreshableScrollView(.releaseToRefresh, onRefresh: { done in
///     numbers.shuffle()
///     done()
/// }) {
///     VStack { ForEach(numbers, id: \.self) { Text($0).padding() } }
/// }
/// ```
///
/// It is `ScrollView { content }.pullToRefresh(...)`, with one difference:
/// before iOS 18 and its peers it still draws the preset's indicator, since it
/// owns its content and can measure the pull there (the finger is not known
/// then, so a fling that bounces at the top counts as a pull). It scrolls
/// vertically only: pull to refresh pulls down.
// The `View` conformance is in an extension so that only `body` is
// main-actor isolated: the initialisers stay callable from nonisolated code,
// as SwiftUI's own views' are.
public struct RefreshableScrollView<Content: View> {
    private let preset: RefreshPreset
    private let state: PullToRefreshState?
    private let work: AppWork
    private let showsIndicators: Bool
    private let content: Content

    /// A scroll view whose refresh runs `action`.
    nonisolated public init(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        action: @escaping @Sendable () async throws -> Void, @ViewBuilder content: () -> Content
    ) {
        self.init(preset, state, showsIndicators, .work(RefreshWork(action)), content())
    }

    /// A scroll view whose refresh calls `onRefresh`, which calls `done` when finished.
    nonisolated public init(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.init(preset, state, showsIndicators, .work(.callback(onRefresh)), content())
    }

    /// A scroll view that sets `isRefreshing` to `true` when a refresh starts,
    /// ends it when the app sets it back to `false`, and starts one when the
    /// app sets it to `true`.
    nonisolated public init(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        isRefreshing: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(preset, state, showsIndicators, .binding(isRefreshing), content())
    }

    nonisolated private init(
        _ preset: RefreshPreset, _ state: PullToRefreshState?, _ showsIndicators: Bool, _ work: AppWork, _ content: Content
    ) {
        self.preset = preset
        self.state = state
        self.showsIndicators = showsIndicators
        self.work = work
        self.content = content
    }
}

extension RefreshableScrollView: View {
    public var body: some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            ScrollView { content }
                .scrollIndicators(showsIndicators ? .automatic : .hidden)
                .modifier(PullToRefreshModifier(preset: preset, state: state, work: work))
        } else {
            ProbedScrollView(preset: preset, state: state, work: work, showsIndicators: showsIndicators, content: content)
        }
    }
}
#endif
