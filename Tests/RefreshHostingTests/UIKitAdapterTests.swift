import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// The UIKit layer's decisions (``ScrollViewAdapter``) on a model of a
/// `UIScrollView` that follows UIKit's documented properties and its rule for
/// a new `contentInset` (the offset is kept): the hold through
/// `contentInset`, the app's own inset, the finger, VoiceOver and UIKit's own
/// control. Where the documents give numbers, at those numbers.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct UIKitAdapterTests {
    /// Each drawn built-in with the hold its document gives: 000's 40 pt,
    /// 001's 36 pt, 002's 50 pt band, 003's 80 pt threshold, 004's 100 pt maxOffset.
    nonisolated static let drawnPresets = HoldScenarioTests.drawnPresets

    nonisolated static let tolerance = HoldEngine.tolerance

    // MARK: A pull

    @Test(arguments: drawnPresets)
    func aPullPastTheTriggerHoldsTheContentThroughContentInset(preset: RefreshPreset, hold: Double) {
        let rig = UIKitRig(preset)
        let trigger = rig.controller.pipeline.strategy.triggerDistance
        rig.pull(toUncover: trigger * 1.3 + 10, frames: 30)
        rig.wait(0.3)
        let liftedAt = rig.snapshots.count
        rig.lift()
        rig.settle()
        #expect(rig.controller.startedRefreshCount == 1, "\(preset.name): one refresh")
        #expect(rig.hold == hold, "\(preset.name): the document's hold")
        #expect(abs(rig.uncovered - hold) <= Self.tolerance, "\(preset.name): the content rests \(hold) pt down, not \(rig.uncovered)")
        #expect(rig.model.read().contentInsetTop == hold, "\(preset.name): RefreshKit's part of contentInset is the hold")
        let drawing = rig.adapter.indicatorDrawing(rightToLeft: false)
        let offset = rig.model.read().contentOffsetY
        #expect(abs(drawing.placement.height - hold) <= Self.tolerance)
        #expect(abs(drawing.placement.y - (offset + UIKitRig.largeTitleTop)) <= 1e-9, "the indicator starts under the large title")
        #expect(abs(drawing.placement.y + drawing.placement.height) <= Self.tolerance, "and ends at the content's top")
        #expect(rig.adapter.indicatorPlacement(for: rig.model.read()) == drawing.placement, "the placement a write animates to")
        let underFinger = rig.snapshots[..<liftedAt].filter { $0.activity.isDragging == true }
        #expect(underFinger.count > 20)
        #expect(Set(underFinger.map(\.contentInsetTop)) == [0], "\(preset.name): contentInset never changes under the finger")
        let lowest = rig.snapshots[liftedAt...].map(\.uncovered).min() ?? 0
        #expect(lowest >= hold - Self.tolerance, "\(preset.name): the content springs back to the hold line and stops there (\(lowest))")
        rig.finish()
        #expect(abs(rig.uncovered) <= Self.tolerance, "\(preset.name): the hold closes when the refresh ends")
        #expect(rig.model.read().contentInsetTop == 0, "\(preset.name): nothing of RefreshKit's is left in contentInset")
        #expect(rig.adapter.indicatorDrawing(rightToLeft: false).placement.height == 0)
    }

    /// Document 002: armed past 50 pt, the refresh starts when the finger lifts
    /// at 70 pt, and the content bouncing back is caught by the 50 pt band.
    @Test func releaseToRefreshsBounceIsCaughtByItsBand() {
        let rig = UIKitRig(.releaseToRefresh)
        rig.pull(toUncover: 70)
        #expect(rig.controller.phase == .armed)
        let liftedAt = rig.snapshots.count
        rig.lift()
        #expect(rig.controller.phase == .refreshing, "the pan's end is the release, before anything moves")
        rig.settle()
        #expect((rig.snapshots[liftedAt...].map(\.uncovered).min() ?? 0) >= 50 - Self.tolerance, "never under the band")
        #expect(abs(rig.uncovered - 50) <= Self.tolerance)
    }

    // MARK: From code

    /// `beginRefreshing()` at rest at the top: the content moves down by the
    /// hold, along the preset's curve, and reveals the indicator.
    @Test(arguments: drawnPresets)
    func aRefreshFromCodeAtRestRevealsTheIndicator(preset: RefreshPreset, hold: Double) {
        let rig = UIKitRig(preset)
        rig.frames(2)
        #expect(rig.model.writes.isEmpty, "at rest the layer writes nothing")
        let startedAt = rig.snapshots.count
        #expect(rig.session.state.beginRefreshing())
        rig.settle()
        #expect(abs(rig.uncovered - hold) <= Self.tolerance, "\(preset.name): revealed by \(hold) pt, not \(rig.uncovered)")
        #expect(abs(rig.adapter.indicatorDrawing(rightToLeft: false).placement.height - hold) <= Self.tolerance)
        let shown = rig.snapshots[startedAt...].map(\.uncovered)
        // Along the preset's curve (document 004's spring overshoots), never above the top edge.
        #expect(shown.allSatisfy { $0 >= -Self.tolerance }, "\(preset.name): the content moves down, never up: \(shown)")
        let revealCurve = rig.model.writes.first?.curve ?? .immediate
        #expect(
            shown.contains { $0 > Self.tolerance && $0 < hold - Self.tolerance } == (revealCurve.settlingDuration > 0),
            "\(preset.name): animated along the preset's curve (\(revealCurve)), or at once where it has none")
        rig.finish()
        #expect(abs(rig.uncovered) <= Self.tolerance)
        #expect(rig.model.read().contentInsetTop == 0)
    }

    /// Scrolled 1000 pt into the content, a refresh from code moves no row;
    /// coming back to the top while it runs reveals the indicator.
    @Test func aRefreshFromCodeScrolledDownMovesNothingAndShowsAtTheTop() {
        let rig = UIKitRig(.progressRing)
        rig.scroll(by: -1000)
        let rows = rig.model.presentedContentTop
        let startedAt = rig.snapshots.count
        #expect(rig.session.state.beginRefreshing())
        rig.wait(0.5)
        #expect(rig.snapshots[startedAt...].allSatisfy { $0.contentTop == rows }, "no row moves")
        #expect(rig.model.read().contentInsetTop == 0, "no hold out of view")
        rig.touchDown()
        rig.drag(by: 1030, frames: 30)
        rig.lift()
        rig.settle()
        #expect(abs(rig.uncovered - 36) <= Self.tolerance, "back at the top, the running refresh shows")
    }

    /// A refresh that started at the top ends while the user reads 1200 pt
    /// down: no row moves when it ends, or when the hold goes.
    @Test func aRefreshEndingScrolledAwayMovesNothing() {
        let rig = UIKitRig(.bouncingBall)
        rig.pullAndRelease(toUncover: 140)
        #expect(rig.controller.isRefreshing)
        rig.scroll(by: -1200)
        let rows = rig.model.presentedContentTop
        let endedAt = rig.snapshots.count
        rig.finish()
        rig.wait(2)
        #expect(rig.snapshots[endedAt...].allSatisfy { abs($0.contentTop - rows) <= Self.tolerance }, "no row moves")
        #expect(rig.model.read().contentInsetTop == 0)
        #expect(rig.controller.phase == .idle)
    }

    // MARK: The finger

    /// Document 004 holds 100 pt and triggers at 100 pt. A finger resting on
    /// the held content while the refresh ends (it never pans, so KVO says
    /// nothing) must not become a pull: `contentInset` waits for the finger,
    /// and no second refresh starts by itself.
    @Test func aFingerDownWhileTheHoldRetractsMakesNoPhantomPull() {
        let rig = UIKitRig(.bouncingBall)
        rig.pullAndRelease(toUncover: 140)
        #expect(abs(rig.uncovered - 100) <= Self.tolerance)
        rig.touchDown()
        let touchedAt = rig.snapshots.count
        rig.controller.finishRefreshing()
        rig.wait(2.5)
        #expect(rig.controller.phase == .idle, "document 004 finishes within its 1.3 s")
        #expect(rig.snapshots[touchedAt...].allSatisfy { $0.contentInsetTop == 100 }, "the hold waits for the finger")
        #expect(rig.snapshots[touchedAt...].allSatisfy { abs($0.uncovered - 100) <= Self.tolerance }, "nothing moves under it")
        #expect(abs(rig.controller.status.offset) <= ScrollSample.restTolerance, "the pull did not grow by itself")
        #expect(rig.controller.startedRefreshCount == 1)
        rig.lift()
        rig.settle()
        #expect(abs(rig.uncovered) <= Self.tolerance, "the lift of a finger that never panned is noticed")
        #expect(rig.model.read().contentInsetTop == 0)
        #expect(rig.controller.startedRefreshCount == 1)
    }

    /// The refresh ends on a clock tick the instant after a finger touched,
    /// before any frame read the scroll view: the adapter looks at the finger
    /// before it writes, and the hold waits.
    @Test func aTickRightAfterATouchStillWaitsForTheFinger() {
        let rig = UIKitRig(.progressRing)
        rig.pullAndRelease(toUncover: 130)
        rig.wait(0.6)
        let writes = rig.model.writes.count
        rig.model.touchDown()
        rig.controller.finishRefreshing()
        #expect(rig.model.writes.count == writes || rig.model.writes.last?.contentInsetTop == 36, "nothing closes under the finger")
        rig.wait(1)
        #expect(rig.model.read().contentInsetTop == 36)
        rig.lift()
        rig.settle()
        #expect(rig.model.read().contentInsetTop == 0)
        #expect(abs(rig.uncovered) <= Self.tolerance)
    }

    /// A tap that never pans lifts with no KVO report. The layer heard the
    /// finger land (new rows arrived under it), so it reads every frame until
    /// the finger is up: a refresh from code right after still reveals.
    @Test func aTapThatNeverPannedIsNoticedWhenItLifts() {
        let rig = UIKitRig(.progressRing)
        rig.touchDown()
        rig.changeScrollView { $0.contentHeight += 100 }
        #expect(rig.last.activity == .tracking)
        rig.lift()
        rig.frames(2)
        #expect(rig.session.state.beginRefreshing())
        rig.settle()
        #expect(abs(rig.uncovered - 36) <= Self.tolerance, "revealed: \(rig.uncovered)")
    }

    /// A finger landing while the hold closes (document 001's refresh just
    /// ended at the top) stops the content where the user sees it; the rest
    /// springs back once the finger lifts.
    @Test func aFingerLandingWhileTheHoldClosesStopsTheContent() {
        let rig = UIKitRig(.progressRing)
        rig.pullAndRelease(toUncover: 130)
        rig.wait(0.6)
        rig.controller.finishRefreshing()
        rig.frames(3)
        let closing = rig.uncovered
        #expect(closing > 1 && closing < 35, "the hold is closing: \(closing)")
        rig.touchDown()
        let touchedAt = rig.snapshots.count
        rig.frames(20)
        let tops = rig.snapshots[touchedAt...].map(\.contentTop)
        #expect((tops.max() ?? 0) - (tops.min() ?? 0) <= 0.01, "the content stops under the finger: \(tops)")
        rig.lift()
        rig.settle()
        #expect(abs(rig.uncovered) <= Self.tolerance)
        #expect(rig.model.read().contentInsetTop == 0)
        #expect(rig.controller.startedRefreshCount == 1)
    }

    /// Pull after pull: one refresh each, and a pull while one runs starts none.
    @Test func rapidRePullsStartOneRefreshEach() {
        let rig = UIKitRig(.progressRing)
        for cycle in 1...3 {
            rig.pullAndRelease(toUncover: 130, frames: 10, holding: 0.05)
            rig.pullAndRelease(toUncover: 160, frames: 10, holding: 0.05)
            #expect(rig.controller.startedRefreshCount == cycle, "a pull while one runs starts none")
            rig.controller.finishRefreshing()
            rig.wait(0.55)
        }
        rig.settle()
        #expect(abs(rig.uncovered) <= Self.tolerance)
        #expect(rig.model.read().contentInsetTop == 0)
    }

    // MARK: Sticky headers

    /// A plain table's section headers pin at the top of the adjusted inset,
    /// which the hold pushes down. Scrolled away while a refresh runs, the
    /// hold goes once the scroll comes to rest, with no row moving, so a
    /// pinned header sits under the bar again.
    @Test func scrolledAwayTheHoldGoesSoStickyHeadersPinUnderTheBar() {
        let rig = UIKitRig(.frozenHeader)
        rig.pullAndRelease(toUncover: 120)
        #expect(rig.adapter.holdInset == 80)
        rig.touchDown()
        rig.drag(by: -400, frames: 30)
        #expect(rig.model.read().contentInsetTop == 80, "not under the finger")
        rig.lift()
        let liftedAt = rig.snapshots.count
        rig.settle()
        let closedAt = rig.snapshots[liftedAt...].firstIndex { $0.contentInsetTop == 0 }
        #expect(closedAt != nil, "the hold goes once at rest")
        if let closedAt {
            #expect(abs(rig.snapshots[closedAt - 1].contentTop - rig.snapshots[closedAt].contentTop) <= Self.tolerance, "no row jumps")
        }
        #expect(rig.controller.isRefreshing, "the refresh runs on")
        #expect(rig.model.read().adjustedInsetTop == UIKitRig.largeTitleTop, "a pinned header sits under the bar, not 80 pt below it")
    }

    // MARK: Insets the app and the system set

    /// The app's own `contentInset.top` (20 pt) is kept: at rest nothing is
    /// written, the hold comes on top of it, a new value the app sets during
    /// a hold is taken as its own, and the hold's end leaves the app's.
    @Test func theAppsOwnContentInsetIsKept() {
        let rig = UIKitRig(.progressRing, contentInsetTop: 20)
        rig.frames(5)
        #expect(rig.model.writes.isEmpty, "at rest the layer writes nothing")
        let drawing = rig.adapter.indicatorDrawing(rightToLeft: false)
        #expect(drawing.placement.y - rig.model.read().contentOffsetY == UIKitRig.largeTitleTop + 20, "below the app's inset")
        rig.pullAndRelease(toUncover: 120)
        #expect(abs(rig.uncovered - 36) <= Self.tolerance)
        #expect(rig.model.read().contentInsetTop == 20 + 36)
        rig.setContentInsetTop(30)
        rig.settle()
        #expect(rig.adapter.appInsetTop == 30)
        #expect(rig.model.read().contentInsetTop == 30 + 36, "the hold goes back on top of the app's new inset")
        #expect(abs(rig.uncovered - 36) <= Self.tolerance, "and the content stays held at the top")
        rig.finish()
        #expect(rig.model.read().contentInsetTop == 30)
        #expect(abs(rig.uncovered) <= Self.tolerance)
    }

    /// `remove()` during a hold: the refresh is cancelled, RefreshKit's part
    /// of the inset goes and the app's stays, the content goes to the top
    /// edge, and the scroll view is no longer driven.
    @Test func removingTakesOnlyRefreshKitsInsetAndStopsDriving() {
        let rig = UIKitRig(.spinningArrow, contentInsetTop: 20)
        rig.frames(2)
        rig.session.state.beginRefreshing()
        rig.settle()
        #expect(rig.model.read().contentInsetTop == 20 + 40)
        rig.adapter.detach()
        #expect(!rig.controller.isRefreshing)
        #expect(rig.sink.events.last == .refreshCancelled)
        #expect(rig.model.read().contentInsetTop == 20)
        #expect(abs(rig.current.uncovered) <= Self.tolerance)
        let writes = rig.model.writes.count
        rig.pullAndRelease(toUncover: 150)
        #expect(rig.controller.startedRefreshCount == 1, "a pull after remove() starts nothing")
        #expect(rig.model.writes.count == writes)
        #expect(!rig.adapter.needsFrames)
    }

    /// An inline title's bar is 52 pt shorter than a large title's: the
    /// indicator starts under whichever there is.
    @Test(arguments: [59.0 + 44, UIKitRig.largeTitleTop, 0])
    func theIndicatorStartsUnderTheBars(safeAreaTop: Double) {
        let rig = UIKitRig(.releaseToRefresh, safeAreaTop: safeAreaTop)
        rig.pull(toUncover: 30)
        let drawing = rig.adapter.indicatorDrawing(rightToLeft: false)
        #expect(abs(drawing.placement.y - (rig.model.read().contentOffsetY + safeAreaTop)) <= 1e-9)
        #expect(abs(drawing.placement.height - 30) <= Self.tolerance)
        rig.lift()
        rig.settle()
    }

    /// A search controller in the navigation bar: the first part of a pull
    /// reveals its field (52 pt more adjusted inset). The indicator moves
    /// under the field, ends at the content's top, and the pull counts from
    /// under the field.
    @Test func aRevealedSearchFieldMovesTheIndicatorDown() {
        let rig = UIKitRig(.progressRing)
        rig.pull(toUncover: 20, frames: 5)
        rig.changeScrollView { $0.safeAreaTop += 52 }
        rig.pull(toUncover: 60, frames: 10)
        let drawing = rig.adapter.indicatorDrawing(rightToLeft: false)
        #expect(drawing.placement.y - rig.model.read().contentOffsetY == UIKitRig.largeTitleTop + 52)
        #expect(abs(drawing.placement.y + drawing.placement.height) <= Self.tolerance, "it ends at the content's top")
        #expect(rig.controller.startedRefreshCount == 0, "60 pt under the field is short of document 001's 100 pt")
        rig.pull(toUncover: 110, frames: 10)
        #expect(rig.controller.startedRefreshCount == 1)
        rig.lift()
        rig.settle()
        #expect(abs(rig.uncovered - 36) <= Self.tolerance, "held under the field")
    }

    /// Rotation changes the bars under a held refresh (with no KVO report):
    /// the content stays held at the top, the hold's depth below the new bars.
    @Test func rotationKeepsTheHeldContentAtTheTop() {
        let rig = UIKitRig(.spinningArrow)
        rig.frames(2)
        #expect(rig.session.state.beginRefreshing())
        rig.settle()
        #expect(abs(rig.uncovered - 40) <= Self.tolerance)
        rig.changeScrollView { view in
            view.safeAreaTop = 32
            view.containerWidth = 844
            view.containerHeight = 390
        }
        rig.settle()
        #expect(abs(rig.uncovered - 40) <= Self.tolerance, "landscape: \(rig.uncovered)")
        rig.changeScrollView { view in
            view.safeAreaTop = UIKitRig.largeTitleTop
            view.containerWidth = 390
            view.containerHeight = 844
        }
        rig.settle()
        #expect(abs(rig.uncovered - 40) <= Self.tolerance, "portrait again: \(rig.uncovered)")
    }

    // MARK: VoiceOver

    /// The three-finger scroll towards the top at rest at the top refreshes;
    /// anywhere else the adapter declines, and the scroll view pages as
    /// UIKit's own does, with its page status.
    @Test func voiceOversScrollRefreshesOnlyAtTheTop() {
        let rig = UIKitRig(.progressRing)
        rig.frames(2)
        #expect(!rig.adapter.accessibilityScroll(towardsTop: false), "towards the end: UIKit pages")
        #expect(!rig.controller.isRefreshing)
        #expect(rig.adapter.accessibilityScroll(towardsTop: true))
        #expect(rig.controller.isRefreshing)
        #expect(!rig.adapter.accessibilityScroll(towardsTop: true), "refreshing already: UIKit answers (a boundary)")
        #expect(rig.controller.startedRefreshCount == 1)

        let scrolled = UIKitRig(.progressRing)
        scrolled.scroll(by: -1000)
        #expect(!scrolled.adapter.accessibilityScroll(towardsTop: true), "scrolled down: UIKit pages up")
        #expect(!scrolled.controller.isRefreshing)
    }

    // MARK: Target–action

    /// The target–action form's `.valueChanged` goes out once per refresh,
    /// however it started.
    @Test func everyRefreshTellsTheTargetsOnce() async {
        let rig = UIKitRig(.progressRing)
        rig.pullAndRelease(toUncover: 130)
        await rig.yield()
        #expect(rig.valueChangedCount == 1)
        rig.pullAndRelease(toUncover: 160)
        await rig.yield()
        #expect(rig.valueChangedCount == 1, "a pull while one runs starts none")
        rig.finish()
        rig.wait(1)
        rig.session.state.beginRefreshing()
        await rig.yield()
        #expect(rig.valueChangedCount == 2)
    }

    // MARK: UIKit's own control

    /// `system` is UIKit's `UIRefreshControl`: the session hears no pull and
    /// nothing is written; the control's pull runs the refresh through the
    /// controller, and its end ends the control.
    @Test func systemIsUIKitsOwnControl() async {
        let rig = UIKitRig(.system)
        rig.pullAndRelease(toUncover: 200)
        #expect(rig.controller.startedRefreshCount == 0, "UIKit's control pulls; the session hears nothing")
        #expect(rig.model.writes.isEmpty)
        #expect(!rig.adapter.needsFrames)
        #expect(rig.adapter.indicatorDrawing(rightToLeft: false).placement.height == 0, "UIKit's control draws")
        rig.adapter.platformControlPulled()
        #expect(rig.controller.isRefreshing)
        await rig.yield()
        #expect(rig.platformCommands.isEmpty, "the control began by itself")
        #expect(rig.valueChangedCount == 1)
        rig.controller.finishRefreshing()
        rig.wait(2)
        await rig.yield()
        #expect(!rig.controller.isRefreshing)
        #expect(rig.platformCommands == [.end])
        #expect(rig.model.writes.isEmpty)
    }

    /// `isEnabled = false` on the control: a pull and VoiceOver's scroll at
    /// the top start nothing, a refresh from code still runs, and UIKit's own
    /// control, pulled anyway, ends at once with nothing started.
    @Test func switchedOffAPullAndVoiceOverStartNothingButCodeStillRefreshes() async {
        let rig = UIKitRig(.progressRing)
        rig.frames(2)
        rig.session.isPullDisabled = true
        rig.pullAndRelease(toUncover: 160)
        #expect(rig.controller.startedRefreshCount == 0)
        #expect(!rig.adapter.accessibilityScroll(towardsTop: true), "VoiceOver's scroll pages instead")
        #expect(rig.controller.startedRefreshCount == 0)
        #expect(rig.session.state.beginRefreshing())
        rig.settle()
        #expect(abs(rig.uncovered - 36) <= HoldEngine.tolerance, "a refresh from code shows")

        let system = UIKitRig(.system)
        system.session.isPullDisabled = true
        system.adapter.platformControlPulled()
        #expect(!system.controller.isRefreshing)
        #expect(system.platformCommands == [.end], "UIKit's control ends at once")
        #expect(system.valueChangedCount == 0)
        #expect(system.session.state.beginRefreshing(), "code still refreshes")
        system.adapter.platformControlPulled()
        #expect(system.controller.startedRefreshCount == 1, "a pull joins the running refresh")
    }

    /// A `system` refresh from code begins UIKit's control, and reveals it
    /// when the content rests at the top.
    @Test func aSystemRefreshFromCodeBeginsUIKitsControl() async {
        let rig = UIKitRig(.system)
        rig.frames(2)
        #expect(rig.session.state.beginRefreshing())
        await rig.yield()
        #expect(rig.platformCommands == [.begin(revealingFrom: -UIKitRig.largeTitleTop)])

        let scrolled = UIKitRig(.system)
        scrolled.scroll(by: -1000)
        #expect(scrolled.session.state.beginRefreshing())
        await scrolled.yield()
        #expect(scrolled.platformCommands == [.begin(revealingFrom: nil)], "scrolled down: nothing moves")
    }

    // MARK: Notices

    @Test func aPresetThatDoesNotLoadIsReportedAndSystemRuns() {
        let rig = UIKitRig("no-such-preset")
        #expect(rig.controller.pipeline.name == "system")
        #expect(rig.notices.count == 1)
        if case .presetFallback(let reason) = rig.notices.first {
            #expect(reason.contains("'no-such-preset'"))
        } else {
            Issue.record("expected a fallback notice, got \(rig.notices)")
        }
    }
}
