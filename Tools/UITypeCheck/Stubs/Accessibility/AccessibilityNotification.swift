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

    /// A notification that an app posts when a scroll action completes.
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/pagescrolled
    public struct PageScrolled: Sendable {
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/pagescrolled/init(_:)-28520
        public init(_ announcement: String) {}
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/pagescrolled/init(_:)-39fee
        public init(_ announcement: AttributedString) {}

        /// Posts a notification to assistive apps.
        public func post() {}
    }
}

// Declared in Foundation and cross-imported with Accessibility ("modules":
// Foundation, Accessibility); Linux's Foundation has no accessibility scope.
extension AttributeScopes {
    /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct AccessibilityAttributes {
        /// An attribute to define the urgency of the announcement.
        /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
        @frozen public enum AnnouncementPriorityAttribute: AttributedStringKey {
            public typealias Value = AnnouncementPriority
            public static let name = "AXAnnouncementPriority"

            /// A priority level used by accessibility clients, such as VoiceOver, to
            /// control how announcements are queued and presented.
            /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute/announcementpriority
            public enum AnnouncementPriority: Hashable, Sendable {
                /// Announcements will interrupt existing speech, but are interruptible if a new speech utterance is started.
                case `default`
                /// Announcements will interrupt other speech and cannot be interrupted once started.
                case high
                /// Announcements are queued and spoken when other speech utterances have completed.
                case low
            }
        }
    }
}
