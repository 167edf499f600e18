// The Swift samples of docs/uikit.md, verbatim, as a UIKit app compiles them:
// RefreshKitUITests checks that every ```swift block of that page is here, and
// Tools/UITypeCheck/run compiles this target against the stubs.
import RefreshKitUIKit
import UIKit

// MARK: The model the examples share

@MainActor
final class ArticlesModel {
    private(set) var titles = (1...40).map { "Article \($0)" }

    func reload() async throws {
        try await Task.sleep(for: .seconds(1))
        titles.shuffle()
    }

    func reload(then done: @escaping @MainActor @Sendable () -> Void) {
        Task {
            try? await reload()
            done()
        }
    }
}

// MARK: A collection view

final class ArticlesViewController: UIViewController {
    private let model = ArticlesModel()
    private let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    private var refresh: PullToRefreshControl?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        refresh = collectionView.pullToRefresh(.bouncingBall) { [model] in
            try await model.reload()
        }
    }

    func reloadButtonTapped() {
        refresh?.beginRefreshing()
    }

    func stopButtonTapped() {
        refresh?.endRefreshing()
    }

    func editingBegan() {
        refresh?.remove()
        refresh = nil
    }

    func reloadAndWait() async {
        await refresh?.state.refresh()
    }
}

// MARK: A table view, with the done callback

final class TopicsViewController: UIViewController {
    private let model = ArticlesModel()
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.pullToRefresh(
            .progressRing,
            onRefresh: { [model] done in
                model.reload(then: done)
            })
    }
}

// MARK: Target–action

final class InboxViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var refresh: PullToRefreshControl?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        let refresh = tableView.pullToRefresh(.spinningArrow)
        refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        self.refresh = refresh
    }

    private func reload() {
        Task {
            try? await Task.sleep(for: .seconds(1))
            refresh?.endRefreshing()
        }
    }
}

// MARK: Presets and settings

enum InboxPresets {
    static let arrow = Preset(name: "inbox-arrow") {
        PresetExtends("spinning-arrow")
        PresetStrategy(SpinningArrowStrategy.Parameters.holdDistance, 48)
        PresetAnnouncement("Inbox updated", on: .refreshSucceeded)
    }
}

final class RefreshCounter: FeedbackSink {
    private(set) var refreshes = 0

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        if event == .refreshStarted { refreshes += 1 }
    }
}

@MainActor
func attachPresets(to tableView: UITableView, model: ArticlesModel) throws {
    var settings = PullToRefreshSettings.standard
    settings.catalog.addPresets(in: .main)
    settings.strings = RefreshStrings(table: "Inbox")
    settings.makeSinks = { strings in
        PullToRefreshSettings.standardSinks(strings) + [RefreshCounter()]
    }

    // A built-in by its static member, a name in the catalog, a DSL value or a pipeline:
    tableView.pullToRefresh(.frozenHeader, settings: settings) { [model] in try await model.reload() }
    tableView.pullToRefresh("team-arrow", settings: settings) { [model] in try await model.reload() }
    tableView.pullToRefresh(.preset(InboxPresets.arrow), settings: settings) { [model] in try await model.reload() }
    let pipeline = try settings.catalog.pipeline(named: "release-to-refresh")
    tableView.pullToRefresh(.pipeline(pipeline), settings: settings) { [model] in try await model.reload() }
}

// MARK: VoiceOver

final class ArticlesCollectionView: UICollectionView {
    weak var refresh: PullToRefreshControl?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        refresh?.accessibilityScroll(direction) == true || super.accessibilityScroll(direction)
    }
}

@MainActor
func offerTheRefreshAction(on header: UIView, of refresh: PullToRefreshControl) {
    header.accessibilityCustomActions = [refresh.refreshAccessibilityAction]
}
