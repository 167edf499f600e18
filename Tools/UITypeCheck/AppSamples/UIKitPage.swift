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

    func editingChanged(to isEditing: Bool) {
        refresh?.isEnabled = !isEditing  // no pull while editing; code still refreshes
    }

    func screenClosed() {
        refresh?.remove()
        refresh = nil
    }

    func reloadAndWait() async {
        await refresh?.refreshState.refresh()
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

// MARK: A title under the indicator

final class FeedViewController: UIViewController {
    private let model = ArticlesModel()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var refresh: PullToRefreshControl?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        let refresh = tableView.pullToRefresh(.progressRing) { [weak self] in
            try await self?.reload()
        }
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        self.refresh = refresh
    }

    private func reload() async throws {
        do {
            try await model.reload()
            let time = Date.now.formatted(date: .omitted, time: .shortened)
            refresh?.attributedTitle = NSAttributedString(string: "Updated \(time)")
        } catch {
            refresh?.attributedTitle = NSAttributedString(
                string: "Could not refresh", attributes: [.foregroundColor: UIColor.systemRed])
            throw error
        }
    }
}

// MARK: Your own indicator view

final class CaptionedSpinnerView: UIView, PullToRefreshIndicatorView {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let caption = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.font = UIFont.preferredFont(forTextStyle: .caption1)
        caption.adjustsFontForContentSizeCategory = true
        caption.textColor = .secondaryLabel
        caption.textAlignment = .center
        caption.numberOfLines = 0
        // The announcements say "Refreshing" already.
        caption.isAccessibilityElement = false
        addSubview(spinner)
        addSubview(caption)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func update(_ context: PullToRefreshIndicatorContext) {
        alpha = context.model.opacity
        caption.text =
            switch context.phase {
            case .idle, .pulling: "Pull to refresh"
            case .armed: "Release to refresh"
            case .refreshing, .finishing: "Refreshing"
            }
        if context.isRefreshing {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        setNeedsLayout()
    }

    // 8 pt, the 20 pt spinner, 4 pt, the caption, 8 pt.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitting = CGSize(width: size.width, height: .greatestFiniteMagnitude)
        return CGSize(width: size.width, height: 40 + caption.sizeThatFits(fitting).height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: 18)
        caption.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(bounds.height - 40, 0))
    }
}

final class CaptionedFeedViewController: UIViewController {
    private let model = ArticlesModel()
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        let refresh = tableView.pullToRefresh(.progressRing) { [model] in
            try await model.reload()
        }
        refresh.indicatorView = CaptionedSpinnerView()
    }
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
