#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHostedScenarios
import RefreshKitUIKit
import UIKit
import XCTest

/// The finger the test fakes on a scroll view of its own: UIKit declares
/// `isTracking` and `isDecelerating` read-only, and RefreshKitUIKit reads
/// them (with the pan gesture, which no touch recognizes here). VoiceOver's
/// three-finger scroll is forwarded to RefreshKit as docs/uikit.md shows.
@MainActor
final class FingerTableView: UITableView {
    var fingerDown = false
    var moving = false
    weak var refresh: PullToRefreshControl?

    override var isTracking: Bool { fingerDown }
    override var isDecelerating: Bool { moving }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        refresh?.accessibilityScroll(direction) == true || super.accessibilityScroll(direction)
    }
}

/// ``FingerTableView`` for a collection view.
@MainActor
final class FingerCollectionView: UICollectionView {
    var fingerDown = false
    var moving = false
    weak var refresh: PullToRefreshControl?

    override var isTracking: Bool { fingerDown }
    override var isDecelerating: Bool { moving }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        refresh?.accessibilityScroll(direction) == true || super.accessibilityScroll(direction)
    }
}

/// 60 blank rows, under a section title where the screen has one.
@MainActor
final class FeedRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    static let reuseIdentifier = "row"
    let title: String?

    init(title: String?) {
        self.title = title
        super.init()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ModelContent.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ModelContent.rowCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }
}

/// A table or collection view screen for one ``HostedLayout``, in a
/// navigation controller with its title (large or inline), a search
/// controller that does not hide, and the app's own `contentInset.top`, with
/// RefreshKitUIKit attached as docs/uikit.md shows.
@MainActor
final class HostedUIKitScreen: ClosableScreen {
    let layout: HostedLayout
    /// A third of a point is a pixel on a 3x screen.
    let tolerance = 1.0
    let canFakeFinger = true
    let preset: RefreshPreset
    let scrollView: UIScrollView
    private(set) var refresh: PullToRefreshControl?
    private let rows: FeedRows
    private let gate = RefreshGate()
    private let window: HostedWindow
    private let start = ContinuousClock.now

    init(_ layout: HostedLayout, preset: RefreshPreset = HostedPresets.ring.preset, attaches: Bool = true) async throws {
        self.layout = layout
        self.preset = preset
        rows = FeedRows(title: layout.hasHeader ? "Section" : nil)
        if layout.container == .collectionView {
            let collectionView = FingerCollectionView(
                frame: CGRect(origin: .zero, size: HostedWindow.size),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: FeedRows.reuseIdentifier)
            collectionView.dataSource = rows
            scrollView = collectionView
        } else {
            let tableView = FingerTableView(frame: CGRect(origin: .zero, size: HostedWindow.size), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: FeedRows.reuseIdentifier)
            tableView.dataSource = rows
            scrollView = tableView
        }
        // The app's own inset, set before RefreshKit is attached.
        if layout.variant == .marginOutside { scrollView.contentInset.top = CGFloat(HostedLayout.appMargin) }
        let controller = UIViewController(nibName: nil, bundle: nil)
        controller.title = "Feed"
        controller.view = scrollView
        controller.navigationItem.largeTitleDisplayMode = layout.hasLargeTitle ? .always : .never
        if layout.variant == .searchable {
            controller.navigationItem.searchController = UISearchController(searchResultsController: nil)
            controller.navigationItem.hidesSearchBarWhenScrolling = false
        }
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = layout.hasLargeTitle
        window = HostedWindow(navigation)
        if attaches {
            let gate = gate
            let refresh = scrollView.pullToRefresh(preset) { await gate.wait() }
            (scrollView as? FingerTableView)?.refresh = refresh
            (scrollView as? FingerCollectionView)?.refresh = refresh
            self.refresh = refresh
        }
        for _ in 0..<20 { await nextFrame() }
        _ = try XCTUnwrap(observe().rowTop(0), "row 0 of the \(layout) screen is not on screen")
    }

    func close() {
        gate.open()
        refresh?.remove()
        window.close()
    }

    func observe() -> HostedObservation {
        let offset = Double(scrollView.contentOffset.y)
        var rows: [HostedRow] = []
        if let tableView = scrollView as? UITableView {
            for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                rows.append(HostedRow(index: indexPath.row, top: Double(tableView.rectForRow(at: indexPath).minY) - offset))
            }
        } else if let collectionView = scrollView as? UICollectionView {
            for indexPath in collectionView.indexPathsForVisibleItems {
                guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { continue }
                rows.append(HostedRow(index: indexPath.item, top: Double(frame.minY) - offset))
            }
        }
        let header = (scrollView as? UITableView)?.headerView(forSection: 0).map { Double($0.frame.minY) - offset }
        return HostedObservation(
            time: seconds(since: start), rows: rows.sorted { $0.index < $1.index }, headerTop: header,
            areaTop: refresh.map { Double($0.frame.minY) - offset }, insetTop: Double(scrollView.adjustedContentInset.top),
            offsetY: offset, phase: phase.rawValue,
            scrollPhase: scrollView.isTracking ? "tracking" : scrollView.isDecelerating ? "decelerating" : "idle")
    }

    func frame() async {
        await nextFrame()
    }

    func setOffsetY(_ offsetY: Double) {
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offsetY))
    }

    func setFinger(down: Bool) {
        (scrollView as? FingerTableView)?.fingerDown = down
        (scrollView as? FingerCollectionView)?.fingerDown = down
    }

    func setDecelerating(_ isDecelerating: Bool) {
        (scrollView as? FingerTableView)?.moving = isDecelerating
        (scrollView as? FingerCollectionView)?.moving = isDecelerating
    }

    func beginRefreshing() -> Bool { refresh?.beginRefreshing() ?? false }
    func endRefreshing() { gate.open() }
    var phase: RefreshPhase { refresh?.refreshState.phase ?? .idle }

    func observeWithoutPullToRefresh() async -> HostedObservation {
        guard let unattached = try? await HostedUIKitScreen(layout, preset: preset, attaches: false) else {
            return HostedObservation(time: 0, rows: [], offsetY: 0, phase: RefreshPhase.idle.rawValue)
        }
        defer { unattached.close() }
        return unattached.observe()
    }
}
#endif
