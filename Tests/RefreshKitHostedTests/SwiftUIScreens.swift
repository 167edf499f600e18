#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHostedScenarios
import RefreshKitUI
import SwiftUI
import UIKit
import XCTest

/// What a hosted SwiftUI screen reports about itself, through SwiftUI's own
/// callbacks: where its rows, its header and RefreshKit's indicator area are
/// (`onGeometryChange`, in window coordinates), and what
/// `onScrollGeometryChange` and `onScrollPhaseChange` said.
@MainActor
final class FeedProbe {
    var rowTops: [Int: Double] = [:]
    var headerTop: Double?
    var indicatorTop: Double?
    var geometry: GeometrySample?
    var scrollPhase: String?
}

/// The numbers of a `ScrollGeometry`, as the test records them.
struct GeometrySample: Equatable, Sendable {
    var offsetY: Double
    var insetTop: Double
    var contentHeight: Double
    var containerHeight: Double

    @available(iOS 18.0, *)
    init(_ geometry: ScrollGeometry) {
        offsetY = Double(geometry.contentOffset.y)
        insetTop = Double(geometry.contentInsets.top)
        contentHeight = Double(geometry.contentSize.height)
        containerHeight = Double(geometry.containerSize.height)
    }
}

/// A feed screen for one ``HostedLayout``: a `List`, a `Form` or a
/// `ScrollView` with a lazy stack, 60 rows (under a section header where the
/// layout has one), in a navigation stack with its title, search field and
/// the app's margin, and RefreshKit's `pullToRefresh` with a one-point
/// indicator view that reports where the indicator area starts.
@available(iOS 18.0, *)
struct HostedFeed: View {
    let layout: HostedLayout
    let preset: RefreshPreset
    let hasPullToRefresh: Bool
    let state: PullToRefreshState
    let gate: RefreshGate
    let probe: FeedProbe

    static let rows = Array(0..<ModelContent.rowCount)

    var body: some View {
        NavigationStack {
            container
                .modifier(TopMargin(length: layout.variant == .marginInside ? HostedLayout.appMargin : nil))
                .modifier(
                    HostedPullToRefresh(isOn: hasPullToRefresh, preset: preset, state: state, gate: gate, probe: probe)
                )
                .modifier(TopMargin(length: layout.variant == .marginOutside ? HostedLayout.appMargin : nil))
                .modifier(ScrollReports(probe: probe))
                .navigationTitle("Feed")
                .navigationBarTitleDisplayMode(layout.hasLargeTitle ? .large : .inline)
                .modifier(SearchField(isOn: layout.variant == .searchable))
        }
    }

    @ViewBuilder private var container: some View {
        switch layout.container {
        case .list:
            if layout.hasHeader {
                List { section }.listStyle(.plain)
            } else {
                List { rows }
            }
        case .form:
            Form { if layout.hasHeader { section } else { rows } }
        case .scrollView, .tableView, .collectionView:
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: layout.hasHeader ? [.sectionHeaders] : []) {
                    if layout.hasHeader { section } else { rows }
                }
            }
        }
    }

    private var section: some View {
        Section {
            rows
        } header: {
            Text("Section")
                .frame(maxWidth: .infinity, minHeight: ModelContent.headerHeight, alignment: .leading)
                .onGeometryChange(for: Double.self, of: { Double($0.frame(in: GlobalCoordinateSpace.global).minY) }) { top in
                    probe.headerTop = top
                }
        }
    }

    private var rows: some View { ProbedRows(probe: probe) }
}

/// The feed's rows, each telling the probe where its top is on screen (in
/// window coordinates) while it is in the scroll view's hierarchy.
@available(iOS 18.0, *)
struct ProbedRows: View {
    let probe: FeedProbe

    var body: some View {
        ForEach(HostedFeed.rows, id: \.self) { index in
            Text("Row \(index)")
                .frame(maxWidth: .infinity, minHeight: ModelContent.rowHeight, alignment: .leading)
                .onGeometryChange(for: Double.self, of: { Double($0.frame(in: GlobalCoordinateSpace.global).minY) }) { top in
                    probe.rowTops[index] = top
                }
                .onDisappear { probe.rowTops[index] = nil }
        }
    }
}

/// The app's own top margin, where the layout has one.
@available(iOS 18.0, *)
struct TopMargin: ViewModifier {
    let length: Double?

    func body(content: Content) -> some View {
        if let length {
            content.contentMargins(.top, CGFloat(length), for: .scrollContent)
        } else {
            content
        }
    }
}

/// RefreshKit's pull to refresh (or nothing, for the screen as the app has it
/// without): the work waits for the test's gate, and the indicator is a
/// one-point view whose top is where the indicator area starts.
@available(iOS 18.0, *)
struct HostedPullToRefresh: ViewModifier {
    let isOn: Bool
    let preset: RefreshPreset
    let state: PullToRefreshState
    let gate: RefreshGate
    let probe: FeedProbe

    func body(content: Content) -> some View {
        if isOn {
            content.pullToRefresh(preset, state: state) {
                await gate.wait()
            } indicator: { _ in
                Color.clear
                    .frame(height: 1)
                    .onGeometryChange(for: Double.self, of: { Double($0.frame(in: GlobalCoordinateSpace.global).minY) }) { top in
                        probe.indicatorTop = top
                    }
            }
        } else {
            content
        }
    }
}

/// What the scroll view reports: its geometry and its phase.
@available(iOS 18.0, *)
struct ScrollReports: ViewModifier {
    let probe: FeedProbe

    func body(content: Content) -> some View {
        content
            .onScrollGeometryChange(for: GeometrySample.self, of: GeometrySample.init) { _, geometry in
                probe.geometry = geometry
            }
            .onScrollPhaseChange { _, phase in
                probe.scrollPhase = "\(phase)"
            }
    }
}

/// A search field that stays in the navigation bar's drawer.
@available(iOS 18.0, *)
struct SearchField: ViewModifier {
    let isOn: Bool

    func body(content: Content) -> some View {
        if isOn {
            content.searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always))
        } else {
            content
        }
    }
}

/// A ``HostedFeed`` in a window, driven as the scenarios drive a screen:
/// offsets set on SwiftUI's backing `UIScrollView` (a finger cannot be
/// faked on a scroll view SwiftUI makes), refreshes started through the
/// app's `PullToRefreshState` and ended by its work returning.
@available(iOS 18.0, *)
@MainActor
final class HostedSwiftUIScreen: ClosableScreen {
    let layout: HostedLayout
    /// A third of a point is a pixel on a 3x screen; rows and bars round to pixels.
    let tolerance = 1.0
    let canFakeFinger = false
    let preset: RefreshPreset
    let state: PullToRefreshState
    let probe: FeedProbe
    private let gate: RefreshGate
    private let window: HostedWindow
    private let scrollView: UIScrollView
    private let start = ContinuousClock.now

    init(_ layout: HostedLayout, preset: RefreshPreset = HostedPresets.ring.preset) async throws {
        let state = PullToRefreshState()
        let probe = FeedProbe()
        let gate = RefreshGate()
        let window = HostedWindow(
            UIHostingController(
                rootView: HostedFeed(layout: layout, preset: preset, hasPullToRefresh: true, state: state, gate: gate, probe: probe)))
        self.layout = layout
        self.preset = preset
        self.state = state
        self.probe = probe
        self.gate = gate
        self.window = window
        do {
            scrollView = try await Self.appeared(window, probe: probe)
        } catch {
            window.close()
            throw error
        }
    }

    /// Waits for the screen to appear and report (three seconds at most), and finds its scroll view.
    static func appeared(_ window: HostedWindow, probe: FeedProbe) async throws -> UIScrollView {
        var scrollView: UIScrollView?
        var waited = 0
        while waited < 180, scrollView == nil || probe.rowTops[0] == nil || probe.geometry == nil {
            await nextFrame()
            waited += 1
            window.window.layoutIfNeeded()
            scrollView = HostedWindow.feedScrollView(in: window.window, rowTop: probe.rowTops[0])
        }
        return try XCTUnwrap(
            scrollView.flatMap { probe.rowTops[0] != nil && probe.geometry != nil ? $0 : nil },
            "no scroll view, or no report of it: scroll view \(scrollView.map { "\($0)" } ?? "none"), row 0 \(probe.rowTops[0].map { "\($0)" } ?? "unreported"), geometry \(probe.geometry.map { "\($0)" } ?? "unreported")"
        )
    }

    func close() {
        gate.open()
        window.close()
    }

    func observe() -> HostedObservation {
        Self.observation(of: scrollView, probe: probe, time: seconds(since: start), phase: state.phase)
    }

    static func observation(of scrollView: UIScrollView, probe: FeedProbe, time: Double, phase: RefreshPhase) -> HostedObservation {
        let top = HostedWindow.top(of: scrollView)
        let height = Double(scrollView.bounds.height)
        let rows = probe.rowTops.compactMap { index, rowTop -> HostedRow? in
            let row = rowTop - top
            return row > -ModelContent.rowHeight && row < height ? HostedRow(index: index, top: row) : nil
        }
        return HostedObservation(
            time: time, rows: rows.sorted { $0.index < $1.index }, headerTop: probe.headerTop.map { $0 - top },
            areaTop: probe.indicatorTop.map { $0 - top }, insetTop: probe.geometry?.insetTop, offsetY: Double(scrollView.contentOffset.y),
            geometryOffsetY: probe.geometry?.offsetY, scrollViewInsetTop: Double(scrollView.adjustedContentInset.top),
            phase: phase.rawValue, scrollPhase: probe.scrollPhase)
    }

    func frame() async {
        await nextFrame()
    }

    func setOffsetY(_ offsetY: Double) {
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offsetY))
    }

    func setFinger(down: Bool) {}
    func setDecelerating(_ isDecelerating: Bool) {}

    func beginRefreshing() -> Bool { state.beginRefreshing() }
    func endRefreshing() { gate.open() }
    var phase: RefreshPhase { state.phase }

    func observeWithoutPullToRefresh() async -> HostedObservation {
        let probe = FeedProbe()
        let feed = HostedFeed(
            layout: layout, preset: preset, hasPullToRefresh: false, state: PullToRefreshState(), gate: gate, probe: probe)
        let window = HostedWindow(UIHostingController(rootView: feed))
        defer { window.close() }
        guard let scrollView = try? await Self.appeared(window, probe: probe) else {
            return HostedObservation(time: 0, rows: [], offsetY: 0, phase: RefreshPhase.idle.rawValue)
        }
        for _ in 0..<20 { await nextFrame() }
        return Self.observation(of: scrollView, probe: probe, time: 0, phase: .idle)
    }
}
#endif
