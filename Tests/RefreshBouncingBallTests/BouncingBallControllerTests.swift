import RefreshBouncingBall
import RefreshCore
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = BouncingBallStrategy.State

/// The strategy under the real controller: its deadlines are ticked on time.
@MainActor
@Suite struct BouncingBallControllerTests {
    let clock = ManualClock()
    let sink = RecordingFeedbackSink()

    @Test func theControllerTicksThroughTheReturnAndTheRollOut() async {
        let controller = RefreshController(
            pipeline: RefreshPipeline(
                name: "bouncing-ball", strategy: BouncingBallStrategy(), indicator: BouncingBallIndicator(),
                layout: RefreshLayout(parameters: BouncingBallIndicator.descriptor.layoutDefaults),
                timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(0)])),
            sink: sink, clock: clock)
        for offset in [25.0, 50, 75, 100] {
            clock.advance(by: 0.1)
            controller.scrollChanged(offset: offset)
        }
        #expect(controller.status.stateName == State.ongoing.rawValue)
        #expect(controller.contentInset == 100)
        #expect(controller.animation == .interpolatingSpring(mass: 1, stiffness: 80, damping: 4))
        clock.advance(by: 0.1)
        controller.scrollChanged(offset: 0)
        clock.advance(by: 1)
        controller.finishRefreshing()
        let finishedAt = clock.now
        #expect(controller.status.stateName == State.preparingFinish.rawValue)
        #expect(controller.contentInset == 100)
        clock.advance(by: 0.29)
        #expect(controller.status.stateName == State.preparingFinish.rawValue)
        clock.advance(by: 0.02)
        #expect(controller.status.stateName == State.finishing.rawValue)
        #expect(controller.contentInset == 0)
        #expect(controller.animation == .easeInOut(duration: 0.3))
        #expect(abs(controller.status.stateEnteredAt - (finishedAt + 0.3)) < 1e-9)
        clock.advance(by: 0.98)
        #expect(controller.phase == .finishing)
        clock.advance(by: 0.02)
        #expect(controller.phase == .idle)
        #expect(controller.indicator.opacity == 0)
        #expect(sink.events == [.pullBegan, .refreshStarted, .refreshSucceeded])
    }
}
