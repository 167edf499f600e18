import RefreshCore
import RefreshFrozenHeader
import RefreshTestSupport
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = FrozenHeaderStrategy.State

/// The strategy under the real controller, driven by the document's flag.
@MainActor
@Suite struct FrozenHeaderControllerTests {
    let clock = ManualClock()
    let sink = RecordingFeedbackSink()

    @Test func theAppsFlagStartsAndEndsTheFrozenRefresh() async {
        var isLoading = false
        let raised = WatchedCount()
        let flag = RefreshFlag {
            isLoading = $0
            if $0 { raised.add(1) }
        }
        let controller = RefreshController(
            pipeline: RefreshPipeline(
                name: "frozen-header", strategy: FrozenHeaderStrategy(), indicator: FrozenHeaderIndicator(),
                layout: RefreshLayout(parameters: FrozenHeaderIndicator.descriptor.layoutDefaults),
                timing: RefreshTiming(parameters: ["minimumVisibleTime": .number(0), "timeout": .number(0)])),
            action: .flag(flag), sink: sink, clock: clock)
        for offset in [40.0, 80, 100, 60, 0] {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: offset)
        }
        #expect(controller.status.stateName == State.frozen.rawValue)
        #expect(controller.contentInset == 80)
        #expect(controller.indicator.shape == .spinner)
        #expect(await raised.wait { $0 == 1 })
        #expect(isLoading)
        isLoading = false
        flag.valueChanged(to: false)
        await controller.waitForAction()
        #expect(controller.phase == .idle)
        #expect(controller.contentInset == 0)
        #expect(controller.indicator.shape == .arrow)
        #expect(sink.events == [.pullBegan, .refreshStarted, .refreshSucceeded])
    }
}
