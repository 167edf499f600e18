#if canImport(SwiftUI)
#if canImport(Accessibility)
import Accessibility
import Foundation
import RefreshKit

/// Posts the preset's VoiceOver announcements ("Refreshing", "Refreshed",
/// "Refresh failed" unless the preset says otherwise).
///
/// A preset's announcement is a localisation key whose English text is the
/// key itself: the sink looks it up in `bundle` (the app's main bundle by
/// default) with `Bundle.localizedString(forKey:value:table:)`, so an app
/// translates "Refreshed" by adding it to its string catalog.
@MainActor
public final class AccessibilityAnnouncementSink: FeedbackSink {
    /// Where announcement keys are looked up.
    public let bundle: Bundle
    /// The strings table, `nil` for `Localizable`.
    public let table: String?

    public init(bundle: Bundle = .main, table: String? = nil) {
        self.bundle = bundle
        self.table = table
    }

    public func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        guard let key = context.announcement, !key.isEmpty else { return }
        AccessibilityNotification.Announcement(text(for: key)).post()
    }

    /// The localised text for an announcement key.
    public func text(for key: String) -> String {
        // Not `String(localized:table:bundle:)`: its key is a `LocalizationValue`
        // meant for literals, and Foundation outside Apple's platforms lacks it.
        bundle.localizedString(forKey: key, value: nil, table: table)
    }
}
#endif
#endif
