import RefreshCore
import Testing

/// A release-triggered machine's states, for the tests below.
enum Latch: String, StrategyState, CaseIterable {
    case rest, pull, armed, busy, closing

    var phase: RefreshPhase {
        switch self {
        case .rest: .idle
        case .pull: .pulling
        case .armed: .armed
        case .busy: .refreshing
        case .closing: .finishing
        }
    }
}

@Suite struct StrategyMachineTests {
    func sample(_ offset: Double, at time: Double) -> ScrollSample { ScrollSample(offset: offset, time: time) }

    @Test func startsInItsInitialStateAtRest() {
        let machine = StrategyMachine(Latch.rest)
        #expect(machine.state == .rest)
        #expect(machine.status == RefreshStatus(phase: .idle, stateName: Latch.rest.rawValue))
        #expect(!machine.isWaitingForRest)
    }

    /// `.pullBegan` once per pull: on the first sample away from rest, not after.
    @Test func aPullBeginsOnceAndFollowsWithoutRestartingTheState() {
        var machine = StrategyMachine(Latch.rest)
        machine.observe(sample(20, at: 1))
        #expect(machine.pull(sample(20, at: 1), restingIn: .rest) == .pullBegan)
        machine.follow(.pull, at: 1, progress: 0.2)
        #expect(
            machine.status == RefreshStatus(phase: .pulling, stateName: Latch.pull.rawValue, progress: 0.2, offset: 20, stateEnteredAt: 1))
        machine.observe(sample(40, at: 2))
        #expect(machine.pull(sample(40, at: 2), restingIn: .rest) == [])
        machine.follow(.pull, at: 2, progress: 0.4)
        #expect(machine.status.progress == 0.4)
        #expect(machine.status.stateEnteredAt == 1, "following the pull stays in the state")
    }

    @Test func backAtRestEntersTheRestStateOnce() {
        var machine = StrategyMachine(Latch.rest)
        machine.observe(sample(20, at: 1))
        _ = machine.pull(sample(20, at: 1), restingIn: .rest)
        machine.follow(.pull, at: 1, progress: 0.2)
        machine.observe(sample(0.5, at: 2))
        #expect(machine.pull(sample(0.5, at: 2), restingIn: .rest) == nil)
        #expect(machine.status == RefreshStatus(phase: .idle, stateName: Latch.rest.rawValue, offset: 0.5, stateEnteredAt: 2))
        machine.observe(sample(0, at: 3))
        #expect(machine.pull(sample(0, at: 3), restingIn: .rest) == nil)
        #expect(machine.status.stateEnteredAt == 2, "still at rest: no new entry")
    }

    /// A state that spans two phases (document 002's `waiting`) goes back to
    /// idle at rest without being entered again.
    @Test func aRestStateThatAlsoPullsReturnsToIdle() {
        var machine = StrategyMachine(Latch.rest)
        machine.observe(sample(20, at: 1))
        _ = machine.pull(sample(20, at: 1), restingIn: .rest)
        machine.follow(.rest, at: 1, phase: .pulling, progress: 0.2)
        #expect(machine.status.phase == .pulling)
        #expect(machine.status.stateEnteredAt == 0)
        machine.observe(sample(0, at: 2))
        #expect(machine.pull(sample(0, at: 2), restingIn: .rest) == nil)
        #expect(machine.status == RefreshStatus(phase: .idle, stateName: Latch.rest.rawValue, stateEnteredAt: 0))
    }

    @Test func enteringAStateSetsEverythingThatGoesWithIt() {
        var machine = StrategyMachine(Latch.rest)
        machine.enter(.busy, at: 1, progress: 1, contentInset: 40)
        #expect(
            machine.status
                == RefreshStatus(phase: .refreshing, stateName: Latch.busy.rawValue, progress: 1, contentInset: 40, stateEnteredAt: 1))
        machine.enter(.closing, at: 2, phase: .finishing, progress: 1, deadline: 2.5)
        #expect(
            machine.status
                == RefreshStatus(phase: .finishing, stateName: Latch.closing.rawValue, progress: 1, stateEnteredAt: 2, nextDeadline: 2.5))
        machine.enter(.closing, at: 3, progress: 1, deadline: 3.5)
        #expect(machine.status.stateEnteredAt == 3, "entering the same state starts it again")
        machine.contentInset = 12
        machine.progress = 0.5
        #expect(machine.status.contentInset == 12 && machine.status.progress == 0.5)
    }

    /// One refresh per pull: a refresh that ends with the pull still out
    /// ignores that pull until the content has been back at rest.
    @Test func aRefreshEndingAwayFromRestWaitsForRest() {
        var machine = StrategyMachine(Latch.rest)
        machine.observe(sample(120, at: 1))
        machine.enter(.busy, at: 1, progress: 1)
        machine.endRefresh(entering: .rest, at: 2)
        #expect(machine.isWaitingForRest)
        #expect(machine.status == RefreshStatus(phase: .idle, stateName: Latch.rest.rawValue, offset: 120, stateEnteredAt: 2))
        machine.observe(sample(150, at: 3))
        #expect(machine.pull(sample(150, at: 3), restingIn: .rest) == nil)
        machine.observe(sample(0, at: 4))
        #expect(!machine.isWaitingForRest)
        machine.observe(sample(30, at: 5))
        #expect(machine.pull(sample(30, at: 5), restingIn: .rest) == .pullBegan)
    }

    @Test func aRefreshEndingAtRestRearmsAtOnce() {
        var machine = StrategyMachine(Latch.rest)
        machine.observe(sample(0, at: 1))
        machine.enter(.busy, at: 1, progress: 1)
        machine.endRefresh(entering: .closing, at: 2, progress: 1, deadline: 2.5)
        #expect(!machine.isWaitingForRest)
        #expect(machine.status.nextDeadline == 2.5)
    }

    @Test func ignoringTheCurrentPullWaitsForRest() {
        var machine = StrategyMachine(Latch.rest)
        machine.observe(sample(30, at: 1))
        machine.ignoreCurrentPull()
        #expect(machine.pull(sample(30, at: 1), restingIn: .rest) == nil)
        machine.observe(sample(0, at: 2))
        machine.observe(sample(30, at: 3))
        #expect(machine.pull(sample(30, at: 3), restingIn: .rest) == .pullBegan)
    }

    @Test func resetForgetsEverything() {
        var machine = StrategyMachine(Latch.rest)
        machine.observe(sample(120, at: 1))
        machine.enter(.busy, at: 1, progress: 1, contentInset: 40)
        machine.endRefresh(entering: .closing, at: 2, progress: 1, deadline: 3)
        machine.reset(at: 2.5)
        #expect(machine.state == .rest)
        #expect(machine.status == RefreshStatus(phase: .idle, stateName: Latch.rest.rawValue, stateEnteredAt: 2.5))
        #expect(!machine.isWaitingForRest)
        #expect(
            machine
                == {
                    var fresh = StrategyMachine(Latch.rest)
                    fresh.reset(at: 2.5)
                    return fresh
                }())
    }

    /// `begin` starts a refresh from idle, pulling and armed, and never while
    /// one runs or the strategy finishes (which then changes nothing).
    @Test func beginStartsARefreshUnlessOneRunsOrTheStrategyFinishes() {
        for (state, starts) in [(Latch.rest, true), (.pull, true), (.armed, true), (.busy, false), (.closing, false)] {
            var machine = StrategyMachine(Latch.rest)
            machine.observe(sample(30, at: 1))
            machine.enter(state, at: 1, progress: 0.5, deadline: state == .closing ? 2 : nil)
            let before = machine
            let began = machine.beginRefresh(entering: .busy, at: 1.5, progress: 1, contentInset: 40)
            #expect(began == starts, "begin in \(state)")
            if starts {
                #expect(
                    machine.status
                        == RefreshStatus(
                            phase: .refreshing, stateName: Latch.busy.rawValue, progress: 1, contentInset: 40, offset: 30,
                            stateEnteredAt: 1.5))
            } else {
                #expect(machine == before, "begin in \(state) changed the machine")
            }
        }
    }
}
