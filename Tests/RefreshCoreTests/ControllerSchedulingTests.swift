import RefreshCore
import RefreshTesting
import Testing

/// A `ManualClock` that counts what the controller schedules on it.
@MainActor
final class CountingClock: RefreshClock {
    let clock = ManualClock()
    private(set) var scheduled = 0

    var now: Double { clock.now }

    func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> ScheduledWake {
        scheduled += 1
        return clock.schedule(at: deadline, action)
    }
}

@MainActor
@Suite struct ControllerSchedulingTests {
    /// Every scroll sample during a refresh used to cancel the timeout's wake
    /// and schedule it again (with `SystemRefreshClock`, a task per frame).
    @Test func samplesDuringARefreshKeepTheTimeoutsWake() {
        let counting = CountingClock()
        let controller = RefreshController(
            pipeline: toyPipeline(timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0.5), "timeout": .number(30)])),
            clock: counting)
        for frame in 1...10 {
            counting.clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 8 * Double(frame))
        }
        #expect(controller.isRefreshing)
        let afterStart = counting.scheduled
        for frame in 0..<240 {
            counting.clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 80 - Double(frame % 80))
        }
        #expect(counting.scheduled == afterStart, "no new wake while the same timeout is due")
        #expect(counting.clock.pendingCount == 1)
        controller.finishRefreshing()
        counting.clock.advance(by: 1)
        #expect(controller.phase == .idle)
        #expect(counting.clock.pendingCount == 0)
    }

    @Test func aWakeThatRanIsReplacedForTheNextDeadline() {
        let counting = CountingClock()
        let controller = RefreshController(
            pipeline: toyPipeline(timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(0)])),
            clock: counting)
        for frame in 1...10 {
            counting.clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 8 * Double(frame))
        }
        controller.finishRefreshing()
        #expect(controller.phase == .finishing)
        // The finishing deadline's wake runs, then a second refresh needs its own.
        counting.clock.advance(by: 0.5)
        #expect(controller.phase == .idle)
        controller.scrollChanged(offset: 0)
        controller.beginRefreshing()
        controller.finishRefreshing()
        #expect(controller.phase == .finishing)
        counting.clock.advance(by: 0.5)
        #expect(controller.phase == .idle)
        #expect(counting.clock.pendingCount == 0)
    }

    /// A sink that scrolls from inside `receive` calls back into the
    /// controller after the outcome's step and before the controller has
    /// rescheduled. The controller's note of what is due next must not be
    /// trusted then (in a debug build a stale one fails an assertion): the
    /// finishing deadline the outcome set must still be ticked.
    @Test func aSinkThatScrollsFromReceiveStillSeesTheFinishingDeadline() {
        let clock = ManualClock()
        let sink = ScrollingSink()
        let controller = RefreshController(
            pipeline: toyPipeline(timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(30)])),
            sink: sink, clock: clock)
        sink.controller = controller
        for frame in 1...10 {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 8 * Double(frame))
        }
        #expect(controller.isRefreshing)
        controller.finishRefreshing()
        #expect(sink.scrolledFromReceive == 2, "the sink scrolled on the start and on the outcome")
        #expect(controller.phase == .finishing)
        clock.advance(by: 0.1)
        #expect(controller.phase == .finishing, "the toy strategy finishes over 0.2 s")
        clock.advance(by: 0.15)
        #expect(controller.phase == .idle)
        #expect(clock.pendingCount == 0)
    }
}

/// Scrolls the content back to rest whenever a refresh starts or ends, from
/// inside `receive`.
@MainActor
private final class ScrollingSink: FeedbackSink {
    weak var controller: RefreshController?
    private(set) var scrolledFromReceive = 0

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        guard event == .refreshStarted || event == .refreshSucceeded else { return }
        scrolledFromReceive += 1
        controller?.scrollChanged(offset: 0)
    }
}
