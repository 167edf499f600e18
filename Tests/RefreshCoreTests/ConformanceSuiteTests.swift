import RefreshCore
import RefreshTesting
import Testing

@Suite struct ConformanceSuiteTests {
    @Test func toyStrategyKeepsEveryPromise() {
        StrategyConformance.expectConformance(of: ToyStrategy.self)
        StrategyConformance.expectConformance(of: ToyStrategy.self, parameters: ["trigger": .number(200), "finishTime": .number(0)])
    }

    @Test func suiteCatchesASecondRefreshWhileThePullIsHeld() {
        let violations = StrategyConformance.violations(of: RestartingStrategy.self)
        #expect(violations.contains { $0.promise == "one refresh per pull" })
    }

    @Test func replayReportsEachDifferenceReadably() {
        let replay = GestureReplay(ToyStrategy(parameters: [:]))
        let mismatches = replay.mismatches([
            .sample(30, at: 0.1, expect: [.phase(.pulling), .progress(0.5), .feedback(.pullBegan)]),
            .sample(61, at: 0.2, expect: [.phase(.armed), .contentInset(40), .startsRefresh(true)]),
        ])
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.description == """
            A status after step 2 (sample offset 61 at 0.2 s) does not match expectation:
              phase: expected armed, got refreshing
              (status: phase refreshing, state busy, progress 1, contentInset 40, offset 61)
            """)
    }
}

/// Draws with a NaN rotation once the pull passes 100 pt: the suite must notice.
struct BrokenIndicator: IndicatorStyle {
    static let descriptor = IndicatorDescriptor(name: "broken", summary: "Broken on purpose.", parameters: [])
    init(parameters: ParameterValues, layout: RefreshLayout) {}
    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        IndicatorModel(shape: .arrow, rotation: status.offset > 100 ? .nan : 0, opacity: min(status.progress * 2, 1))
    }
}

@Suite struct IndicatorConformanceTests {
    @Test func suiteCatchesANonFiniteNumber() {
        let violations = IndicatorConformance.violations(of: BrokenIndicator.self)
        #expect(violations.contains { $0.hasPrefix("a number in the model is not finite") })
        #expect(violations.contains { $0.hasPrefix("opacity -2.0 is outside 0...1") })
    }

    @Test func echoIndicatorConforms() {
        IndicatorConformance.expectConformance(of: ProgressEchoIndicator.self)
    }
}
