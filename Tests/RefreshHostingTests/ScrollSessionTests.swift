import Observation
import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// The session in a simulated scroll view: what the finger, VoiceOver and
/// the scroll view's shape make of a pull.
@MainActor
@Suite struct ScrollSessionTests {
    /// A fling reaches the top and bounces past it with no finger down: as
    /// with UIRefreshControl, nothing starts, and no pull is reported.
    @Test func aFlingThatBouncesAtTheTopStartsNothing() {
        underBothRulesAndTimings({ HoldRig(.progressRing, rule: $0, timing: $1) }) { rig in
            rig.simulation.touchDown()
            rig.simulation.drag(by: -600, frames: 20)
            rig.simulation.lift()
            rig.simulation.settle()
            rig.simulation.touchDown()
            rig.simulation.drag(by: 300, frames: 5)
            rig.simulation.lift(velocity: 6000)
            rig.simulation.settle()
            #expect(rig.snapshots.map(\.uncovered).max() ?? 0 > 100, "the fling bounced past document 001's 100 pt")
            #expect(rig.controller.startedRefreshCount == 0)
            #expect(!rig.sink.events.contains(.pullBegan))
        }
    }

    /// Document 002's release with the finger known: letting go at 70 pt
    /// (past the 50 pt threshold) starts the refresh there and then; bringing
    /// the pull back under 50 pt first disarms it.
    @Test func releaseToRefreshStartsWhenTheFingerLifts() {
        underBothRulesAndTimings({ HoldRig(.releaseToRefresh, rule: $0, timing: $1) }) { rig in
            rig.simulation.pull(toUncover: 70)
            #expect(rig.controller.phase == .armed)
            rig.simulation.pull(toUncover: 40)
            #expect(rig.controller.phase == .pulling)
            rig.simulation.pull(toUncover: 70)
            rig.simulation.lift()
            #expect(rig.controller.phase == .refreshing)
            #expect(rig.controller.contentInset == 50)
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 50) <= HoldEngine.tolerance, "held at document 002's 50 pt")
        }
    }

    /// SwiftUI documents no order between a touch's first geometry change
    /// and its phase change: a pull whose first frame arrives while the phase
    /// is still idle is a pull.
    @Test func aPullWhoseFirstFrameComesBeforeThePhaseChangeCounts() {
        let rig = HoldRig(.progressRing, rule: .offsetKept)
        let metrics = { (pulled: Double) in ScrollMetrics(contentOffsetY: -HoldRig.largeTitleTop - pulled, insetTop: HoldRig.largeTitleTop)
        }
        rig.session.activityChanged(to: .idle, metrics: metrics(0), padding: 0)
        rig.simulation.clock.advance(by: 1.0 / 60)
        rig.session.scrollChanged(metrics(5), padding: 0)
        rig.session.activityChanged(to: .interacting, metrics: metrics(10), padding: 0)
        for pulled in stride(from: 20.0, through: 120, by: 20) {
            rig.simulation.clock.advance(by: 1.0 / 60)
            rig.session.scrollChanged(metrics(pulled), padding: 0)
        }
        #expect(rig.controller.startedRefreshCount == 1)
    }

    // MARK: VoiceOver

    @Test func theThreeFingerScrollTowardsTheTopRefreshesOnlyAtTheTop() {
        underBothRulesAndTimings({ HoldRig(.bouncingBall, rule: $0, timing: $1) }) { rig in
            rig.simulation.frames(2)
            #expect(rig.session.accessibilityScroll(towardsTop: true) == .refreshed)
            #expect(rig.controller.phase == .refreshing)
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 100) <= HoldEngine.tolerance, "document 004's content is held maxOffset down, in view")
            #expect(rig.session.accessibilityScroll(towardsTop: true) == .nothing, "one refresh at a time")
        }
    }

    /// SwiftUI's scroll action cannot decline a scroll, so away from the top
    /// RefreshKit pages as UIKit's scroll view does: by the visible height (a
    /// 844 pt screen under a 155 pt inset shows 689 pt), never past either
    /// end, announcing the page ("Page 3 of 8" for 5000 pt).
    @Test func theThreeFingerScrollElsewherePagesTheContent() {
        let rig = HoldRig(.bouncingBall, rule: .offsetKept)
        rig.simulation.touchDown()
        rig.simulation.drag(by: -1500, frames: 30)
        rig.simulation.lift()
        rig.simulation.settle()
        let scrolled = rig.simulation.scrollView.contentOffsetY + HoldRig.largeTitleTop
        #expect(scrolled == 1500)
        let page = 844 - HoldRig.largeTitleTop
        #expect(
            rig.session.accessibilityScroll(towardsTop: false)
                == .page(to: .toOffset(1500 + page - HoldRig.largeTitleTop), status: AccessibilityPageStatus(page: 4, pageCount: 8)))
        #expect(
            rig.session.accessibilityScroll(towardsTop: true)
                == .page(to: .toOffset(1500 - page - HoldRig.largeTitleTop), status: AccessibilityPageStatus(page: 2, pageCount: 8)))
        #expect(rig.controller.startedRefreshCount == 0)
    }

    // MARK: Scroll views that cannot pull

    @Test func aSidewaysScrollViewIsRefusedOnceWithTheFix() {
        let rig = HoldRig(.progressRing, rule: .offsetKept)
        let carousel = ScrollMetrics(
            contentOffsetY: -150, insetTop: 0, contentWidth: 2000, contentHeight: 200, containerWidth: 390, containerHeight: 200)
        rig.session.activityChanged(to: .interacting, metrics: carousel, padding: 0)
        rig.session.scrollChanged(carousel, padding: 0)
        #expect(rig.controller.startedRefreshCount == 0)
        let refusals = rig.simulation.notices.compactMap { if case .refused(let reason) = $0 { reason } else { nil } }
        #expect(refusals.count == 1, "once")
        #expect(refusals.first?.contains("scrolls only sideways") == true)
        #expect(refusals.first?.contains("Apply pullToRefresh to the vertical scroll view") == true)
    }

    // MARK: Events

    /// A preset that does not load reaches the first handler set, once; the
    /// session keeps no message for the layer to collect.
    @Test func aFallbackReachesTheFirstHandlerOnce() {
        let session = RefreshSession(preset: "bouncing-bal", catalog: .standard, makeSinks: { [] }, work: .work(.external))
        var events: [SessionEvent] = []
        session.eventHandler = { events.append($0) }
        session.eventHandler = { events.append($0) }
        #expect(events.count == 1)
        guard case .presetFallback(let reason) = events.first else {
            Issue.record("expected the fallback, got \(events)")
            return
        }
        #expect(reason.contains("Did you mean 'bouncing-ball'?"))
        session.update(preset: "progres-ring", catalog: .standard, makeSinks: { [] }, work: .work(.external))
        #expect(events.count == 2, "a new preset that does not load is told at once")
    }

    /// Switching between the platform's control and a drawn preset rebuilds
    /// the scroll view (SwiftUI's `.refreshable` and RefreshKit's hold are
    /// different views): the new one starts with no hold.
    @Test func switchingToAndFromSystemStartsWithNoHold() {
        underBothRulesAndTimings({ HoldRig(.bouncingBall, rule: $0, timing: $1) }) { rig in
            rig.simulation.pullAndRelease(toUncover: 130)
            #expect(rig.session.hold.padding == 100)
            #expect(abs(rig.uncovered - 100) <= HoldEngine.tolerance)
            rig.session.update(preset: .system, catalog: .standard, makeSinks: { [] }, work: .work(.external))
            #expect(rig.session.hold == HoldAppearance(padding: 0, curve: .immediate, usesPlatformControl: true))
            rig.session.update(preset: .progressRing, catalog: .standard, makeSinks: { [] }, work: .work(.external))
            #expect(rig.session.hold == HoldAppearance(padding: 0, curve: .immediate, usesPlatformControl: false))
        }
    }
}
