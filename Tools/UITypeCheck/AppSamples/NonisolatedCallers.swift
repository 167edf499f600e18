// SwiftUI's view modifiers are `nonisolated`: an app may build views in a
// nonisolated helper, and RefreshKit's modifiers must compile there just as
// `.refreshable` does. (Not a docs sample: a promise of the API.)
import RefreshKitUI
import SwiftUI

nonisolated func systemRefreshable(_ rows: some View) -> some View {
    ScrollView { rows }.refreshable {}
}

nonisolated func asyncForm(_ rows: some View) -> some View {
    ScrollView { rows }.pullToRefresh(.bouncingBall) {}
}

nonisolated func onAList(_ items: [String]) -> some View {
    List(items, id: \.self) { Text($0) }.pullToRefresh("bouncing-ball") {}
}

nonisolated func callbackForm(_ rows: some View) -> some View {
    ScrollView { rows }.pullToRefresh("progress-ring", onRefresh: { done in done() })
}

nonisolated func bindingForm(_ rows: some View, isRefreshing: Binding<Bool>) -> some View {
    ScrollView { rows }.pullToRefresh("frozen-header", isRefreshing: isRefreshing)
}

nonisolated func containerForm(_ rows: some View) -> some View {
    RefreshableScrollView(.releaseToRefresh, action: {}) { rows }
}

nonisolated func headerWithTheRefreshAction() -> some View {
    Text("Inbox").pullToRefreshAccessibilityAction()
}

nonisolated func customisedForm(_ rows: some View) -> some View {
    ScrollView { rows }
        .pullToRefresh("bouncing-ball") {}
        .refreshIndicator(for: .ball) { context in Circle().frame(width: context.model.size, height: context.model.size) }
        .refreshFeedbackSinks { _ in [] }
        .pullToRefreshDisabled(false)
        .pullToRefreshTitle(Text("Updated"))
}

nonisolated func formWithItsOwnIndicator(_ rows: some View) -> some View {
    ScrollView { rows }
        .pullToRefresh(.progressRing) {
        } indicator: { context in
            RefreshIndicatorView(context.model)
        }
}

nonisolated func containerWithItsOwnIndicator(_ rows: some View) -> some View {
    RefreshableScrollView(.bouncingBall, action: {}) {
        rows
    } indicator: { context in
        Text(context.stateName)
    }
}
