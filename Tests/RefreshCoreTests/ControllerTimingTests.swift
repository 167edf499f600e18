import RefreshCore
import RefreshTestSupport
import RefreshTesting
import Testing

/// The controller's timing, on a clock that reads 1,000 s when the test
/// begins, so that a time measured from clock 0 instead of the refresh's
/// start shows; each is checked for earliness and lateness alike: not a
/// moment before it is due, and at the moment it is due.
@MainActor
@Suite struct ControllerTimingTests {
    let clock = ManualClock(now: 1_000)
    let sink = RecordingFeedbackSink()
    let gate = ActionGate()
    /// A moment, for "just before": far below the times involved, far above
    /// a Double's spacing at 1,000 s.
    let instant = 1e-6

    func makeController(minimumVisibleTime: Double = 0, timeout: Double = 0, coolDown: Double = 0) -> RefreshController {
        let timing = RefreshTiming(parameters: [
            "minimumVisibleTime": .number(minimumVisibleTime), "timeout": .number(timeout), "coolDown": .number(coolDown),
        ])
        return RefreshController(pipeline: toyPipeline(timing: timing), action: gate.action, sink: sink, clock: clock)
    }

    /// Pulls past the toy's trigger (60 pt) in 5 frames; returns when the refresh started.
    func startRefresh(_ controller: RefreshController) async -> Double {
        for offset in [20.0, 40, 60, 80, 80] {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: offset)
        }
        #expect(controller.isRefreshing)
        #expect(await gate.reached(controller.startedRefreshCount))
        return controller.status.stateEnteredAt
    }

    func timeHeard(_ event: FeedbackEvent) -> Double? { sink.records.last { $0.event == event }?.context.time }

    @Test func aQuickOutcomeShowsForTheMinimumVisibleTimeFromTheRefreshsStart() async {
        let controller = makeController(minimumVisibleTime: 0.5)
        clock.advance(by: 3.7)  // well away from the controller's creation, too
        let startedAt = await startRefresh(controller)
        #expect(startedAt > 1_003)
        clock.advance(to: startedAt + 0.1)
        gate.succeed()
        await controller.waitForAction()
        #expect(controller.phase == .refreshing, "not delivered early: the outcome is held")
        clock.advance(to: startedAt + 0.5 - instant)
        #expect(controller.phase == .refreshing, "still held a moment before the minimum visible time")
        #expect(timeHeard(.refreshSucceeded) == nil)
        clock.advance(to: startedAt + 0.5)
        #expect(controller.phase == .finishing, "delivered at the minimum visible time")
        #expect(timeHeard(.refreshSucceeded) == startedAt + 0.5, "not late: heard at start + 0.5")
        #expect(controller.status.stateEnteredAt == startedAt + 0.5)
    }

    @Test func anOutcomeAMomentBeforeTheMinimumVisibleTimeIsStillHeld() async {
        let controller = makeController(minimumVisibleTime: 0.5)
        let startedAt = await startRefresh(controller)
        clock.advance(to: startedAt + 0.5 - instant)
        gate.succeed()
        await controller.waitForAction()
        #expect(controller.phase == .refreshing)
        clock.advance(to: startedAt + 0.5)
        #expect(timeHeard(.refreshSucceeded) == startedAt + 0.5)
    }

    @Test func aSlowOutcomeIsDeliveredWhenItArrivesNotHeld() async {
        let controller = makeController(minimumVisibleTime: 0.5)
        let startedAt = await startRefresh(controller)
        clock.advance(to: startedAt + 0.9)
        gate.succeed()
        await controller.waitForAction()
        #expect(controller.phase == .finishing)
        #expect(timeHeard(.refreshSucceeded) == startedAt + 0.9)
    }

    @Test func theTimeoutCountsFromTheRefreshsStart() async {
        let controller = makeController(timeout: 3)
        clock.advance(by: 2.5)
        let startedAt = await startRefresh(controller)
        clock.advance(to: startedAt + 3 - instant)
        #expect(controller.isRefreshing, "no timeout a moment before it is due")
        clock.advance(to: startedAt + 3)
        #expect(!controller.isRefreshing, "timed out when due")
        #expect(controller.lastError as? RefreshTimeoutError == RefreshTimeoutError(timeout: 3))
        #expect(timeHeard(.refreshFailed) == startedAt + 3)
        #expect(controller.status.stateEnteredAt == startedAt + 3, "the strategy heard the outcome at the timeout")
        #expect(await gate.reached() && gate.startCount == 1)
    }

    @Test func aStrategyDeadlineIsTickedAtItsTimeAndNotBefore() async {
        let controller = makeController()
        let startedAt = await startRefresh(controller)
        clock.advance(to: startedAt + 1.3)
        gate.succeed()
        await controller.waitForAction()
        let finishedAt = clock.now
        #expect(controller.phase == .finishing)
        #expect(controller.status.nextDeadline == finishedAt + 0.2)
        clock.advance(to: finishedAt + 0.2 - instant)
        #expect(controller.phase == .finishing, "no tick before the deadline")
        clock.advance(to: finishedAt + 0.2)
        #expect(controller.phase == .idle)
        #expect(controller.status.stateEnteredAt == finishedAt + 0.2, "ticked at the deadline, not later")
    }

    /// A refresh started and finished with the content at rest; returns
    /// when it finished (idle again).
    func finishedRefresh(_ controller: RefreshController) async -> Double {
        let startedAt = await startRefresh(controller)
        for _ in 0..<5 {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 0)
        }
        clock.advance(to: startedAt + 2)
        gate.succeed()
        await controller.waitForAction()
        clock.advance(by: 0.2)  // the toy's finishing time
        #expect(controller.phase == .idle)
        #expect(controller.status.stateEnteredAt > startedAt + 2, "idle after the outcome, not at the start")
        return controller.status.stateEnteredAt
    }

    /// The cool-down runs from the moment the refresh finished (idle again),
    /// not from its start or its outcome: a pull that begins a moment before
    /// it ends is ignored until the content is back at rest...
    @Test func aPullAMomentBeforeTheCoolDownEndsIsIgnoredUntilRest() async {
        let controller = makeController(coolDown: 1)
        let idleAt = await finishedRefresh(controller)
        clock.advance(to: idleAt + 1 - instant)
        controller.scrollChanged(offset: 80)
        #expect(controller.status.phase == .idle && controller.status.offset == 0, "ignored within the cool-down")
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 90)
        #expect(!controller.isRefreshing, "the ignored pull stays ignored past the cool-down, until rest")
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 0)
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 80)
        #expect(controller.isRefreshing, "a new pull after rest counts")
    }

    /// ...and one that begins as it ends counts.
    @Test func aPullAsTheCoolDownEndsCounts() async {
        let controller = makeController(coolDown: 1)
        let idleAt = await finishedRefresh(controller)
        clock.advance(to: idleAt + 1)
        controller.scrollChanged(offset: 80)
        #expect(controller.isRefreshing)
    }
}
