import RefreshCore
import RefreshProgressRing
import RefreshTesting
import Testing

@Suite struct ProgressRingIndicatorTests {
    let indicator = ProgressRingIndicator()

    @Test func descriptorFitsTheRingInTheHeldGap() {
        let descriptor = ProgressRingIndicator.descriptor
        #expect(descriptor.name == "progress-ring")
        #expect(descriptor.layoutDefaults["indicatorHeight"] == .number(36))
        #expect(descriptor.parameters.map(\.name) == ["ringSize", "ringColor", "trackColor"])
        #expect(descriptor.parameters.map(\.defaultValue) == [.number(30), .text("tint"), .text("secondary")])
        #expect(descriptor.parameters[0].origin?.hasPrefix("RefreshKit: chosen") == true)
    }

    @Test func theRingShowsOnlyOncePastTheMinimumDistanceAndFullWhileRefreshing() {
        let hidden = indicator.model(for: RefreshStatus(phase: .pulling, stateName: "pulling", progress: 0, offset: 8), at: 0)
        #expect(hidden.opacity == 0)
        let shown = indicator.model(for: RefreshStatus(phase: .pulling, stateName: "pulling", progress: 0.3, offset: 30), at: 0)
        #expect(shown.opacity == 1)
        #expect(shown.progress == 0.3)
        // Another strategy's names and phases.
        let armed = indicator.model(for: RefreshStatus(phase: .armed, stateName: "primed", progress: 1), at: 0)
        #expect(armed.progress == 1 && armed.opacity == 1)
        let ongoing = indicator.model(for: RefreshStatus(phase: .refreshing, stateName: "ongoing", progress: 0.2), at: 0)
        #expect(ongoing.progress == 1 && ongoing.opacity == 1)
        let finishing = RefreshStatus(phase: .finishing, stateName: "finishing", progress: 1, stateEnteredAt: 2, nextDeadline: 3)
        #expect(abs(indicator.model(for: finishing, at: 2.25).opacity - 0.75) < 1e-9)
        #expect(indicator.model(for: finishing, at: 3).opacity == 0)
    }

    @Test func theLayoutAndSizeComeFromThePreset() {
        let styled = ProgressRingIndicator(
            parameters: ["ringSize": .number(44)],
            layout: RefreshLayout(parameters: ["indicatorHeight": .number(60), "indicatorInset": .number(4)]))
        let model = styled.model(for: RefreshStatus(phase: .refreshing, stateName: "isRefreshing", progress: 1), at: 0)
        #expect(model.size == 44)
        #expect(model.position.y == 34)
    }

    @Test func everyStatusGivesUsableNumbers() {
        IndicatorConformance.expectConformance(of: indicator, stateNames: ProgressRingStrategy.descriptor.stateNames)
    }
}
