import RefreshCore
import RefreshFrozenHeader
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = FrozenHeaderStrategy.State

@Suite struct FrozenHeaderTests {
    func replay(_ strategy: FrozenHeaderStrategy = FrozenHeaderStrategy()) -> GestureReplay {
        GestureReplay(strategy, indicator: FrozenHeaderIndicator())
    }

    /// Expects the document's own logic to break `steps` at step `number` on `field`.
    func expectDocumentFails(_ steps: [ReplayStep], at number: Int, on field: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let mismatches = GestureReplay(Document003(parameters: [:]), indicator: FrozenHeaderIndicator()).mismatches(steps)
        let found = mismatches.contains { $0.stepNumber == number && $0.differences.contains { $0.field == field } }
        #expect(
            found, "the document should differ at step \(number) on \(field); it differs at \(mismatches)", sourceLocation: sourceLocation)
    }

    /// docs/strategies/frozen-header.md's worked example: the 80 pt threshold,
    /// a pull to 120 and a release while the refresh runs.
    @Test func documentScenarioCrossDownThenFreezeOnTheWayUp() {
        let steps: [ReplayStep] = [
            .sample(
                0, at: 0,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .nextDeadline(nil), .feedback([]),
                    // The arrow's 80 pt box rests on the content: its centre 40 pt above it.
                    .shape(.arrow), .rotation(0), .indicatorY(-40), .indicatorSize(20), .opacity(1), .isAnimating(false),
                ]),
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0.375), .contentInset(0), .feedback(.pullBegan),
                    .shape(.arrow), .rotation(0), .indicatorY(-10),
                    .indicatorProgress(0.375),
                ]),
            // 60 % of the threshold: the arrow starts to turn.
            .sample(
                48, at: 0.2,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0.6), .contentInset(0), .feedback([]),
                    .shape(.arrow), .rotation(0), .indicatorY(8),
                    .indicatorProgress(0.6),
                ]),
            .sample(
                64, at: 0.3,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0.8), .contentInset(0), .feedback([]),
                    .shape(.arrow), .rotation(90), .indicatorY(24),
                    .indicatorProgress(0.8),
                ]),
            // At the threshold, not past it: turned, not started.
            .sample(
                80, at: 0.4,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(1), .contentInset(0), .startsRefresh(false), .feedback([]),
                    .shape(.arrow), .rotation(180), .indicatorY(40),
                    .indicatorProgress(1),
                ]),
            // previous ≤ 80 < current: the refresh starts; nothing is held yet.
            .sample(
                100, at: 0.5,
                expect: [
                    .phase(.refreshing), .state(State.refreshing), .progress(1), .contentInset(0), .startsRefresh(true),
                    .feedback([]), .animation(.start), .shape(.spinner), .isAnimating(true), .indicatorY(60),
                    .rotation(0),
                ]),
            .sample(
                120, at: 0.6,
                expect: [
                    .phase(.refreshing), .state(State.refreshing), .progress(1), .contentInset(0), .startsRefresh(false),
                    .feedback([]), .shape(.spinner), .indicatorY(80),
                ]),
            // previous > 80 ≥ current while refreshing: frozen.
            .sample(
                80, at: 0.7,
                expect: [
                    .phase(.refreshing), .state(State.frozen), .progress(1), .contentInset(80), .animation(.hold), .startsRefresh(false),
                    .shape(.spinner), .indicatorY(120),
                ]),
            .sample(
                0, at: 0.8,
                expect: [
                    .phase(.refreshing), .state(State.frozen), .progress(1), .contentInset(80), .animation(nil), .feedback([]),
                    .shape(.spinner), .indicatorY(40),
                ]),
            .outcome(
                .success, at: 2,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .nextDeadline(nil), .animation(.finish),
                    .shape(.arrow), .rotation(0), .indicatorY(-40), .opacity(1), .isAnimating(false),
                    .indicatorProgress(0),
                ]),
            .sample(0, at: 2.1, expect: [.phase(.idle), .state(State.idle), .feedback([])]),
        ]
        replay().expect(steps)
        // The document agrees on every field of every step, exhaustively, but
        // the pull events, animation roles and state entry times, which it
        // has no notion of.
        let document = GestureReplay(Document003(parameters: [:]), indicator: FrozenHeaderIndicator()).mismatches(steps)
        let fields = Set(document.flatMap(\.differences).map(\.field))
        #expect(fields.isSubset(of: ["feedback", "animation", "stateEnteredAt"]), "the document differs on \(fields.sorted())")
        #expect(!document.isEmpty)
    }

    @Test func stateEnteredAtAndOffsetFollowTheSamples() {
        var strategy = FrozenHeaderStrategy()
        _ = strategy.step(.sample(ScrollSample(offset: 30, time: 0.1)))
        _ = strategy.step(.sample(ScrollSample(offset: 60, time: 0.2)))
        #expect(strategy.status.stateEnteredAt == 0.1)
        _ = strategy.step(.sample(ScrollSample(offset: 90, time: 0.3)))
        #expect(strategy.status.stateEnteredAt == 0.3)
        _ = strategy.step(.sample(ScrollSample(offset: 10, time: 0.4)))
        #expect(strategy.status.stateEnteredAt == 0.4)
        #expect(strategy.status.offset == 10)
        #expect(strategy.state == .frozen)
    }

    @Test func oneSampleFromRestPastTheThresholdBeginsAndStarts() {
        replay().expect([
            .sample(0, at: 0),
            .sample(
                150, at: 0.1,
                expect: [
                    .phase(.refreshing), .state(State.refreshing), .startsRefresh(true), .feedback(.pullBegan), .progress(1),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(110), .isAnimating(true),
                ]),
            // A release straight to rest crosses the threshold going up.
            .sample(0, at: 0.2, expect: [.state(State.frozen), .contentInset(80), .animation(.hold), .indicatorY(40)]),
        ])
    }

    /// The document's refresh runs while the finger holds the pull: nothing
    /// is frozen until the pull comes back up to the threshold.
    @Test func holdingPastTheThresholdFreezesNothing() {
        replay().expect([
            .sample(
                90, at: 0.1,
                expect: [
                    .state(State.refreshing), .startsRefresh(true), .phase(.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(50), .isAnimating(true),
                ]),
            .sample(
                200, at: 0.2,
                expect: [
                    .state(State.refreshing), .contentInset(0), .startsRefresh(false), .indicatorY(160),
                ]),
            .sample(81, at: 0.3, expect: [.state(State.refreshing), .contentInset(0), .indicatorY(41)]),
            // Crossing down again while refreshing starts nothing.
            .sample(120, at: 0.4, expect: [.state(State.refreshing), .startsRefresh(false), .indicatorY(80)]),
            .outcome(
                .success, at: 0.5,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .opacity(0), .progress(0), .animation(.finish),
                    .shape(.arrow), .indicatorProgress(0), .isAnimating(false),
                ]),
        ])
    }

    /// Defect: the document re-arms on the next downward crossing. When the
    /// action ends while the finger holds the pull at 150, coming back to 60
    /// and pulling to 150 again starts a second refresh in the same gesture.
    /// RefreshKit waits for the content to come back to rest.
    @Test func actionEndingWhileHeldPastTheThresholdDoesNotStartASecondRefresh() {
        let steps: [ReplayStep] = [
            .sample(
                100, at: 0.1,
                expect: [
                    .state(State.refreshing), .startsRefresh(true), .phase(.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(60), .isAnimating(true),
                ]),
            .sample(150, at: 0.2, expect: [.state(State.refreshing), .indicatorY(110)]),
            .outcome(
                .success, at: 0.3,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .opacity(0), .animation(.finish),
                    .shape(.arrow), .indicatorProgress(0), .isAnimating(false),
                ]),
            // Crossing up while not refreshing freezes nothing.
            .sample(
                60, at: 0.4,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .opacity(0), .indicatorY(20),
                ]),
            // The document starts its second refresh here.
            .sample(
                150, at: 0.5,
                expect: [
                    .phase(.idle), .state(State.idle), .startsRefresh(false), .feedback([]), .indicatorY(110),
                ]),
            .sample(0, at: 0.6, expect: [.phase(.idle), .state(State.idle), .opacity(1), .indicatorY(-40)]),
            .sample(
                100, at: 0.7,
                expect: [
                    .state(State.refreshing), .startsRefresh(true), .feedback(.pullBegan), .phase(.refreshing), .progress(1),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(60), .isAnimating(true),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 5, on: "startsRefresh")
    }

    /// Defect: the document freezes only on an upward crossing it sees while
    /// its flag reads true. A refresh the app begins itself (setting the
    /// binding, or VoiceOver's refresh action) never sees one: nothing is
    /// held and the spinner stays above the top edge. RefreshKit freezes a
    /// refresh that begins at or under the threshold at once.
    @Test func aBegunRefreshIsFrozenAndVisible() {
        let steps: [ReplayStep] = [
            .sample(0, at: 0),
            .begin(
                at: 0.1,
                expect: [
                    .phase(.refreshing), .state(State.frozen), .progress(1), .contentInset(80), .startsRefresh(true),
                    .animation(.start), .shape(.spinner), .indicatorY(40), .isAnimating(true),
                    .indicatorProgress(1),
                ]),
            .sample(0, at: 0.2, expect: [.state(State.frozen), .contentInset(80)]),
            .begin(at: 0.3, expect: [.state(State.frozen), .startsRefresh(false)]),
            .outcome(
                .success, at: 0.4,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .progress(0), .animation(.finish), .shape(.arrow),
                    .indicatorProgress(0), .indicatorY(-40), .isAnimating(false),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 2, on: "contentInset")
        expectDocumentFails(steps, at: 2, on: "indicator.position.y")
    }

    /// A refresh begun with the pull past the threshold freezes once the
    /// pull comes back to it, as a pulled one does.
    @Test func aRefreshBegunPastTheThresholdFreezesOnTheWayUp() {
        replay().expect([
            .sample(
                100, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(60), .isAnimating(true),
                ]),
            .outcome(
                .success, at: 0.2,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .animation(.finish), .shape(.arrow),
                    .indicatorProgress(0), .opacity(0), .isAnimating(false),
                ]),
            .begin(
                at: 0.3,
                expect: [
                    .phase(.refreshing), .state(State.refreshing), .contentInset(0), .startsRefresh(true), .progress(1),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .isAnimating(true),
                ]),
            .sample(70, at: 0.4, expect: [.state(State.frozen), .contentInset(80), .animation(.hold), .indicatorY(110)]),
        ])
    }

    @Test func resetForgetsTheRefreshAndThePreviousOffset() {
        replay().expect([
            .sample(
                90, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(50), .isAnimating(true),
                ]),
            .sample(10, at: 0.2, expect: [.state(State.frozen), .contentInset(80), .animation(.hold)]),
            .reset(
                at: 0.3,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .progress(0), .offset(0), .shape(.arrow),
                    .indicatorProgress(0), .indicatorY(-40), .isAnimating(false),
                ]),
            .outcome(.success, at: 0.4, expect: [.phase(.idle), .animation(nil)]),
            // The previous offset starts at 0 again, so this is a downward crossing.
            .sample(
                90, at: 0.5,
                expect: [
                    .state(State.refreshing), .startsRefresh(true), .phase(.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(50), .isAnimating(true),
                ]),
        ])
    }

    @Test func scrollingIntoTheContentIsIdle() {
        replay().expect([
            .sample(
                -300, at: 0.1,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .rotation(0), .feedback([]), .indicatorY(-340),
                ]),
            .sample(-20, at: 0.2, expect: [.phase(.idle), .progress(0), .indicatorY(-60)]),
            // From deep in the content straight past the threshold: still a downward crossing.
            .sample(
                90, at: 0.3,
                expect: [
                    .state(State.refreshing), .startsRefresh(true), .feedback(.pullBegan), .phase(.refreshing), .progress(1),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .indicatorY(50), .isAnimating(true),
                ]),
        ])
    }

    @Test func anotherThresholdAndArrowTurn() {
        let strategy = FrozenHeaderStrategy(parameters: ["triggerDistance": .number(40), "holdDistance": .number(40)])
        #expect(strategy.triggerDistance == 40)
        let indicator = FrozenHeaderIndicator(
            parameters: ["arrowStartFraction": .number(0.5), "arrowTurn": .number(90)],
            layout: RefreshLayout(parameters: ["indicatorHeight": .number(40), "indicatorInset": .number(5)]))
        GestureReplay(strategy, indicator: indicator).expect([
            .sample(
                20, at: 0.1,
                expect: [
                    .progress(0.5), .rotation(0), .indicatorY(20 + 5 - 20), .indicatorSize(10), .phase(.pulling),
                    .state(State.pulling), .feedback(.pullBegan), .indicatorProgress(0.5),
                ]),
            .sample(30, at: 0.2, expect: [.progress(0.75), .rotation(45), .indicatorProgress(0.75), .indicatorY(15)]),
            .sample(
                41, at: 0.3,
                expect: [
                    .state(State.refreshing), .startsRefresh(true), .phase(.refreshing), .progress(1), .animation(.start),
                    .shape(.spinner), .rotation(0), .indicatorProgress(1), .indicatorY(26), .isAnimating(true),
                ]),
            .sample(
                40, at: 0.4,
                expect: [
                    .state(State.frozen), .contentInset(40), .indicatorY(40 + 40 + 5 - 20), .animation(.hold),
                ]),
        ])
    }

    /// The seeds' formula, `180 * clamp(offset - 0.6*threshold, 0, 0.4*threshold) / (0.4*threshold)`.
    @Test(arguments: [0.0, 20, 47.9, 48, 50, 60, 72, 79.9, 80, 81, 200])
    func arrowFollowsTheOriginalFormula(offset: Double) {
        var strategy = FrozenHeaderStrategy()
        _ = strategy.step(.sample(ScrollSample(offset: min(offset, 80), time: 0.1)))
        let rotation = FrozenHeaderIndicator().model(for: strategy.status, at: 0.1).rotation
        let expected = 180 * min(max(min(offset, 80) - 48, 0), 32) / 32
        #expect(abs(rotation - expected) < 1e-9)
    }

    @Test func descriptorsDeclareTheDocumentsNumbers() {
        let descriptor = FrozenHeaderStrategy.descriptor
        #expect(descriptor.name == "frozen-header")
        #expect(descriptor.stateNames == ["idle", "pulling", "refreshing", "frozen"])
        #expect(descriptor.parameters.map(\.name) == ["triggerDistance", "holdDistance"])
        #expect(descriptor.parameters.first?.defaultValue == .number(80))
        #expect(descriptor.parameters.allSatisfy { $0.origin != nil && !$0.summary.isEmpty })
        #expect(descriptor.defaultIndicatorStyle == FrozenHeaderIndicator.descriptor.name)
        #expect(descriptor.defaultAnimations == AnimationSet())
        #expect(descriptor.defaultHaptics.isEmpty)
        #expect(descriptor.source?.hasPrefix("document 003") == true)
        #expect(FrozenHeaderStrategy().finishingDuration == 0)

        let indicator = FrozenHeaderIndicator.descriptor
        #expect(indicator.layoutDefaults["indicatorHeight"] == .number(80))
        #expect(
            indicator.parameters.map(\.name) == ["arrowStartFraction", "arrowTurn", "symbolSizeFraction", "arrowColor", "spinnerColor"])
        // The document's arrow sets no colour: it takes the foreground style.
        #expect(
            indicator.parameters.map(\.defaultValue) == [.number(0.6), .number(180), .number(0.25), .text("primary"), .text("tint")])
        #expect(indicator.parameters.allSatisfy { $0.origin != nil })
    }

    @Test(arguments: [
        ParameterValues(), ["triggerDistance": .number(40), "holdDistance": .number(40)],
        ["triggerDistance": .number(1), "holdDistance": .number(1)], ["triggerDistance": .number(600), "holdDistance": .number(600)],
    ])
    func keepsEveryPromise(parameters: ParameterValues) {
        StrategyConformance.expectConformance(of: FrozenHeaderStrategy.self, parameters: parameters)
    }

    @Test func theSymbolIsSaneForAnyStrategysStatus() {
        IndicatorConformance.expectConformance(of: FrozenHeaderIndicator(), stateNames: FrozenHeaderStrategy.descriptor.stateNames)
        IndicatorConformance.expectConformance(
            of: FrozenHeaderIndicator(
                parameters: ["arrowStartFraction": .number(0.95), "arrowTurn": .number(360)],
                layout: RefreshLayout(parameters: ["indicatorHeight": .number(0)])), stateNames: FrozenHeaderStrategy.descriptor.stateNames)
    }

    /// Other strategies' statuses: a spinner while refreshing, the arrow otherwise.
    @Test func theSymbolReadsAnyStrategysPhase() {
        let symbol = FrozenHeaderIndicator()
        let primed = symbol.model(for: RefreshStatus(phase: .armed, stateName: "primed", progress: 1, offset: 60), at: 0)
        #expect(primed.shape == .arrow)
        #expect(primed.rotation == 180)
        #expect(primed.position.y == 20)
        let ongoing = symbol.model(for: RefreshStatus(phase: .refreshing, stateName: "ongoing", progress: 1, contentInset: 100), at: 0)
        #expect(ongoing.shape == .spinner)
        #expect(ongoing.position.y == 60)
        let finishing = symbol.model(for: RefreshStatus(phase: .finishing, stateName: "finishing", progress: 1), at: 0)
        #expect(finishing.shape == .arrow)
        #expect(finishing.isAnimating == false)
    }
}
