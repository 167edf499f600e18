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
        #expect(violations.contains { $0.promise == .onePerPull })
    }

    /// Issue 12: one bug printed 1,502 identical issues and no input that
    /// reproduces it. Each broken promise is reported once, with how often it
    /// broke and the fewest inputs, from a fresh strategy, that still break it.
    @Test func aBrokenPromiseIsReportedOnceWithAShrunkReproduction() throws {
        let violations = StrategyConformance.violations(of: OvershootingStrategy.self)
        let promises = violations.map(\.promise)
        #expect(Set(promises).count == promises.count, "one violation per promise: \(promises)")
        let progress = try #require(violations.first { $0.promise == .progress })
        #expect(progress.occurrences > 100, "the suite met it on many steps")
        #expect(progress.inputs.count == 1, "one sample past the trigger shows it: \(progress.inputs.map(describe))")
        var strategy = OvershootingStrategy(parameters: [:])
        for input in progress.inputs { _ = strategy.step(input) }
        #expect(strategy.status.progress > 1, "the reproduction, replayed, breaks the promise")
        #expect(progress.description.hasPrefix("progress in 0...1: progress is "))
        #expect(progress.description.contains("more times"))
        #expect(progress.description.contains("from a fresh strategy: sample offset "))
    }

    @Test func replayReportsEachDifferenceReadably() {
        // Field by field: only the listed fields are checked.
        let replay = GestureReplay(ToyStrategy(parameters: [:]), exhaustivity: .off)
        let mismatches = replay.mismatches([
            .sample(30, at: 0.1, expect: [.phase(.pulling), .progress(0.5), .feedback(.pullBegan)]),
            .sample(61, at: 0.2, expect: [.phase(.armed), .contentInset(40), .startsRefresh(true)]),
        ])
        #expect(mismatches.count == 1)
        #expect(
            mismatches.first?.description == """
                A status after step 2 (sample offset 61 at 0.2 s) does not match expectation:
                  phase: expected armed, got refreshing
                  (status: phase refreshing, state busy, progress 1, contentInset 40, offset 61)
                """)
    }

    /// Issue 12: a difference below four decimals printed as "expected 0.5,
    /// got 0.5", and the status hid a deadline of 0.6000000000000001 as 0.6.
    @Test func replayPrintsNumbersInFull() {
        let replay = GestureReplay(ToyStrategy(parameters: [:]), exhaustivity: .off)
        let mismatches = replay.mismatches([
            .sample(30, at: 0.1, expect: [.progress(0.50001)]),
            .sample(61, at: 0.2),
            .outcome(.success, at: 0.4, expect: [.nextDeadline(0.6), .phase(.idle)]),
        ])
        #expect(
            mismatches.map(\.description) == [
                """
                A status after step 1 (sample offset 30 at 0.1 s) does not match expectation:
                  progress: expected 0.50001, got 0.5
                  (status: phase pulling, state pull, progress 0.5, contentInset 0, offset 30)
                """,
                """
                A status after step 3 (outcome success at 0.4 s) does not match expectation:
                  phase: expected idle, got finishing
                  (status: phase finishing, state closing, progress 1, contentInset 0, offset 61, nextDeadline 0.6000000000000001)
                """,
            ])
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
