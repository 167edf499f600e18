import Observation
import RefreshCore
import RefreshTestSupport
import RefreshTesting
import Testing

/// An action the test finishes by hand.
@MainActor
final class ActionGate {
    private var continuation: CheckedContinuation<Void, any Error>?
    private(set) var startCount = 0
    private(set) var sawCancellation = false
    /// Actions waiting at the gate so far: what a test waits for before it
    /// finishes one, instead of giving the action turns to get there.
    let waiting = WatchedCount()

    /// Returns once `count` actions in all have reached the gate.
    func reached(_ count: Int = 1) async -> Bool { await waiting.wait { $0 >= count } }

    var action: RefreshWork {
        RefreshWork { @MainActor in try await self.wait() }
    }

    func wait() async throws {
        startCount += 1
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation {
                    self.continuation = $0
                    self.waiting.add(1)
                }
            } onCancel: {
                Task { @MainActor in self.fail(CancellationError()) }
            }
        } catch is CancellationError {
            sawCancellation = true
            throw CancellationError()
        }
    }

    func succeed() {
        continuation?.resume()
        continuation = nil
    }

    func fail(_ error: any Error) {
        continuation?.resume(throwing: error)
        continuation = nil
    }
}

struct SyncFailure: Error, Equatable {}

@MainActor
@Suite struct ControllerTests {
    let clock = ManualClock()
    let sink = RecordingFeedbackSink()

    func makeController(
        timing: RefreshTiming = RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(0)]),
        action: RefreshWork = .external
    ) -> RefreshController {
        RefreshController(pipeline: toyPipeline(timing: timing), action: action, sink: sink, clock: clock)
    }

    /// Pulls from rest to `to` in 10 frames of 1/60 s.
    func pull(_ controller: RefreshController, to offset: Double) {
        for index in 1...10 {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: offset * Double(index) / 10)
        }
    }

    func release(_ controller: RefreshController) {
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 0)
    }

    @Test func asyncActionRunsAndItsSuccessReachesStrategyAndSinks() async {
        let gate = ActionGate()
        let controller = makeController(action: gate.action)
        pull(controller, to: 80)
        #expect(controller.phase == .refreshing)
        #expect(controller.contentInset == 40)
        #expect(controller.isRefreshing)
        #expect(await gate.reached())
        #expect(gate.startCount == 1)
        gate.succeed()
        await controller.waitForAction()
        #expect(controller.phase == .finishing)
        #expect(controller.lastOutcome == .success)
        #expect(sink.events == [.pullBegan, .refreshStarted, .refreshSucceeded])
        #expect(sink.records[1].context.haptic == .medium)
        #expect(sink.records[1].context.announcement == "Refreshing")
    }

    @Test func strategyDeadlinesAreTickedOnTime() async {
        let controller = makeController()
        pull(controller, to: 80)
        release(controller)
        clock.advance(by: 0.1)
        controller.finishRefreshing()
        let finishedAt = clock.now
        #expect(controller.phase == .finishing)
        clock.advance(by: 0.19)
        #expect(controller.phase == .finishing)
        clock.advance(by: 0.02)
        #expect(controller.phase == .idle)
        #expect(controller.status.stateEnteredAt == finishedAt + 0.2)
        #expect(controller.animation == .linear(duration: 0.2), "the settle role's curve carries the last change")
    }

    @Test func quickOutcomeIsHeldForTheMinimumVisibleTime() async {
        let gate = ActionGate()
        let controller = makeController(timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0.5)]), action: gate.action)
        pull(controller, to: 80)
        let startedAt = controller.status.stateEnteredAt
        #expect(await gate.reached())
        clock.advance(to: startedAt + 0.02)
        gate.succeed()
        await controller.waitForAction()
        #expect(controller.phase == .refreshing, "a 20 ms refresh must not flash")
        #expect(!sink.events.contains(.refreshSucceeded))
        clock.advance(to: startedAt + 0.49)
        #expect(controller.phase == .refreshing)
        clock.advance(to: startedAt + 0.6)
        #expect(controller.phase != .refreshing)
        let success = sink.records.first { $0.event == .refreshSucceeded }
        #expect(success?.context.time == startedAt + 0.5)
    }

    @Test func waitUntilFinishedReturnsOnlyOnceTheHeldOutcomeIsDelivered() async {
        let gate = ActionGate()
        let controller = makeController(timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0.5)]), action: gate.action)
        pull(controller, to: 80)
        let startedAt = controller.status.stateEnteredAt
        let clock = clock
        let waiter = Task { @MainActor in
            await controller.waitUntilFinished()
            return clock.now
        }
        #expect(await gate.reached())
        gate.succeed()
        await controller.waitForAction()
        #expect(controller.isRefreshing, "the outcome is held for the minimum visible time")
        clock.advance(to: startedAt + 0.6)
        // Resumed when the held outcome was delivered, not when the action returned at +0.
        #expect(await waiter.value >= startedAt + 0.5)
        #expect(sink.events.last == .refreshSucceeded)
    }

    @Test func stillIndicatorIsTheModelWhenTheStateBegan() {
        let controller = makeController()
        pull(controller, to: 50)
        #expect(controller.stillIndicator == controller.pipeline.indicatorModel(at: controller.status.stateEnteredAt))
        #expect(controller.pipeline.indicatorStyleName == "echo")
        #expect(controller.pipeline.strategyTypeName == "toy")
    }

    @Test func hungActionTimesOutAsFailureAndIsCancelled() async {
        let gate = ActionGate()
        let controller = makeController(
            timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(10)]), action: gate.action)
        pull(controller, to: 80)
        let startedAt = controller.status.stateEnteredAt
        #expect(await gate.reached())
        clock.advance(to: startedAt + 9.9)
        #expect(controller.phase == .refreshing)
        clock.advance(to: startedAt + 10.5)
        #expect(controller.phase != .refreshing)
        #expect(controller.lastOutcome == .failure)
        #expect(controller.lastError as? RefreshTimeoutError == RefreshTimeoutError(timeout: 10))
        let failure = sink.records.first { $0.event == .refreshFailed }
        #expect(failure?.context.time == startedAt + 10)
        #expect(failure?.context.errorDescription == "the refresh action did not finish within 10 s")
        await controller.waitForAction()
        #expect(gate.sawCancellation, "the hung action's task must be cancelled")
        #expect(sink.outcomeCount == 1)
    }

    @Test func viewGoingAwayCancelsTheTaskAndReturnsToIdle() async {
        let gate = ActionGate()
        let controller = makeController(action: gate.action)
        pull(controller, to: 80)
        #expect(await gate.reached())
        controller.cancel()
        #expect(controller.phase == .idle)
        #expect(controller.contentInset == 0)
        #expect(sink.events.last == .refreshCancelled)
        await controller.waitForAction()
        #expect(gate.sawCancellation)
        #expect(sink.outcomeCount == 1, "the cancelled task's own ending must not add an outcome")
        #expect(controller.lastOutcome == .cancelled)
    }

    @Test func throwingActionEndsAsFailureAndKeepsTheError() async {
        let controller = makeController(action: RefreshWork { throw SyncFailure() })
        pull(controller, to: 80)
        await controller.waitForAction()
        #expect(controller.lastOutcome == .failure)
        #expect(controller.lastError as? SyncFailure == SyncFailure())
        #expect(sink.events.last == .refreshFailed)
        #expect(sink.records.last?.context.announcement == "Refresh failed")
    }

    @Test func secondOutcomeIsIgnored() async {
        let controller = makeController()
        pull(controller, to: 80)
        controller.finishRefreshing(.success)
        controller.finishRefreshing(.failure, error: SyncFailure())
        #expect(sink.outcomeCount == 1)
        #expect(controller.lastOutcome == .success)
        #expect(controller.lastError == nil)
    }

    @Test func doneCallbackCalledTwiceEndsTheRefreshOnce() async {
        var done: (@MainActor @Sendable () -> Void)?
        let called = WatchedCount()
        let controller = makeController(
            action: .callback {
                done = $0
                called.add(1)
            })
        pull(controller, to: 80)
        #expect(await called.wait { $0 == 1 })
        let finish = try! #require(done)
        finish()
        finish()
        await controller.waitForAction()
        #expect(controller.lastOutcome == .success)
        #expect(sink.outcomeCount == 1)
    }

    @Test func doneCallbackThatNeverComesDoesNotLeakTheTaskOnCancel() async {
        let called = WatchedCount()
        let controller = makeController(action: .callback { _ in called.add(1) })
        pull(controller, to: 80)
        #expect(await called.wait { $0 == 1 }, "the action is waiting for its callback")
        controller.cancel()
        await controller.waitForAction()  // returns: the waiting task was released
        #expect(controller.lastOutcome == .cancelled)
    }

    @Test func flagIsSetWhenARefreshStartsAndItsClearingEndsIt() async {
        var isLoading = false
        let raised = WatchedCount()
        let flag = RefreshFlag {
            isLoading = $0
            if $0 { raised.add(1) }
        }
        let controller = makeController(action: .flag(flag))
        pull(controller, to: 80)
        #expect(await raised.wait { $0 == 1 })
        #expect(isLoading)
        isLoading = false
        flag.valueChanged(to: false)
        await controller.waitForAction()
        #expect(controller.lastOutcome == .success)
        #expect(sink.outcomeCount == 1)
    }

    @Test func cancellingAFlagRefreshClearsTheFlag() async {
        var isLoading = false
        let raised = WatchedCount()
        let flag = RefreshFlag {
            isLoading = $0
            if $0 { raised.add(1) }
        }
        let controller = makeController(action: .flag(flag))
        pull(controller, to: 80)
        #expect(await raised.wait { $0 == 1 })
        #expect(isLoading)
        controller.cancel()
        await controller.waitForAction()
        #expect(!isLoading)
        #expect(controller.lastOutcome == .cancelled)
    }

    @Test func outcomeBeforeReleaseStartsNothingUntilRest() async {
        let controller = makeController()
        pull(controller, to: 100)
        controller.finishRefreshing()
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 100)
        }
        #expect(controller.startedRefreshCount == 1)
        release(controller)
        pull(controller, to: 100)
        #expect(controller.startedRefreshCount == 2)
    }

    @Test func beginRefreshingStartsWithoutAPullOnlyOnce() async {
        let controller = makeController()
        controller.beginRefreshing()
        #expect(controller.phase == .refreshing)
        #expect(controller.contentInset == 40)
        controller.beginRefreshing()
        pull(controller, to: 100)
        #expect(controller.startedRefreshCount == 1)
        #expect(sink.events == [.refreshStarted])
    }

    @Test func pullDuringCoolDownIsIgnoredUntilRest() async {
        let controller = makeController(
            timing: RefreshTiming(parameters: [
                "minimumVisibleTime": .number(0), "timeout": .number(0), "coolDown": .number(2),
            ]))
        pull(controller, to: 80)
        release(controller)
        controller.finishRefreshing()
        clock.advance(by: 0.3)
        #expect(controller.phase == .idle)
        sink.removeAll()
        pull(controller, to: 80)
        #expect(controller.startedRefreshCount == 1)
        #expect(controller.phase == .idle)
        #expect(sink.events.isEmpty)
        clock.advance(by: 3)
        // Still the same pull: it must come back to rest first.
        controller.scrollChanged(offset: 90)
        #expect(controller.startedRefreshCount == 1)
        release(controller)
        pull(controller, to: 80)
        #expect(controller.startedRefreshCount == 2)
    }

    /// A fling that reaches the top bounces past it with no finger down; as
    /// with `UIRefreshControl`, that is not a pull.
    @Test func aBounceThatBeginsWithoutAFingerIsNotAPull() {
        let controller = makeController()
        for offset in stride(from: 10.0, through: 120, by: 10) {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: offset, isDragging: false)
        }
        #expect(controller.startedRefreshCount == 0)
        #expect(controller.phase == .idle)
        #expect(sink.events.isEmpty)
        // A finger that catches the bounce does not turn it into a pull either:
        // the content must come back to rest first.
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 130, isDragging: true)
        #expect(controller.startedRefreshCount == 0)
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 0, isDragging: false)
        for index in 1...10 {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 8.0 * Double(index), isDragging: true)
        }
        #expect(controller.startedRefreshCount == 1)
    }

    /// Letting go in the middle of a pull is the same pull, and where the
    /// platform does not say whether a finger is down every pull counts.
    @Test func aReleaseDuringAPullAndAnUnknownFingerKeepThePull() {
        let controller = makeController()
        for index in 1...5 {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 10.0 * Double(index), isDragging: true)
        }
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 80, isDragging: false)
        #expect(controller.startedRefreshCount == 1)
        controller.finishRefreshing()
        release(controller)
        clock.advance(by: 1)
        pull(controller, to: 80)
        #expect(controller.startedRefreshCount == 2)
    }

    @Test func contentInsetObserversDoNotFireWhileOnlyTheIndicatorChanges() async {
        let controller = makeController()
        final class Flag: @unchecked Sendable { var fired = false }
        let insetChanged = Flag()
        let indicatorChanged = Flag()
        withObservationTracking {
            _ = controller.contentInset
        } onChange: {
            insetChanged.fired = true
        }
        withObservationTracking {
            _ = controller.indicator
        } onChange: {
            indicatorChanged.fired = true
        }
        pull(controller, to: 50)
        #expect(indicatorChanged.fired)
        #expect(!insetChanged.fired, "a pull that moves only the indicator must not redraw the content")
        pull(controller, to: 80)
        #expect(insetChanged.fired)
    }

    /// A second success in a row changes nothing an observer of the outcome reads.
    @Test func aRepeatedOutcomeDoesNotWriteLastOutcomeAgain() {
        let controller = makeController()
        pull(controller, to: 80)
        controller.finishRefreshing(.success)
        release(controller)
        clock.advance(by: 1)
        #expect(controller.lastOutcome == .success)
        final class Flag: @unchecked Sendable { var fired = false }
        let outcomeChanged = Flag()
        withObservationTracking {
            _ = controller.lastOutcome
        } onChange: {
            outcomeChanged.fired = true
        }
        pull(controller, to: 80)
        controller.finishRefreshing(.success)
        #expect(controller.startedRefreshCount == 2)
        #expect(!outcomeChanged.fired, "the same outcome again is no change")
        release(controller)
        clock.advance(by: 1)
        pull(controller, to: 80)
        controller.finishRefreshing(.failure)
        #expect(outcomeChanged.fired)
    }

    @Test func aSampleWithinAPullWritesOnlyTheIndicator() {
        let controller = makeController()
        pull(controller, to: 20)
        #expect(controller.phase == .pulling)
        final class Flag: @unchecked Sendable { var fired = false }
        let others = Flag()
        let indicatorChanged = Flag()
        withObservationTracking {
            _ = (controller.phase, controller.contentInset, controller.animation, controller.isRefreshing)
            _ = (controller.startedRefreshCount, controller.lastOutcome)
        } onChange: {
            others.fired = true
        }
        withObservationTracking {
            _ = controller.indicator
        } onChange: {
            indicatorChanged.fired = true
        }
        controller.scrollChanged(offset: 30)
        #expect(controller.status.offset == 30)
        #expect(indicatorChanged.fired)
        #expect(!others.fired, "a sample that moves only the indicator must write nothing else that is observed")
    }

    @Test func sinksFanOutAndWriteLines() {
        let first = RecordingFeedbackSink()
        let second = RecordingFeedbackSink()
        let stream = StreamFeedbackSink(String())
        let sink = MultiplexFeedbackSink([first, second, stream])
        let context = FeedbackContext(
            time: 1.25, status: RefreshStatus(phase: .refreshing, stateName: "loading"), haptic: .heavy,
            announcement: "Refreshing")
        sink.receive(.refreshStarted, context: context)
        #expect(first.events == [.refreshStarted])
        #expect(second.events == [.refreshStarted])
        #expect(stream.target == "1.250 refreshStarted phase=refreshing state=loading haptic=heavy announce=\"Refreshing\"\n")
    }
}
