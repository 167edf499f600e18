import Foundation
import RefreshKit

/// The words RefreshKit speaks and shows: the name of the "Refresh"
/// accessibility action and the preset's VoiceOver announcements.
///
/// Every string is a key whose English text is the key itself ("Refresh",
/// "Refreshing", "Refreshed", "Refresh failed", or a preset's own
/// announcement). A key is looked up in the app's strings first, so an app
/// translates or rewords any of them by adding the key to its string catalog;
/// then in RefreshKit's own localisations; then the key itself is used.
public struct RefreshStrings: Sendable, Hashable {
    /// The app's strings table to look in first; `nil` for `Localizable`.
    public var table: String?
    /// The bundle to look in first, by path; `nil` for the app's main bundle.
    /// (A path, not a `Bundle`, so that the value stays `Sendable`.)
    public var bundlePath: String?

    /// Strings from `table` in the bundle at `bundlePath` (the app's main
    /// bundle when `nil`), then RefreshKit's own.
    public init(table: String? = nil, bundlePath: String? = nil) {
        self.table = table
        self.bundlePath = bundlePath
    }

    /// The app's `Localizable` table, then RefreshKit's own.
    public static let standard = RefreshStrings()

    /// The key of the accessibility action that starts a refresh.
    public static let refreshActionKey = "Refresh"

    /// The key of what VoiceOver says after its three-finger scroll pages the
    /// content: a format with the page shown and the number of pages.
    public static let pageStatusKey = "Page %1$d of %2$d"

    /// Every key RefreshKit itself speaks: the action's name, the page status
    /// and the default announcements.
    public static var refreshKitKeys: [String] {
        [refreshActionKey, pageStatusKey] + FeedbackEvent.allCases.compactMap { FeedbackConfiguration.defaultAnnouncements[$0] }
    }

    /// What VoiceOver says after a page scroll: "Page 3 of 9" in English.
    package func pageStatus(_ status: AccessibilityPageStatus) -> String {
        String(format: text(for: Self.pageStatusKey), status.page, status.pageCount)
    }

    /// RefreshKit's own localisations.
    package static var shippedBundle: Bundle { .module }

    /// The text for `key` in the current language.
    public func text(for key: String) -> String {
        let appBundle = bundlePath.flatMap(Bundle.init(path:)) ?? .main
        // `localizedString` returns `value` for a key the table lacks; a value
        // no translation holds tells "missing" from "translated as itself".
        let missing = "\u{1}RefreshKit.missing"
        let fromApp = appBundle.localizedString(forKey: key, value: missing, table: table)
        if fromApp != missing { return fromApp }
        return Bundle.module.localizedString(forKey: key, value: key, table: nil)
    }
}
