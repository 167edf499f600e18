// Accessibility stub for the Linux UI type-check (Tools/UITypeCheck): the
// announcement RefreshKitUI posts, copied from Apple's documentation pages.
// Bodies never run.
import Foundation

/// Notifications posted to assistive apps.
/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
    /// A notification that an app posts when it needs to convey an announcement to the assistive app.
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    public struct Announcement: Sendable {
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
        public init(_ announcement: String) {}
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
        public init(_ announcement: AttributedString) {}

        /// Posts a notification to assistive apps.
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
        public func post() {}
    }
}
