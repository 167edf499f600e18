import RefreshCore
import RefreshSystem
import RefreshTesting
import Testing

@Suite struct SystemSpinnerIndicatorTests {
    let indicator = SystemSpinnerIndicator()

    @Test func descriptor() {
        let descriptor = SystemSpinnerIndicator.descriptor
        #expect(descriptor.name == "system")
        #expect(descriptor.layoutDefaults["indicatorHeight"] == .number(50))
        #expect(descriptor.parameters.map(\.name) == ["spinnerSize"])
    }

    @Test func theSpinnerSitsInTheGapAboveTheContent() {
        let pulling = indicator.model(for: RefreshStatus(phase: .pulling, stateName: "pulling", progress: 0.3, offset: 30), at: 0)
        #expect(pulling.shape == .systemSpinner)
        #expect(pulling.position.y == 15)
        #expect(pulling.opacity == 0.3)
        #expect(!pulling.isAnimating)
        let held = indicator.model(
            for: RefreshStatus(phase: .refreshing, stateName: "ongoing", progress: 1, contentInset: 36, offset: 0), at: 0)
        #expect(held.position.y == 18)
        #expect(held.isAnimating)
        let far = indicator.model(for: RefreshStatus(phase: .armed, stateName: "primed", progress: 1, offset: 400), at: 0)
        #expect(far.position.y == 25)
        #expect(far.opacity == 1)
    }

    @Test func aFinishingStatusFadesOut() {
        let status = RefreshStatus(phase: .finishing, stateName: "finishing", progress: 1, stateEnteredAt: 0, nextDeadline: 2)
        #expect(indicator.model(for: status, at: 1).opacity == 0.5)
        #expect(indicator.model(for: status, at: 1).isAnimating)
    }

    @Test func everyStatusGivesUsableNumbers() {
        IndicatorConformance.expectConformance(of: indicator, stateNames: SystemStrategy.descriptor.stateNames)
    }
}
