import Observation
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

    /// A sink that scrolls from inside `receive(.refreshSucceeded)` calls back
    /// into the controller after the outcome's step and before the controller
    /// has rescheduled. With no finishing time the outcome's deadline is due
    /// at once, so the sink's sample must find it ticked (back in `rest`), not
    /// be handled before it (still `closing`).
    @Test func aSinkThatScrollsFromReceiveFindsTheDueDeadlineTicked() {
        let (controller, clock, sink) = refreshingToy()
        controller.finishRefreshing()
        #expect(sink.statesSeenAfterScrolling == [ToyStrategy.State.rest.rawValue])
        #expect(controller.phase == .idle)
        #expect(clock.pendingCount == 0)
    }

    /// An observer of `isRefreshing` that scrolls calls back in while the
    /// refresh is ending, before the outcome's step: what it schedules must
    /// not hide the deadline that step then sets.
    @Test func anObserverThatScrollsWhileARefreshEndsDoesNotHideTheNextDeadline() {
        let (controller, _, sink) = refreshingToy()
        withObservationTracking {
            _ = controller.isRefreshing
        } onChange: {
            MainActor.assumeIsolated { controller.scrollChanged(offset: 0) }
        }
        controller.finishRefreshing()
        #expect(sink.statesSeenAfterScrolling == [ToyStrategy.State.rest.rawValue])
        #expect(controller.phase == .idle)
    }

    /// An observer of `phase` that scrolls calls back in from the write of
    /// the sample that starts the refresh, and steps again before that
    /// sample's effects are read: the refresh must still start.
    @Test func anObserverThatScrollsWhenTheRefreshStartsDoesNotLoseTheStart() {
        let clock = ManualClock()
        let controller = RefreshController(pipeline: toyPipeline(), clock: clock)
        var frame = 0
        while controller.phase != .pulling {
            frame += 1
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 8 * Double(frame))
        }
        // Once: the nested write of `phase` would call `onChange` again
        // before the outer write has stored the new phase.
        final class Once: @unchecked Sendable { var done = false }
        let once = Once()
        withObservationTracking {
            _ = controller.phase
        } onChange: {
            guard !once.done else { return }
            once.done = true
            MainActor.assumeIsolated { controller.scrollChanged(offset: 70) }
        }
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 70)
        #expect(controller.phase == .refreshing)
        #expect(controller.startedRefreshCount == 1, "the strategy started a refresh: its action must run")
        #expect(controller.isRefreshing)
    }

    /// A toy refresh under way (no finishing time, no minimum visible time),
    /// with a sink that scrolls back to rest on success.
    private func refreshingToy() -> (RefreshController, ManualClock, ScrollingSink) {
        let clock = ManualClock()
        let sink = ScrollingSink()
        let controller = RefreshController(
            pipeline: toyPipeline(
                timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(30)]),
                parameters: ["finishTime": .number(0)]),
            sink: sink, clock: clock)
        sink.controller = controller
        for frame in 1...10 {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: 8 * Double(frame))
        }
        #expect(controller.isRefreshing)
        return (controller, clock, sink)
    }
}

/// Scrolls the content back to rest from inside `receive` when a refresh
/// succeeds, and notes the strategy's state right after.
@MainActor
private final class ScrollingSink: FeedbackSink {
    weak var controller: RefreshController?
    private(set) var statesSeenAfterScrolling: [String] = []

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        guard event == .refreshSucceeded, let controller else { return }
        controller.scrollChanged(offset: 0)
        statesSeenAfterScrolling.append(controller.status.stateName)
    }
}
