import RefreshCore
import RefreshReleaseToRefresh
import RefreshTestSupport
import RefreshTesting
import Testing

/// The strategy under the real controller, with the document's `done` callback.
@MainActor
@Suite struct ReleaseToRefreshControllerTests {
    let clock = ManualClock()
    let sink = RecordingFeedbackSink()

    @Test func doneCallbackEndsTheRefreshWithTheDocumentsAnimation() async {
        var finish: (@MainActor @Sendable () -> Void)?
        let called = WatchedCount()
        let controller = RefreshController(
            pipeline: RefreshPipeline(
                name: "release-to-refresh", strategy: ReleaseToRefreshStrategy(), indicator: ActivityBandIndicator(),
                layout: RefreshLayout(parameters: ActivityBandIndicator.descriptor.layoutDefaults),
                timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(0)])),
            action: .callback { done in
                finish = done
                called.add(1)
            },
            sink: sink, clock: clock)
        for offset in [20.0, 45, 70] {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: offset)
        }
        #expect(controller.phase == .armed)
        #expect(!controller.isRefreshing)
        clock.advance(by: 1.0 / 60)
        controller.scrollChanged(offset: 30)
        #expect(controller.phase == .refreshing)
        #expect(controller.contentInset == 50)
        #expect(controller.indicator.isAnimating)
        #expect(await called.wait { $0 == 1 }, "the action is waiting for its callback")
        finish?()
        await controller.waitForAction()
        #expect(controller.phase == .idle)
        #expect(controller.contentInset == 0)
        #expect(controller.animation == .swiftUIDefault)
        #expect(sink.events == [.pullBegan, .armed, .refreshStarted, .refreshSucceeded])
        #expect(sink.records.allSatisfy { $0.context.haptic == nil })
    }
}
