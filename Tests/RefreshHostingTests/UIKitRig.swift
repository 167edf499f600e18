import RefreshHosting
import RefreshKit
import RefreshTesting

/// One moment of a ``UIKitRig``: what the user sees and what the scroll view holds.
struct UIKitSnapshot {
    var time: Double
    /// The content's top on screen, from the scroll view's top edge, mid-animation included.
    var contentTop: Double
    /// Where the content rests without the hold, from the scroll view's top edge.
    var restingTop: Double
    var contentInsetTop: Double
    var adjustedInsetTop: Double
    var drawing: IndicatorDrawing
    var activity: ScrollActivity
    var phase: RefreshPhase

    /// The space above the content, on screen (negative: scrolled into it).
    var uncovered: Double { contentTop - restingTop }
}

/// A preset on a UIKit scroll view, as RefreshKitUIKit attaches it, frame by
/// frame: the adapter hears the scroll view only when key-value observing
/// would report (the offset, the inset, the content's size, the pan state)
/// and on the frames it asks for (``ScrollViewAdapter/needsFrames``), as the
/// layer's display loop runs them. An iPhone under a navigation bar with a
/// large title unless told otherwise.
@MainActor
final class UIKitRig {
    let model: UIKitScrollViewModel
    let adapter: ScrollViewAdapter
    let clock: ManualClock
    let sink: RecordingFeedbackSink
    let frameInterval = 1.0 / 60
    private(set) var snapshots: [UIKitSnapshot] = []
    private let noticeLog: NoticeLog
    private(set) var platformCommands: [PlatformControlCommand] = []
    private(set) var valueChangedCount = 0

    /// An iPhone's status bar (59 pt), inline navigation bar (44 pt) and large title (52 pt).
    nonisolated static let largeTitleTop = 59.0 + 44 + 52

    init(
        _ preset: RefreshPreset, safeAreaTop: Double = UIKitRig.largeTitleTop, contentInsetTop: Double = 0,
        contentHeight: Double = 5000, work: RefreshWork = .external
    ) {
        var catalog = PresetCatalog.standard
        catalog.searchFolders = []
        let clock = ManualClock()
        let sink = RecordingFeedbackSink()
        let noticeLog = NoticeLog()
        let session = RefreshSession(
            preset: preset, catalog: catalog, makeSinks: { [sink] }, work: .work(work), canScroll: true, clock: clock)
        model = UIKitScrollViewModel(safeAreaTop: safeAreaTop, contentInsetTop: contentInsetTop, contentHeight: contentHeight)
        adapter = ScrollViewAdapter(session: session, scrollView: model, clock: clock) { noticeLog.events.append($0) }
        self.clock = clock
        self.sink = sink
        self.noticeLog = noticeLog
        adapter.refreshDidStart = { [unowned self] in valueChangedCount += 1 }
        adapter.platformControlHandler = { [unowned self] in platformCommands.append($0) }
        _ = model.takeObservedChange()
        record()
    }

    var notices: [SessionEvent] { noticeLog.events }
    var session: RefreshSession { adapter.session }
    var controller: RefreshController { session.controller }
    var hold: Double { controller.contentInset }
    var last: UIKitSnapshot { snapshots[snapshots.count - 1] }
    var uncovered: Double { current.uncovered }

    var current: UIKitSnapshot {
        let reading = model.read()
        return UIKitSnapshot(
            time: model.view.time, contentTop: model.presentedContentTop, restingTop: reading.adjustedInsetTop - adapter.holdInset,
            contentInsetTop: reading.contentInsetTop, adjustedInsetTop: reading.adjustedInsetTop,
            drawing: adapter.indicatorDrawing(rightToLeft: false), activity: reading.activity, phase: controller.phase)
    }

    /// What KVO and the display loop deliver after something changed.
    private func deliver() {
        if model.takeObservedChange() || adapter.needsFrames { adapter.scrollViewChanged() }
        _ = model.takeObservedChange()
        record()
    }

    private func record() { snapshots.append(current) }

    // MARK: Time

    func frame() {
        clock.advance(by: frameInterval)
        model.advance(by: frameInterval)
        deliver()
    }

    func frames(_ count: Int) {
        for _ in 0..<max(count, 0) { frame() }
    }

    func wait(_ seconds: Double) { frames(Int((seconds / frameInterval).rounded())) }

    /// Frames until nothing moves and no animation runs, at most `limit` seconds.
    func settle(limit: Double = 5) {
        var waited = 0.0
        repeat {
            frame()
            waited += frameInterval
        } while (model.view.activity != .idle || model.isAnimating) && waited < limit
        frames(2)
    }

    /// Lets the main actor run the work the adapter handed it (its watch of the controller).
    func yield() async {
        await queuedMainActorWorkHasRun()
    }

    // MARK: The finger

    func touchDown() {
        model.touchDown()
        deliver()
    }

    func drag(by points: Double, frames: Int = 20) {
        let count = max(frames, 1)
        for _ in 0..<count {
            clock.advance(by: frameInterval)
            model.advance(by: frameInterval)
            model.drag(by: points / Double(count))
            deliver()
        }
    }

    /// Drags until the content's top is `target` points below where it rests unheld.
    func pull(toUncover target: Double, frames: Int = 20) {
        if !model.view.isFingerDown { touchDown() }
        let count = max(frames, 1)
        let start = uncovered
        for index in 1...count {
            clock.advance(by: frameInterval)
            model.advance(by: frameInterval)
            model.drag(toUncover: start + (target - start) * Double(index) / Double(count), restingTop: current.restingTop)
            deliver()
        }
    }

    func lift(velocity: Double = 0) {
        model.lift(velocity: velocity)
        deliver()
    }

    func pullAndRelease(toUncover target: Double, frames: Int = 20, holding: Double = 0.2) {
        pull(toUncover: target, frames: frames)
        wait(holding)
        lift()
        settle()
    }

    /// Scrolls `points` into the content with the finger, lets go and lets it settle.
    func scroll(by points: Double) {
        touchDown()
        drag(by: points, frames: 30)
        lift()
        settle()
    }

    /// Ends the running refresh and lets everything settle.
    func finish(_ outcome: RefreshOutcome = .success) {
        controller.finishRefreshing(outcome)
        var waited = 0.0
        while controller.phase != .idle, waited < 5 {
            frame()
            waited += frameInterval
        }
        settle()
    }

    // MARK: The app and the system

    func setContentInsetTop(_ top: Double) {
        model.setContentInsetTop(top)
        deliver()
    }

    func changeScrollView(_ body: (inout SimulatedScrollView) -> Void) {
        model.change(body)
        frame()
    }
}

@MainActor
private final class NoticeLog {
    var events: [SessionEvent] = []
}
