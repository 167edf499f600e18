#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI

extension View {
    /// Offers the "Refresh" action of the pull-to-refresh scroll view around
    /// this view on this view itself, for VoiceOver, Switch Control and Voice
    /// Control users focused on it.
    ///
    /// The scroll view carries the action too, as an accessibility container;
    /// put this on an element that is certainly focused, such as a header row.
    /// Like the scroll view's own, it is offered only inside a pull-to-refresh
    /// scroll view (or with its state in `\.pullToRefresh`), and not while
    /// that scroll view's pull to refresh is switched off:
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

    nonisolated init() {}
}

extension RefreshAccessibilityAction: ViewModifier {
    func body(content: Content) -> some View {
        // Offered as the scroll view's state says: not while its pull to
        // refresh is switched off, nor outside a pull-to-refresh scroll view.
        content.accessibilityActions {
            if let pullToRefresh, pullToRefresh.offersRefreshAction {
                Button(strings.text(for: RefreshStrings.refreshActionKey)) { pullToRefresh.performRefreshAction() }
            }
        }
    }
}
#endif
