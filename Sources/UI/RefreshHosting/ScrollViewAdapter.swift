import Observation
import RefreshKit

/// The scroll view a ``ScrollViewAdapter`` reads and writes: a `UIScrollView`
/// in RefreshKitUIKit, a model of one in the tests.
@MainActor
package protocol AdaptedScrollView: AnyObject {
    /// The scroll view's numbers now.
    func read() -> ScrollViewReading
    /// Writes `change`: the inset first, then the offset (`setContentOffset`),
    /// both in one animation along its curve.
    func apply(_ change: ScrollViewChange)
    /// Stops the animation of the last ``apply(_:)`` where it is on screen, so
    /// that the content stays where the user sees it.
    func stopAnimation()
}

/// What the UIKit layer does with UIKit's own `UIRefreshControl`, which
/// pulls, holds and draws the `system` preset.
package enum PlatformControlCommand: Sendable, Hashable {
    /// `beginRefreshing()` for a refresh that did not start with a pull of
    /// the control. With `revealingFrom`, the content rested at its top edge,
    /// at that `contentOffset.y`, when the refresh started: scroll the
    /// control's height above it, so that the control shows.
    case begin(revealingFrom: Double?)
    /// `endRefreshing()`: the refresh ended.
    case end
}

/// What the UIKit layer draws for the indicator now.
package struct IndicatorDrawing: Sendable, Hashable {
    /// The model: mirrored for right-to-left layouts when RefreshKit draws
    /// it, as it is (`x` from the leading edge) for the app's own view;
    /// hidden while nothing is uncovered.
    package var model: IndicatorModel
    /// Where the indicator view goes in the scroll view.
    package var placement: IndicatorPlacement
    /// The canonical phase.
    package var phase: RefreshPhase
    /// The preset's indicator style name, as a preset file writes it: two
    /// custom styles (both `IndicatorShape.custom`) are told apart by it.
    package var styleName: String
    /// The strategy's own name for its state, and how far the pull has come
    /// towards the trigger (`0...1`), for the app's own view.
    package var stateName: String
    package var progress: Double
    /// The model moves with time and nothing animates it by itself: draw it every frame.
    package var redrawsEveryFrame: Bool
    /// VoiceOver may read what is drawn (the title, or the app's own view):
    /// something is uncovered. Hidden when the area is 0 tall, so that
    /// VoiceOver never lands on text the user cannot see.
    package var isReadable: Bool
}

/// Every decision the UIKit layer makes for one scroll view, in plain Swift
/// that Linux tests: RefreshKitUIKit reads the scroll view when key-value
/// observing reports a change and applies what this returns.
///
/// - **Geometry and the finger.** The pull is measured from
///   `adjustedContentInset.top`, so bars, a large title, a revealed search
///   field and the app's own inset count as UIKit counts them. The finger is
///   the pan gesture's state and `isTracking` (a finger resting on the
///   content without panning is down too); the release is the pan ending,
///   even when nothing moved.
/// - **The hold** is the ``RefreshSession``'s ``HoldEngine``: each decision
///   becomes RefreshKit's own part of `contentInset.top`, added to the app's
///   own, and a `setContentOffset`, in one animation. The app's inset is
///   kept: when the app sets `contentInset.top` itself, that value is its
///   own, and the hold goes back on top of it.
/// - **A decision from a clock tick** (a refresh ending, one started from
///   code) is taken only after a fresh look at the finger: a touch that did
///   not pan reports nothing, and the hold must not move under it.
/// - **A finger landing on an animation** of the hold stops it where the
///   user sees the content.
/// - **The `system` preset** is UIKit's own `UIRefreshControl`: the session
///   hears no pull (the control pulls), and the layer begins and ends the
///   control as the refresh does, revealing it for a refresh from code at
///   the top.
@MainActor
package final class ScrollViewAdapter {
    /// The session: the controller, the hold engine, the indicator's frame.
    package let session: RefreshSession
    /// RefreshKit's part of `contentInset.top`, as written: the hold.
    package private(set) var holdInset = 0.0
    /// The app's own `contentInset.top`.
    package private(set) var appInsetTop: Double
    /// Whether the adapter still drives the scroll view (``detach()`` ends it).
    package private(set) var isAttached = true
    /// Whether UIKit's control shows a refresh, as far as the adapter has told it.
    package private(set) var platformControlIsRefreshing = false
    /// Reduce Motion: springs become a short ease-in-out (``ViewAnimationTiming``).
    package var reduceMotion = false
    /// The title label's height (its spacing not included), 0 for none, as
    /// the layer measured it; the session hears it only while RefreshKit draws
    /// the indicator (``titleHeightChanged(to:)``).
    package private(set) var titleHeight = 0.0
    /// The height of the app's own indicator view, `nil` while the preset's
    /// style draws (``appIndicatorChanged(height:)``).
    package private(set) var appIndicatorHeight: Double?

    /// A refresh started, however it started: the layer sends its `.valueChanged` actions.
    package var refreshDidStart: (@MainActor () -> Void)?
    /// What to do with UIKit's control (`system` only).
    package var platformControlHandler: (@MainActor (PlatformControlCommand) -> Void)?
    /// The adapter has taken a new reading or written to the scroll view:
    /// redraw the indicator, and run frames if ``needsFrames``.
    package var didUpdate: (@MainActor () -> Void)?

    private weak var scrollView: (any AdaptedScrollView)?
    private let clock: any RefreshClock
    private let notices: @MainActor (SessionEvent) -> Void
    /// The whole `contentInset.top` last written, to tell the app's writes from RefreshKit's.
    private var writtenInsetTop: Double?
    private var lastReading: ScrollViewReading?
    private var reportedActivity: ScrollActivity?
    /// When the animation of the last write settles.
    private var animationEnds = -Double.infinity
    private var isReporting = false
    private var isWriting = false
    private var hasWritten = false
    private var seenRefreshCount: Int

    /// Points within which two offsets count as the same.
    package static let tolerance = HoldEngine.tolerance

    /// Drives `scrollView` with `session`, whose controller runs on `clock`.
    /// `notices` hears a preset that fell back to `system` and a scroll view
    /// that cannot pull (``SessionEvent/presetFallback(_:)``, ``SessionEvent/refused(_:)``).
    package init(
        session: RefreshSession, scrollView: any AdaptedScrollView, clock: any RefreshClock,
        notices: @escaping @MainActor (SessionEvent) -> Void
    ) {
        self.session = session
        self.scrollView = scrollView
        self.clock = clock
        self.notices = notices
        appInsetTop = scrollView.read().contentInsetTop
        seenRefreshCount = session.controller.startedRefreshCount
        session.eventHandler = { [weak self] event in self?.handle(event) }
        watchRefreshes()
        scrollViewChanged()
    }

    // MARK: Reading

    /// Key-value observing reported a change (the offset, the inset, the
    /// content's size, the pan gesture's state), or a frame passed while
    /// ``needsFrames``: reads the scroll view and tells the session.
    package func scrollViewChanged() {
        guard isAttached, !isWriting, !isReporting, let scrollView else { return }
        let reading = scrollView.read()
        // A frame with nothing new: the session has heard it all.
        guard reading != lastReading else { return }
        report(reading)
    }

    /// Whether the layer must read the scroll view every frame: a hold is
    /// applied or animating (the finger and the bars can change with no KVO
    /// report), a finger is down (its lift may come with none), or the
    /// indicator moves with time.
    package var needsFrames: Bool {
        guard isAttached, !session.usesPlatformControl else { return false }
        return holdInset > 0 || reportedActivity?.isDragging == true || clock.now < animationEnds
            || session.indicatorAppearance(rightToLeft: false, reduceMotion: reduceMotion).redrawsEveryFrame
    }

    private func report(_ first: ScrollViewReading) {
        guard let scrollView else { return }
        isReporting = true
        defer {
            isReporting = false
            didUpdate?()
        }
        var reading = first
        // A write moves the scroll view: the session hears the new geometry in
        // the same turn, as KVO would report it.
        for _ in 0..<4 {
            hasWritten = false
            takeAppInset(from: reading)
            if hasWritten { reading = scrollView.read() }
            if reading.activity.isDragging == true, clock.now < animationEnds {
                // A finger landed on the hold's animation: the content stays where it is seen.
                animationEnds = -.infinity
                isWriting = true
                scrollView.stopAnimation()
                isWriting = false
                reading = scrollView.read()
            }
            lastReading = reading
            // UIKit's control pulls for `system`; the session must not hear a pull too.
            guard !session.usesPlatformControl else { return }
            hasWritten = false
            let activity = reading.activity
            if activity != reportedActivity {
                reportedActivity = activity
                session.activityChanged(to: activity, metrics: reading.metrics, padding: holdInset)
            } else {
                session.scrollChanged(reading.metrics, padding: holdInset)
            }
            guard hasWritten else { return }
            reading = scrollView.read()
        }
        lastReading = reading
    }

    /// Tells the app's `contentInset.top` from RefreshKit's: with no hold it is
    /// all the app's; with one, a value other than the one written is the
    /// app's own, and the hold goes back on top of it.
    private func takeAppInset(from reading: ScrollViewReading) {
        guard holdInset > 0, let written = writtenInsetTop else {
            appInsetTop = reading.contentInsetTop
            writtenInsetTop = nil
            return
        }
        guard abs(reading.contentInsetTop - written) > 1e-6 else { return }
        appInsetTop = reading.contentInsetTop
        write(ScrollViewChange(contentInsetTop: appInsetTop + holdInset), hold: holdInset)
    }

    // MARK: The session's decisions

    private func handle(_ event: SessionEvent) {
        switch event {
        case .hold(let decision):
            take(decision)
        case .presetFallback, .refused, .notDrawn:
            notices(event)
        }
    }

    private func take(_ decision: HoldDecision) {
        guard isAttached, let scrollView else { return }
        if isReporting, let reading = lastReading {
            write(change(for: decision, reading: reading), hold: decision.padding)
            return
        }
        // A clock tick decided (a refresh ended or started from code): the
        // session's finger may be stale, as a touch that did not pan reports
        // nothing. The session hears the finger first and decides again.
        let reading = scrollView.read()
        if reading.activity != reportedActivity {
            report(reading)
            return
        }
        lastReading = reading
        write(change(for: decision, reading: reading), hold: decision.padding)
        report(scrollView.read())
    }

    /// What `decision` writes to a scroll view that reads `reading`: the hold
    /// on top of the app's inset, and the offset the engine asks for, where
    /// the top edge is the one the new hold makes.
    package func change(for decision: HoldDecision, reading: ScrollViewReading) -> ScrollViewChange {
        let restingTop = reading.adjustedInsetTop - holdInset
        let hold = max(decision.padding ?? holdInset, 0)
        let topEdge = -(restingTop + hold)
        let offset: Double?
        switch decision.scroll {
        case .toTopEdge:
            offset = topEdge
        case .toOffset(let target):
            let bottomEdge = max(reading.contentHeight + reading.adjustedInsetBottom - reading.boundsHeight, topEdge)
            offset = min(max(target, topEdge), bottomEdge)
        case nil:
            offset = nil
        }
        return ScrollViewChange(
            contentInsetTop: decision.padding.map { appInsetTop + max($0, 0) }, contentOffsetY: offset,
            curve: decision.curve ?? .immediate)
    }

    private func write(_ change: ScrollViewChange, hold: Double?) {
        guard !change.isEmpty, let scrollView else { return }
        if let top = change.contentInsetTop {
            holdInset = max(hold ?? (top - appInsetTop), 0)
            writtenInsetTop = top
        }
        let duration = ViewAnimationTiming(change.curve, reduceMotion: reduceMotion).duration
        if duration > 0 { animationEnds = clock.now + duration }
        isWriting = true
        scrollView.apply(change)
        isWriting = false
        hasWritten = true
        if isReporting { lastReading = scrollView.read() }
    }

    // MARK: The indicator

    /// What to draw, and where: the model as the SwiftUI layer's overlay draws
    /// it (live for time-based motion, the still picture for Reduce Motion),
    /// in the space the pull and the hold uncover above the content.
    ///
    /// `rightToLeft` is the layout direction; RefreshKit's own drawing gets
    /// the model mirrored, and the app's own view gets it as it is, `x` from
    /// the leading edge, to lay out in its own direction (as SwiftUI's
    /// per-call `indicator:` gets it).
    package func indicatorDrawing(rightToLeft: Bool) -> IndicatorDrawing {
        let mirrored = rightToLeft && appIndicatorHeight == nil
        let look = session.indicatorAppearance(rightToLeft: mirrored, reduceMotion: reduceMotion)
        let model: IndicatorModel
        if look.redrawsEveryFrame {
            model = session.liveIndicator(rightToLeft: mirrored)
        } else if reduceMotion, look.frame.height > 0 {
            model = session.stillIndicator(rightToLeft: mirrored)
        } else {
            model = look.model
        }
        let shown = isShown
        let placement = lastReading.map(indicatorPlacement(for:)) ?? IndicatorPlacement(x: 0, y: 0, width: 0, height: 0)
        return IndicatorDrawing(
            model: shown ? model : .hidden, placement: placement, phase: look.phase, styleName: look.styleName,
            stateName: look.stateName,
            progress: look.progress, redrawsEveryFrame: shown && look.redrawsEveryFrame, isReadable: placement.height > 0)
    }

    /// Where the indicator view goes when the scroll view reads `reading`,
    /// with the hold as written: from under the bars down to the content's
    /// top (the session's ``PullGeometry``), and the title at its bottom,
    /// ``RefreshSession/titleSpacing`` above the content, so that it rides
    /// on the content's top while pulling and holding. The layer places the
    /// views with this inside the animation of a write, so that they move
    /// with the content.
    package func indicatorPlacement(for reading: ScrollViewReading) -> IndicatorPlacement {
        let frame = PullGeometry(metrics: reading.metrics, hold: holdInset).indicatorFrame
        let height = isShown ? frame.height : 0
        let title = drawsTitle ? titleHeight : 0
        return IndicatorPlacement(
            x: reading.contentOffsetX, y: reading.contentOffsetY + frame.top, width: reading.boundsWidth, height: height,
            titleTop: title > 0 ? height - RefreshSession.titleSpacing - title : height, titleHeight: title)
    }

    private var isShown: Bool { isAttached && !session.usesPlatformControl }

    /// RefreshKit draws the title: under the preset's style, never over the
    /// app's own view (which gets the title to draw itself) or for `system`
    /// (UIKit's control draws it).
    private var drawsTitle: Bool { isShown && appIndicatorHeight == nil && titleHeight > 0 }

    /// The title label, measured at the scroll view's width: `height` without
    /// the spacing under it, 0 for no title. While RefreshKit draws the
    /// indicator, the indicator is drawn above the title and a hold that
    /// opens grows by it and the spacing (see
    /// ``RefreshSession/titleHeightChanged(to:)`` for a hold already open).
    package func titleHeightChanged(to height: Double) {
        titleHeight = height.isFinite ? max(height, 0) : 0
        tellSessionTheHeights()
    }

    /// The app's own indicator view replaced the preset's style at `height`
    /// (its own, measured at the scroll view's width), or went (`nil`): while
    /// a refresh holds, the hold grows to fit the view, which draws the title
    /// itself if it wants it.
    package func appIndicatorChanged(height: Double?) {
        appIndicatorHeight = height.map { $0.isFinite ? max($0, 0) : 0 }
        tellSessionTheHeights()
    }

    private func tellSessionTheHeights() {
        guard isAttached else { return }
        session.indicatorHeightChanged(to: appIndicatorHeight ?? 0)
        session.titleHeightChanged(to: appIndicatorHeight == nil && titleHeight > 0 ? titleHeight + RefreshSession.titleSpacing : 0)
    }

    // MARK: VoiceOver

    /// VoiceOver's three-finger scroll, forwarded by the scroll view's
    /// `accessibilityScroll(_:)`: towards the top with the content at rest at
    /// its top edge, a refresh starts and this returns `true`. Everywhere
    /// else it returns `false`, and the scroll view pages as UIKit's own does,
    /// with its page status. `system`: UIKit's control answers for itself.
    package func accessibilityScroll(towardsTop: Bool) -> Bool {
        guard isAttached, towardsTop, !session.usesPlatformControl, let scrollView else { return false }
        let reading = scrollView.read()
        if reading != lastReading, !isReporting { report(reading) }
        return session.accessibilityScroll(towardsTop: true) == .refreshed
    }

    // MARK: Refreshes and UIKit's control

    /// UIKit's control was pulled (its `.valueChanged`, `system` only): the
    /// refresh runs through the controller, with the preset's timing, work
    /// and feedback. When none can start now (one is finishing), the control
    /// ends at once rather than spin with nothing running.
    package func platformControlPulled() {
        guard isAttached else { return }
        let controller = session.controller
        if session.isPullDisabled, !controller.isRefreshing {
            // Switched off: UIKit's control pulled anyway (no documented way
            // stops it), and ends at once with nothing started.
            platformControlHandler?(.end)
            return
        }
        platformControlIsRefreshing = true
        if !controller.isRefreshing { controller.beginRefreshing() }
        if !controller.isRefreshing {
            platformControlIsRefreshing = false
            platformControlHandler?(.end)
        }
    }

    private func watchRefreshes() {
        guard isAttached else { return }
        let controller = session.controller
        withObservationTracking {
            _ = controller.isRefreshing
            _ = controller.startedRefreshCount
        } onChange: { [weak self] in
            // Called before the change: look once it is made.
            Task { @MainActor in self?.refreshingChanged() }
        }
    }

    private func refreshingChanged() {
        guard isAttached else { return }
        let controller = session.controller
        if controller.startedRefreshCount != seenRefreshCount {
            seenRefreshCount = controller.startedRefreshCount
            if session.usesPlatformControl, !platformControlIsRefreshing, controller.isRefreshing {
                platformControlIsRefreshing = true
                platformControlHandler?(.begin(revealingFrom: restingTopEdge))
            }
            refreshDidStart?()
        }
        if !controller.isRefreshing, platformControlIsRefreshing {
            platformControlIsRefreshing = false
            platformControlHandler?(.end)
        }
        watchRefreshes()
    }

    /// The top edge's offset when the content rests there, no finger down; `nil` otherwise.
    private var restingTopEdge: Double? {
        guard let reading = lastReading, reading.activity == .idle else { return nil }
        let topEdge = -reading.adjustedInsetTop
        return abs(reading.contentOffsetY - topEdge) <= Self.tolerance ? topEdge : nil
    }

    // MARK: Removing

    /// Stops driving the scroll view: the running refresh is cancelled, and
    /// RefreshKit's part of the inset goes at once; the content resting in
    /// the held space moves to the top edge, and content scrolled into stays
    /// where it is. The app's own inset is left as the app set it.
    package func detach() {
        guard isAttached else { return }
        isAttached = false
        session.eventHandler = nil
        session.controller.cancel()
        guard holdInset > 0, let scrollView else { return }
        let reading = scrollView.read()
        takeAppInset(from: reading)
        let restingTop = reading.adjustedInsetTop - holdInset
        let uncovered = -reading.contentOffsetY - restingTop
        write(
            ScrollViewChange(contentInsetTop: appInsetTop, contentOffsetY: uncovered > Self.tolerance ? -restingTop : nil),
            hold: 0)
        writtenInsetTop = nil
    }
}
