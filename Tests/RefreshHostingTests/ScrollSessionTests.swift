import Observation
import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// A scroll view as the layer reports it: the session takes metrics with the
/// hold the scroll view was laid out with, which is the controller's inset.
@MainActor
final class ScrollViewSimulator {
    let session: RefreshSession
    let clock: ManualClock
    /// The top inset the app's layout gives (safe area, margins).
    let baseTop: Double
    /// Points the content is pulled below its resting place (the hold included).
    private(set) var pulled = 0.0

    init(_ session: RefreshSession, clock: ManualClock, baseTop: Double = 155) {
        self.session = session
        self.clock = clock
        self.baseTop = baseTop
    }

    var hold: Double { session.controller.contentInset }

    var metrics: ScrollMetrics {
        let insetTop = baseTop + hold
        return ScrollMetrics(contentOffsetY: -insetTop - pulled, insetTop: insetTop)
    }

    /// One frame of the content `pulled` points below its resting place.
    func frame(_ pulled: Double, _ activity: ScrollActivity? = nil) {
        clock.advance(by: 1.0 / 60)
        self.pulled = pulled
        if let activity {
            session.activityChanged(to: activity, metrics: metrics, hold: hold)
        } else {
            session.scrollChanged(metrics, hold: hold)
        }
    }

    /// A finger pulls from rest to `distance` in `frames` frames.
    func pull(to distance: Double, frames: Int = 30) {
        frame(0, .interacting)
        for index in 1...frames { frame(distance * Double(index) / Double(frames)) }
    }

    /// The finger lifts and the content springs back to rest in `frames` frames.
    func release(frames: Int = 20) {
        let from = pulled
        frame(from, .decelerating)
        for index in 1...frames { frame(from * (1 - Double(index) / Double(frames))) }
        frame(0, .idle)
    }
}

@MainActor
@Suite struct ScrollSessionTests {
    let clock = ManualClock()
    let sink = RecordingFeedbackSink()

    func simulator(_ preset: RefreshPreset) -> ScrollViewSimulator {
        let session = RefreshSession(
            preset: preset, catalog: .standard, makeSinks: { [sink] in [sink] }, work: .work(.external), clock: clock)
        return ScrollViewSimulator(session, clock: clock)
    }

    /// A fling reaches the top and bounces past it with no finger down: as
    /// with UIRefreshControl, nothing starts, and the indicator stays hidden.
    @Test func aFlingThatBouncesAtTheTopStartsNothing() {
        let scroll = simulator(.progressRing)
        scroll.frame(-400, .decelerating)
        for distance in stride(from: 20.0, through: 140, by: 20) { scroll.frame(distance) }
        scroll.release()
        #expect(scroll.session.controller.startedRefreshCount == 0)
        #expect(!sink.events.contains(.pullBegan))
    }

    /// Document 002's release with the finger known: letting go at 70 pt
    /// (past the 50 pt threshold) starts the refresh there and then.
    @Test func releaseToRefreshStartsWhenTheFingerLifts() {
        let scroll = simulator(.releaseToRefresh)
        scroll.pull(to: 70)
        #expect(scroll.session.controller.phase == .armed)
        scroll.frame(70, .decelerating)
        #expect(scroll.session.controller.phase == .refreshing)
        #expect(scroll.session.controller.contentInset == 50)
    }

    @Test func theThreeFingerScrollToTheTopRefreshesOnlyAtTheTop() {
        let scroll = simulator(.bouncingBall)
        scroll.frame(0, .idle)
        #expect(scroll.session.accessibilityScroll(towardsTop: true) == .refreshed)
        #expect(scroll.session.controller.phase == .refreshing)
        #expect(scroll.session.controller.contentInset == 100, "document 004's content is held maxOffset down")
    }

    /// SwiftUI's scroll action cannot decline a scroll, so away from the top
    /// RefreshKit pages as VoiceOver would: by the visible height (a 700 pt
    /// container under a 155 pt inset shows 545 pt), never past either end.
    @Test func theThreeFingerScrollElsewherePagesTheContent() {
        let scroll = simulator(.bouncingBall)
        func at(_ scrolled: Double) {
            scroll.session.scrollChanged(
                ScrollMetrics(
                    contentOffsetY: scrolled - 155, insetTop: 155, contentWidth: 390, contentHeight: 3000,
                    containerWidth: 390, containerHeight: 700),
                hold: 0)
        }
        at(1000)
        #expect(scroll.session.accessibilityScroll(towardsTop: true) == .scroll(toDistanceIntoContent: 455))
        #expect(scroll.session.accessibilityScroll(towardsTop: false) == .scroll(toDistanceIntoContent: 1545))
        #expect(scroll.session.controller.startedRefreshCount == 0)
        at(300)
        #expect(scroll.session.accessibilityScroll(towardsTop: true) == .scroll(toDistanceIntoContent: 0))
        at(2455)
        #expect(scroll.session.accessibilityScroll(towardsTop: false) == .nothing, "already at the bottom")
        #expect(scroll.session.controller.startedRefreshCount == 0)
    }

    /// SwiftUI documents no order between a touch's first geometry change
    /// and its phase change: a pull whose first frame arrives while the phase
    /// is still idle is a pull.
    @Test func aPullWhoseFirstFrameComesBeforeThePhaseChangeCounts() {
        let scroll = simulator(.progressRing)
        scroll.frame(0, .idle)
        scroll.frame(5)
        scroll.frame(10, .interacting)
        for distance in stride(from: 20.0, through: 120, by: 20) { scroll.frame(distance) }
        #expect(scroll.session.controller.startedRefreshCount == 1)
    }

    /// Under the platform's control the probe (before iOS 18) only sees the
    /// platform's own pull and hold: it must start nothing.
    @Test func underThePlatformsControlTheProbeStartsNothing() {
        let scroll = simulator(.system)
        for distance in stride(from: 20.0, through: 200, by: 20) {
            scroll.session.probeChanged(contentTop: 59 + distance, restTop: 59, hold: 0)
        }
        #expect(scroll.session.controller.startedRefreshCount == 0)
        let carousel = ScrollMetrics(
            contentOffsetY: 0, insetTop: 0, contentWidth: 2000, contentHeight: 200, containerWidth: 390, containerHeight: 200)
        scroll.session.platformScrollChanged(carousel)
        #expect(scroll.session.takeRefusal()?.contains("scrolls only sideways") == true)
    }

    @Test func aSidewaysScrollViewIsRefusedOnceWithTheFix() {
        let scroll = simulator(.progressRing)
        let carousel = ScrollMetrics(
            contentOffsetY: -150, insetTop: 0, contentWidth: 2000, contentHeight: 200, containerWidth: 390, containerHeight: 200)
        scroll.session.activityChanged(to: .interacting, metrics: carousel, hold: 0)
        scroll.session.scrollChanged(carousel, hold: 0)
        #expect(scroll.session.controller.startedRefreshCount == 0)
        let reason = scroll.session.takeRefusal()
        #expect(reason?.contains("scrolls only sideways") == true)
        #expect(reason?.contains("Apply pullToRefresh to the vertical scroll view") == true)
        #expect(scroll.session.takeRefusal() == nil)
    }

    /// Switching between the platform's control and a drawn preset rebuilds
    /// the scroll view; the session keeps how far into the content it was.
    @Test func switchingToAndFromSystemKeepsThePosition() {
        let scroll = simulator(.bouncingBall)
        scroll.frame(-640, .idle)
        #expect(scroll.session.takePositionToRestore() == nil)
        scroll.session.update(preset: .system, catalog: .standard, makeSinks: { [] }, work: .work(.external))
        #expect(scroll.session.takePositionToRestore() == 640)
        #expect(scroll.session.takePositionToRestore() == nil, "once")
        scroll.session.platformScrollChanged(ScrollMetrics(contentOffsetY: 200, insetTop: 155))
        scroll.session.update(preset: .progressRing, catalog: .standard, makeSinks: { [] }, work: .work(.external))
        #expect(scroll.session.takePositionToRestore() == 355)
        scroll.session.update(preset: .frozenHeader, catalog: .standard, makeSinks: { [] }, work: .work(.external))
        #expect(scroll.session.takePositionToRestore() == nil, "no rebuild between two drawn presets")
    }

    /// What moves redraws, and nothing else: across one whole gesture, the
    /// modifier's body (what the content hangs from) is invalidated no more
    /// often than the phase or the hold changes, never per scroll frame; the
    /// indicator follows the frames; and self-animating spinners are never
    /// redrawn per frame while a refresh runs.
    @Test(arguments: RefreshPreset.builtIns)
    func theContentIsInvalidatedOnlyByThePhaseOrTheHold(preset: RefreshPreset) async {
        let scroll = simulator(preset)
        let session = scroll.session
        final class Flag: @unchecked Sendable { var fired = false }
        var contentInvalidations = 0
        var indicatorInvalidations = 0
        var phaseOrHoldChanges = 0
        var framesWhileRefreshing = 0
        var everyFrameRedrawsWhileRefreshing = 0
        var contentFlag = Flag()
        var indicatorFlag = Flag()
        func track() {
            contentFlag = Flag()
            indicatorFlag = Flag()
            let content = contentFlag
            let indicator = indicatorFlag
            withObservationTracking {
                _ = session.holdAppearance
            } onChange: {
                content.fired = true
            }
            withObservationTracking {
                _ = session.indicatorAppearance(rightToLeft: false, reduceMotion: false)
            } onChange: {
                indicator.fired = true
            }
        }
        var last = (session.controller.phase, session.controller.contentInset)
        track()
        func settle() {
            let now = (session.controller.phase, session.controller.contentInset)
            if now != last { phaseOrHoldChanges += 1 }
            last = now
            if contentFlag.fired { contentInvalidations += 1 }
            if indicatorFlag.fired { indicatorInvalidations += 1 }
            if session.controller.phase == .refreshing {
                framesWhileRefreshing += 1
                if session.indicatorAppearance(rightToLeft: false, reduceMotion: false).redrawsEveryFrame {
                    everyFrameRedrawsWhileRefreshing += 1
                }
            }
            track()
        }
        scroll.frame(0, .interacting)
        settle()
        for index in 1...60 {
            scroll.frame(150 * Double(index) / 60)
            settle()
        }
        scroll.frame(150, .decelerating)
        settle()
        for index in 1...20 {
            scroll.frame(150 * (1 - Double(index) / 20))
            settle()
        }
        scroll.frame(0, .idle)
        settle()
        if preset == .system {
            // The platform's control pulls; RefreshKit starts the refresh for it.
            session.controller.beginRefreshing()
            settle()
        }
        #expect(session.controller.isRefreshing, "\(preset.name): the gesture must start a refresh")
        session.controller.finishRefreshing()
        settle()
        for _ in 0..<120 {
            clock.advance(by: 1.0 / 60)
            scroll.frame(0)
            settle()
        }
        #expect(session.controller.phase == .idle, "\(preset.name) must be idle again")
        #expect(phaseOrHoldChanges >= 2)
        #expect(contentInvalidations >= 1, "\(preset.name): the hold or the phase changed, so the content must notice")
        #expect(
            contentInvalidations <= phaseOrHoldChanges,
            "\(preset.name): the content was invalidated \(contentInvalidations) times for \(phaseOrHoldChanges) phase or hold changes")
        #expect(indicatorInvalidations > phaseOrHoldChanges, "\(preset.name): the indicator follows the pull frame by frame")
        if preset == .bouncingBall {
            #expect(everyFrameRedrawsWhileRefreshing == framesWhileRefreshing, "the ball jumps with time")
        } else {
            #expect(everyFrameRedrawsWhileRefreshing == 0, "\(preset.name): its indicator animates itself or not at all")
        }
    }
}
