import RefreshCore
import RefreshSystem
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = SystemStrategy.State

func controlReplay() -> GestureReplay {
    GestureReplay(SystemStrategy(), indicator: SystemSpinnerIndicator())
}

@Suite struct SystemStrategyTests {
    /// The worked example of docs/strategies/system.md, with the chosen numbers (115 pt, 50 pt).
    @Test func controlScenarioSampleBySample() {
        controlReplay().expect([
            .sample(
                0, at: 0,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .feedback([]),
                    .shape(.systemSpinner), .opacity(0),
                ]),
            // The spinner fades in with the pull, centred in the gap.
            .sample(
                23, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0.2), .feedback(.pullBegan), .opacity(0.2),
                    .indicatorY(11.5), .indicatorSize(20), .isAnimating(false),
                    .indicatorProgress(0.2),
                ]),
            .sample(
                57.5, at: 0.2,
                expect: [
                    .phase(.pulling), .progress(0.5), .opacity(0.5), .indicatorY(25), .indicatorProgress(0.5),
                ]),
            .sample(
                114, at: 0.3,
                expect: [
                    .phase(.pulling), .progress(114.0 / 115), .startsRefresh(false), .indicatorProgress(114.0 / 115),
                    .opacity(114.0 / 115),
                ]),
            // Reaching the trigger starts at once, finger still down; the content is not pushed further.
            .sample(
                115, at: 0.4,
                expect: [
                    .phase(.refreshing), .state(State.refreshing), .progress(1), .contentInset(0), .startsRefresh(true),
                    .feedback([]), .animation(.start), .isAnimating(true), .opacity(1), .indicatorY(25),
                    .indicatorProgress(1),
                ]),
            .sample(140, at: 0.5, expect: [.phase(.refreshing), .contentInset(0), .startsRefresh(false)]),
            // Released: the content settles 50 pt down (offset + inset = 50).
            .sample(30, at: 0.7, expect: [.phase(.refreshing), .contentInset(20), .animation(nil)]),
            .sample(0, at: 0.9, expect: [.phase(.refreshing), .contentInset(50), .indicatorY(25)]),
            // Scrolled into the content, the whole inset stays.
            .sample(-100, at: 1.0, expect: [.phase(.refreshing), .contentInset(50)]),
            .outcome(
                .success, at: 2,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .animation(.finish), .opacity(0),
                    .indicatorProgress(0), .indicatorY(0), .isAnimating(false),
                ]),
            .sample(
                23, at: 2.5,
                expect: [
                    .phase(.pulling), .feedback(.pullBegan), .progress(0.2), .state(State.pulling), .indicatorProgress(0.2),
                    .opacity(0.2), .indicatorY(11.5),
                ]),
            .sample(
                120, at: 2.6,
                expect: [
                    .phase(.refreshing), .startsRefresh(true), .state(State.refreshing), .progress(1), .animation(.start),
                    .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
        ])
    }

    @Test func anOutcomeWhileThePullIsHeldStartsNoSecondRefresh() {
        controlReplay().expect([
            .sample(
                130, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
            .outcome(
                .success, at: 0.5,
                expect: [
                    .phase(.idle), .contentInset(0), .state(State.idle), .progress(0), .animation(.finish),
                    .indicatorProgress(0), .opacity(0), .isAnimating(false),
                ]),
            .sample(130, at: 0.6, expect: [.phase(.idle), .startsRefresh(false), .feedback([]), .opacity(0)]),
            .sample(60, at: 0.7, expect: [.phase(.idle)]),
            .sample(0, at: 0.9, expect: [.phase(.idle), .indicatorY(0)]),
            .sample(
                130, at: 1.2,
                expect: [
                    .phase(.refreshing), .startsRefresh(true), .feedback(.pullBegan), .state(State.refreshing), .progress(1),
                    .animation(.start), .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
        ])
    }

    @Test func beginRefreshingHoldsTheContentAtOnce() {
        controlReplay().expect([
            .begin(
                at: 0.1,
                expect: [
                    .phase(.refreshing), .state(State.refreshing), .contentInset(50), .startsRefresh(true), .animation(.start),
                    .progress(1), .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
            .begin(at: 0.2, expect: [.startsRefresh(false)]),
            .sample(200, at: 0.3, expect: [.startsRefresh(false), .contentInset(0)]),
            .outcome(
                .failure, at: 1,
                expect: [
                    .phase(.idle), .contentInset(0), .state(State.idle), .progress(0), .animation(.finish),
                    .indicatorProgress(0), .opacity(0), .isAnimating(false),
                ]),
        ])
        controlReplay().expect([
            .sample(
                20, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(20.0 / 115), .feedback(.pullBegan),
                    .indicatorProgress(20.0 / 115), .opacity(20.0 / 115), .indicatorY(10),
                ]),
            .begin(
                at: 0.2,
                expect: [
                    .phase(.refreshing), .contentInset(30), .startsRefresh(true), .state(State.refreshing), .progress(1),
                    .animation(.start), .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
        ])
    }

    @Test func resetAndStrayOutcomes() {
        controlReplay().expect([
            .outcome(.success, at: 0.1, expect: [.phase(.idle), .animation(nil)]),
            .sample(
                120, at: 0.2,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
            .reset(
                at: 0.3,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .progress(0), .offset(0), .indicatorProgress(0),
                    .opacity(0), .indicatorY(0), .isAnimating(false),
                ]),
            .sample(
                120, at: 0.4,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
        ])
    }

    @Test func heldInsetKeepsTheContentTopAtLeastTheInsetDown() {
        let strategy = SystemStrategy()
        for offset in [0.0, 10, 49, 50, 51, 300] {
            let top = offset + strategy.heldInset(at: offset)
            #expect(top == max(offset, 50), "offset \(offset)")
        }
        // Scrolled into the content, the whole inset applies, as a top inset does.
        #expect(strategy.heldInset(at: -30) == 50)
    }

    @Test func otherNumbers() {
        let strategy = SystemStrategy(parameters: ["triggerDistance": .number(80), "holdDistance": .number(60)])
        #expect(strategy.triggerDistance == 80)
        GestureReplay(strategy, indicator: SystemSpinnerIndicator()).expect([
            .sample(
                40, at: 0.1,
                expect: [
                    .progress(0.5), .phase(.pulling), .state(State.pulling), .feedback(.pullBegan), .indicatorProgress(0.5),
                    .opacity(0.5), .indicatorY(20),
                ]),
            .sample(
                80, at: 0.2,
                expect: [
                    .startsRefresh(true), .contentInset(0), .phase(.refreshing), .state(State.refreshing), .progress(1),
                    .animation(.start), .indicatorProgress(1), .opacity(1), .indicatorY(25), .isAnimating(true),
                ]),
            .sample(0, at: 0.4, expect: [.contentInset(60)]),
        ])
    }

    @Test func declaredNumbersSayTheyWereChosen() {
        let descriptor = SystemStrategy.descriptor
        #expect(descriptor.name == "system")
        #expect(descriptor.stateNames == ["idle", "pulling", "refreshing"])
        #expect(descriptor.parameters.map(\.name) == ["triggerDistance", "holdDistance"])
        #expect(descriptor.parameters.map(\.defaultValue) == [.number(115), .number(50)])
        #expect(descriptor.parameters.allSatisfy { $0.origin?.contains("ISRefreshControl") == true })
        #expect(descriptor.parameters.allSatisfy { $0.origin?.hasPrefix("RefreshKit: chosen") == true })
        #expect(descriptor.defaultIndicatorStyle == "system")
        #expect(descriptor.defaultHaptics.isEmpty)
        #expect(descriptor.defaultAnimations == AnimationSet(start: .swiftUIDefault, finish: .swiftUIDefault))
        #expect(descriptor.rules.count == 1)
        #expect(descriptor.rules[0].holds([:]))
        #expect(!descriptor.rules[0].holds(["holdDistance": .number(116)]))
        #expect(SystemStrategy().finishingDuration == 0)
    }

    @Test func keepsEveryPromise() {
        StrategyConformance.expectConformance(of: SystemStrategy.self)
    }

    @Test func keepsEveryPromiseWithOtherNumbers() {
        StrategyConformance.expectConformance(
            of: SystemStrategy.self,
            parameters: [
                "triggerDistance": .number(1), "holdDistance": .number(0),
            ])
        StrategyConformance.expectConformance(
            of: SystemStrategy.self,
            parameters: [
                "triggerDistance": .number(300), "holdDistance": .number(400),
            ])
    }
}
