import RefreshCore
import RefreshProgressRing
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = ProgressRingStrategy.State

func documentReplay() -> GestureReplay {
    GestureReplay(ProgressRingStrategy(), indicator: ProgressRingIndicator())
}

@Suite struct ProgressRingStrategyTests {
    /// The worked example of docs/strategies/progress-ring.md, with document 001's numbers.
    @Test func documentScenarioSampleBySample() {
        documentReplay().expect([
            .sample(
                0, at: 0,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .feedback([]),
                    .shape(.ring), .opacity(0),
                ]),
            // Pulled, but not past the minimum distance: the ring stays empty and hidden.
            .sample(
                5, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0), .feedback(.pullBegan), .opacity(0),
                ]),
            .sample(10, at: 0.2, expect: [.phase(.pulling), .progress(0), .feedback([]), .opacity(0)]),
            // offset / 100: not rescaled from the minimum distance.
            .sample(11, at: 0.25, expect: [.progress(0.11), .indicatorProgress(0.11), .opacity(1)]),
            .sample(
                50, at: 0.3,
                expect: [
                    .phase(.pulling), .progress(0.5), .shape(.ring), .indicatorProgress(0.5), .opacity(1),
                    .indicatorSize(30), .indicatorY(18), .indicatorX(0.5), .isAnimating(false),
                ]),
            // Full at the refresh distance, but only a sample past it starts.
            .sample(
                100, at: 0.4,
                expect: [
                    .phase(.pulling), .progress(1), .startsRefresh(false), .indicatorProgress(1),
                ]),
            .sample(
                101, at: 0.5,
                expect: [
                    .phase(.refreshing), .state(State.isRefreshing), .progress(1), .contentInset(36), .startsRefresh(true),
                    .feedback([]), .animation(.start), .indicatorProgress(1), .opacity(1),
                ]),
            .sample(
                60, at: 0.6,
                expect: [
                    .phase(.refreshing), .state(State.isRefreshing), .progress(1), .contentInset(36), .startsRefresh(false),
                    .animation(nil),
                ]),
            .sample(0, at: 0.8, expect: [.phase(.refreshing), .contentInset(36), .indicatorProgress(1)]),
            // `done()`.
            .outcome(
                .success, at: 3.5,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .animation(.finish), .feedback([]),
                    .opacity(0),
                    .indicatorProgress(0),
                ]),
            .sample(
                50, at: 4,
                expect: [
                    .phase(.pulling), .progress(0.5), .feedback(.pullBegan), .state(State.pulling), .indicatorProgress(0.5),
                    .opacity(1),
                ]),
            .sample(
                150, at: 4.1,
                expect: [
                    .state(State.isRefreshing), .startsRefresh(true), .phase(.refreshing), .progress(1), .contentInset(36),
                    .animation(.start), .indicatorProgress(1),
                ]),
        ])
    }

    @Test func progressFollowsTheDocumentsFormula() {
        let strategy = ProgressRingStrategy()
        let expected: [(Double, Double)] = [(-5, 0), (0, 0), (10, 0), (10.5, 0.105), (99, 0.99), (100, 1), (250, 1)]
        for (offset, progress) in expected {
            #expect(abs(strategy.progress(at: offset) - progress) < 1e-12, "offset \(offset)")
        }
    }

    @Test func aSingleSampleFromRestPastTheDistanceBeginsThePullAndStarts() {
        documentReplay().expect([
            .sample(0, at: 0),
            .sample(
                180, at: 0.1,
                expect: [
                    .phase(.refreshing), .startsRefresh(true), .feedback(.pullBegan), .contentInset(36),
                    .state(State.isRefreshing), .progress(1), .animation(.start), .indicatorProgress(1), .opacity(1),
                ]),
        ])
    }

    // MARK: Fixed defect

    /// The document: `done` sets `isRefreshing = false`; the next offset change
    /// still past 100 pt meets `!isRefreshing && offset > refreshDistance` and
    /// starts a second refresh while the finger has never let go.
    @Test func anActionEndingWhileThePullIsHeldStartsNoSecondRefresh() {
        documentReplay().expect([
            .sample(
                120, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.isRefreshing), .progress(1), .contentInset(36),
                    .feedback(.pullBegan), .animation(.start), .indicatorProgress(1), .opacity(1),
                ]),
            .outcome(
                .success, at: 0.5,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .progress(0), .animation(.finish),
                    .indicatorProgress(0), .opacity(0),
                ]),
            .sample(120, at: 0.6, expect: [.phase(.idle), .startsRefresh(false), .feedback([]), .opacity(0)]),
            .sample(140, at: 0.7, expect: [.phase(.idle), .startsRefresh(false)]),
            .sample(50, at: 0.8, expect: [.phase(.idle), .progress(0)]),
            .sample(0, at: 1.0, expect: [.phase(.idle)]),
            // Back at rest: the next pull refreshes again.
            .sample(
                40, at: 1.2,
                expect: [
                    .phase(.pulling), .feedback(.pullBegan), .progress(0.4), .state(State.pulling), .indicatorProgress(0.4),
                    .opacity(1),
                ]),
            .sample(
                120, at: 1.3,
                expect: [
                    .phase(.refreshing), .startsRefresh(true), .state(State.isRefreshing), .progress(1), .contentInset(36),
                    .animation(.start), .indicatorProgress(1),
                ]),
        ])
    }

    // MARK: begin, reset, stray outcomes

    @Test func beginStartsAtOnceAndOnlyOnce() {
        documentReplay().expect([
            .begin(
                at: 0.1,
                expect: [
                    .phase(.refreshing), .state(State.isRefreshing), .contentInset(36), .startsRefresh(true), .animation(.start),
                    .progress(1), .indicatorProgress(1), .opacity(1),
                ]),
            .begin(at: 0.2, expect: [.startsRefresh(false), .animation(nil)]),
            .sample(150, at: 0.3, expect: [.startsRefresh(false)]),
            .outcome(
                .cancelled, at: 1,
                expect: [
                    .phase(.idle), .contentInset(0), .state(State.idle), .progress(0), .animation(.finish),
                    .indicatorProgress(0), .opacity(0),
                ]),
        ])
    }

    @Test func resetReturnsToTheInitialState() {
        documentReplay().expect([
            .sample(
                120, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.isRefreshing), .progress(1), .contentInset(36),
                    .feedback(.pullBegan), .animation(.start), .indicatorProgress(1), .opacity(1),
                ]),
            .reset(
                at: 0.2,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .progress(0), .offset(0), .indicatorProgress(0),
                    .opacity(0),
                ]),
            .sample(
                120, at: 0.3,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.isRefreshing), .progress(1), .contentInset(36),
                    .feedback(.pullBegan), .animation(.start), .indicatorProgress(1), .opacity(1),
                ]),
        ])
    }

    @Test func anOutcomeWhileNotRefreshingIsIgnored() {
        documentReplay().expect([
            .sample(
                50, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0.5), .feedback(.pullBegan), .indicatorProgress(0.5),
                    .opacity(1),
                ]),
            .outcome(.success, at: 0.2, expect: [.phase(.pulling), .progress(0.5), .animation(nil)]),
        ])
    }

    // MARK: Parameters and descriptor

    @Test func otherNumbersMoveTheRing() {
        let strategy = ProgressRingStrategy(parameters: [
            "minimumDistance": .number(20), "triggerDistance": .number(80), "holdDistance": .number(50),
        ])
        #expect(strategy.triggerDistance == 80)
        GestureReplay(strategy, indicator: ProgressRingIndicator()).expect([
            .sample(20, at: 0.1, expect: [.progress(0), .phase(.pulling), .state(State.pulling), .feedback(.pullBegan)]),
            .sample(40, at: 0.2, expect: [.progress(0.5), .indicatorProgress(0.5), .opacity(1)]),
            .sample(
                80.5, at: 0.3,
                expect: [
                    .startsRefresh(true), .contentInset(50), .phase(.refreshing), .state(State.isRefreshing), .progress(1),
                    .animation(.start), .indicatorProgress(1),
                ]),
        ])
    }

    @Test func declaredDefaultsAreTheDocumentsNumbers() {
        let descriptor = ProgressRingStrategy.descriptor
        #expect(descriptor.name == "progress-ring")
        #expect(descriptor.stateNames == ["idle", "pulling", "isRefreshing"])
        #expect(descriptor.parameters.map(\.name) == ["minimumDistance", "triggerDistance", "holdDistance"])
        #expect(descriptor.parameters.map(\.defaultValue) == [.number(10), .number(100), .number(36)])
        #expect(descriptor.parameters.allSatisfy { $0.origin?.hasPrefix("document 001") == true })
        #expect(descriptor.defaultIndicatorStyle == "progress-ring")
        #expect(descriptor.defaultAnimations == AnimationSet(start: .easeOut(duration: 0.35), finish: .swiftUIDefault))
        #expect(descriptor.defaultHaptics == [.refreshStarted: .medium])
        #expect(descriptor.source == "document 001: PullToRefreshView")
        #expect(ProgressRingStrategy().finishingDuration == 0)
    }

    @Test func rulesCatchCrossedDistancesAndAnOversizedInset() {
        let rules = ProgressRingStrategy.descriptor.rules
        #expect(rules.map(\.severity) == [.error, .warning])
        #expect(rules.allSatisfy { $0.holds([:]) })
        #expect(!rules[0].holds(["minimumDistance": .number(100)]))
        #expect(!rules[0].holds(["minimumDistance": .number(50), "triggerDistance": .number(40)]))
        #expect(rules[0].holds(["minimumDistance": .number(99)]))
        #expect(rules[1].holds(["holdDistance": .number(100)]))
        #expect(!rules[1].holds(["holdDistance": .number(101)]))
        #expect(rules[0].parameters.first == "minimumDistance")
        #expect(rules[1].parameters.first == "holdDistance")
    }

    // MARK: Conformance

    @Test func keepsEveryPromise() {
        StrategyConformance.expectConformance(of: ProgressRingStrategy.self)
    }

    @Test func keepsEveryPromiseWithOtherNumbers() {
        StrategyConformance.expectConformance(
            of: ProgressRingStrategy.self,
            parameters: [
                "minimumDistance": .number(0), "triggerDistance": .number(60), "holdDistance": .number(80),
            ])
        StrategyConformance.expectConformance(
            of: ProgressRingStrategy.self,
            parameters: [
                "minimumDistance": .number(400), "triggerDistance": .number(1000), "holdDistance": .number(0),
            ])
    }
}
