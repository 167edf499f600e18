import RefreshKit

/// When the hold engine's decision (a new padding and a scroll) reaches the
/// scroll view, relative to the frame whose geometry it answered. Apple
/// documents neither: SwiftUI may run the update that a state change from
/// `onScrollGeometryChange` asks for before it draws that frame, or draw the
/// frame first and apply the change with the next.
package enum DecisionTiming: String, Sendable, Hashable, CaseIterable {
    /// Before the frame is drawn: the user never sees the frame without it.
    case sameFrame
    /// With the next frame: one frame is drawn as the geometry was.
    case nextFrame
}

/// A session hosted in a ``SimulatedScrollView``, frame by frame: what the
/// SwiftUI layer does on a device, in plain Swift. The scroll view reports
/// its geometry and finger to the session after every frame, and the session's
/// decisions (the hold's padding and scroll commands) go back to the scroll
/// view as the layer applies them. The tests and `refreshkit preview` both run
/// through it, so the filmstrip shows what the tests check.
@MainActor
package final class ScrollSimulation {
    /// The scroll view.
    package private(set) var scrollView: SimulatedScrollView
    /// The session, as the modifier keeps it.
    package let session: RefreshSession
    /// The clock the session's controller runs on.
    package let clock: ManualClock
    /// Seconds per frame.
    package let frameInterval: Double
    /// Every decision of the hold engine, in order.
    package private(set) var decisions: [HoldDecision] = []
    /// Every preset fallback and refusal, in order.
    package private(set) var notices: [SessionEvent] = []
    /// What the user saw after every report, in order.
    package private(set) var snapshots: [ScrollSnapshot] = []
    /// When decisions reach the scroll view.
    package var timing: DecisionTiming { relay.timing }
    private let relay: LayerRelay
    /// The system or the app changed the scroll view since the last report.
    private var changedByItself = false

    /// Hosts `session` (whose controller runs on `clock`) in `scrollView`.
    /// Whether every snapshot and decision is kept (the tests read them all;
    /// the command line reads the latest).
    private let keepsHistory: Bool

    package init(
        session: RefreshSession, scrollView: SimulatedScrollView, clock: ManualClock, frameRate: Double = 60,
        timing: DecisionTiming = .sameFrame, keepsHistory: Bool = true
    ) {
        self.session = session
        relay = LayerRelay(timing: timing)
        self.scrollView = scrollView
        self.clock = clock
        self.keepsHistory = keepsHistory
        frameInterval = 1 / frameRate
        session.eventHandler = { [weak self] event in self?.handle(event) }
        report()
    }

    private func handle(_ event: SessionEvent) {
        switch event {
        case .hold(let decision):
            if keepsHistory { decisions.append(decision) }
            relay.receive(decision) { scrollView.apply($0) }
        case .presetFallback, .refused, .notDrawn:
            notices.append(event)
        }
    }

    /// Tells the session what the scroll view shows now, as the layer's
    /// geometry and phase callbacks do (``LayerRelay``).
    private func report() {
        relay.report(to: session) { (scrollView.activity, scrollView.metrics, scrollView.holdPadding) }
        if keepsHistory {
            var snapshot = snapshot
            snapshot.awaitsAnswer = changedByItself && relay.hasPendingDecisions
            snapshots.append(snapshot)
        }
        changedByItself = false
    }

    /// What the user sees now.
    package var snapshot: ScrollSnapshot {
        ScrollSnapshot(
            time: scrollView.time, contentTop: scrollView.contentTop, areaTop: scrollView.insetTop - scrollView.holdPadding,
            holdPadding: scrollView.holdPadding, indicatorFrame: session.indicatorFrame,
            indicator: session.indicatorAppearance(rightToLeft: false, reduceMotion: false).model, activity: scrollView.activity,
            phase: session.controller.phase)
    }

    // MARK: Time

    /// One frame: time moves on, the scroll view moves, the session hears.
    package func frame() {
        beginFrame()
        report()
    }

    /// The start of a frame: time moves on, decisions left for this frame
    /// reach the scroll view, and the scroll view moves.
    private func beginFrame() {
        clock.advance(by: frameInterval)
        relay.startFrame { scrollView.apply($0) }
        scrollView.advance(by: frameInterval)
    }

    /// `count` frames.
    package func frames(_ count: Int) {
        for _ in 0..<max(count, 0) { frame() }
    }

    /// Frames for `seconds`.
    package func wait(_ seconds: Double) {
        frames(Int((seconds / frameInterval).rounded()))
    }

    /// Frames until the scroll view is idle and no animation runs, at most `limit` seconds.
    package func settle(limit: Double = 5) {
        var waited = 0.0
        repeat {
            frame()
            waited += frameInterval
        } while (scrollView.activity != .idle || scrollView.isHoldAnimating || relay.hasPendingDecisions) && waited < limit
        frames(2)
    }

    /// Changes the scroll view as the system or the app would (its bars, its
    /// size, the app's own top space) before the next frame reports it.
    package func changeScrollView(_ change: (inout SimulatedScrollView) -> Void) {
        change(&scrollView)
        changedByItself = true
    }

    // MARK: The finger

    /// A finger touches the content.
    package func touchDown() {
        scrollView.touchDown()
        report()
    }

    /// The finger moves `points` down the screen (negative: up) over `frames` frames.
    package func drag(by points: Double, frames: Int = 20) {
        let count = max(frames, 1)
        for _ in 0..<count {
            beginFrame()
            scrollView.drag(by: points / Double(count))
            report()
        }
    }

    /// The finger drags until the content's top is `uncovered` points below
    /// where it rests unheld, in `frames` frames.
    package func pull(toUncover uncovered: Double, frames: Int = 20) {
        if !scrollView.isFingerDown { touchDown() }
        let count = max(frames, 1)
        let start = uncoveredNow
        for index in 1...count {
            let target = start + (uncovered - start) * Double(index) / Double(count)
            beginFrame()
            scrollView.dragContent(toUncover: target)
            report()
        }
    }

    /// The finger lifts, moving `velocity` points a second down the screen.
    package func lift(velocity: Double = 0) {
        scrollView.lift(velocity: velocity)
        report()
    }

    /// A whole pull: touch, drag the content until `uncovered` points show,
    /// hold there `holding` seconds, lift and let it settle.
    package func pullAndRelease(toUncover uncovered: Double, frames: Int = 20, holding: Double = 0.2) {
        pull(toUncover: uncovered, frames: frames)
        wait(holding)
        lift()
        settle()
    }

    // MARK: What the user sees

    /// Points from the area's top (where the content rests unheld) to the
    /// content's top: the space uncovered above the content, negative when
    /// scrolled into it.
    package var uncoveredNow: Double { scrollView.contentTop - (scrollView.insetTop - scrollView.holdPadding) }

    /// Where the indicator is drawn.
    package var indicatorFrame: IndicatorFrame { session.indicatorFrame }
}

extension SimulatedScrollView {
    /// Whether the hold is still animating to the padding last decided.
    package var isHoldAnimating: Bool { holdAnimationTarget != nil }

    /// Drags with the finger already down until the content's top is
    /// `uncovered` points below where it rests unheld: the finger travels
    /// what the rubber band asks for.
    package mutating func dragContent(toUncover uncovered: Double) {
        let base = insetTop - holdPadding
        let targetOffset = -(base + uncovered)
        drag(by: fingerTravel(toReach: targetOffset))
        // The rubber band's inverse and back leave a rounding error; the
        // finger put the content exactly where asked.
        settleRounding(at: targetOffset)
    }
}

/// One moment of a ``ScrollSimulation``: where the content and the indicator
/// are on screen.
package struct ScrollSnapshot: Sendable, Hashable {
    /// Seconds since the simulation started.
    package var time: Double
    /// Points from the scroll view's top edge to the content's top: every row
    /// is this plus its place in the content.
    package var contentTop: Double
    /// Points from the scroll view's top edge to where the content rests unheld.
    package var areaTop: Double
    /// The hold's padding as laid out.
    package var holdPadding: Double
    /// Where the indicator is drawn.
    package var indicatorFrame: IndicatorFrame
    /// What is drawn there, as the overlay draws it (hidden while nothing is uncovered).
    package var indicator: IndicatorModel
    /// What the finger is doing.
    package var activity: ScrollActivity
    /// The refresh's phase.
    package var phase: RefreshPhase
    /// The frame shows a change the system or the app made to the scroll
    /// view (a rotation, a bar) as the scroll view's own rule left it: the
    /// engine's answer waits for the next frame (``DecisionTiming/nextFrame``).
    package var awaitsAnswer = false

    /// The space uncovered above the content (negative: scrolled into it).
    package var uncovered: Double { contentTop - areaTop }
}
