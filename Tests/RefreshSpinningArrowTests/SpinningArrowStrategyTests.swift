import RefreshCore
import RefreshSpinningArrow
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = SpinningArrowStrategy.State

/// Document 000's colours.
let light = RGBColor(red: 240, green: 240, blue: 245)
let dark = RGBColor(red: 40, green: 40, blue: 40)

func documentReplay() -> GestureReplay {
    GestureReplay(SpinningArrowStrategy(), indicator: SpinningArrowIndicator())
}

@Suite struct SpinningArrowStrategyTests {
    /// The worked example of docs/strategies/spinning-arrow.md, with document 000's numbers.
    @Test func documentScenarioSampleBySample() {
        documentReplay().expect([
            .sample(
                0, at: 0,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .feedback([]), .startsRefresh(false),
                    .shape(.none), .backdropHeight(50), .backdropColors(light: light, dark: dark),
                ]),
            // The arrow shows but does not turn until past 30 pt.
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0), .contentInset(0), .feedback(.pullBegan),
                    .animation(nil), .shape(.arrow), .rotation(0), .indicatorY(20), .indicatorSize(18), .opacity(1),
                    .backdropHeight(80),
                ]),
            // (60 − 30) × 1.7 = 51°.
            .sample(
                60, at: 0.2,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(51.0 / 180), .feedback([]),
                    .shape(.arrow), .rotation(51), .backdropHeight(110),
                    .indicatorProgress(51.0 / 180),
                ]),
            // 179.996°: not past 180° yet.
            .sample(
                135.88, at: 0.3,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(179.996 / 180), .startsRefresh(false),
                    .shape(.arrow), .rotation(179.996),
                    .indicatorProgress(179.996 / 180), .backdropHeight(185.88),
                ]),
            // 180.2°: the refresh starts during the pull; the content is not held yet.
            .sample(
                136, at: 0.4,
                expect: [
                    .phase(.refreshing), .state(State.hasPulled), .progress(1), .contentInset(0), .startsRefresh(true),
                    .feedback([]), .animation(.start), .shape(.spinner), .isAnimating(true), .indicatorSize(20),
                    .indicatorY(20), .backdropHeight(186),
                    .rotation(0), .indicatorProgress(1),
                ]),
            .sample(
                140, at: 0.5,
                expect: [
                    .phase(.refreshing), .state(State.hasPulled), .contentInset(0), .startsRefresh(false), .animation(nil),
                    .backdropHeight(190),
                ]),
            // The release: the first sample back under the trigger holds the content 40 pt down.
            .sample(
                100, at: 0.6,
                expect: [
                    .phase(.refreshing), .state(State.isLoading), .progress(1), .contentInset(40), .startsRefresh(false),
                    .animation(.hold), .shape(.spinner), .backdropHeight(150),
                ]),
            .sample(
                0, at: 0.9,
                expect: [
                    .phase(.refreshing), .state(State.isLoading), .contentInset(40), .animation(nil), .backdropHeight(50),
                ]),
            .outcome(
                .success, at: 1.5,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .animation(.finish), .feedback([]),
                    .shape(.none), .backdropHeight(50),
                    .indicatorProgress(0), .opacity(0), .indicatorSize(0), .isAnimating(false),
                ]),
            // Back at rest before the outcome: the next pull works at once.
            .sample(
                20, at: 2.0,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0), .feedback(.pullBegan), .shape(.arrow), .rotation(0),
                    .opacity(1), .indicatorSize(18), .backdropHeight(70),
                ]),
            .sample(
                136, at: 2.1,
                expect: [
                    .phase(.refreshing), .state(State.hasPulled), .startsRefresh(true), .progress(1), .animation(.start),
                    .shape(.spinner), .indicatorProgress(1), .indicatorSize(20), .isAnimating(true), .backdropHeight(186),
                ]),
        ])
    }

    @Test func statusReportsTheLastOffsetAndWhenTheStateWasEntered() {
        var strategy = SpinningArrowStrategy()
        _ = strategy.step(.sample(ScrollSample(offset: 40, time: 1)))
        _ = strategy.step(.sample(ScrollSample(offset: 90, time: 2)))
        #expect(strategy.status.offset == 90)
        #expect(strategy.status.stateEnteredAt == 1)
        _ = strategy.step(.sample(ScrollSample(offset: 137, time: 3)))
        #expect(strategy.status.stateEnteredAt == 3)
        #expect(strategy.state == .hasPulled)
    }

    @Test func aSingleSampleFromRestPastTheTriggerBeginsThePullAndStarts() {
        documentReplay().expect([
            .sample(0, at: 0),
            .sample(
                200, at: 0.1,
                expect: [
                    .phase(.refreshing), .state(State.hasPulled), .startsRefresh(true), .feedback(.pullBegan), .animation(.start),
                    .progress(1), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(250),
                ]),
        ])
    }

    @Test func exactlyAtTheTriggerNeitherStartsNorReleases() {
        let trigger = 30 + 180 / 1.7
        documentReplay().expect([
            .sample(
                trigger, at: 0.1,
                expect: [
                    .phase(.pulling), .startsRefresh(false), .progress(1), .rotation(180), .state(State.pulling),
                    .feedback(.pullBegan), .shape(.arrow), .indicatorProgress(1), .opacity(1), .indicatorSize(18),
                    .backdropHeight(trigger + 50),
                ]),
            .sample(
                150, at: 0.2,
                expect: [
                    .state(State.hasPulled), .startsRefresh(true), .phase(.refreshing), .animation(.start), .shape(.spinner),
                    .rotation(0), .indicatorSize(20), .isAnimating(true), .backdropHeight(200),
                ]),
            // Angle exactly 180°: the document's `arrowAngle < 180` is false, so no release yet.
            .sample(trigger, at: 0.3, expect: [.state(State.hasPulled), .contentInset(0), .backdropHeight(trigger + 50)]),
            .sample(
                trigger - 0.01, at: 0.4,
                expect: [
                    .state(State.isLoading), .contentInset(40), .animation(.hold), .backdropHeight(trigger - 0.01 + 50),
                ]),
        ])
    }

    // MARK: Fixed defects

    /// The document sets `arrowAngle` only `if value > 30`, so after a pull to
    /// 60 pt (51°) and back to 20 pt its arrow still shows 51°.
    @Test func theAngleFollowsThePullBackUnderThirtyPoints() {
        documentReplay().expect([
            .sample(
                60, at: 0.1,
                expect: [
                    .rotation(51), .phase(.pulling), .state(State.pulling), .progress(51.0 / 180), .feedback(.pullBegan),
                    .shape(.arrow), .indicatorProgress(51.0 / 180), .opacity(1), .indicatorSize(18), .backdropHeight(110),
                ]),
            .sample(
                20, at: 0.2,
                expect: [
                    .phase(.pulling), .progress(0), .shape(.arrow), .rotation(0), .indicatorProgress(0),
                    .backdropHeight(70),
                ]),
            .sample(
                45, at: 0.3,
                expect: [
                    .rotation(25.5), .progress(25.5 / 180), .indicatorProgress(25.5 / 180), .backdropHeight(95),
                ]),
        ])
    }

    /// The document: the action ends (`isLoading = false`, already false) while
    /// the finger holds past the trigger; on release `arrowAngle < 180 &&
    /// hasPulled` sets `isLoading = true` and nothing ever clears it: the
    /// spinner turns forever and the content stays 40 pt down.
    @Test func anOutcomeBeforeTheReleaseLeavesNoSpinnerAndNoHold() {
        documentReplay().expect([
            .sample(
                140, at: 0.1,
                expect: [
                    .state(State.hasPulled), .startsRefresh(true), .phase(.refreshing), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
            .outcome(
                .success, at: 1.0,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .animation(.finish), .shape(.none),
                    .progress(0), .indicatorProgress(0), .opacity(0), .indicatorSize(0), .isAnimating(false),
                ]),
            .sample(140, at: 1.1, expect: [.phase(.idle), .startsRefresh(false), .feedback([]), .shape(.none)]),
            // The release.
            .sample(
                100, at: 1.2,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .animation(nil), .shape(.none), .isAnimating(false),
                    .backdropHeight(150),
                ]),
            .sample(0, at: 1.5, expect: [.phase(.idle), .contentInset(0), .backdropHeight(50)]),
            // Back at rest: pulls work again.
            .sample(
                60, at: 2.0,
                expect: [
                    .phase(.pulling), .feedback(.pullBegan), .rotation(51), .state(State.pulling), .progress(51.0 / 180),
                    .shape(.arrow), .indicatorProgress(51.0 / 180), .opacity(1), .indicatorSize(18), .backdropHeight(110),
                ]),
            .sample(
                140, at: 2.1,
                expect: [
                    .state(State.hasPulled), .startsRefresh(true), .phase(.refreshing), .progress(1), .animation(.start),
                    .shape(.spinner), .rotation(0), .indicatorProgress(1), .indicatorSize(20), .isAnimating(true),
                    .backdropHeight(190),
                ]),
        ])
    }

    /// The document notices the release only through a sample past 30 pt (it
    /// leaves `arrowAngle` alone below that): a release from 140 pt straight to
    /// 10 pt keeps `arrowAngle` at 187°, so it never holds the content.
    @Test func aReleaseStraightUnderThirtyPointsStillHoldsTheContent() {
        documentReplay().expect([
            .sample(
                140, at: 0.1,
                expect: [
                    .state(State.hasPulled), .phase(.refreshing), .progress(1), .startsRefresh(true), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
            .sample(
                10, at: 0.2,
                expect: [
                    .state(State.isLoading), .contentInset(40), .animation(.hold), .shape(.spinner), .backdropHeight(60),
                ]),
        ])
    }

    /// The document starts the action in the spinner's `onAppear`. When the
    /// refresh ends with the finger still down (here at 100 pt, after the
    /// release), its spinner goes away; pulling past the trigger again without
    /// coming back to rest shows the spinner again, and `onAppear` runs the
    /// action a second time in the same pull.
    /// Document 000 holds the content "when the user releases the screen".
    /// Where the platform reports the finger, that is the finger lifting: a
    /// finger that drags back under the 135.88 pt trigger holds nothing yet,
    /// and letting go holds the content 40 pt down wherever the pull is.
    @Test func withTheFingerKnownTheHoldWaitsForTheFingerToLift() {
        documentReplay().expect([
            .sample(
                140, at: 0, dragging: true,
                expect: [
                    .state(State.hasPulled), .startsRefresh(true), .contentInset(0), .phase(.refreshing), .progress(1),
                    .feedback(.pullBegan), .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1),
                    .indicatorSize(20), .isAnimating(true), .backdropHeight(190),
                ]),
            // The document, seeing offsets only, would hold here, under the finger.
            .sample(
                100, at: 0.1, dragging: true,
                expect: [
                    .phase(.refreshing), .state(State.hasPulled), .contentInset(0), .animation(nil),
                    .backdropHeight(150),
                ]),
            .sample(
                100, at: 0.2, dragging: false,
                expect: [
                    .phase(.refreshing), .state(State.isLoading), .contentInset(40), .animation(.hold),
                ]),
        ])
    }

    /// With the finger lifting past the trigger, the hold starts at the
    /// release, not when the content comes back under the trigger.
    @Test func withTheFingerKnownAReleasePastTheTriggerHoldsAtOnce() {
        documentReplay().expect([
            .sample(
                150, at: 0, dragging: true,
                expect: [
                    .state(State.hasPulled), .phase(.refreshing), .progress(1), .startsRefresh(true), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(200),
                ]),
            .sample(150, at: 0.1, dragging: false, expect: [.state(State.isLoading), .contentInset(40), .animation(.hold)]),
        ])
    }

    @Test func theSpinnerReappearingInTheSamePullStartsNothing() {
        documentReplay().expect([
            .sample(
                140, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.hasPulled), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
            .sample(
                100, at: 0.2,
                expect: [
                    .state(State.isLoading), .contentInset(40), .animation(.hold), .backdropHeight(150),
                ]),
            .outcome(
                .success, at: 1.0,
                expect: [
                    .phase(.idle), .contentInset(0), .state(State.idle), .progress(0), .animation(.finish), .shape(.none),
                    .indicatorProgress(0), .opacity(0), .indicatorSize(0), .isAnimating(false),
                ]),
            .sample(140, at: 1.1, expect: [.phase(.idle), .startsRefresh(false), .shape(.none), .backdropHeight(190)]),
            .sample(60, at: 1.2, expect: [.phase(.idle), .startsRefresh(false), .backdropHeight(110)]),
            .sample(0.4, at: 1.5, expect: [.phase(.idle), .backdropHeight(50.4)]),
            .sample(
                140, at: 1.6,
                expect: [
                    .phase(.refreshing), .startsRefresh(true), .feedback(.pullBegan), .state(State.hasPulled), .progress(1),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
        ])
    }

    @Test func pullsDuringARefreshStartNothing() {
        documentReplay().expect([
            .sample(
                140, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.hasPulled), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
            .sample(
                60, at: 0.2,
                expect: [
                    .state(State.isLoading), .contentInset(40), .animation(.hold), .backdropHeight(110),
                ]),
            .sample(
                200, at: 0.3,
                expect: [
                    .state(State.isLoading), .startsRefresh(false), .animation(nil), .backdropHeight(250),
                ]),
            .sample(0, at: 0.4, expect: [.state(State.isLoading), .startsRefresh(false), .backdropHeight(50)]),
            .sample(200, at: 0.5, expect: [.state(State.isLoading), .startsRefresh(false), .backdropHeight(250)]),
        ])
    }

    // MARK: begin, reset, stray outcomes

    @Test func beginShowsTheSpinnerAndHoldsTheContentAtOnce() {
        documentReplay().expect([
            .begin(
                at: 0.1,
                expect: [
                    .phase(.refreshing), .state(State.isLoading), .contentInset(40), .startsRefresh(true), .animation(.hold),
                    .shape(.spinner),
                    .progress(1), .indicatorProgress(1), .opacity(1), .indicatorSize(20), .isAnimating(true),
                ]),
            .begin(at: 0.2, expect: [.startsRefresh(false), .animation(nil)]),
            .outcome(
                .success, at: 1,
                expect: [
                    .phase(.idle), .contentInset(0), .animation(.finish), .state(State.idle), .progress(0), .shape(.none),
                    .indicatorProgress(0), .opacity(0), .indicatorSize(0), .isAnimating(false),
                ]),
            .sample(
                20, at: 1.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .feedback(.pullBegan), .shape(.arrow), .opacity(1),
                    .indicatorSize(18), .backdropHeight(70),
                ]),
        ])
    }

    @Test func beginWhilePullingStartsAndBeginWhileRefreshingDoesNot() {
        documentReplay().expect([
            .sample(
                80, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(85.0 / 180), .feedback(.pullBegan), .shape(.arrow),
                    .rotation(85), .indicatorProgress(85.0 / 180), .opacity(1), .indicatorSize(18), .backdropHeight(130),
                ]),
            .begin(
                at: 0.2,
                expect: [
                    .phase(.refreshing), .state(State.isLoading), .startsRefresh(true), .progress(1), .contentInset(40),
                    .animation(.hold), .shape(.spinner), .rotation(0), .indicatorProgress(1), .indicatorSize(20),
                    .isAnimating(true),
                ]),
        ])
        documentReplay().expect([
            .sample(
                140, at: 0.1,
                expect: [
                    .state(State.hasPulled), .phase(.refreshing), .progress(1), .startsRefresh(true), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
            .begin(at: 0.2, expect: [.state(State.hasPulled), .startsRefresh(false), .contentInset(0)]),
        ])
    }

    @Test func resetReturnsToTheInitialState() {
        documentReplay().expect([
            .sample(
                140, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.hasPulled), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
            .sample(
                100, at: 0.2,
                expect: [
                    .contentInset(40), .state(State.isLoading), .animation(.hold), .backdropHeight(150),
                ]),
            .reset(
                at: 0.3,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .shape(.none), .offset(0),
                    .indicatorProgress(0), .opacity(0), .indicatorSize(0), .isAnimating(false), .backdropHeight(50),
                ]),
            // No rest needed after a reset.
            .sample(
                140, at: 0.4,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.hasPulled), .progress(1), .feedback(.pullBegan),
                    .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1), .indicatorSize(20),
                    .isAnimating(true), .backdropHeight(190),
                ]),
        ])
    }

    @Test func anOutcomeWhileNotRefreshingIsIgnored() {
        documentReplay().expect([
            .sample(
                60, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(51.0 / 180), .feedback(.pullBegan), .shape(.arrow),
                    .rotation(51), .indicatorProgress(51.0 / 180), .opacity(1), .indicatorSize(18), .backdropHeight(110),
                ]),
            .outcome(.failure, at: 0.2, expect: [.phase(.pulling), .state(State.pulling), .rotation(51), .animation(nil)]),
            .sample(
                140, at: 0.3,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.hasPulled), .progress(1), .animation(.start),
                    .shape(.spinner), .rotation(0), .indicatorProgress(1), .indicatorSize(20), .isAnimating(true),
                    .backdropHeight(190),
                ]),
        ])
    }

    @Test func everyOutcomeEndsTheRefresh() {
        for outcome in RefreshOutcome.allCases {
            documentReplay().expect([
                .sample(
                    140, at: 0.1,
                    expect: [
                        .startsRefresh(true), .phase(.refreshing), .state(State.hasPulled), .progress(1),
                        .feedback(.pullBegan), .animation(.start), .shape(.spinner), .indicatorProgress(1), .opacity(1),
                        .indicatorSize(20), .isAnimating(true), .backdropHeight(190),
                    ]),
                .sample(
                    0, at: 0.2,
                    expect: [
                        .contentInset(40), .state(State.isLoading), .animation(.hold), .backdropHeight(50),
                    ]),
                .outcome(
                    outcome, at: 1,
                    expect: [
                        .phase(.idle), .state(State.idle), .contentInset(0), .progress(0), .animation(.finish), .shape(.none),
                        .indicatorProgress(0), .opacity(0), .indicatorSize(0), .isAnimating(false),
                    ]),
            ])
        }
    }

    // MARK: Parameters and descriptor

    @Test func otherNumbersMoveTheTrigger() {
        let strategy = SpinningArrowStrategy(parameters: [
            "arrowStartDistance": .number(10), "triggerDistance": .number(70), "holdDistance": .number(60),
        ])
        #expect(strategy.triggerDistance == 70)
        #expect(strategy.degreesPerPoint == 3)
        GestureReplay(strategy, indicator: SpinningArrowIndicator()).expect([
            .sample(
                40, at: 0.1,
                expect: [
                    .progress(0.5), .rotation(90), .phase(.pulling), .state(State.pulling), .feedback(.pullBegan),
                    .shape(.arrow), .indicatorProgress(0.5), .opacity(1), .indicatorSize(18), .backdropHeight(90),
                ]),
            .sample(
                70.5, at: 0.2,
                expect: [
                    .state(State.hasPulled), .startsRefresh(true), .phase(.refreshing), .progress(1), .animation(.start),
                    .shape(.spinner), .rotation(0), .indicatorProgress(1), .indicatorSize(20), .isAnimating(true),
                    .backdropHeight(120.5),
                ]),
            .sample(
                69, at: 0.3,
                expect: [
                    .state(State.isLoading), .contentInset(60), .animation(.hold), .backdropHeight(119),
                ]),
        ])
    }

    @Test func declaredDefaultsAreTheDocumentsNumbers() {
        let descriptor = SpinningArrowStrategy.descriptor
        #expect(descriptor.name == "spinning-arrow")
        #expect(descriptor.stateNames == ["idle", "pulling", "hasPulled", "isLoading"])
        #expect(descriptor.parameters.map(\.name) == ["arrowStartDistance", "triggerDistance", "holdDistance"])
        #expect(descriptor.parameters.map(\.defaultValue) == [.number(30), .number(30 + 180 / 1.7), .number(40)])
        // Issue 25: the document's 1.7° a point, now derived from where the arrow has turned 180°.
        #expect(abs(SpinningArrowStrategy().degreesPerPoint - 1.7) < 1e-12)
        #expect(descriptor.parameters.allSatisfy { $0.origin?.hasPrefix("document 000") == true })
        #expect(descriptor.defaultIndicatorStyle == "spinning-arrow")
        #expect(descriptor.defaultAnimations == AnimationSet(start: .swiftUIDefault, hold: .swiftUISpring, finish: .swiftUIDefault))
        #expect(descriptor.defaultHaptics == [.refreshStarted: .heavy])
        #expect(descriptor.source == "document 000: ScrollActionView")
        #expect(abs(SpinningArrowStrategy().triggerDistance - 135.882352941) < 1e-6)
        #expect(SpinningArrowStrategy().finishingDuration == 0)
    }

    @Test func theInsetRuleWarnsOnlyWhenTheInsetPassesTheTrigger() {
        let rules = SpinningArrowStrategy.descriptor.rules
        #expect(rules.count == 2)
        // The arrow turns between its start and the trigger: the trigger must be past the start.
        #expect(rules[0].severity == .error)
        #expect(rules[0].holds([:]))
        #expect(rules[0].holds(["arrowStartDistance": .number(69), "triggerDistance": .number(70)]))
        #expect(!rules[0].holds(["arrowStartDistance": .number(70), "triggerDistance": .number(70)]))
        #expect(rules[1].severity == .warning)
        #expect(rules[1].holds([:]))
        #expect(rules[1].holds(["holdDistance": .number(135)]))
        #expect(!rules[1].holds(["holdDistance": .number(136)]))
        #expect(!rules[1].holds(["holdDistance": .number(100), "triggerDistance": .number(90)]))
    }

    // MARK: Conformance

    @Test func keepsEveryPromise() {
        StrategyConformance.expectConformance(of: SpinningArrowStrategy.self)
    }

    @Test func keepsEveryPromiseWithOtherNumbers() {
        StrategyConformance.expectConformance(
            of: SpinningArrowStrategy.self,
            parameters: [
                "arrowStartDistance": .number(0), "triggerDistance": .number(720), "holdDistance": .number(0),
            ])
        StrategyConformance.expectConformance(
            of: SpinningArrowStrategy.self,
            parameters: [
                "arrowStartDistance": .number(5), "triggerDistance": .number(14), "holdDistance": .number(300),
            ])
    }
}
