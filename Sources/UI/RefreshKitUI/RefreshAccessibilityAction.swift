#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI

extension View {
    /// Offers the "Refresh" action of the pull-to-refresh scroll view around
    /// this view on this view itself, for VoiceOver, Switch Control and Voice
    /// Control users focused on it.
    ///
    /// The scroll view carries the action too, as an accessibility container;
    /// put this on an element that is certainly focused, such as a header row:
    ///
    /// ```swift
    /// Text("Inbox").font(.headline).pullToRefreshAccessibilityAction()
    /// ```
    nonisolated public func pullToRefreshAccessibilityAction() -> some View {
        modifier(RefreshAccessibilityAction())
    }
}

/// The "Refresh" action on one element, starting the surrounding scroll view's refresh.
struct RefreshAccessibilityAction {
    @Environment(\.pullToRefresh) private var pullToRefresh
    @Environment(\.refreshStrings) private var strings
    @Environment(\.isPullToRefreshEnabled) private var isEnabled

    nonisolated init() {}
}

extension RefreshAccessibilityAction: ViewModifier {
    func body(content: Content) -> some View {
        // Not offered while pull to refresh is switched off.
        content.accessibilityActions {
            if isEnabled {
                Button(strings.text(for: RefreshStrings.refreshActionKey)) { pullToRefresh?.beginRefreshing() }
            }
        }
    }
}
#endif
