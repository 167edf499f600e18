import Observation
import RefreshHosting
import RefreshKit
import Testing

/// What a frame of scrolling makes SwiftUI re-evaluate. The modifier's body,
/// which the app's content hangs from, reads ``RefreshSession/hold``; the
/// indicator overlay reads ``RefreshSession/indicatorAppearance(rightToLeft:reduceMotion:)``.
/// SwiftUI re-evaluates a view at most once a frame however many of its
/// observed values change, so the count that matters is frames with a change.
/// docs/performance.md quotes these counts.
@MainActor
@Suite struct InvalidationTests {
    /// Frames in which the content's and the overlay's observed values changed.
    struct Counts: Equatable {
        var frames = 0
        var content = 0
        var overlay = 0
    }

    final class Flag: @unchecked Sendable { var fired = false }

    /// Runs `step` `frames` times, counting the frames after which the
    /// content's or the overlay's observed values had changed.
    func count(_ rig: HoldRig, frames: Int, step: () -> Void) -> Counts {
        var counts = Counts()
        for _ in 0..<frames {
            let content = Flag()
            let overlay = Flag()
            withObservationTracking {
                _ = rig.session.hold
            } onChange: {
                content.fired = true
            }
            withObservationTracking {
                _ = rig.session.indicatorAppearance(rightToLeft: false, reduceMotion: false)
            } onChange: {
                overlay.fired = true
            }
            step()
            counts.frames += 1
            if content.fired { counts.content += 1 }
            if overlay.fired { counts.overlay += 1 }
        }
        return counts
    }

    /// A rig with a thousand 44 pt rows and then some.
    func rig(_ preset: RefreshPreset = .progressRing) -> HoldRig {
        HoldRig(preset, rule: .offsetKept, contentHeight: 1200 * 44)
    }

    @Test func atTheTopAtRestNothingIsReEvaluated() {
        let rig = rig()
        rig.simulation.frames(2)
        let counts = count(rig, frames: 120) { rig.simulation.frame() }
        #expect(counts == Counts(frames: 120, content: 0, overlay: 0))
    }

    /// A pull short of document 001's 100 pt and its release: the overlay
    /// follows the pull frame by frame, the content never.
    @Test func duringAPullOnlyTheOverlayIsReEvaluated() {
        let rig = rig()
        rig.simulation.frames(2)
        rig.simulation.touchDown()
        let pulling = count(rig, frames: 30) {
            rig.simulation.changeScrollView { $0.drag(by: 6) }
            rig.simulation.frame()
        }
        rig.simulation.lift()
        let releasing = count(rig, frames: 60) { rig.simulation.frame() }
        #expect(rig.controller.startedRefreshCount == 0)
        #expect(pulling == Counts(frames: 30, content: 0, overlay: 30), "one overlay re-evaluation a frame at most")
        #expect(releasing.content == 0)
        #expect(releasing.overlay > 0 && releasing.overlay < 60, "the overlay follows the spring back, then stops: \(releasing.overlay)")
    }

    /// A pull past document 001's 100 pt that starts a refresh, and the
    /// refresh's end: the content is re-evaluated once for each change of
    /// the hold (it opens, it closes), never for the pull's frames.
    @Test(arguments: InsetChangeRule.allCases)
    func aRefreshReEvaluatesTheContentOncePerHoldChange(rule: InsetChangeRule) {
        let rig = HoldRig(.progressRing, rule: rule, contentHeight: 1200 * 44)
        rig.simulation.frames(2)
        rig.simulation.touchDown()
        let pulling = count(rig, frames: 30) {
            rig.simulation.changeScrollView { $0.drag(by: 8) }
            rig.simulation.frame()
        }
        #expect(rig.controller.startedRefreshCount == 1, "the pull started the refresh")
        rig.simulation.lift()
        let holding = count(rig, frames: 90) { rig.simulation.frame() }
        #expect(abs(rig.uncovered - 36) <= HoldEngine.tolerance, "held at document 001's 36 pt")
        let closing = count(rig, frames: 90) {
            if rig.controller.isRefreshing { rig.controller.finishRefreshing() }
            rig.simulation.frame()
        }
        #expect(rig.session.hold.padding == 0)
        #expect(pulling.content == 0, "nothing under the finger")
        #expect(holding.content == 1, "the hold opens once: \(holding.content)")
        #expect(closing.content == 1, "the hold closes once: \(closing.content)")
        #expect(pulling.overlay == 30, "the overlay follows the pull")
    }

    /// A thousand rows down, scrolling re-evaluates nothing: not while idle,
    /// not while a refresh runs and its indicator moves with time.
    @Test(arguments: [RefreshPreset.progressRing, .bouncingBall])
    func aThousandRowsDownScrollingReEvaluatesNothing(preset: RefreshPreset) {
        let rig = rig(preset)
        rig.simulation.touchDown()
        rig.simulation.drag(by: -1000 * 44, frames: 200)
        rig.simulation.lift()
        rig.simulation.settle()
        let scrolling = count(rig, frames: 120) {
            let step = (rig.simulation.scrollView.time * 4).truncatingRemainder(dividingBy: 2) < 1 ? 8.0 : -8
            rig.simulation.changeScrollView { view in
                if !view.isFingerDown { view.touchDown() }
                view.drag(by: step)
            }
            rig.simulation.frame()
        }
        #expect(scrolling == Counts(frames: 120, content: 0, overlay: 0))
        rig.simulation.lift()
        rig.simulation.settle()
        #expect(rig.session.state.beginRefreshing())
        let refreshing = count(rig, frames: 120) { rig.simulation.frame() }
        #expect(refreshing == Counts(frames: 120, content: 0, overlay: 0), "a refresh started from code moves nothing a thousand rows down")
    }
}
