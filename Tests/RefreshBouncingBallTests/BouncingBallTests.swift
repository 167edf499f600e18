import RefreshBouncingBall
import RefreshCore
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = BouncingBallStrategy.State

@Suite struct BouncingBallTests {
    func replay(_ strategy: BouncingBallStrategy = BouncingBallStrategy()) -> GestureReplay {
        GestureReplay(strategy, indicator: BouncingBallIndicator())
    }

    /// The strategy alone, for tests of its states: while the ball jumps, its
    /// every coordinate changes with time, which those tests are not about.
    func strategyReplay(_ strategy: BouncingBallStrategy = BouncingBallStrategy()) -> GestureReplay {
        GestureReplay(strategy)
    }

    /// Expects the document's own logic to break `steps` at step `number` on `field`.
    func expectDocumentFails(
        _ steps: [ReplayStep], at number: Int, on field: String, drawn: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let mismatches = GestureReplay(Document004(parameters: [:]), indicator: drawn ? BouncingBallIndicator() : nil).mismatches(steps)
        let found = mismatches.contains { $0.stepNumber == number && $0.differences.contains { $0.field == field } }
        #expect(
            found, "the document should differ at step \(number) on \(field); it differs at \(mismatches)", sourceLocation: sourceLocation)
    }

    /// The status after running `inputs` through a fresh strategy.
    func status(after inputs: [RefreshInput], _ strategy: BouncingBallStrategy = BouncingBallStrategy()) -> RefreshStatus {
        var strategy = strategy
        for input in inputs { _ = strategy.step(input) }
        return strategy.status
    }

    static let spring = AnimationCurve.interpolatingSpring(mass: 1, stiffness: 80, damping: 4)

    /// docs/strategies/bouncing-ball.md's worked example: maxOffset 100,
    /// return 0.3 s, roll-out 1.0 s; ball 42 pt, spacing 8 pt, jump 0.35 s.
    @Test func documentScenarioPullJumpReturnRollOut() {
        let steps: [ReplayStep] = [
            .sample(
                0, at: 0,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .nextDeadline(nil), .feedback([]),
                    .shape(.ball), .opacity(0), .indicatorSize(42),
                ]),
            // Rolling in on the floor 29 pt above the content, two turns over the pull.
            .sample(
                25, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .progress(0.25), .contentInset(0), .feedback(.pullBegan),
                    .opacity(1), .indicatorX(0.05), .indicatorY(-4), .rotation(180), .squash(0),
                    .indicatorProgress(0.25),
                ]),
            .sample(
                50, at: 0.2,
                expect: [
                    .phase(.pulling), .progress(0.5), .indicatorX(0.2), .indicatorY(21), .rotation(360), .feedback([]),
                    .indicatorProgress(0.5),
                ]),
            .sample(
                75, at: 0.3,
                expect: [
                    .phase(.pulling), .progress(0.75), .indicatorX(0.35), .indicatorY(46), .rotation(540),
                    .indicatorProgress(0.75),
                ]),
            // Progress reaches 1 on this frame: the refresh starts on it.
            .sample(
                100, at: 0.4,
                expect: [
                    .phase(.refreshing), .state(State.ongoing), .progress(1), .contentInset(100), .nextDeadline(nil),
                    .startsRefresh(true), .feedback([]), .animation(.start),
                    // On the floor (content top 200, floor 171), squashed.
                    .indicatorX(0.5), .indicatorY(171), .rotation(720), .squash(0.2), .isAnimating(true),
                    .indicatorProgress(1), .shadowOpacity(0.3),
                ]),
            // Released; a quarter jump in (0.0875 s): 3/4 of the 42 pt jump.
            .sample(
                0, at: 0.4875,
                expect: [
                    .phase(.refreshing), .state(State.ongoing), .progress(1), .contentInset(100), .nextDeadline(nil), .startsRefresh(false),
                    .indicatorX(0.5), .indicatorY(39.5), .rotation(720), .squash(0.0125),
                    .shadowOpacity(0.1875),
                ]),
            // Half a jump in (0.175 s): at the top.
            .sample(
                0, at: 0.575,
                expect: [
                    .phase(.refreshing), .state(State.ongoing), .progress(1), .contentInset(100), .indicatorX(0.5), .indicatorY(29),
                    .rotation(720), .squash(0),
                    .shadowOpacity(0.15),
                ]),
            .outcome(
                .success, at: 1.4,
                expect: [
                    .phase(.finishing), .state(State.preparingFinish), .progress(1), .contentInset(100), .nextDeadline(1.7),
                    .animation(.finish), .feedback([]),
                    // The return starts from the floor.
                    .indicatorX(0.5), .indicatorY(71), .rotation(720), .squash(0.2), .isAnimating(true),
                    .shadowOpacity(0.3),
                ]),
            .sample(
                0, at: 1.55,
                expect: [
                    .phase(.finishing), .state(State.preparingFinish), .progress(1), .contentInset(100), .nextDeadline(1.7),
                    .indicatorX(0.5), .indicatorY(39.5), .rotation(720), .squash(0.0125),
                    .shadowOpacity(0.1875),
                ]),
            .tick(
                at: 1.7,
                expect: [
                    .phase(.finishing), .state(State.finishing), .progress(1), .contentInset(0), .nextDeadline(2.7),
                    .animation(.settle),
                    // At the top, about to roll out.
                    .indicatorX(0.5), .indicatorY(29), .rotation(720), .squash(0),
                    .shadowOpacity(0),
                ]),
            .sample(
                0, at: 2.2,
                expect: [
                    .phase(.finishing), .state(State.finishing), .progress(1), .contentInset(0), .nextDeadline(2.7),
                    .indicatorX(0.8), .indicatorY(29), .rotation(1080), .squash(0),
                ]),
            .tick(
                at: 2.7,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .contentInset(0), .nextDeadline(nil), .animation(nil),
                    .opacity(0),
                    .rotation(0), .indicatorProgress(0), .indicatorX(-0.1), .indicatorY(-29), .isAnimating(false),
                ]),
            .sample(0, at: 2.8, expect: [.phase(.idle), .state(State.idle), .feedback([])]),
        ]
        replay().expect(steps)
    }

    @Test func theShadowIsDarkestOnTheFloor() {
        let ball = BouncingBallIndicator()
        let ongoing = status(after: [.sample(ScrollSample(offset: 100, time: 0.4))])
        #expect(ongoing.stateEnteredAt == 0.4)
        #expect(ball.model(for: ongoing, at: 0.4).shadowOpacity == 0.3)
        #expect(abs(ball.model(for: ongoing, at: 0.575).shadowOpacity - 0.15) < 1e-9)
        #expect(abs(ball.model(for: ongoing, at: 0.4875).shadowOpacity - 0.1875) < 1e-9)
        // The rolling ball has none.
        let pulling = status(after: [.sample(ScrollSample(offset: 50, time: 0.1))])
        #expect(ball.model(for: pulling, at: 0.1).shadowOpacity == 0)
    }

    @Test func theJumpRepeatsEvery035Seconds() {
        let ball = BouncingBallIndicator()
        let ongoing = status(after: [.begin(time: 1)])
        for time in stride(from: 1.0, to: 1.35, by: 0.05) {
            let first = ball.model(for: ongoing, at: time)
            let later = ball.model(for: ongoing, at: time + 3 * 0.35)
            #expect(abs(first.position.y - later.position.y) < 1e-6)
            #expect(abs(first.squash - later.squash) < 1e-6)
        }
        // Not a constant: the ball does move.
        #expect(ball.model(for: ongoing, at: 1).position.y != ball.model(for: ongoing, at: 1.1).position.y)
    }

    /// Defect: the document checks `progress < 1` before updating it, so the
    /// frame that brings progress to 1 only records it and the refresh starts
    /// on the next frame; a finger that stops exactly there (no next frame)
    /// never starts it. RefreshKit starts on the frame that reaches 1.
    @Test func theRefreshStartsOnTheFrameThatReachesOne() {
        let steps: [ReplayStep] = [
            .sample(0, at: 0),
            .sample(60, at: 0.1, expect: [.phase(.pulling), .progress(0.6), .state(State.pulling), .feedback(.pullBegan)]),
            .sample(
                100, at: 0.2,
                expect: [
                    .phase(.refreshing), .state(State.ongoing), .startsRefresh(true), .contentInset(100), .progress(1),
                    .animation(.start),
                ]),
            .sample(100, at: 0.3, expect: [.state(State.ongoing), .startsRefresh(false)]),
        ]
        strategyReplay().expect(steps)
        expectDocumentFails(steps, at: 3, on: "startsRefresh", drawn: false)
        expectDocumentFails(steps, at: 4, on: "startsRefresh", drawn: false)
    }

    /// Defect: the document takes its start offset from whatever frame first
    /// arrives. A view that appears scrolled 300 pt into its content measures
    /// the way back to the top as a pull and starts a refresh nobody asked
    /// for. RefreshKit measures every pull from rest (offset 0).
    @Test func scrollingBackToTheTopIsNotAPull() {
        let steps: [ReplayStep] = [
            .sample(-300, at: 0, expect: [.phase(.idle), .state(State.idle), .progress(0), .indicatorY(-329)]),
            .sample(-200, at: 0.1, expect: [.phase(.idle), .state(State.idle), .progress(0), .indicatorY(-229)]),
            .sample(-100, at: 0.2, expect: [.phase(.idle), .startsRefresh(false), .indicatorY(-129)]),
            .sample(0, at: 0.3, expect: [.phase(.idle), .startsRefresh(false), .contentInset(0), .indicatorY(-29)]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 2, on: "progress")
        expectDocumentFails(steps, at: 3, on: "startsRefresh")
    }

    /// The same defect the other way: a first frame that arrives with the
    /// content already pulled 40 pt makes the document want a 140 pt pull.
    @Test func aPullIsMeasuredFromRestWhateverTheFirstFrame() {
        let steps: [ReplayStep] = [
            .sample(
                40, at: 0,
                expect: [
                    .phase(.pulling), .progress(0.4), .state(State.pulling), .feedback(.pullBegan), .rotation(288),
                    .indicatorProgress(0.4), .opacity(1), .indicatorX(0.14), .indicatorY(11),
                ]),
            .sample(
                70, at: 0.1,
                expect: [
                    .progress(0.7), .rotation(504), .indicatorProgress(0.7), .indicatorX(0.32), .indicatorY(41),
                ]),
            .sample(
                100, at: 0.2,
                expect: [
                    .state(State.ongoing), .startsRefresh(true), .phase(.refreshing), .progress(1), .contentInset(100),
                    .animation(.start), .rotation(720), .indicatorProgress(1), .indicatorX(0.5), .indicatorY(171),
                    .squash(0.2), .shadowOpacity(0.3), .isAnimating(true),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 1, on: "progress")
        expectDocumentFails(steps, at: 3, on: "startsRefresh")
    }

    /// Defect: the document's progress has no lower bound: scrolled into the
    /// content it goes negative and the rolling ball is drawn off past the
    /// leading edge. RefreshKit keeps progress in 0...1 (and is idle there).
    @Test func progressNeverGoesNegative() {
        let steps: [ReplayStep] = [
            .sample(0, at: 0),
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .progress(0.3), .state(State.pulling), .feedback(.pullBegan), .rotation(216),
                    .indicatorProgress(0.3), .opacity(1), .indicatorX(0.08), .indicatorY(1),
                ]),
            .sample(
                -150, at: 0.2,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .opacity(0), .rotation(0), .indicatorProgress(0),
                    .indicatorX(-0.1), .indicatorY(-179),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 3, on: "progress")
    }

    /// Mapping: the document enters `pulling` on the first frame, pull or no
    /// pull, and stays there after a pull that falls short. RefreshKit's
    /// state is `pulling` exactly while the content is pulled.
    @Test func pullingMeansPulled() {
        let steps: [ReplayStep] = [
            .sample(0, at: 0, expect: [.phase(.idle), .state(State.idle)]),
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pulling), .feedback(.pullBegan), .progress(0.3), .rotation(216),
                    .indicatorProgress(0.3), .opacity(1), .indicatorX(0.08), .indicatorY(1),
                ]),
            .sample(
                0, at: 0.2,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .rotation(0), .indicatorProgress(0), .opacity(0),
                    .indicatorX(-0.1), .indicatorY(-29),
                ]),
            .sample(
                20, at: 0.3,
                expect: [
                    .phase(.pulling), .state(State.pulling), .feedback(.pullBegan), .progress(0.2), .rotation(144),
                    .indicatorProgress(0.2), .opacity(1), .indicatorX(0.02), .indicatorY(-9),
                ]),
        ]
        replay().expect(steps)
        expectDocumentFails(steps, at: 1, on: "state")
        expectDocumentFails(steps, at: 3, on: "state")
    }

    /// Defect: the document's refresh task outlives its view and walks its
    /// state through preparingFinish, finishing and idle on its own clock,
    /// even over a new refresh started after the view came back. RefreshKit
    /// forgets the refresh on reset; its old deadline finds nothing to do.
    @Test func aResetForgetsTheRefreshAndItsDeadlines() {
        let steps: [ReplayStep] = [
            .sample(
                100, at: 0.1,
                expect: [
                    .state(State.ongoing), .startsRefresh(true), .phase(.refreshing), .progress(1), .contentInset(100),
                    .feedback(.pullBegan), .animation(.start),
                ]),
            .sample(0, at: 0.2),
            .outcome(
                .success, at: 1,
                expect: [
                    .state(State.preparingFinish), .nextDeadline(1.3), .phase(.finishing), .animation(.finish),
                ]),
            // The view went away.
            .reset(at: 1.1, expect: [.phase(.idle), .state(State.idle), .contentInset(0), .nextDeadline(nil), .progress(0)]),
            // It came back; a new pull starts a new refresh.
            .sample(0, at: 1.15),
            .sample(
                100, at: 1.2,
                expect: [
                    .state(State.ongoing), .startsRefresh(true), .contentInset(100), .phase(.refreshing), .progress(1),
                    .feedback(.pullBegan), .animation(.start),
                ]),
            // The old task's deadlines.
            .tick(at: 1.3, expect: [.phase(.refreshing), .state(State.ongoing), .contentInset(100), .animation(nil)]),
            .tick(at: 2.3, expect: [.phase(.refreshing), .state(State.ongoing), .contentInset(100)]),
        ]
        strategyReplay().expect(steps)
        expectDocumentFails(steps, at: 7, on: "state", drawn: false)
        expectDocumentFails(steps, at: 8, on: "state", drawn: false)
    }

    @Test func aResetWhileOngoingReturnsToIdleAndALateOutcomeIsIgnored() {
        strategyReplay().expect([
            .begin(
                at: 0,
                expect: [
                    .state(State.ongoing), .startsRefresh(true), .phase(.refreshing), .progress(1), .contentInset(100),
                    .animation(.start),
                ]),
            .reset(at: 0.5, expect: [.phase(.idle), .state(State.idle), .contentInset(0), .progress(0)]),
            .outcome(.cancelled, at: 0.6, expect: [.phase(.idle), .state(State.idle), .nextDeadline(nil), .animation(nil)]),
        ])
    }

    /// Defect: the document re-arms on the first frame after idle, measuring
    /// from wherever the finger is. When the action ends while the finger
    /// holds the pull at 150, pulling on to 260 starts a second refresh in
    /// the same gesture. RefreshKit waits for the content to come back to rest.
    @Test func actionEndingWhileHeldDoesNotStartASecondRefresh() {
        let steps: [ReplayStep] = [
            .sample(0, at: 0),
            .sample(
                100, at: 0.1,
                expect: [
                    .state(State.ongoing), .startsRefresh(true), .phase(.refreshing), .progress(1), .contentInset(100),
                    .feedback(.pullBegan), .animation(.start),
                ]),
            .sample(150, at: 0.2),
            .outcome(
                .success, at: 0.5,
                expect: [
                    .state(State.preparingFinish), .nextDeadline(0.8), .phase(.finishing), .animation(.finish),
                ]),
            .tick(at: 0.8, expect: [.state(State.finishing), .nextDeadline(1.8), .contentInset(0), .animation(.settle)]),
            .tick(at: 1.8, expect: [.phase(.idle), .state(State.idle), .progress(0), .nextDeadline(nil)]),
            .sample(150, at: 1.9, expect: [.phase(.idle), .state(State.idle), .progress(0), .feedback([])]),
            .sample(260, at: 2.0, expect: [.phase(.idle), .progress(0)]),
            // The document starts its second refresh here.
            .sample(270, at: 2.1, expect: [.phase(.idle), .startsRefresh(false)]),
            .sample(0, at: 2.2, expect: [.phase(.idle)]),
            .sample(
                100, at: 2.3,
                expect: [
                    .state(State.ongoing), .startsRefresh(true), .feedback(.pullBegan), .phase(.refreshing), .progress(1),
                    .contentInset(100), .animation(.start),
                ]),
        ]
        strategyReplay().expect(steps)
        expectDocumentFails(steps, at: 9, on: "startsRefresh", drawn: false)
    }

    /// Measuring from rest must not turn a pull made during the roll-out into
    /// a refresh the moment the state returns to idle.
    @Test func aPullMadeWhileFinishingCountsOnlyAfterRest() {
        strategyReplay().expect([
            .begin(
                at: 0,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.ongoing), .progress(1), .contentInset(100),
                    .animation(.start),
                ]),
            .sample(0, at: 0.1),
            .outcome(
                .success, at: 0.2,
                expect: [
                    .phase(.finishing), .state(State.preparingFinish), .nextDeadline(0.5), .animation(.finish),
                ]),
            .tick(at: 0.5, expect: [.state(State.finishing), .contentInset(0), .nextDeadline(1.5), .animation(.settle)]),
            .sample(120, at: 0.6, expect: [.state(State.finishing), .startsRefresh(false)]),
            .tick(at: 1.5, expect: [.phase(.idle), .state(State.idle), .progress(0), .nextDeadline(nil)]),
            .sample(120, at: 1.6, expect: [.phase(.idle), .startsRefresh(false)]),
            .sample(0, at: 1.7, expect: [.phase(.idle)]),
            .sample(
                100, at: 1.8,
                expect: [
                    .state(State.ongoing), .startsRefresh(true), .phase(.refreshing), .progress(1), .contentInset(100),
                    .feedback(.pullBegan), .animation(.start),
                ]),
        ])
    }

    @Test func offsetsAreIgnoredWhileTheBallJumpsAndReturns() {
        strategyReplay().expect([
            .sample(
                100, at: 0.1,
                expect: [
                    .startsRefresh(true), .phase(.refreshing), .state(State.ongoing), .progress(1), .contentInset(100),
                    .feedback(.pullBegan), .animation(.start),
                ]),
            .sample(300, at: 0.2, expect: [.state(State.ongoing), .startsRefresh(false), .contentInset(100)]),
            .sample(0, at: 0.3, expect: [.state(State.ongoing)]),
            .sample(150, at: 0.4, expect: [.state(State.ongoing), .startsRefresh(false)]),
            .outcome(
                .success, at: 0.5,
                expect: [
                    .state(State.preparingFinish), .phase(.finishing), .nextDeadline(0.8), .animation(.finish),
                ]),
            .sample(200, at: 0.6, expect: [.state(State.preparingFinish), .startsRefresh(false), .contentInset(100)]),
        ])
    }

    @Test func beginStartsFromIdleOrPullingOnly() {
        strategyReplay().expect([
            .sample(40, at: 0.1, expect: [.state(State.pulling), .phase(.pulling), .progress(0.4), .feedback(.pullBegan)]),
            .begin(
                at: 0.2,
                expect: [
                    .phase(.refreshing), .state(State.ongoing), .contentInset(100), .progress(1), .startsRefresh(true), .animation(.start),
                ]),
            .begin(at: 0.3, expect: [.state(State.ongoing), .startsRefresh(false), .animation(nil)]),
            .outcome(
                .success, at: 0.4,
                expect: [
                    .state(State.preparingFinish), .phase(.finishing), .nextDeadline(0.7), .animation(.finish),
                ]),
            .begin(at: 0.5, expect: [.state(State.preparingFinish), .startsRefresh(false)]),
            .tick(at: 0.7, expect: [.state(State.finishing), .contentInset(0), .nextDeadline(1.7), .animation(.settle)]),
            .begin(at: 0.8, expect: [.state(State.finishing), .startsRefresh(false)]),
        ])
    }

    /// A tick that comes late walks through every timed state whose deadline
    /// has passed, each entered at its scheduled time.
    @Test func aLateTickCatchesUp() {
        var strategy = BouncingBallStrategy()
        _ = strategy.step(.begin(time: 0))
        _ = strategy.step(.outcome(.success, time: 1))
        let effects = strategy.step(.tick(time: 1.5))
        #expect(strategy.status.stateName == State.finishing.rawValue)
        #expect(strategy.status.stateEnteredAt == 1.3)
        #expect(strategy.status.nextDeadline == 2.3)
        #expect(effects.animation == .settle)
        _ = strategy.step(.tick(time: 10))
        #expect(strategy.status.stateName == State.idle.rawValue)
        #expect(strategy.status.stateEnteredAt == 2.3)
        #expect(strategy.status.nextDeadline == nil)
        // A tick before any deadline changes nothing.
        var early = BouncingBallStrategy()
        _ = early.step(.begin(time: 0))
        _ = early.step(.outcome(.success, time: 1))
        #expect(early.step(.tick(time: 1.2)) == .none)
        #expect(early.status.stateName == State.preparingFinish.rawValue)
    }

    @Test func zeroLengthTimedStatesAreSkipped() {
        let noReturn = BouncingBallStrategy(parameters: ["timeForTheBallToReturn": .number(0)])
        GestureReplay(noReturn).expect([
            .begin(
                at: 0,
                expect: [
                    .phase(.refreshing), .state(State.ongoing), .progress(1), .contentInset(100), .startsRefresh(true),
                    .animation(.start),
                ]),
            .outcome(
                .success, at: 1,
                expect: [
                    .state(State.finishing), .contentInset(0), .nextDeadline(2), .animation(.settle), .phase(.finishing),
                ]),
        ])
        let noTime = BouncingBallStrategy(parameters: ["timeForTheBallToReturn": .number(0), "timeForTheBallToRollOut": .number(0)])
        #expect(noTime.finishingDuration == 0)
        GestureReplay(noTime).expect([
            .begin(
                at: 0,
                expect: [
                    .phase(.refreshing), .state(State.ongoing), .progress(1), .contentInset(100), .startsRefresh(true),
                    .animation(.start),
                ]),
            .outcome(
                .success, at: 1,
                expect: [
                    .phase(.idle), .state(State.idle), .contentInset(0), .nextDeadline(nil), .animation(.settle),
                    .progress(0),
                ]),
        ])
    }

    @Test func otherNumbersMoveTheTriggerTheHoldAndTheTimes() {
        let strategy = BouncingBallStrategy(parameters: [
            "triggerDistance": .number(60), "holdDistance": .number(60), "timeForTheBallToReturn": .number(0.5),
            "timeForTheBallToRollOut": .number(2),
        ])
        #expect(strategy.triggerDistance == 60)
        #expect(strategy.finishingDuration == 2.5)
        let ball = BouncingBallIndicator(
            parameters: ["ballSize": .number(20), "spacing": .number(4), "rollInTurns": .number(1)],
            layout: RefreshLayout(parameters: ["indicatorHeight": .number(60), "indicatorInset": .number(10)]))
        #expect(ball.jumpHeight == 32)
        GestureReplay(strategy, indicator: ball).expect([
            .sample(
                30, at: 0.1,
                expect: [
                    .progress(0.5), .rotation(180), .indicatorY(30 + 10 - 14), .indicatorSize(20), .phase(.pulling),
                    .state(State.pulling), .feedback(.pullBegan), .indicatorProgress(0.5), .opacity(1), .indicatorX(0.2),
                ]),
            .sample(
                60, at: 0.2,
                expect: [
                    .state(State.ongoing), .contentInset(60), .startsRefresh(true), .phase(.refreshing), .progress(1),
                    .animation(.start), .rotation(360), .indicatorProgress(1), .indicatorX(0.5), .indicatorY(116),
                    .squash(0.2), .shadowOpacity(0.3), .isAnimating(true),
                ]),
            .outcome(
                .success, at: 1,
                expect: [
                    .state(State.preparingFinish), .nextDeadline(1.5), .phase(.finishing), .animation(.finish),
                ]),
            .tick(
                at: 1.5,
                expect: [
                    .state(State.finishing), .nextDeadline(3.5), .indicatorY(60 + 10 + 14), .contentInset(0),
                    .animation(.settle), .squash(0), .shadowOpacity(0),
                ]),
            .sample(60, at: 2.5, expect: [.state(State.finishing), .indicatorX(0.8), .rotation(360 + 360)]),
            .tick(
                at: 3.5,
                expect: [
                    .phase(.idle), .state(State.idle), .progress(0), .nextDeadline(nil), .rotation(0), .indicatorProgress(0),
                    .opacity(0), .indicatorX(-0.1), .indicatorY(56), .isAnimating(false),
                ]),
        ])
    }

    @Test func descriptorsDeclareTheDocumentsNumbers() {
        let descriptor = BouncingBallStrategy.descriptor
        #expect(descriptor.name == "bouncing-ball")
        #expect(descriptor.stateNames == ["idle", "pulling", "ongoing", "preparingFinish", "finishing"])
        #expect(
            descriptor.parameters.map(\.name) == ["triggerDistance", "holdDistance", "timeForTheBallToReturn", "timeForTheBallToRollOut"])
        #expect(descriptor.parameters.map(\.defaultValue) == [.number(100), .number(100), .number(0.3), .number(1)])
        #expect(descriptor.parameters.allSatisfy { $0.origin != nil && !$0.summary.isEmpty })
        #expect(descriptor.defaultIndicatorStyle == BouncingBallIndicator.descriptor.name)
        #expect(descriptor.defaultAnimations == AnimationSet(start: Self.spring, finish: Self.spring, settle: .easeInOut(duration: 0.3)))
        #expect(descriptor.defaultHaptics.isEmpty)
        #expect(descriptor.source?.hasPrefix("document 004") == true)
        #expect(BouncingBallStrategy().finishingDuration == 1.3)

        let indicator = BouncingBallIndicator.descriptor
        #expect(indicator.layoutDefaults["indicatorHeight"] == .number(100))
        #expect(
            indicator.parameters.map(\.name) == [
                "ballSize", "spacing", "jumpDuration", "rollInTurns", "rollOutTurns", "maxSquash", "shadowOpacity", "offscreenMargin",
                "ballColor",
            ])
        #expect(
            indicator.parameters.map(\.defaultValue) == [
                .number(42), .number(8), .number(0.35), .number(2), .number(2), .number(0.2), .number(0.3), .number(0.1),
                .text("tint"),
            ])
        #expect(indicator.parameters.allSatisfy { $0.origin != nil })
    }

    @Test(arguments: [
        ParameterValues(),
        [
            "triggerDistance": .number(60), "holdDistance": .number(60), "timeForTheBallToReturn": .number(0),
            "timeForTheBallToRollOut": .number(2.5),
        ],
        [
            "triggerDistance": .number(1), "holdDistance": .number(1), "timeForTheBallToReturn": .number(0.5),
            "timeForTheBallToRollOut": .number(0),
        ],
        [
            "triggerDistance": .number(400), "holdDistance": .number(400), "timeForTheBallToReturn": .number(10),
            "timeForTheBallToRollOut": .number(10),
        ],
    ])
    func keepsEveryPromise(parameters: ParameterValues) {
        StrategyConformance.expectConformance(of: BouncingBallStrategy.self, parameters: parameters)
    }

    @Test func theBallIsSaneForAnyStrategysStatus() {
        IndicatorConformance.expectConformance(of: BouncingBallIndicator(), stateNames: BouncingBallStrategy.descriptor.stateNames)
        IndicatorConformance.expectConformance(
            of: BouncingBallIndicator(
                parameters: ["ballSize": .number(200), "spacing": .number(100), "jumpDuration": .number(0.05), "maxSquash": .number(0.9)],
                layout: RefreshLayout(parameters: ["indicatorHeight": .number(0), "indicatorInset": .number(400)])),
            stateNames: BouncingBallStrategy.descriptor.stateNames)
    }

    /// Other strategies' statuses: armed rolls like pulling; an unknown
    /// finishing state rolls out.
    @Test func theBallReadsAnyStrategysPhase() {
        let ball = BouncingBallIndicator()
        let primed = ball.model(for: RefreshStatus(phase: .armed, stateName: "primed", progress: 1, offset: 60), at: 0)
        #expect(primed.position.x == 0.5)
        #expect(primed.rotation == 720)
        #expect(primed.opacity == 1)
        let closing = RefreshStatus(phase: .finishing, stateName: "closing", progress: 1, stateEnteredAt: 1, nextDeadline: 3)
        #expect(abs(ball.model(for: closing, at: 2).position.x - 0.8) < 1e-9)
        // Without a deadline the roll-out is over.
        let endless = RefreshStatus(phase: .finishing, stateName: "closing", progress: 1)
        #expect(abs(ball.model(for: endless, at: 2).position.x - 1.1) < 1e-9)
    }
}
