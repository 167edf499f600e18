import RefreshCore
import RefreshTesting
import Testing

/// The toy strategy's own states, which the expectations name.
private typealias State = ToyStrategy.State

/// `GestureReplay` is exhaustive, as a `TestStore` is: a step lists what
/// changed, and any other change fails with the field, the value it had and
/// the value it got.
@Suite struct GestureReplayTests {
    let replay = GestureReplay(ToyStrategy(parameters: [:]), indicator: ProgressEchoIndicator(parameters: [:], layout: RefreshLayout()))

    @Test func aReplayThatListsEveryChangePasses() {
        #expect(replay.exhaustivity == .on)
        let mismatches = replay.mismatches([
            // The offset follows from the sample and the new state's entry time
            // from the step; everything else is listed.
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pull), .progress(0.5), .feedback(.pullBegan),
                    .shape(.ring), .indicatorProgress(0.5),
                ]),
            // Nothing but the offset changes.
            .sample(30, at: 0.15),
            .sample(
                61, at: 0.2,
                expect: [
                    .phase(.refreshing), .state(State.busy), .progress(1), .contentInset(40), .startsRefresh(true),
                    .animation(.start), .indicatorProgress(1),
                ]),
            .outcome(
                .success, at: 0.5,
                expect: [
                    .phase(.finishing), .state(State.closing), .contentInset(0), .nextDeadline(0.7), .animation(.finish),
                ]),
            .tick(
                at: 0.7,
                expect: [
                    .phase(.idle), .state(State.rest), .progress(0), .nextDeadline(nil), .animation(.settle),
                    .shape(.none), .indicatorProgress(0),
                ]),
            // A reset from rest changes only the time the state was entered, and the offset.
            .reset(at: 0.8, expect: [.offset(0), .stateEnteredAt(0.8)]),
        ])
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// The point of exhaustiveness: a change the test did not state fails,
    /// naming the field, what it was and what it became.
    @Test func aChangeTheStepDoesNotListFails() {
        let mismatches = replay.mismatches([
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pull), .progress(0.5), .feedback(.pullBegan), .shape(.ring),
                    .indicatorProgress(0.5),
                ]),
            // The refresh starts, but the step forgets the inset, the start and the ring.
            .sample(61, at: 0.2, expect: [.phase(.refreshing), .state(State.busy), .progress(1), .animation(.start)]),
        ])
        #expect(
            mismatches.map(\.description) == [
                """
                A status after step 2 (sample offset 61 at 0.2 s) does not match expectation:
                  contentInset: expected 0, got 40 (not asserted)
                  startsRefresh: expected false, got true (not asserted)
                  indicator.progress: expected 0.5, got 1 (not asserted)
                  (status: phase refreshing, state busy, progress 1, contentInset 40, offset 61)
                  List every change the step makes, or replay with `exhaustivity: .off` to check only the listed fields.
                """
            ])
        #expect(mismatches.first?.differences.map(\.isAsserted) == [false, false, false])
    }

    @Test func aStepWithoutExpectationsMustChangeNothingButTheOffset() {
        let mismatches = replay.mismatches([.sample(30, at: 0.1)])
        #expect(
            mismatches.first?.differences.map(\.field) == [
                "phase", "state", "progress", "stateEnteredAt", "feedback", "indicator.shape", "indicator.progress",
            ])
        #expect(mismatches.first?.differences.allSatisfy { !$0.isAsserted } == true)
    }

    /// Effects are per step: listing one does not carry it to the next.
    @Test func effectsStartFromNothingAtEveryStep() {
        let mismatches = replay.mismatches([
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pull), .progress(0.5), .feedback(.pullBegan), .shape(.ring),
                    .indicatorProgress(0.5),
                ]),
            .sample(45, at: 0.2, expect: [.progress(0.75), .indicatorProgress(0.75), .feedback(.pullBegan)]),
        ])
        #expect(
            mismatches.map(\.differences) == [
                [ReplayMismatch.Difference(field: "feedback", expected: "[pullBegan]", actual: "[]")]
            ])
    }

    /// A wrong value is reported at its step only: the next step starts from
    /// what happened, as a `TestStore` moves on from the actual state.
    @Test func aMismatchIsReportedOnce() {
        let mismatches = replay.mismatches([
            .sample(
                30, at: 0.1,
                expect: [
                    .phase(.pulling), .state(State.pull), .progress(0.4), .feedback(.pullBegan), .shape(.ring),
                    .indicatorProgress(0.5),
                ]),
            .sample(30, at: 0.2),
        ])
        #expect(mismatches.map(\.stepNumber) == [1])
        #expect(
            mismatches.first?.differences == [
                ReplayMismatch.Difference(field: "progress", expected: "0.4", actual: "0.5", isAsserted: true)
            ])
    }

    /// The opt-out: a test that checks a few fields says so, and other changes pass.
    @Test func withExhaustivityOffOnlyTheListedFieldsAreChecked() {
        let partial = GestureReplay(ToyStrategy(parameters: [:]), exhaustivity: .off)
        #expect(
            partial.mismatches([
                .sample(30, at: 0.1, expect: [.phase(.pulling)]),
                .sample(61, at: 0.2, expect: [.startsRefresh(true)]),
            ]).isEmpty)
        #expect(
            partial.mismatches([.sample(61, at: 0.2, expect: [.contentInset(30)])]).map(\.differences) == [
                [ReplayMismatch.Difference(field: "contentInset", expected: "30", actual: "40")]
            ])
    }

    /// `.backdropHeight(nil)` means no backdrop at all, and `.backdrop(_:)` sets the whole of one.
    @Test func noBackdropIsEveryBackdropField() {
        let expectation = ReplayExpectation.backdropHeight(nil)
        let whole = ReplayExpectation.backdrop(
            IndicatorBackdrop(top: 0, height: 10, light: .init(red: 1, green: 2, blue: 3), dark: .init(red: 0, green: 0, blue: 0)))
        let partial = GestureReplay(ToyStrategy(parameters: [:]), exhaustivity: .off)
        let found = partial.mismatches([.sample(30, at: 0.1, expect: [expectation, whole])])
        #expect(
            found.first?.differences.map(\.field) == [
                "indicator.backdrop.top", "indicator.backdrop.height", "indicator.backdrop colours",
            ])
    }
}
