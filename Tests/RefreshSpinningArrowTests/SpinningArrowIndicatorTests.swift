import RefreshCore
import RefreshSpinningArrow
import RefreshTesting
import Testing

@Suite struct SpinningArrowIndicatorTests {
    let indicator = SpinningArrowIndicator()

    @Test func descriptorCarriesTheDocumentsNumbers() {
        let descriptor = SpinningArrowIndicator.descriptor
        #expect(descriptor.name == "spinning-arrow")
        #expect(descriptor.layoutDefaults["indicatorHeight"] == .number(40))
        #expect(
            descriptor.parameters.map(\.name) == [
                "backdropHeight", "lightColor", "darkColor", "arrowSize", "spinnerSize", "arrowColor", "spinnerColor",
            ])
        // The document's arrow sets no colour: it takes the foreground style.
        #expect(
            descriptor.parameters.map(\.defaultValue) == [
                .number(50), .color(light), .color(dark), .number(18), .number(20), .text("primary"), .text("tint"),
            ])
        #expect(descriptor.source == "document 000: ScrollActionView")
    }

    @Test func theArrowTurnsWithProgressFromAnyStrategy() {
        // A release-triggered strategy's armed status, under a name this style does not know.
        let armed = indicator.model(for: RefreshStatus(phase: .armed, stateName: "primed", progress: 1, offset: 60), at: 0)
        #expect(armed.shape == .arrow)
        #expect(armed.rotation == 180)
        #expect(armed.backdrop?.height == 110)
        let pulling = indicator.model(for: RefreshStatus(phase: .pulling, stateName: "waiting", progress: 0.25), at: 0)
        #expect(pulling.rotation == 45)
        #expect(pulling.opacity == 1)
    }

    @Test func aFinishingStatusFadesTheSpinnerOverItsState() {
        let status = RefreshStatus(
            phase: .finishing, stateName: "preparingFinish", progress: 1, stateEnteredAt: 1, nextDeadline: 1.4)
        #expect(indicator.model(for: status, at: 1).opacity == 1)
        #expect(abs(indicator.model(for: status, at: 1.1).opacity - 0.75) < 1e-9)
        #expect(indicator.model(for: status, at: 2).opacity == 0)
        #expect(indicator.model(for: status, at: 1.1).shape == .spinner)
    }

    @Test func theLayoutPlacesTheShape() {
        let placed = SpinningArrowIndicator(
            parameters: ["lightColor": .color(RGBColor(red: 0, green: 0, blue: 0))],
            layout: RefreshLayout(parameters: ["indicatorHeight": .number(60), "indicatorInset": .number(10)]))
        let model = placed.model(for: RefreshStatus(phase: .refreshing, stateName: "isLoading", progress: 1), at: 0)
        #expect(model.position.y == 40)
        #expect(model.position.x == 0.5)
        #expect(model.backdrop?.light == RGBColor(red: 0, green: 0, blue: 0))
        #expect(model.backdrop?.dark == dark)
    }

    @Test func everyStatusGivesUsableNumbers() {
        IndicatorConformance.expectConformance(of: indicator, stateNames: SpinningArrowStrategy.descriptor.stateNames)
        for progress in [-1, 0, 0.5, 1, 3, .nan] as [Double] {
            let status = RefreshStatus(phase: .pulling, stateName: "pulling", progress: progress, offset: 80)
            #expect((0...180).contains(indicator.model(for: status, at: 0).rotation), "the arrow turns at most 180°")
        }
    }
}
