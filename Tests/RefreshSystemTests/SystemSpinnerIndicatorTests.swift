import RefreshCore
import RefreshSystem
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
        for phase in RefreshPhase.allCases {
            for progress in [-2, 0, 0.4, 1, 7, .nan] as [Double] {
                for offset in [-1e9, 0, 30, 1e308, .nan, .infinity] as [Double] {
                    for inset in [0, 50, .greatestFiniteMagnitude] as [Double] {
                        let status = RefreshStatus(
                            phase: phase, stateName: "?", progress: progress, contentInset: inset, offset: offset,
                            stateEnteredAt: 0, nextDeadline: phase == .finishing ? 1 : nil)
                        let model = indicator.model(for: status, at: 0.5)
                        let numbers = [model.progress, model.opacity, model.size, model.position.x, model.position.y]
                        #expect(numbers.allSatisfy { $0.isFinite }, "\(phase) \(progress) \(offset) \(inset)")
                        #expect((0...1).contains(model.opacity) && (0...1).contains(model.progress))
                    }
                }
            }
        }
    }
}
