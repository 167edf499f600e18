#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHosting
import RefreshKit

/// What a SwiftUI scroll view takes from its environment, for a UIKit one:
/// where named presets load from, the words RefreshKit speaks, and the
/// feedback sinks. Pass it to `pullToRefresh(_:settings:...)`; keep one of
/// your own where every screen should share it.
///
/// ```swift
/// var settings = PullToRefreshSettings.standard
/// settings.catalog.addPresets(in: .main)
/// settings.makeSinks = { strings in
///     PullToRefreshSettings.standard.makeSinks(strings) + [AnalyticsSink()]
/// }
/// ```
public struct PullToRefreshSettings: Sendable {
    /// Where `RefreshPreset.named(_:)` and `RefreshPreset.preset(_:)` presets load from.
    public var catalog: PresetCatalog
    /// The words RefreshKit speaks: the "Refresh" action and the announcements,
    /// looked up in the app's strings first.
    public var strings: RefreshStrings
    /// Makes the feedback sinks of one scroll view, once, when it is attached;
    /// sinks that speak take ``strings``.
    public var makeSinks: @MainActor @Sendable (_ strings: RefreshStrings) -> [any FeedbackSink]

    /// Settings with the standard catalog, the app's strings and the standard sinks unless given.
    public init(
        catalog: PresetCatalog = .standard, strings: RefreshStrings = .standard,
        makeSinks: @escaping @MainActor @Sendable (_ strings: RefreshStrings) -> [any FeedbackSink] = PullToRefreshSettings
            .standardSinks
    ) {
        self.catalog = catalog
        self.strings = strings
        self.makeSinks = makeSinks
    }

    /// The standard catalog, the app's strings, haptics and VoiceOver announcements.
    public static let standard = PullToRefreshSettings()

    /// Haptics through UIKit's feedback generators, and VoiceOver
    /// announcements at high priority, in the words of `strings`.
    public static let standardSinks: @MainActor @Sendable (_ strings: RefreshStrings) -> [any FeedbackSink] = { strings in
        [FeedbackGeneratorSink(), AnnouncementSink(strings: strings)]
    }

    /// No feedback at all.
    public static let silentSinks: @MainActor @Sendable (_ strings: RefreshStrings) -> [any FeedbackSink] = { _ in [] }
}
#endif
