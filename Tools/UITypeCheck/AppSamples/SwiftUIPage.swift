// The Swift samples of docs/swiftui.md, verbatim, as an app compiles them:
// RefreshKitUITests checks that every ```swift block of that page is here, and
// Tools/UITypeCheck/run compiles this target against the stubs.
import Observation
import RefreshKitUI
import SwiftUI

// MARK: The model the examples share

@MainActor @Observable
final class FeedModel {
    var items = (1...30).map { "Item \($0)" }
    var isLoading = false

    func reload() async {
        try? await Task.sleep(for: .seconds(1))
        items.shuffle()
    }

    func reload(then done: @escaping @MainActor @Sendable () -> Void) {
        Task {
            await reload()
            done()
        }
    }
}

struct FeedRows: View {
    let items: [String]

    var body: some View {
        LazyVStack {
            ForEach(items, id: \.self) { Text($0).padding() }
        }
    }
}

// MARK: Any scroll container, anywhere in the modifier chain

struct BouncingBallExample: View {
    @State private var model = FeedModel()

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .pullToRefresh(.bouncingBall) {
            await model.reload()
        }
    }
}

struct FeedScreen: View {
    @State private var model = FeedModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                FeedRows(items: model.items)
            }
            .scrollIndicators(.hidden)
            .navigationTitle("Feed")
            .searchable(text: .constant(""))
            .pullToRefresh(.spinningArrow) {
                await model.reload()
            }
        }
    }
}

// MARK: One example per built-in preset

struct SpinningArrowExample: View {
    @State private var model = FeedModel()

    var body: some View {
        ScrollView {
            FeedRows(items: model.items)
        }
        .pullToRefresh(.spinningArrow, isRefreshing: $model.isLoading)
        .onChange(of: model.isLoading) { _, isLoading in
            guard isLoading else { return }
            Task {
                await model.reload()
                model.isLoading = false
            }
        }
    }
}

struct ProgressRingExample: View {
    @State private var model = FeedModel()

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .pullToRefresh(
            .progressRing,
            onRefresh: { done in
                model.reload(then: done)
            })
    }
}

struct ReleaseToRefreshExample: View {
    @State private var model = FeedModel()

    var body: some View {
        RefreshableScrollView(
            .releaseToRefresh,
            onRefresh: { done in
                model.items.shuffle()
                done()
            }
        ) {
            FeedRows(items: model.items)
        }
    }
}

struct FrozenHeaderExample: View {
    @State private var model = FeedModel()

    var body: some View {
        RefreshableScrollView(.frozenHeader, isRefreshing: $model.isLoading) {
            FeedRows(items: model.items)
        }
        .onChange(of: model.isLoading) { _, isLoading in
            guard isLoading else { return }
            Task {
                await model.reload()
                model.isLoading = false
            }
        }
    }
}

struct SystemExample: View {
    @State private var model = FeedModel()

    var body: some View {
        Form {
            ForEach(model.items, id: \.self) { Text($0) }
        }
        .pullToRefresh(.system) {
            await model.reload()
        }
    }
}

// MARK: A button that refreshes, and the state from outside

struct RefreshButton: View {
    @Environment(\.pullToRefresh) private var pullToRefresh

    var body: some View {
        Button("Refresh") {
            pullToRefresh?.beginRefreshing()
        }
        .disabled(pullToRefresh?.isRefreshing ?? true)
    }
}

struct ToolbarExample: View {
    @State private var model = FeedModel()

    var body: some View {
        NavigationStack {
            List(model.items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Feed")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { RefreshButton() }
            }
            .pullToRefresh(.progressRing) {
                await model.reload()
            }
        }
    }
}

struct StatusExample: View {
    @State private var model = FeedModel()
    @State private var refresh = PullToRefreshState()

    var body: some View {
        VStack {
            if let error = refresh.lastError {
                Text("Could not refresh: \(error.localizedDescription)")
            }
            List(model.items, id: \.self) { item in
                Text(item)
            }
            .pullToRefresh(.bouncingBall, state: refresh) {
                await model.reload()
            }
        }
    }
}

struct ReloadButtonExample: View {
    @State private var model = FeedModel()
    @State private var refresh = PullToRefreshState()

    var body: some View {
        NavigationStack {
            List(model.items, id: \.self) { item in
                Text(item)
            }
            .pullToRefresh(.bouncingBall, state: refresh) {
                await model.reload()
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    if refresh.isRefreshing {
                        Button("Stop") { refresh.cancelRefreshing() }
                    } else {
                        Button("Reload") {
                            Task { await refresh.refresh() }
                        }
                    }
                }
            }
        }
    }
}

// MARK: Accessibility

struct InboxExample: View {
    @State private var model = FeedModel()

    var body: some View {
        List {
            Text("Inbox").font(.headline).pullToRefreshAccessibilityAction()
            ForEach(model.items, id: \.self) { Text($0) }
        }
        .pullToRefresh(.bouncingBall) {
            await model.reload()
        }
    }
}

// MARK: A preset of your own

enum TeamPresets {
    static let arrow = Preset(name: "team-arrow") {
        PresetExtends("spinning-arrow")
        PresetStrategy(SpinningArrowStrategy.Parameters.holdDistance, 48)
        PresetHaptic(.rigid, on: .refreshStarted)
        PresetAnnouncement("Feed updated", on: .refreshSucceeded)
    }
}

struct TeamArrowExample: View {
    @State private var model = FeedModel()

    var body: some View {
        ScrollView {
            FeedRows(items: model.items)
        }
        .pullToRefresh(.preset(TeamPresets.arrow)) {
            await model.reload()
        }
    }
}

struct CatalogExample: View {
    /// Made once: the app's bundle does not change while it runs.
    private static let catalog = PresetCatalog.standard.addingPresets(in: .main)

    var body: some View {
        BouncingBallExample()
            .environment(\.refreshPresetCatalog, Self.catalog)
    }
}

// MARK: Your own indicator views

struct BasketballExample: View {
    var body: some View {
        BouncingBallExample()
            .refreshIndicator(for: .ball) { context in
                Image(systemName: "basketball.fill")
                    .resizable()
                    .foregroundStyle(.orange)
                    .frame(width: context.model.size, height: context.model.size)
                    .rotationEffect(.degrees(context.model.rotation))
                    .scaleEffect(x: 1 + context.model.squash, y: 1 - context.model.squash, anchor: .bottom)
            }
    }
}

struct CaptionedRingExample: View {
    @State private var model = FeedModel()

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .pullToRefresh(.progressRing) {
            await model.reload()
        } indicator: { context in
            VStack(spacing: 4) {
                RefreshIndicatorView(context.model)
                Text(context.isRefreshing ? "Refreshing" : "Pull to refresh")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .opacity(context.model.opacity)
            .padding(.top, 8)
        }
    }
}

struct BrandedExample: View {
    @State private var model = FeedModel()
    @State private var refresh = PullToRefreshState()

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .pullToRefresh(.progressRing, state: refresh) {
            await model.reload()
        }
        .pullToRefreshTitle(refresh.lastOutcome == .failure ? Text("Could not refresh") : Text("Pull to refresh"))
        .tint(.orange)
    }
}

// MARK: Switching it off, the keyboard

struct EditableListExample: View {
    @State private var model = FeedModel()
    @State private var isEditing = false

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .pullToRefresh(.bouncingBall) {
            await model.reload()
        }
        .pullToRefreshDisabled(isEditing)
    }
}

struct FeedCommands: Commands {
    var body: some Commands {
        CommandGroup(after: .toolbar) {
            PullToRefreshCommand()
        }
    }
}

// MARK: Your own feedback sinks and words

final class AnalyticsSink: FeedbackSink {
    private(set) var refreshes = 0

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        if event == .refreshStarted { refreshes += 1 }
    }
}

struct AnalyticsExample: View {
    var body: some View {
        SystemExample()
            .refreshFeedbackSinks { strings in
                RefreshFeedbackSinks.standard.makeSinks(strings) + [AnalyticsSink()]
            }
    }
}

struct WordsExample: View {
    var body: some View {
        BouncingBallExample()
            .environment(\.refreshStrings, RefreshStrings(table: "Feed"))
    }
}

struct TitledExample: View {
    @State private var model = FeedModel()
    let lastUpdate: String

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .pullToRefresh(.spinningArrow) {
            await model.reload()
        }
        .pullToRefreshTitle("Pull to refresh")
    }

    var formatted: some View {
        List(model.items, id: \.self) { item in
            Text(item)
        }
        .pullToRefresh(.spinningArrow) {
            await model.reload()
        }
        .pullToRefreshTitle(lastUpdate)
    }
}
