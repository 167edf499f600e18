import RefreshCore
import RefreshReleaseToRefresh
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = ReleaseToRefreshStrategy.State

@Suite struct ReleaseToRefreshTests {
    let white = RGBColor(red: 255, green: 255, blue: 255)
    let black = RGBColor(red: 0, green: 0, blue: 0)

    func replay(_ strategy: ReleaseToRefreshStrategy = ReleaseToRefreshStrategy()) -> GestureReplay {
        GestureReplay(strategy, indicator: ActivityBandIndicator())
    }

    /// Expects the document's own logic to break `steps` at step `number` on `field`.
    func expectDocumentFails(_ steps: [ReplayStep], at number: Int, on field: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let mismatches = GestureReplay(Document002(parameters: [:]), indicator: ActivityBandIndicator()).mismatches(steps)
        let found = mismatches.contains { $0.stepNumber == number && $0.differences.contains { $0.field == field } }
        #expect(
            found, "the document should differ at step \(number) on \(field); it differs at \(mismatches)", sourceLocation: sourceLocation)
    }

    /// docs/strategies/release-to-refresh.md's worked example: the document's
    /// 50 pt threshold, a pull to 70 and a release.
    @Test func documentScenarioPullPastFiftyAndRelease() {
        let steps: [ReplayStep] = [
            .sample(
                0, at: 0,
                expect: [
                    .phase(.idle), .state(State.waiting), .progress(0), .contentInset(0), .nextDeadline(nil),
                    .feedback([]), .startsRefresh(false),
                    // The band waits above the content: its top at offset − 50.
                    .shape(.activityBand), .indicatorSize(50), .indicatorY(-25), .opacity(1), .isAnimating(false),
                    .backdropHeight(50),
                ]),
            .sample(
                20, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.waiting), .progress(0.4), .contentInset(0), .feedback(.pullBegan),
                    .indicatorY(-5), .isAnimating(false),
                    .indicatorProgress(0.4), .backdropTop(-30),
                ]),
            // Exactly at the threshold: the document primes only past it.
            .sample(
                50, at: 0.2,
                expect: [
                    .phase(.pulling), .state(State.waiting), .progress(1), .contentInset(0), .feedback([]), .startsRefresh(false),
                    .indicatorY(25), .isAnimating(false),
                    .indicatorProgress(1), .backdropTop(0),
                ]),
            .sample(
                70, at: 0.3,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .contentInset(0), .feedback(.armed),
                    .startsRefresh(false), .animation(nil), .indicatorY(45), .isAnimating(false),
                    .backdropTop(20),
                ]),
            // Still not under the threshold: no release yet.
            .sample(
                50, at: 0.4,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .contentInset(0), .startsRefresh(false), .feedback([]),
                    .indicatorY(25), .isAnimating(false),
                    .backdropTop(0),
                ]),
            // The release: back under 50 while primed.
            .sample(
                30, at: 0.5,
                expect: [
                    .phase(.refreshing), .state(State.loading), .progress(1), .contentInset(50), .startsRefresh(true),
                    .feedback([]), .animation(.start),
                    // The band sits in the gap above the held content, turning.
                    .indicatorY(55), .isAnimating(true), .opacity(1),
                    .backdropTop(30),
                ]),
            .sample(
                0, at: 0.6,
                expect: [
                    .phase(.refreshing), .state(State.loading), .progress(1), .contentInset(50), .startsRefresh(false),
                    .feedback([]), .indicatorY(25), .isAnimating(true),
                    .backdropTop(0),
                ]),
            .outcome(
                .success, at: 1.6,
                expect: [
                    .phase(.idle), .state(State.waiting), .progress(0), .contentInset(0), .nextDeadline(nil),
                    .animation(.finish), .feedback([]), .indicatorY(-25), .isAnimating(false), .opacity(1),
                    .indicatorProgress(0), .backdropTop(-50),
                ]),
            .sample(0, at: 1.7, expect: [.phase(.idle), .state(State.waiting), .feedback([])]),
        ]
        replay().expect(steps)
        // The document itself agrees on every field of every step,
        // exhaustively, but the pull events, animation roles and state entry
        // times, which it has no notion of.
        let document = GestureReplay(Document002(parameters: [:]), indicator: ActivityBandIndicator()).mismatches(steps)
        let fields = Set(document.flatMap(\.differences).map(\.field))
        #expect(fields.isSubset(of: ["feedback", "animation", "stateEnteredAt"]), "the document differs on \(fields.sorted())")
        #expect(!document.isEmpty)
    }

    /// Where the platform reports the finger (iOS 18's scroll phase), the
    /// release itself starts the refresh: with the document's 50 pt threshold,
    /// letting go at 70 pt starts it at once, not when the content has come
    /// back under 50 pt.
    @Test func withTheFingerKnownLettingGoWhilePrimedStartsTheRefresh() {
        replay().expect([
            .sample(
                30, at: 0, dragging: true,
                expect: [
                    .phase(.pulling), .state(State.waiting), .feedback(.pullBegan), .progress(0.6), .indicatorProgress(0.6),
                    .indicatorY(5), .backdropTop(-20),
                ]),
            .sample(
                70, at: 0.1, dragging: true,
                expect: [
                    .phase(.armed), .state(State.primed), .feedback(.armed), .progress(1), .indicatorProgress(1),
                    .indicatorY(45), .backdropTop(20),
                ]),
            // Still past the threshold, but the finger is gone: the release.
            .sample(
                70, at: 0.2, dragging: false,
                expect: [
                    .phase(.refreshing), .state(State.loading), .contentInset(50), .startsRefresh(true), .animation(.start),
                    .indicatorY(95), .isAnimating(true), .backdropTop(70),
                ]),
            .sample(
                20, at: 0.3, dragging: false,
                expect: [
                    .phase(.refreshing), .startsRefresh(false), .indicatorY(45), .backdropTop(20),
                ]),
        ])
    }

    /// With the finger known, bringing the pull back under 50 pt before
    /// letting go disarms it, as `UIRefreshControl`-style release triggers
    /// do; the document, which sees offsets only, would have started there.
    @Test func withTheFingerKnownComingBackUnderTheThresholdDisarms() {
        let steps: [ReplayStep] = [
            .sample(
                70, at: 0, dragging: true,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .feedback([.pullBegan, .armed]),
                    .indicatorProgress(1), .indicatorY(45), .backdropTop(20),
                ]),
            .sample(
                40, at: 0.1, dragging: true,
                expect: [
                    .phase(.pulling), .state(State.waiting), .progress(0.8), .contentInset(0), .startsRefresh(false),
                    .feedback(.disarmed),
                    .indicatorProgress(0.8), .indicatorY(15), .backdropTop(-10),
                ]),
            .sample(40, at: 0.2, dragging: false, expect: [.phase(.pulling), .state(State.waiting), .startsRefresh(false)]),
            .sample(
                0, at: 0.3, dragging: false,
                expect: [
                    .phase(.idle), .state(State.waiting), .startsRefresh(false), .progress(0), .indicatorProgress(0),
                    .indicatorY(-25), .backdropTop(-50),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 2, on: "phase")
    }

    @Test func stateEnteredAtIsWhenTheDocumentsStateChanged() {
        var strategy = ReleaseToRefreshStrategy()
        _ = strategy.step(.sample(ScrollSample(offset: 20, time: 0.1)))
        // Still `waiting`: idle → pulling is a phase change, not a state change.
        #expect(strategy.status.stateEnteredAt == 0)
        _ = strategy.step(.sample(ScrollSample(offset: 70, time: 0.3)))
        #expect(strategy.status.stateEnteredAt == 0.3)
        _ = strategy.step(.sample(ScrollSample(offset: 30, time: 0.5)))
        #expect(strategy.status.stateEnteredAt == 0.5)
        #expect(strategy.status.offset == 30)
    }

    @Test func oneSampleFromRestPastTheThresholdBeginsAndPrimes() {
        replay().expect([
            .sample(0, at: 0),
            .sample(
                80, at: 0.1,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .feedback([.pullBegan, .armed]),
                    .indicatorProgress(1), .indicatorY(55), .backdropTop(30),
                ]),
            // A release straight past rest into the content still counts.
            .sample(
                -20, at: 0.2,
                expect: [
                    .phase(.refreshing), .state(State.loading), .startsRefresh(true), .contentInset(50), .animation(.start),
                    .indicatorY(5), .isAnimating(true), .backdropTop(-20),
                ]),
        ])
    }

    /// Pulling further while primed: the document stays primed and the release
    /// from any height starts one refresh. RefreshKit keeps that, and reports
    /// `armed` once.
    @Test func pullingFurtherWhilePrimedStaysPrimedAndReportsArmedOnce() {
        replay().expect([
            .sample(
                60, at: 0.1,
                expect: [
                    .state(State.primed), .feedback([.pullBegan, .armed]), .phase(.armed), .progress(1),
                    .indicatorProgress(1), .indicatorY(35), .backdropTop(10),
                ]),
            .sample(
                150, at: 0.2,
                expect: [
                    .state(State.primed), .phase(.armed), .progress(1), .feedback([]), .indicatorY(125), .backdropTop(100),
                ]),
            .sample(220, at: 0.3, expect: [.state(State.primed), .feedback([]), .indicatorY(195), .backdropTop(170)]),
            .sample(
                120, at: 0.4,
                expect: [
                    .state(State.primed), .feedback([]), .startsRefresh(false), .indicatorY(95), .backdropTop(70),
                ]),
            .sample(51, at: 0.5, expect: [.state(State.primed), .startsRefresh(false), .indicatorY(26), .backdropTop(1)]),
            .sample(
                10, at: 0.6,
                expect: [
                    .state(State.loading), .startsRefresh(true), .phase(.refreshing), .contentInset(50), .animation(.start),
                    .indicatorY(35), .isAnimating(true), .backdropTop(10),
                ]),
            .sample(0, at: 0.7, expect: [.state(State.loading), .startsRefresh(false), .indicatorY(25), .backdropTop(0)]),
        ])
    }

    @Test func offsetsAreIgnoredWhileLoading() {
        replay().expect([
            .sample(
                60, at: 0.1,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .feedback([.pullBegan, .armed]),
                    .indicatorProgress(1), .indicatorY(35), .backdropTop(10),
                ]),
            .sample(
                0, at: 0.2,
                expect: [
                    .state(State.loading), .startsRefresh(true), .phase(.refreshing), .contentInset(50), .animation(.start),
                    .indicatorY(25), .isAnimating(true), .backdropTop(0),
                ]),
            .sample(
                150, at: 0.3,
                expect: [
                    .state(State.loading), .contentInset(50), .startsRefresh(false), .feedback([]), .indicatorY(175),
                    .backdropTop(150),
                ]),
            .sample(
                20, at: 0.4,
                expect: [
                    .state(State.loading), .contentInset(50), .startsRefresh(false), .indicatorY(45), .backdropTop(20),
                ]),
            .sample(
                90, at: 0.5,
                expect: [
                    .state(State.loading), .startsRefresh(false), .indicatorY(115), .backdropTop(90),
                ]),
            .sample(0, at: 0.6, expect: [.state(State.loading), .startsRefresh(false), .indicatorY(25), .backdropTop(0)]),
        ])
    }

    /// Defect: the document re-arms as soon as loading ends. When the action
    /// ends while the finger holds the pull at 150, its next frame primes
    /// (150 > 50 while waiting) and the release starts a second refresh in the
    /// same gesture. RefreshKit waits for the content to come back to rest.
    @Test func actionEndingWhileHeldPastTheThresholdDoesNotStartASecondRefresh() {
        let steps: [ReplayStep] = [
            .sample(
                70, at: 0.1,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .feedback([.pullBegan, .armed]),
                    .indicatorProgress(1), .indicatorY(45), .backdropTop(20),
                ]),
            .sample(
                30, at: 0.2,
                expect: [
                    .state(State.loading), .startsRefresh(true), .phase(.refreshing), .contentInset(50), .animation(.start),
                    .indicatorY(55), .isAnimating(true), .backdropTop(30),
                ]),
            .sample(150, at: 0.3, expect: [.state(State.loading), .indicatorY(175), .backdropTop(150)]),
            .outcome(
                .success, at: 0.4,
                expect: [
                    .phase(.idle), .state(State.waiting), .progress(0), .contentInset(0), .animation(.finish),
                    // Hidden until the pull comes back to rest.
                    .opacity(0), .backdropHeight(nil),
                    .indicatorProgress(0), .indicatorY(125), .isAnimating(false),
                ]),
            // The document primes here.
            .sample(150, at: 0.5, expect: [.phase(.idle), .state(State.waiting), .progress(0), .feedback([]), .opacity(0)]),
            // And the document starts its second refresh here.
            .sample(
                40, at: 0.6,
                expect: [
                    .phase(.idle), .state(State.waiting), .startsRefresh(false), .feedback([]), .indicatorY(15),
                ]),
            .sample(60, at: 0.7, expect: [.phase(.idle), .state(State.waiting), .feedback([]), .indicatorY(35)]),
            .sample(
                0.4, at: 0.8,
                expect: [
                    .phase(.idle), .state(State.waiting), .opacity(1), .indicatorY(-24.6), .backdropTop(-49.6),
                    .backdropHeight(50),
                    .backdropColors(light: RGBColor(hex: "#FFFFFF")!, dark: RGBColor(hex: "#000000")!),
                ]),
            // Back at rest: a new pull counts again.
            .sample(
                30, at: 0.9,
                expect: [
                    .phase(.pulling), .progress(0.6), .feedback(.pullBegan), .indicatorProgress(0.6), .indicatorY(5),
                    .backdropTop(-20),
                ]),
            .sample(
                80, at: 1.0,
                expect: [
                    .phase(.armed), .state(State.primed), .feedback(.armed), .progress(1), .indicatorProgress(1),
                    .indicatorY(55), .backdropTop(30),
                ]),
            .sample(
                10, at: 1.1,
                expect: [
                    .state(State.loading), .startsRefresh(true), .phase(.refreshing), .contentInset(50), .animation(.start),
                    .indicatorY(35), .isAnimating(true), .backdropTop(10),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 5, on: "state")
        expectDocumentFails(steps, at: 6, on: "startsRefresh")
    }

    /// Defect: the document's `done` sets `waiting` whatever the state, so a
    /// late or repeated `done` during the next pull drops it from `primed`.
    /// RefreshKit ignores an outcome while not loading.
    @Test func anOutcomeWhileNotLoadingIsIgnored() {
        let steps: [ReplayStep] = [
            .sample(
                60, at: 0.1,
                expect: [
                    .state(State.primed), .phase(.armed), .progress(1), .feedback([.pullBegan, .armed]),
                    .indicatorProgress(1), .indicatorY(35), .backdropTop(10),
                ]),
            .outcome(.success, at: 0.2, expect: [.phase(.armed), .state(State.primed), .progress(1), .animation(nil)]),
            .sample(
                20, at: 0.3,
                expect: [
                    .state(State.loading), .startsRefresh(true), .phase(.refreshing), .contentInset(50), .animation(.start),
                    .indicatorY(45), .isAnimating(true), .backdropTop(20),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 2, on: "state")
        expectDocumentFails(steps, at: 3, on: "startsRefresh")
    }

    /// Defect: the document paints the band `.white` in dark mode too.
    /// RefreshKit keeps white for light mode and uses black in dark mode.
    @Test func theBandIsDarkInDarkMode() {
        let steps: [ReplayStep] = [
            .sample(
                60, at: 0.1,
                expect: [
                    .backdropColors(light: white, dark: black), .backdropHeight(50), .phase(.armed), .state(State.primed),
                    .progress(1), .feedback([.pullBegan, .armed]), .indicatorProgress(1), .indicatorY(35),
                    .backdropTop(10),
                ])
        ]
        replay().expect(steps)
        // The document's band: `.foregroundColor(.white)` in both modes.
        let documentBand = ActivityBandIndicator(parameters: ["darkBandColor": .color(white)], layout: RefreshLayout())
        let mismatches = GestureReplay(ReleaseToRefreshStrategy(), indicator: documentBand).mismatches(steps)
        #expect(mismatches.first?.differences.map(\.field) == ["indicator.backdrop colours"])
        let custom = ActivityBandIndicator(
            parameters: [
                "bandColor": .color(RGBColor(red: 240, green: 240, blue: 245)),
                "darkBandColor": .color(RGBColor(red: 40, green: 40, blue: 40)),
            ],
            layout: RefreshLayout())
        let model = custom.model(for: RefreshStatus(phase: .refreshing, stateName: "loading", contentInset: 50), at: 0)
        #expect(
            model.backdrop
                == IndicatorBackdrop(
                    top: 0, height: 50, light: RGBColor(red: 240, green: 240, blue: 245), dark: RGBColor(red: 40, green: 40, blue: 40)))
    }

    @Test func beginStartsFromWaitingOrPrimedButNotWhileLoading() {
        replay().expect([
            .begin(
                at: 0.1,
                expect: [
                    .phase(.refreshing), .state(State.loading), .contentInset(50), .progress(1), .startsRefresh(true),
                    .animation(.start), .indicatorProgress(1), .indicatorY(25), .isAnimating(true), .backdropTop(0),
                ]),
            .begin(at: 0.2, expect: [.state(State.loading), .startsRefresh(false), .animation(nil)]),
            .outcome(
                .success, at: 0.3,
                expect: [
                    .phase(.idle), .state(State.waiting), .progress(0), .contentInset(0), .animation(.finish),
                    .indicatorProgress(0), .indicatorY(-25), .isAnimating(false), .backdropTop(-50),
                ]),
            .sample(
                60, at: 0.4,
                expect: [
                    .state(State.primed), .phase(.armed), .progress(1), .feedback([.pullBegan, .armed]),
                    .indicatorProgress(1), .indicatorY(35), .backdropTop(10),
                ]),
            .begin(
                at: 0.5,
                expect: [
                    .state(State.loading), .startsRefresh(true), .phase(.refreshing), .contentInset(50), .animation(.start),
                    .indicatorY(85), .isAnimating(true), .backdropTop(60),
                ]),
            // The release that would have started it finds it running.
            .sample(10, at: 0.6, expect: [.state(State.loading), .startsRefresh(false), .indicatorY(35), .backdropTop(10)]),
        ])
    }

    @Test func resetReturnsToTheInitialState() {
        replay().expect([
            .sample(
                60, at: 0.1,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .feedback([.pullBegan, .armed]),
                    .indicatorProgress(1), .indicatorY(35), .backdropTop(10),
                ]),
            .sample(
                20, at: 0.2,
                expect: [
                    .state(State.loading), .phase(.refreshing), .contentInset(50), .startsRefresh(true), .animation(.start),
                    .indicatorY(45), .isAnimating(true), .backdropTop(20),
                ]),
            .reset(
                at: 0.3,
                expect: [
                    .phase(.idle), .state(State.waiting), .progress(0), .contentInset(0), .nextDeadline(nil), .offset(0),
                    .indicatorProgress(0), .indicatorY(-25), .isAnimating(false), .backdropTop(-50),
                ]),
            // The refresh's late outcome finds nothing to end.
            .outcome(.success, at: 0.4, expect: [.phase(.idle), .state(State.waiting), .animation(nil)]),
            .sample(
                60, at: 0.5,
                expect: [
                    .state(State.primed), .feedback([.pullBegan, .armed]), .phase(.armed), .progress(1),
                    .indicatorProgress(1), .indicatorY(35), .backdropTop(10),
                ]),
        ])
    }

    @Test func anotherThresholdMovesTheTriggerTheHoldAndTheProgress() {
        let strategy = ReleaseToRefreshStrategy(parameters: ["triggerDistance": .number(80), "holdDistance": .number(80)])
        #expect(strategy.triggerDistance == 80)
        GestureReplay(
            strategy,
            indicator: ActivityBandIndicator(
                parameters: [:], layout: RefreshLayout(parameters: ["indicatorHeight": .number(80), "indicatorInset": .number(10)]))
        ).expect([
            .sample(
                40, at: 0.1,
                expect: [
                    .phase(.pulling), .progress(0.5), .indicatorY(40 + 10 - 40), .feedback(.pullBegan),
                    .indicatorProgress(0.5), .backdropTop(-30),
                ]),
            .sample(
                70, at: 0.2,
                expect: [
                    .phase(.pulling), .progress(0.875), .indicatorProgress(0.875), .indicatorY(40), .backdropTop(0),
                ]),
            .sample(
                81, at: 0.3,
                expect: [
                    .phase(.armed), .state(State.primed), .progress(1), .feedback(.armed), .indicatorProgress(1),
                    .indicatorY(51), .backdropTop(11),
                ]),
            .sample(
                60, at: 0.4,
                expect: [
                    .state(State.loading), .contentInset(80), .indicatorY(60 + 80 + 10 - 40), .indicatorSize(80),
                    .phase(.refreshing), .startsRefresh(true), .animation(.start), .isAnimating(true), .backdropTop(70),
                ]),
        ])
    }

    @Test func descriptorsDeclareTheDocumentsNumbers() {
        let descriptor = ReleaseToRefreshStrategy.descriptor
        #expect(descriptor.name == "release-to-refresh")
        #expect(descriptor.stateNames == ["waiting", "primed", "loading"])
        #expect(descriptor.parameters.map(\.name) == ["triggerDistance", "holdDistance"])
        #expect(descriptor.parameters.first?.defaultValue == .number(50))
        #expect(descriptor.parameters.allSatisfy { $0.origin != nil && !$0.summary.isEmpty })
        #expect(descriptor.defaultIndicatorStyle == ActivityBandIndicator.descriptor.name)
        #expect(descriptor.defaultAnimations == AnimationSet(start: .immediate, finish: .swiftUIDefault))
        #expect(descriptor.defaultHaptics.isEmpty)
        #expect(descriptor.source?.hasPrefix("document 002") == true)
        #expect(ReleaseToRefreshStrategy().finishingDuration == 0)

        let indicator = ActivityBandIndicator.descriptor
        #expect(indicator.layoutDefaults["indicatorHeight"] == .number(50))
        #expect(indicator.parameters.map(\.name) == ["bandColor", "darkBandColor", "spinnerColor"])
        #expect(indicator.parameters.allSatisfy { $0.origin != nil })
    }

    @Test(arguments: [
        ParameterValues(), ["triggerDistance": .number(120), "holdDistance": .number(120)],
        ["triggerDistance": .number(1), "holdDistance": .number(1)],
    ])
    func keepsEveryPromise(parameters: ParameterValues) {
        StrategyConformance.expectConformance(of: ReleaseToRefreshStrategy.self, parameters: parameters)
    }

    /// The suite catches the document's own re-arm defect: a release across
    /// 50 after an outcome that came while the finger held the pull.
    @Test func suiteCatchesTheDocumentsSecondRefresh() {
        let violations = StrategyConformance.violations(of: Document002.self)
        #expect(violations.contains { $0.promise == .onePerPull })
    }

    @Test func theBandIsSaneForAnyStrategysStatus() {
        IndicatorConformance.expectConformance(of: ActivityBandIndicator(), stateNames: ReleaseToRefreshStrategy.descriptor.stateNames)
        IndicatorConformance.expectConformance(
            of: ActivityBandIndicator(
                parameters: [:], layout: RefreshLayout(parameters: ["indicatorHeight": .number(0), "indicatorInset": .number(400)])),
            stateNames: ReleaseToRefreshStrategy.descriptor.stateNames)
    }

    /// Statuses from strategies with a finishing state: the band follows the
    /// content and stops turning.
    @Test func theBandFollowsAnyStrategysContent() {
        let band = ActivityBandIndicator()
        let finishing = band.model(
            for: RefreshStatus(phase: .finishing, stateName: "preparingFinish", progress: 1, contentInset: 100), at: 0)
        #expect(finishing.position.y == 75)
        #expect(finishing.isAnimating == false)
        #expect(finishing.opacity == 1)
        let refreshing = band.model(
            for: RefreshStatus(phase: .refreshing, stateName: "ongoing", progress: 1, contentInset: 100, offset: 20), at: 0)
        #expect(refreshing.position.y == 95)
        #expect(refreshing.isAnimating)
    }
}
