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
    /// On iOS 18, macOS 15 and their peers every preset draws its own
    /// indicator, and RefreshKit holds the content as its hold engine decides
    /// (see docs/swiftui.md); before them, and for `.system` always, it is
    /// SwiftUI's `.refreshable`, running the preset's work, timing and
    /// feedback. A preset that fails to load runs `system` instead.
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
        modifier(PullToRefreshModifier(preset: preset, state: state, work: .work(RefreshWork(action)), indicator: nil))
    }

    /// ``pullToRefresh(_:state:action:)`` with your own indicator view in place
    /// of the preset's style. It is drawn in the space the pull and the hold
    /// uncover, from its top, at its own height: while a refresh holds the
    /// content, the hold grows to fit it.
    ///
    /// ```swift
    /// List(model.items) { Row($0) }
    ///     .pullToRefresh(.progressRing) {
    ///         await model.reload()
    ///     } indicator: { context in
    ///         VStack {
    ///             RefreshIndicatorView(context.model)
    ///             Text(context.isRefreshing ? "Refreshing" : "Pull to refresh").font(.caption)
    ///         }
    ///     }
    /// ```
    ///
    /// Not drawn with `.system` or before iOS 18 (macOS 15 and their peers):
    /// the platform's own control draws there, and shows no view of yours. The
    /// unified log says so once per scroll view (a fault, subsystem `RefreshKit`).
    nonisolated public func pullToRefresh<Indicator: View>(
        _ preset: RefreshPreset = .system, state: PullToRefreshState? = nil,
        action: @escaping @Sendable () async throws -> Void,
        @ViewBuilder indicator: @escaping @MainActor (RefreshIndicatorContext) -> Indicator
    ) -> some View {
        modifier(
            PullToRefreshModifier(
                preset: preset, state: state, work: .work(RefreshWork(action)), indicator: { AnyView(indicator($0)) }))
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
        modifier(PullToRefreshModifier(preset: preset, state: state, work: .work(.callback(onRefresh)), indicator: nil))
    }

    /// ``pullToRefresh(_:state:onRefresh:)`` with your own indicator view (see
    /// ``pullToRefresh(_:state:action:indicator:)``).
    ///
    /// Not drawn with `.system` or before iOS 18 (macOS 15 and their peers):
    /// the platform's own control draws there, and shows no view of yours. The
    /// unified log says so once per scroll view (a fault, subsystem `RefreshKit`).
    nonisolated public func pullToRefresh<Indicator: View>(
        _ preset: RefreshPreset = .system, state: PullToRefreshState? = nil,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void,
        @ViewBuilder indicator: @escaping @MainActor (RefreshIndicatorContext) -> Indicator
    ) -> some View {
        modifier(
            PullToRefreshModifier(
                preset: preset, state: state, work: .work(.callback(onRefresh)), indicator: { AnyView(indicator($0)) }))
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
        modifier(PullToRefreshModifier(preset: preset, state: state, work: .binding(isRefreshing), indicator: nil))
    }

    /// ``pullToRefresh(_:state:isRefreshing:)`` with your own indicator view
    /// (see ``pullToRefresh(_:state:action:indicator:)``).
    ///
    /// Not drawn with `.system` or before iOS 18 (macOS 15 and their peers):
    /// the platform's own control draws there, and shows no view of yours. The
    /// unified log says so once per scroll view (a fault, subsystem `RefreshKit`).
    nonisolated public func pullToRefresh<Indicator: View>(
        _ preset: RefreshPreset = .system, state: PullToRefreshState? = nil, isRefreshing: Binding<Bool>,
        @ViewBuilder indicator: @escaping @MainActor (RefreshIndicatorContext) -> Indicator
    ) -> some View {
        modifier(
            PullToRefreshModifier(preset: preset, state: state, work: .binding(isRefreshing), indicator: { AnyView(indicator($0)) }))
    }

    /// Switches pull to refresh off for the scroll views below, as
    /// `scrollDisabled(_:)` switches scrolling off: while editing a list or
    /// searching it, say. A pull starts nothing and VoiceOver's scroll and
    /// "Refresh" action no longer refresh; a refresh from code
    /// (`refresh()`, `beginRefreshing()`, the binding, a button) still runs.
    /// Like `scrollDisabled`, a view cannot switch it back on for its
    /// content once an ancestor has switched it off.
    ///
    /// What it looks like: where RefreshKit draws, a pull bounces as in any
    /// scroll view and shows no indicator. With `.system` and before iOS 18
    /// the platform's control draws and stays attached (taking `.refreshable`
    /// away would rebuild the scroll view): a pull there shows the platform's
    /// spinner for a moment and refreshes nothing.
    ///
    /// ```swift
    /// List(model.items) { Row($0) }
    ///     .pullToRefresh(.bouncingBall) { await model.reload() }
    ///     .pullToRefreshDisabled(isEditing)
    /// ```
    nonisolated public func pullToRefreshDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isPullToRefreshEnabled) { enabled in enabled = enabled && !disabled }
    }

    /// Shows `title` under the indicator of the scroll views below, as
    /// `UIRefreshControl.attributedTitle` does: every built-in style draws it,
    /// your own indicator views get it in their context, and VoiceOver reads
    /// it while the indicator shows. The Human Interface Guidelines' example
    /// is when the content was last updated.
    ///
    /// Not drawn with `.system` or before iOS 18 (macOS 15 and their peers):
    /// SwiftUI's `.refreshable` draws there and takes no title. The unified
    /// log says so once per scroll view (a fault, subsystem `RefreshKit`).
    ///
    /// ```swift
    /// feed.pullToRefreshTitle(Text("Updated \(model.updated, style: .relative) ago"))
    /// ```
    nonisolated public func pullToRefreshTitle(_ title: Text?) -> some View {
        environment(\.pullToRefreshTitle, title)
    }

    /// Shows a localized title under the indicator, looked up in the app's
    /// strings as `navigationTitle(_:)` looks up a string literal. Not drawn
    /// with `.system` or before iOS 18 (see ``pullToRefreshTitle(_:)-(Text?)``).
    ///
    /// ```swift
    /// feed.pullToRefreshTitle("Pull to refresh")
    /// ```
    nonisolated public func pullToRefreshTitle(_ titleKey: LocalizedStringKey) -> some View {
        pullToRefreshTitle(Text(titleKey))
    }

    /// Shows `title` under the indicator as it is, without localizing it (a
    /// string the app has already localized or formatted). Not drawn with
    /// `.system` or before iOS 18 (see ``pullToRefreshTitle(_:)-(Text?)``).
    @_disfavoredOverload
    nonisolated public func pullToRefreshTitle<Title: StringProtocol>(_ title: Title) -> some View {
        pullToRefreshTitle(Text(title))
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
/// It is `ScrollView { content }.pullToRefresh(...)`, everywhere: before
/// iOS 18 and its peers, like the modifier, it is the platform's control with
/// the preset's work, timing and feedback (a scroll view that measured the
/// pull itself could not tell a finger's pull from a fling bouncing at the
/// top, and started refreshes nobody asked for). It scrolls vertically only:
/// pull to refresh pulls down.
// The `View` conformance is in an extension so that only `body` is
// main-actor isolated: the initialisers stay callable from nonisolated code,
// as SwiftUI's own views' are.
public struct RefreshableScrollView<Content: View> {
    private let preset: RefreshPreset
    private let state: PullToRefreshState?
    private let work: AppWork
    private let showsIndicators: Bool
    private let indicator: IndicatorBuilder?
    private let content: Content

    /// A scroll view whose refresh runs `action`.
    nonisolated public init(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        action: @escaping @Sendable () async throws -> Void, @ViewBuilder content: () -> Content
    ) {
        self.init(preset, state, showsIndicators, .work(RefreshWork(action)), nil, content())
    }

    /// A scroll view whose refresh runs `action`, with your own indicator view
    /// (see ``SwiftUI/View/pullToRefresh(_:state:action:indicator:)``). Not
    /// drawn with `.system` or before iOS 18, where the platform's control draws.
    nonisolated public init<Indicator: View>(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        action: @escaping @Sendable () async throws -> Void, @ViewBuilder content: () -> Content,
        @ViewBuilder indicator: @escaping @MainActor (RefreshIndicatorContext) -> Indicator
    ) {
        self.init(preset, state, showsIndicators, .work(RefreshWork(action)), { AnyView(indicator($0)) }, content())
    }

    /// A scroll view whose refresh calls `onRefresh`, which calls `done` when finished.
    nonisolated public init(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.init(preset, state, showsIndicators, .work(.callback(onRefresh)), nil, content())
    }

    /// A scroll view whose refresh calls `onRefresh`, with your own indicator
    /// view. Not drawn with `.system` or before iOS 18, where the platform's
    /// control draws.
    nonisolated public init<Indicator: View>(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        onRefresh: @escaping @MainActor @Sendable (_ done: @escaping @MainActor @Sendable () -> Void) -> Void,
        @ViewBuilder content: () -> Content,
        @ViewBuilder indicator: @escaping @MainActor (RefreshIndicatorContext) -> Indicator
    ) {
        self.init(preset, state, showsIndicators, .work(.callback(onRefresh)), { AnyView(indicator($0)) }, content())
    }

    /// A scroll view that sets `isRefreshing` to `true` when a refresh starts,
    /// ends it when the app sets it back to `false`, and starts one when the
    /// app sets it to `true`.
    nonisolated public init(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        isRefreshing: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(preset, state, showsIndicators, .binding(isRefreshing), nil, content())
    }

    /// A scroll view driven by `isRefreshing`, with your own indicator view.
    /// Not drawn with `.system` or before iOS 18, where the platform's control
    /// draws.
    nonisolated public init<Indicator: View>(
        _ preset: RefreshPreset, state: PullToRefreshState? = nil, showsIndicators: Bool = true,
        isRefreshing: Binding<Bool>, @ViewBuilder content: () -> Content,
        @ViewBuilder indicator: @escaping @MainActor (RefreshIndicatorContext) -> Indicator
    ) {
        self.init(preset, state, showsIndicators, .binding(isRefreshing), { AnyView(indicator($0)) }, content())
    }

    nonisolated private init(
        _ preset: RefreshPreset, _ state: PullToRefreshState?, _ showsIndicators: Bool, _ work: AppWork,
        _ indicator: IndicatorBuilder?, _ content: Content
    ) {
        self.preset = preset
        self.state = state
        self.showsIndicators = showsIndicators
        self.work = work
        self.indicator = indicator
        self.content = content
    }
}

extension RefreshableScrollView: View {
    public var body: some View {
        ScrollView { content }
            .scrollIndicators(showsIndicators ? .automatic : .hidden)
            .modifier(PullToRefreshModifier(preset: preset, state: state, work: work, indicator: indicator))
    }
}
#endif
