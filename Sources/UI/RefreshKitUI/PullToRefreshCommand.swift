#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI

/// A "Refresh" button, ⌘R, for the pull-to-refresh scroll view of the
/// focused scene: put it in your app's menus where a keyboard exists (macOS,
/// iPadOS, Mac Catalyst, visionOS), and the keyboard refreshes what a pull
/// refreshes.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .commands {
///         CommandGroup(after: .toolbar) { PullToRefreshCommand() }
///     }
/// ```
///
/// Each pull-to-refresh scroll view publishes its state to its scene
/// (`focusedSceneValue`); the command is disabled when there is none or it
/// is refreshing.
@available(watchOS, unavailable)
@available(tvOS, unavailable)
public struct PullToRefreshCommand: View {
    @FocusedValue(\.pullToRefresh) private var state
    @Environment(\.refreshStrings) private var strings

    /// A "Refresh" button, ⌘R, for the focused pull-to-refresh scroll view.
    public init() {}

    public var body: some View {
        Button(strings.text(for: RefreshStrings.refreshActionKey)) {
            guard let state else { return }
            Task { await state.refresh() }
        }
        .keyboardShortcut("r", modifiers: .command)
        .disabled(state == nil || state?.isRefreshing == true)
    }
}
#endif
