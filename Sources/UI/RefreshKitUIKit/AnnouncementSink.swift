#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import Accessibility
import Foundation
import RefreshHosting
import RefreshKit

/// Posts the preset's VoiceOver announcements ("Refreshing", "Refreshed",
/// "Refresh failed" unless the preset says otherwise) at high priority, in
/// the words of ``RefreshStrings``: the UIKit layer's own, as RefreshKitUI's
/// sink is compiled only with SwiftUI.
@MainActor
final class AnnouncementSink: FeedbackSink {
    private let strings: RefreshStrings

    init(strings: RefreshStrings) {
        self.strings = strings
    }

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        guard let key = context.announcement, !key.isEmpty else { return }
        // High: an outcome is spoken whole, not cut off by the rows a refresh
        // inserts, which VoiceOver would otherwise start reading.
        var announcement = AttributedString(strings.text(for: key))
        announcement[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self] = .high
        AccessibilityNotification.Announcement(announcement).post()
    }
}
#endif
