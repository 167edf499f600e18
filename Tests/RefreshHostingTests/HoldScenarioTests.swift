import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// The hold engine's scenarios, each run under both rules a scroll view may
/// follow when its top inset changes (``InsetChangeRule``): the rows and the
/// indicator must come out the same on every frame, and where the documents
/// give numbers, at those numbers.
@MainActor
@Suite struct HoldScenarioTests {
    /// Each drawn built-in with the hold its document gives: 000's 40 pt,
    /// 001's 36 pt, 002's 50 pt band, 003's 80 pt threshold, 004's 100 pt maxOffset.
    nonisolated static let drawnPresets: [(RefreshPreset, Double)] = [
        (.spinningArrow, 40), (.progressRing, 36), (.releaseToRefresh, 50), (.frozenHeader, 80), (.bouncingBall, 100),
    ]

    nonisolated static let tolerance = HoldEngine.tolerance

    // MARK: A pull

    @Test(arguments: drawnPresets)
    func aPullPastTheTriggerHoldsTheContentAtTheDocumentsHold(preset: RefreshPreset, hold: Double) {
        underBothRulesAndTimings({ HoldRig(preset, rule: $0, timing: $1) }) { rig in
            let trigger = rig.controller.pipeline.strategy.triggerDistance
            rig.simulation.pull(toUncover: trigger * 1.3 + 10, frames: 30)
            rig.simulation.wait(0.3)
            let liftedAt = rig.snapshots.count
            rig.simulation.lift()
            rig.simulation.settle()
            #expect(rig.controller.startedRefreshCount == 1, "\(preset.name): one refresh")
            #expect(rig.hold == hold, "\(preset.name): the document's hold")
            #expect(abs(rig.uncovered - hold) <= Self.tolerance, "\(preset.name): the content rests \(hold) pt down, not \(rig.uncovered)")
            #expect(abs(rig.session.indicatorFrame.height - hold) <= Self.tolerance)
            #expect(rig.session.indicatorFrame.top == HoldRig.largeTitleTop, "the indicator sits under the large title")
            let underFinger = rig.snapshots[..<liftedAt].filter { $0.activity.isDragging == true }
            #expect(Set(underFinger.map(\.holdPadding)) == [0], "\(preset.name): nothing changes under the finger")
            let springingBack = rig.snapshots[liftedAt...]
            let lowest = springingBack.map(\.uncovered).min() ?? 0
            // Document 003's header freezes when the content crosses its line
            // on the way back: with decisions landing a frame late, that one
            // frame shows the content past the line, by one frame's travel.
            let travel = zip(springingBack, springingBack.dropFirst()).map { $0.uncovered - $1.uncovered }.max() ?? 0
            let seenPast = rig.simulation.timing == .nextFrame ? travel : 0
            #expect(
                lowest >= hold - seenPast - Self.tolerance,
                "\(preset.name): the content springs back to the hold line and stops there (\(lowest))")
            let caught = springingBack.firstIndex { $0.holdPadding > 0 }
            #expect(caught.map { rig.snapshots[$0].holdPadding } == hold, "\(preset.name): caught at once, the hold whole")
            rig.finish()
            #expect(abs(rig.uncovered) <= Self.tolerance, "\(preset.name): the hold closes when the refresh ends")
            #expect(rig.session.indicatorFrame.height == 0)
            #expect(rig.session.hold.padding == 0, "at rest the layer applies no padding")
        }
    }

    /// Documents 002, 003 and 004 draw their indicator on the content's top
    /// edge (a band, an arrow, a ball's floor). While the hold waits for the
    /// finger, the content rests unheld, and the indicator must sit on it
    /// there, not a hold's depth lower, out of sight.
    @Test(arguments: [RefreshPreset.releaseToRefresh, .frozenHeader, .bouncingBall])
    func theIndicatorSitsOnTheContentWhileTheHoldWaitsForTheFinger(preset: RefreshPreset) {
        underBothRulesAndTimings({ HoldRig(preset, rule: $0, timing: $1) }) { rig in
            let trigger = rig.controller.pipeline.strategy.triggerDistance
            rig.simulation.pull(toUncover: trigger + 40, frames: 20)
            rig.simulation.wait(0.5)
            rig.simulation.lift()
            rig.simulation.settle()
            rig.finish()
            // Finishing, document 004's ball rolls out along the area's top,
            // under the content coming back (its content is drawn over the ball).
            let drawn = rig.snapshots.filter {
                $0.indicatorFrame.height > 1 && $0.indicator.opacity > 0 && $0.phase != .idle && $0.phase != .finishing
            }
            #expect(!drawn.isEmpty)
            for snapshot in drawn {
                let bottom = snapshot.indicator.position.y + snapshot.indicator.size / 2
                #expect(
                    bottom <= snapshot.indicatorFrame.height + Self.tolerance,
                    "\(preset.name) at t = \(snapshot.time): drawn down to \(bottom) in \(snapshot.indicatorFrame.height) pt uncovered")
            }
        }
    }

    /// Document 002: armed past 50 pt, the refresh starts when the finger
    /// lifts at 70 pt, and the content bouncing back is caught by the 50 pt band.
    @Test func releaseToRefreshsBounceIsCaughtByItsBand() {
        underBothRulesAndTimings({ HoldRig(.releaseToRefresh, rule: $0, timing: $1) }) { rig in
            rig.simulation.pull(toUncover: 70)
            #expect(rig.controller.phase == .armed)
            let liftedAt = rig.snapshots.count
            rig.simulation.lift()
            #expect(rig.controller.phase == .refreshing)
            rig.simulation.settle()
            let bounce = rig.snapshots[liftedAt...].map(\.uncovered)
            #expect((bounce.min() ?? 0) >= 50 - Self.tolerance, "never under the band")
            #expect(abs(rig.uncovered - 50) <= Self.tolerance)
        }
    }

    // MARK: From code

    /// `beginRefreshing()` at rest at the top: the content moves down by the
    /// hold and reveals the indicator, as Flutter's `RefreshIndicatorState.show()` does.
    @Test(arguments: drawnPresets)
    func aRefreshFromCodeAtRestRevealsTheIndicator(preset: RefreshPreset, hold: Double) {
        underBothRulesAndTimings({ HoldRig(preset, rule: $0, timing: $1) }) { rig in
            rig.simulation.frames(2)
            #expect(rig.session.state.beginRefreshing())
            rig.simulation.settle()
            #expect(abs(rig.uncovered - hold) <= Self.tolerance, "\(preset.name): revealed by \(hold) pt, not \(rig.uncovered)")
            #expect(abs(rig.session.indicatorFrame.height - hold) <= Self.tolerance)
            rig.finish()
            #expect(abs(rig.uncovered) <= Self.tolerance)
        }
    }

    /// Scrolled 1000 pt into the content, a refresh from code moves no row;
    /// coming back to the top while it runs reveals the indicator.
    @Test func aRefreshFromCodeScrolledDownMovesNothingAndShowsAtTheTop() {
        underBothRulesAndTimings({ HoldRig(.progressRing, rule: $0, timing: $1) }) { rig in
            rig.simulation.touchDown()
            rig.simulation.drag(by: -1000, frames: 30)
            rig.simulation.lift()
            rig.simulation.settle()
            let rows = rig.simulation.scrollView.contentTop
            let startedAt = rig.snapshots.count
            #expect(rig.session.state.beginRefreshing())
            rig.simulation.wait(0.5)
            #expect(rig.snapshots[startedAt...].allSatisfy { $0.contentTop == rows }, "no row moves")
            #expect(rig.session.hold.padding == 0)
            rig.simulation.touchDown()
            rig.simulation.drag(by: 1030, frames: 30)
            rig.simulation.lift()
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 36) <= Self.tolerance, "back at the top, the running refresh shows")
        }
    }

    /// A refresh that started at the top ends while the user reads 1200 pt down:
    /// no row moves when it ends, or when the hold closes.
    @Test func aRefreshEndingScrolledAwayMovesNothing() {
        underBothRulesAndTimings({ HoldRig(.bouncingBall, rule: $0, timing: $1) }) { rig in
            rig.simulation.pullAndRelease(toUncover: 140)
            #expect(rig.controller.isRefreshing)
            rig.simulation.touchDown()
            rig.simulation.drag(by: -1200, frames: 40)
            rig.simulation.lift()
            rig.simulation.settle()
            let rows = rig.simulation.scrollView.contentTop
            let endedAt = rig.snapshots.count
            rig.finish()
            rig.simulation.wait(2)
            #expect(rig.snapshots[endedAt...].allSatisfy { abs($0.contentTop - rows) <= Self.tolerance }, "no row moves")
            #expect(rig.session.hold.padding == 0)
            #expect(rig.controller.phase == .idle)
        }
    }

    /// A refresh that ends during a fling through the content waits for the
    /// fling to stop: the fling ends where it would have without the refresh.
    @Test func aRefreshEndingDuringAFlingLetsTheFlingRunOut() {
        func fling(endingTheRefresh: Bool) -> [HoldRig] {
            underBothRulesAndTimings({ HoldRig(.spinningArrow, rule: $0, timing: $1) }) { rig in
                rig.simulation.frames(2)
                rig.session.state.beginRefreshing()
                rig.simulation.settle()
                rig.simulation.touchDown()
                rig.simulation.drag(by: -300, frames: 10)
                rig.simulation.lift(velocity: -2500)
                rig.simulation.frames(5)
                #expect(rig.simulation.scrollView.activity == .decelerating)
                if endingTheRefresh { rig.controller.finishRefreshing() }
                rig.simulation.settle()
            }
        }
        let ended = fling(endingTheRefresh: true)
        let running = fling(endingTheRefresh: false)
        for (withEnd, without) in zip(ended, running) {
            #expect(withEnd.session.hold.padding == 0)
            #expect(
                abs(withEnd.simulation.scrollView.contentTop - without.simulation.scrollView.contentTop) <= Self.tolerance,
                "the fling ran out to the same place")
        }
    }

    // MARK: The finger

    /// Document 004 holds 100 pt and triggers at 100 pt. A finger resting on
    /// the held content while the refresh ends must not become a pull: the
    /// hold waits for the finger, and no second refresh starts by itself.
    @Test func aFingerDownWhileTheHoldRetractsMakesNoPhantomPull() {
        underBothRulesAndTimings({ HoldRig(.bouncingBall, rule: $0, timing: $1) }) { rig in
            rig.simulation.pullAndRelease(toUncover: 140)
            #expect(abs(rig.uncovered - 100) <= Self.tolerance)
            rig.simulation.touchDown()
            let touchedAt = rig.snapshots.count
            rig.controller.finishRefreshing()
            rig.simulation.wait(2.5)
            #expect(rig.controller.phase == .idle, "document 004 finishes within its 1.3 s")
            #expect(rig.snapshots[touchedAt...].allSatisfy { $0.holdPadding == 100 }, "the hold waits for the finger")
            #expect(abs(rig.controller.status.offset) <= ScrollSample.restTolerance, "the pull did not grow by itself")
            #expect(rig.controller.startedRefreshCount == 1)
            rig.simulation.lift()
            rig.simulation.settle()
            #expect(abs(rig.uncovered) <= Self.tolerance)
            #expect(rig.controller.startedRefreshCount == 1)
        }
    }

    /// Pull after pull: one refresh each, and a pull while one runs starts none.
    @Test func rapidRePullsStartOneRefreshEach() {
        underBothRulesAndTimings({ HoldRig(.progressRing, rule: $0, timing: $1) }) { rig in
            for cycle in 1...3 {
                rig.simulation.pullAndRelease(toUncover: 130, frames: 10, holding: 0.05)
                rig.simulation.pullAndRelease(toUncover: 160, frames: 10, holding: 0.05)
                #expect(rig.controller.startedRefreshCount == cycle, "a pull while one runs starts none")
                rig.controller.finishRefreshing()
                // Document 001's refresh shows at least 0.5 s; the next pull
                // lands while the hold closes.
                rig.simulation.wait(0.55)
            }
            rig.simulation.settle()
            #expect(abs(rig.uncovered) <= Self.tolerance)
        }
    }

    /// Sticky section headers pin at the top of the visible area, which the
    /// hold pushes down. Scrolled away while a refresh runs, the hold closes
    /// once the scroll comes to rest, with no row moving, so a pinned header
    /// sits under the bar again.
    @Test func scrolledAwayTheHoldClosesSoStickyHeadersPinUnderTheBar() {
        underBothRulesAndTimings({ HoldRig(.frozenHeader, rule: $0, timing: $1) }) { rig in
            rig.simulation.pullAndRelease(toUncover: 120)
            #expect(rig.session.hold.padding == 80)
            rig.simulation.touchDown()
            rig.simulation.drag(by: -400, frames: 30)
            #expect(rig.simulation.scrollView.holdPadding == 80, "not under the finger")
            rig.simulation.lift()
            let liftedAt = rig.snapshots.count
            rig.simulation.settle()
            let restingRows = rig.simulation.scrollView.contentTop
            let afterLift = rig.snapshots[liftedAt...]
            let closedAt = afterLift.firstIndex { $0.holdPadding == 0 }
            #expect(closedAt != nil, "the hold closes once at rest")
            // A pinned header sits at the visible area's top, which the hold
            // pushes down: it glides up over the close, a frame at a time.
            let headerSteps = zip(afterLift, afterLift.dropFirst()).map { abs($0.holdPadding - $1.holdPadding) }
            #expect((headerSteps.max() ?? 0) <= 12, "the header glides: at most \(headerSteps.max() ?? 0) pt in a frame")
            let rows = afterLift.drop { $0.activity != .idle && $0.activity != .animating }.map(\.contentTop)
            #expect(Set(rows.map { ($0 * 2).rounded() }).count == 1, "no row moves while the hold closes")
            #expect(rig.controller.isRefreshing, "the refresh runs on")
            let pinnedHeaderTop = rig.simulation.scrollView.insetTop
            #expect(pinnedHeaderTop == HoldRig.largeTitleTop, "a pinned header sits under the bar, not 80 pt below it")
            #expect(rig.simulation.scrollView.contentTop == restingRows)
        }
    }

    // MARK: Insets the app and the system set

    /// The app's own top space (20 pt): kept at rest, where RefreshKit
    /// applies nothing, and the hold comes on top of it. The model has one
    /// app inset (`appInsetTop`) whether the app sets its margin outside or
    /// inside the modifier: that SwiftUI adds either to the hold's safe-area
    /// padding is what the hosted tests' "margin outside" and "margin inside"
    /// screens check on a simulator.
    @Test func theAppsOwnTopSpaceIsKept() {
        underBothRulesAndTimings({ HoldRig(.progressRing, rule: $0, timing: $1, appInsetTop: 20) }) { rig in
            rig.simulation.frames(5)
            #expect(rig.simulation.decisions.isEmpty, "at rest the layer applies nothing")
            #expect(rig.session.indicatorFrame.top == HoldRig.largeTitleTop + 20, "the indicator starts below the app's space")
            rig.simulation.pullAndRelease(toUncover: 120)
            #expect(abs(rig.uncovered - 36) <= Self.tolerance)
            #expect(rig.simulation.scrollView.insetTop == HoldRig.largeTitleTop + 20 + 36)
            rig.finish()
            #expect(rig.simulation.scrollView.insetTop == HoldRig.largeTitleTop + 20)
        }
    }

    /// An inline title's bar is 52 pt shorter than a large title's: the
    /// indicator starts under whichever there is.
    @Test(arguments: [59.0 + 44, HoldRig.largeTitleTop, 0])
    func theIndicatorStartsUnderTheBars(safeAreaTop: Double) {
        underBothRulesAndTimings({ HoldRig(.releaseToRefresh, rule: $0, timing: $1, safeAreaTop: safeAreaTop) }) { rig in
            rig.simulation.pull(toUncover: 30)
            #expect(rig.session.indicatorFrame.top == safeAreaTop)
            #expect(abs(rig.session.indicatorFrame.height - 30) <= Self.tolerance)
            rig.simulation.lift()
            rig.simulation.settle()
        }
    }

    /// `.searchable` in the navigation bar's drawer: the first part of a pull
    /// reveals the search field (52 pt more inset). Under the finger the
    /// scroll view moves the content for its own inset as its rule says
    /// (RefreshKit moves nothing under a finger), so those frames may differ;
    /// whatever it does, the indicator's frame ends at the content's top, the
    /// pull counts from under the field, and from the lift on the two rules
    /// show the same frames.
    @Test func aRevealedSearchFieldMovesTheIndicatorDown() {
        for timing in DecisionTiming.allCases {
            var comparison = RuleComparison(snapshots: [:])
            for rule in InsetChangeRule.allCases {
                let rig = HoldRig(.progressRing, rule: rule, timing: timing)
                rig.simulation.pull(toUncover: 20, frames: 5)
                rig.simulation.changeScrollView { $0.safeAreaTop += 52 }
                rig.simulation.pull(toUncover: 60, frames: 10)
                let frame = rig.session.indicatorFrame
                #expect(frame.top == HoldRig.largeTitleTop + 52)
                #expect(abs(frame.top + frame.height - rig.simulation.scrollView.contentTop) <= Self.tolerance)
                #expect(rig.controller.startedRefreshCount == 0, "60 pt under the field is short of document 001's 100 pt")
                rig.simulation.pull(toUncover: 110, frames: 10)
                #expect(rig.controller.startedRefreshCount == 1)
                let liftedAt = rig.snapshots.count
                rig.simulation.lift()
                rig.simulation.settle()
                #expect(abs(rig.uncovered - 36) <= Self.tolerance, "held under the field")
                comparison.snapshots[rule] = Array(rig.snapshots[liftedAt...])
            }
            let difference = comparison.firstDifference()
            #expect(difference == nil, "after the lift (\(timing)): \(difference ?? "")")
        }
    }

    /// Rotation changes the bars' height under a held refresh: the content
    /// stays held at the top, the hold's depth below the new bars.
    @Test func rotationKeepsTheHeldContentAtTheTop() {
        underBothRulesAndTimings({ HoldRig(.spinningArrow, rule: $0, timing: $1) }) { rig in
            rig.simulation.frames(2)
            #expect(rig.session.state.beginRefreshing())
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 40) <= Self.tolerance)
            // Landscape: no status bar, a 32 pt bar, the large title collapsed.
            rig.simulation.rotate(safeAreaTop: 32, width: 844, height: 390)
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 40) <= Self.tolerance, "landscape: \(rig.uncovered)")
            rig.simulation.rotate(safeAreaTop: HoldRig.largeTitleTop, width: 390, height: 844)
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 40) <= Self.tolerance, "portrait again: \(rig.uncovered)")
            #expect(rig.session.indicatorFrame.top == HoldRig.largeTitleTop)
            // The comparison leaves out a frame that shows a rotation before
            // the engine's answer: one per rotation, only when decisions land
            // a frame late and the scroll view left the content where it was
            // (where the content follows the inset, it stays at the top edge
            // and nothing needs answering).
            let unanswered = rig.snapshots.filter(\.awaitsAnswer).count
            let late = rig.simulation.timing == .nextFrame && rig.simulation.scrollView.rule == .offsetKept
            #expect(unanswered == (late ? 2 : 0), "\(unanswered) frames left uncompared")
        }
    }

    // MARK: The app's indicator

    /// The docs' captioned ring is about 58 pt tall: in document 001's 36 pt
    /// hold its caption would be cut off, so the hold grows to fit it.
    @Test func aTallerIndicatorGrowsTheHold() {
        underBothRulesAndTimings({ HoldRig(.progressRing, rule: $0, timing: $1) }) { rig in
            rig.session.indicatorHeightChanged(to: 58)
            rig.simulation.pullAndRelease(toUncover: 130)
            #expect(abs(rig.uncovered - 58) <= Self.tolerance)
            #expect(abs(rig.session.indicatorFrame.height - 58) <= Self.tolerance)
            rig.finish()
            #expect(abs(rig.uncovered) <= Self.tolerance)
        }
    }

    // MARK: The decisions are the engine's

    /// The same scenarios with the scroll commands left out, the decision
    /// left to the scroll view: the two rules then disagree, which is what
    /// the comparison above would catch.
    @Test(arguments: Self.scrollingScenarios)
    func withoutTheEnginesScrollsTheRulesDisagree(scenario: Scenario) {
        var comparison = RuleComparison(snapshots: [:])
        for rule in InsetChangeRule.allCases {
            let rig = HoldRig(scenario.preset, rule: rule, canScroll: false)
            scenario.run(rig)
            comparison.snapshots[rule] = rig.snapshots
        }
        #expect(comparison.firstDifference() != nil, "\(scenario.name): the engine's scrolls decide nothing here")
    }

    /// A scenario where the engine scrolls, for the test above.
    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let preset: RefreshPreset
        let run: @MainActor @Sendable (HoldRig) -> Void
        var testDescription: String { name }
    }

    nonisolated static let scrollingScenarios: [Scenario] =
        drawnPresets.map { preset, _ in
            Scenario(name: "\(preset.name): a pull's hold caught at the line", preset: preset) { rig in
                rig.simulation.pullAndRelease(toUncover: rig.controller.pipeline.strategy.triggerDistance * 1.3 + 10)
            }
        } + [
            Scenario(name: "the reveal from code", preset: .progressRing) { rig in
                rig.simulation.frames(2)
                rig.session.state.beginRefreshing()
                rig.simulation.settle()
            },
            Scenario(name: "the hold closing at the top", preset: .bouncingBall) { rig in
                rig.simulation.pullAndRelease(toUncover: 140)
                rig.finish()
            },
            Scenario(name: "the hold closing out of view", preset: .frozenHeader) { rig in
                rig.simulation.pullAndRelease(toUncover: 120)
                rig.simulation.touchDown()
                rig.simulation.drag(by: -400, frames: 30)
                rig.simulation.lift()
                rig.simulation.settle()
            },
            Scenario(name: "a taller indicator", preset: .progressRing) { rig in
                rig.session.indicatorHeightChanged(to: 58)
                rig.simulation.pullAndRelease(toUncover: 130)
            },
            Scenario(name: "rotation", preset: .spinningArrow) { rig in
                rig.simulation.frames(2)
                rig.session.state.beginRefreshing()
                rig.simulation.settle()
                rig.simulation.rotate(safeAreaTop: 32, width: 844, height: 390)
                rig.simulation.settle()
            },
        ]
}

extension ScrollSimulation {
    /// The device turns: new bars and a new size, reported as the next frame.
    func rotate(safeAreaTop: Double, width: Double, height: Double) {
        changeScrollView { view in
            view.safeAreaTop = safeAreaTop
            view.containerWidth = width
            view.containerHeight = height
        }
        frame()
    }
}

extension HoldScenarioTests {
    /// A finger landing while the hold still closes (document 001's refresh
    /// just ended at the top) stops the hold where it is; it closes after the
    /// finger lifts.
    @Test func aFingerLandingWhileTheHoldClosesStopsIt() {
        underBothRulesAndTimings({ HoldRig(.progressRing, rule: $0, timing: $1) }) { rig in
            rig.simulation.pullAndRelease(toUncover: 130)
            rig.simulation.wait(0.6)
            rig.controller.finishRefreshing()
            rig.simulation.frames(3)
            let closing = rig.simulation.scrollView.holdPadding
            #expect(closing > 1 && closing < 35, "the hold is closing: \(closing)")
            rig.simulation.touchDown()
            let touchedAt = rig.snapshots.count
            rig.simulation.frames(20)
            let paddings = Set(rig.snapshots[touchedAt...].map(\.holdPadding))
            #expect(paddings.count == 1, "the hold stops under the finger: \(paddings)")
            rig.simulation.lift()
            rig.simulation.settle()
            #expect(abs(rig.uncovered) <= Self.tolerance)
            #expect(rig.session.hold.padding == 0)
        }
    }
}
