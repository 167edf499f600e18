#if canImport(SwiftUI)
import SwiftUI
import RefreshHosting
import RefreshKit

extension EnvironmentValues {
    /// Where `RefreshPreset/named(_:)` and `RefreshPreset/preset(_:)`
    /// presets load from; `PresetCatalog/standard` unless set. Add the
    /// presets your app ships, in a `Presets` folder or copied flat into its
    /// bundle:
    ///
    /// ```swift
    /// ContentView()
    ///     .environment(\.refreshPresetCatalog, .standard.addingPresets(in: .main))
    /// ```
    public var refreshPresetCatalog: PresetCatalog {
        get { self[RefreshPresetCatalogKey.self] }
        set { self[RefreshPresetCatalogKey.self] = newValue }
    }

    /// The words RefreshKit speaks and shows: the "Refresh" action and the
    /// announcements, looked up in the app's strings first.
    public var refreshStrings: RefreshStrings {
        get { self[RefreshStringsKey.self] }
        set { self[RefreshStringsKey.self] = newValue }
    }

    /// The pull-to-refresh scroll view this view is in: its phase, whether it
    /// refreshes, the last error, and `beginRefreshing()` for a button.
    ///
    /// ```swift
    /// struct RefreshButton: View {
    ///     @Environment(\.pullToRefresh) private var pullToRefresh
    ///
    ///     var body: some View {
    ///         Button("Refresh") { pullToRefresh?.beginRefreshing() }
    ///             .disabled(pullToRefresh?.isRefreshing ?? true)
    ///     }
    /// }
    /// ```
    public var pullToRefresh: PullToRefreshState? {
        get { self[PullToRefreshStateKey.self] }
        set { self[PullToRefreshStateKey.self] = newValue }
    }

    /// Whether pull to refresh is on for the scroll views below: `false`
    /// under `pullToRefreshDisabled(true)`, as `isScrollEnabled` is under
    /// `scrollDisabled(true)`.
    public var isPullToRefreshEnabled: Bool {
        get { self[PullToRefreshEnabledKey.self] }
        set { self[PullToRefreshEnabledKey.self] = newValue }
    }

    /// The title shown under the indicator of the scroll views below
    /// (`pullToRefreshTitle(_:)`). Not drawn with `.system` or before iOS 18.
    public var pullToRefreshTitle: Text? {
        get { self[PullToRefreshTitleKey.self] }
        set { self[PullToRefreshTitleKey.self] = newValue }
    }

    /// Makes the feedback sinks of each pull-to-refresh scroll view created
    /// below, once per scroll view. The default plays haptics (where the
    /// platform has them) and posts VoiceOver announcements.
    public var refreshFeedbackSinks: RefreshFeedbackSinks {
        get { self[RefreshFeedbackSinksKey.self] }
        set { self[RefreshFeedbackSinksKey.self] = newValue }
    }
}

/// Makes the `FeedbackSink`s a pull-to-refresh scroll view tells what
/// happens. Each scroll view calls ``makeSinks`` once per preset, when it
/// creates its controller, with the environment's `RefreshStrings`.
public struct RefreshFeedbackSinks: Sendable {
    /// Makes the sinks; sinks that speak take `strings`.
    public var makeSinks: @MainActor @Sendable (_ strings: RefreshStrings) -> [any FeedbackSink]

    /// Sinks made by `makeSinks`.
    public init(_ makeSinks: @escaping @MainActor @Sendable (_ strings: RefreshStrings) -> [any FeedbackSink]) {
        self.makeSinks = makeSinks
    }

    /// Haptics where the platform has them (a `HapticCueSink`, played with
    /// SwiftUI's `sensoryFeedback`), and VoiceOver announcements.
    public static let standard = RefreshFeedbackSinks { strings in
        var sinks: [any FeedbackSink] = [HapticCueSink()]
        #if canImport(Accessibility)
        sinks.append(AccessibilityAnnouncementSink(strings: strings))
        #endif
        return sinks
    }

    /// No feedback at all.
    public static let silent = RefreshFeedbackSinks { _ in [] }
}

extension View {
    /// Sets the feedback sinks of the pull-to-refresh scroll views below.
    ///
    /// ```swift
    /// feed.refreshFeedbackSinks { strings in
    ///     RefreshFeedbackSinks.standard.makeSinks(strings) + [MetricsSink()]
    /// }
    /// ```
    nonisolated public func refreshFeedbackSinks(
        _ makeSinks: @escaping @MainActor @Sendable (_ strings: RefreshStrings) -> [any FeedbackSink]
    ) -> some View {
        environment(\.refreshFeedbackSinks, RefreshFeedbackSinks(makeSinks))
    }
}

private struct RefreshPresetCatalogKey: EnvironmentKey {
    static let defaultValue = PresetCatalog.standard
}

private struct RefreshFeedbackSinksKey: EnvironmentKey {
    static let defaultValue = RefreshFeedbackSinks.standard
}

private struct RefreshStringsKey: EnvironmentKey {
    static let defaultValue = RefreshStrings.standard
}

private struct PullToRefreshStateKey: EnvironmentKey {
    static let defaultValue: PullToRefreshState? = nil
}

private struct PullToRefreshEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct PullToRefreshTitleKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

extension FocusedValues {
    /// The pull-to-refresh scroll view of the focused scene, for a command
    /// that refreshes it (``PullToRefreshCommand``).
    public var pullToRefresh: PullToRefreshState? {
        get { self[PullToRefreshFocusKey.self] }
        set { self[PullToRefreshFocusKey.self] = newValue }
    }
}

private struct PullToRefreshFocusKey: FocusedValueKey {
    typealias Value = PullToRefreshState
}
#endif
