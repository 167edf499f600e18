import RefreshHosting
import RefreshKit

/// A ``SimulatedScrollView`` moved only by code, as the hosted tests move a
/// real one: no finger of its own, so content placed past an edge stays
/// there (a `UIScrollView` bounces back only after a drag) and nothing
/// decelerates. What the model still does by itself: the hold's animation,
/// a scroll command's animation, and what its ``InsetChangeRule`` does
/// with a new inset.
package struct CodeDrivenScrollView: Sendable {
    package private(set) var model: SimulatedScrollView

    package init(_ model: SimulatedScrollView) {
        self.model = model
    }

    /// What the scroll view reports as its phase: animating while a scroll
    /// command runs, idle otherwise (SwiftUI's `ScrollPhase` for a scroll
    /// view that only code moves).
    package var activity: ScrollActivity { model.activity == .animating ? .animating : .idle }

    /// Places the content at `offsetY`, as setting `contentOffset` does.
    package mutating func setContentOffset(_ offsetY: Double) {
        model.setContentOffset(offsetY)
    }

    package mutating func apply(_ decision: HoldDecision) {
        model.apply(decision)
    }

    /// The app or the system changes the scroll view (its top inset, its content).
    package mutating func change(_ body: (inout SimulatedScrollView) -> Void) {
        body(&model)
    }

    /// Moves time on: the animations run, and the content moves only as a
    /// scroll command or the inset rule moves it.
    package mutating func advance(by interval: Double) {
        let commanded = model.activity == .animating
        let offset = model.contentOffsetY
        let padding = model.holdPadding
        model.advance(by: interval)
        guard !commanded else { return }
        let ruled = model.rule == .contentFollowsInset ? offset - (model.holdPadding - padding) : offset
        if model.contentOffsetY != ruled { model.setContentOffset(ruled) }
    }
}

/// The rows of a modelled screen: 60 rows 44 pt tall, under a 28 pt header
/// where the screen has sections.
package struct ModelContent: Sendable {
    package static let rowHeight = 44.0
    package static let headerHeight = 28.0
    package static let rowCount = 60

    package let layout: HostedLayout

    package var firstRowTop: Double { layout.hasHeader ? Self.headerHeight : 0 }
    package var height: Double { firstRowTop + Double(Self.rowCount) * Self.rowHeight }

    /// The rows on screen when the content's top is at `contentTop`.
    package func rows(contentTop: Double, containerHeight: Double) -> [HostedRow] {
        (0..<Self.rowCount).compactMap { index in
            let top = contentTop + firstRowTop + Double(index) * Self.rowHeight
            return top + Self.rowHeight > 0 && top < containerHeight ? HostedRow(index: index, top: top) : nil
        }
    }

    /// The header's top: pinned at the visible area's top (the inset, the hold
    /// included) where the layout pins it, carried with the content otherwise.
    package func headerTop(contentTop: Double, insetTop: Double) -> Double? {
        guard layout.hasHeader else { return nil }
        return layout.pinsHeaderByDocument ? max(insetTop, contentTop) : contentTop
    }

    /// The bars above the scroll view's content: an iPhone's status bar
    /// (59 pt), a navigation bar (44 pt), its large title (52 pt) and a
    /// search field (52 pt).
    package var barsHeight: Double {
        switch layout.variant {
        case .largeTitle: 59 + 44 + 52
        case .searchable: 59 + 44 + 52 + 52
        case .inlineTitle, .stickySections, .marginOutside, .marginInside: 59 + 44
        }
    }
}

/// A SwiftUI screen as the model has it: the session in a
/// ``CodeDrivenScrollView`` that follows `rule` and `resolution`, its
/// decisions applied as RefreshKitUI applies them (the padding and the
/// scroll together), the geometry and the phase reported after every change.
@MainActor
package final class ModelSwiftUIScreen: HostedScreen {
    package let layout: HostedLayout
    package let tolerance = HoldEngine.tolerance
    package let canFakeFinger = false
    package let session: RefreshSession
    package private(set) var scrollView: CodeDrivenScrollView
    private let clock = ManualClock()
    private let content: ModelContent
    /// The layer between the session and the scroll view; its timing is when
    /// the engine's decisions reach the scroll view (SwiftUI documents neither).
    private let relay: LayerRelay

    package init(
        _ layout: HostedLayout, preset: RefreshPreset = HostedPresets.ring.preset, rule: InsetChangeRule,
        resolution: ScrollResolution = .withTheInset, timing: DecisionTiming = .sameFrame, canScroll: Bool = true
    ) {
        relay = LayerRelay(timing: timing)
        self.layout = layout
        content = ModelContent(layout: layout)
        scrollView = CodeDrivenScrollView(
            SimulatedScrollView(
                rule: rule, resolution: resolution, safeAreaTop: content.barsHeight, appInsetTop: layout.appMargin,
                contentHeight: content.height))
        var catalog = PresetCatalog.standard
        catalog.searchFolders = []
        session = RefreshSession(
            preset: preset, catalog: catalog, makeSinks: { [] }, work: .work(.external), canScroll: canScroll, clock: clock)
        session.eventHandler = { [weak self] event in
            guard let self, case .hold(let decision) = event else { return }
            relay.receive(decision) { scrollView.apply($0) }
        }
        report()
    }

    /// The geometry and the phase, as `onScrollGeometryChange` and
    /// `onScrollPhaseChange` report them (``LayerRelay``).
    private func report() {
        relay.report(to: session) { (scrollView.activity, scrollView.model.metrics, scrollView.model.holdPadding) }
    }

    package func observe() -> HostedObservation {
        let model = scrollView.model
        return HostedObservation(
            time: model.time, rows: content.rows(contentTop: model.contentTop, containerHeight: model.containerHeight),
            headerTop: content.headerTop(contentTop: model.contentTop, insetTop: model.insetTop),
            areaTop: session.indicatorFrame.top, insetTop: model.insetTop, offsetY: model.contentOffsetY,
            phase: session.controller.phase.rawValue, scrollPhase: "\(scrollView.activity)")
    }

    package func frame() async {
        clock.advance(by: 1 / ScenarioRun.frameRate)
        relay.startFrame { scrollView.apply($0) }
        scrollView.advance(by: 1 / ScenarioRun.frameRate)
        report()
    }

    package func setOffsetY(_ offsetY: Double) {
        scrollView.setContentOffset(offsetY)
        report()
    }

    package func setFinger(down: Bool) {}
    package func setDecelerating(_ isDecelerating: Bool) {}

    package func beginRefreshing() -> Bool { session.state.beginRefreshing() }
    package func endRefreshing() { session.controller.finishRefreshing(.success) }
    package var phase: RefreshPhase { session.controller.phase }

    package func observeWithoutPullToRefresh() async -> HostedObservation {
        let unmodified = SimulatedScrollView(
            rule: scrollView.model.rule, safeAreaTop: content.barsHeight, appInsetTop: layout.appMargin, contentHeight: content.height)
        return HostedObservation(
            time: 0, rows: content.rows(contentTop: unmodified.contentTop, containerHeight: unmodified.containerHeight),
            headerTop: content.headerTop(contentTop: unmodified.contentTop, insetTop: unmodified.insetTop), insetTop: unmodified.insetTop,
            offsetY: unmodified.contentOffsetY, phase: RefreshPhase.idle.rawValue)
    }
}

/// A UIKit screen as the model has it: RefreshKitUIKit's ``ScrollViewAdapter``
/// on a ``CodeDrivenScrollView`` that follows UIKit's documented rule (a new
/// `contentInset` keeps `contentOffset`), read through UIKit's properties.
/// The adapter hears it as RefreshKitUIKit does: when key-value observing
/// would report (the offset, the inset) and on the frames it asks for. The
/// finger is faked as the hosted tests fake it: `isTracking` and
/// `isDecelerating`, with the pan gesture never recognized.
@MainActor
package final class ModelUIKitScreen: HostedScreen, AdaptedScrollView {
    package let layout: HostedLayout
    package let tolerance = HoldEngine.tolerance
    package let canFakeFinger = true
    package private(set) var scrollView: CodeDrivenScrollView
    private(set) var adapter: ScrollViewAdapter?
    private let clock = ManualClock()
    private let content: ModelContent
    private var isTracking = false
    private var isDecelerating = false
    private var observedChange = false

    package init(_ layout: HostedLayout, preset: RefreshPreset = HostedPresets.ring.preset) {
        self.layout = layout
        content = ModelContent(layout: layout)
        // `appInsetTop` is the whole `contentInset.top`: the app's and RefreshKit's.
        scrollView = CodeDrivenScrollView(
            SimulatedScrollView(
                rule: .offsetKept, safeAreaTop: content.barsHeight, appInsetTop: layout.appMargin, contentHeight: content.height))
        var catalog = PresetCatalog.standard
        catalog.searchFolders = []
        let session = RefreshSession(
            preset: preset, catalog: catalog, makeSinks: { [] }, work: .work(.external), canScroll: true, clock: clock)
        adapter = ScrollViewAdapter(session: session, scrollView: self, clock: clock) { _ in }
    }

    private var session: RefreshSession? { adapter?.session }

    // MARK: AdaptedScrollView

    package func read() -> ScrollViewReading {
        let model = scrollView.model
        return ScrollViewReading(
            contentOffsetY: model.contentOffsetY, contentInsetTop: model.appInsetTop, adjustedInsetTop: model.insetTop,
            contentWidth: model.containerWidth, contentHeight: model.contentHeight, boundsWidth: model.containerWidth,
            boundsHeight: model.containerHeight, isTracking: isTracking, isDecelerating: isDecelerating, pan: .possible)
    }

    /// UIKit's model values change at once, inside a view animation too; the
    /// hosted tests read model values as well.
    package func apply(_ change: ScrollViewChange) {
        scrollView.change { view in
            if let top = change.contentInsetTop { view.appInsetTop = top }
            if let offset = change.contentOffsetY { view.setContentOffset(offset) }
        }
        observedChange = true
    }

    package func stopAnimation() {}

    // MARK: HostedScreen

    /// What key-value observing and the layer's frame loop deliver.
    private func deliver() {
        guard let adapter else { return }
        if observedChange || adapter.needsFrames {
            observedChange = false
            adapter.scrollViewChanged()
        }
        observedChange = false
    }

    package func observe() -> HostedObservation {
        let model = scrollView.model
        let placement = adapter.map { $0.indicatorPlacement(for: read()) }
        return HostedObservation(
            time: model.time, rows: content.rows(contentTop: model.contentTop, containerHeight: model.containerHeight),
            headerTop: content.headerTop(contentTop: model.contentTop, insetTop: model.insetTop),
            areaTop: placement.map { $0.y - model.contentOffsetY }, insetTop: model.insetTop, offsetY: model.contentOffsetY,
            phase: phase.rawValue, scrollPhase: "\(read().activity)")
    }

    package func frame() async {
        clock.advance(by: 1 / ScenarioRun.frameRate)
        scrollView.advance(by: 1 / ScenarioRun.frameRate)
        deliver()
    }

    package func setOffsetY(_ offsetY: Double) {
        scrollView.setContentOffset(offsetY)
        observedChange = true
        deliver()
    }

    package func setFinger(down: Bool) { isTracking = down }
    package func setDecelerating(_ isDecelerating: Bool) { self.isDecelerating = isDecelerating }

    package func beginRefreshing() -> Bool { session?.state.beginRefreshing() ?? false }
    package func endRefreshing() { session?.controller.finishRefreshing(.success) }
    package var phase: RefreshPhase { session?.controller.phase ?? .idle }

    package func observeWithoutPullToRefresh() async -> HostedObservation {
        let unmodified = SimulatedScrollView(
            rule: .offsetKept, safeAreaTop: content.barsHeight, appInsetTop: layout.appMargin, contentHeight: content.height)
        return HostedObservation(
            time: 0, rows: content.rows(contentTop: unmodified.contentTop, containerHeight: unmodified.containerHeight),
            headerTop: content.headerTop(contentTop: unmodified.contentTop, insetTop: unmodified.insetTop), insetTop: unmodified.insetTop,
            offsetY: unmodified.contentOffsetY, phase: RefreshPhase.idle.rawValue)
    }
}
