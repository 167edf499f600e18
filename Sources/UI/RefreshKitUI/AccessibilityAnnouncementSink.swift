#if canImport(SwiftUI)
#if canImport(Accessibility)
import Accessibility
import Foundation
import RefreshHosting
import RefreshKit

/// Posts the preset's VoiceOver announcements ("Refreshing", "Refreshed",
/// "Refresh failed" unless the preset says otherwise), at high priority.
///
/// A preset's announcement is a localisation key whose English text is the
/// key itself, looked up through `RefreshStrings`: the app's strings first
/// (add "Refreshed" to your string catalog to reword or translate it), then
/// RefreshKit's own.
@MainActor
public final class AccessibilityAnnouncementSink: FeedbackSink {
    /// Where announcement keys are looked up.
    public let strings: RefreshStrings

    /// A sink that announces with the words in `strings`.
    public init(strings: RefreshStrings = .standard) {
        self.strings = strings
    }

    public func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        guard let key = context.announcement, !key.isEmpty else { return }
        // High: an outcome is spoken whole, not cut off by the rows a refresh
        // inserts, which VoiceOver would otherwise start reading.
        var announcement = AttributedString(strings.text(for: key))
        announcement[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self] = .high
        AccessibilityNotification.Announcement(announcement).post()
    }
}
#endif
#endif
