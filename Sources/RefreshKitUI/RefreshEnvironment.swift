#if canImport(SwiftUI)
import SwiftUI
import RefreshKit

extension EnvironmentValues {
    /// Where ``RefreshPreset/named(_:)`` and ``RefreshPreset/preset(_:)``
    /// presets load from; ``PresetCatalog/standard`` unless set.
    ///
    /// ```swift
    /// var catalog = PresetCatalog.standard
    /// catalog.searchFolders.append(Bundle.main.resourcePath! + "/Presets")
    /// ContentView().environment(\.refreshPresetCatalog, catalog)
    /// ```
    public var refreshPresetCatalog: PresetCatalog {
        get { self[RefreshPresetCatalogKey.self] }
        set { self[RefreshPresetCatalogKey.self] = newValue }
    }

    /// Makes the feedback sinks of each pull-to-refresh scroll view created
    /// below, once per scroll view. The default plays haptics (where the
    /// platform has them) and posts VoiceOver announcements.
    public var refreshFeedbackSinks: RefreshFeedbackSinks {
        get { self[RefreshFeedbackSinksKey.self] }
        set { self[RefreshFeedbackSinksKey.self] = newValue }
    }
}

/// Makes the ``FeedbackSink``s a pull-to-refresh scroll view tells what
/// happens. Each scroll view calls ``makeSinks`` once, when it creates its
/// controller.
public struct RefreshFeedbackSinks: Sendable {
    /// Makes the sinks.
    public var makeSinks: @MainActor @Sendable () -> [any FeedbackSink]

    /// Sinks made by `makeSinks`.
    public init(_ makeSinks: @escaping @MainActor @Sendable () -> [any FeedbackSink]) {
        self.makeSinks = makeSinks
    }

    /// Haptics where the platform has them, and VoiceOver announcements.
    public static let standard = RefreshFeedbackSinks {
        var sinks: [any FeedbackSink] = []
        #if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
        sinks.append(HapticFeedbackSink())
        #endif
        #if canImport(Accessibility)
        sinks.append(AccessibilityAnnouncementSink())
        #endif
        return sinks
    }

    /// No feedback at all.
    public static let silent = RefreshFeedbackSinks { [] }
}

extension View {
    /// Sets the feedback sinks of the pull-to-refresh scroll views below.
    ///
    /// ```swift
    /// feed.refreshFeedbackSinks { [HapticFeedbackSink(), AccessibilityAnnouncementSink(), MetricsSink()] }
    /// ```
    nonisolated public func refreshFeedbackSinks(
        _ makeSinks: @escaping @MainActor @Sendable () -> [any FeedbackSink]
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
#endif
