#if canImport(SwiftUI)
import RefreshHosting
#if canImport(Accessibility)
import Accessibility
#endif

/// What the layer says to VoiceOver itself, beside the preset's announcements.
@MainActor
enum RefreshAnnouncements {
    /// After RefreshKit paged the content for VoiceOver's three-finger scroll:
    /// the page it shows, as UIKit's scroll view announces it.
    static func pageScrolled(_ status: AccessibilityPageStatus, strings: RefreshStrings) {
        #if canImport(Accessibility)
        AccessibilityNotification.PageScrolled(strings.pageStatus(status)).post()
        #endif
    }
}
#endif
