import RefreshKit
import RefreshTesting
import Testing

/// A strategy with one deliberate defect, to prove that the checks and the
/// shrinker catch what they are there to catch.
struct FlawedStrategy: RefreshStrategy {
    enum Defect: Sendable { case none, restartsWhileHeld, staysFinishing }

    static let descriptor = StrategyDescriptor(
        name: "flawed", summary: "Starts past 80 pt, with a defect.", parameters: [],
        stateNames: ["idle", "pulling", "refreshing", "finishing"], defaultIndicatorStyle: "hidden")

    var defect = Defect.none
    private(set) var status = RefreshStatus(phase: .idle, stateName: "idle")
    private var needsRest = false

    init(parameters: ParameterValues) {}
    init(_ defect: Defect) { self.defect = defect }

    var triggerDistance: Double { 80 }
    var finishingDuration: Double { 0.2 }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            status.offset = sample.offset
            if sample.isAtRest { needsRest = false }
            switch status.phase {
            case .idle, .pulling:
                if sample.offset > 80, !needsRest {
                    enter(.refreshing, at: sample.time)
                    status.progress = 1
                    status.contentInset = 40
                    return RefreshEffects(startsRefresh: true)
                }
                enter(sample.isAtRest ? .idle : .pulling, at: sample.time)
                status.progress = min(max(sample.offset, 0) / 80, 1)
            default:
                break
            }
            return .none
        case .outcome(_, let time):
            guard status.phase == .refreshing else { return .none }
            // The defect the promise is about: forgetting that the pull must come back to rest.
            needsRest = defect != .restartsWhileHeld && !status.offset.isLessThanOrEqualTo(ScrollSample.restTolerance)
            enter(.finishing, at: time)
            status.nextDeadline = time + 0.2
            return .none
        case .tick(let time):
            guard status.phase == .finishing, defect != .staysFinishing, let deadline = status.nextDeadline, time >= deadline
            else { return .none }
            enter(.idle, at: time)
            return .none
        case .begin(let time):
            guard status.phase < .refreshing else { return .none }
            enter(.refreshing, at: time)
            return RefreshEffects(startsRefresh: true)
        case .reset(let time):
            needsRest = false
            status = RefreshStatus(phase: .idle, stateName: "idle", stateEnteredAt: time)
            return .none
        }
    }

    private mutating func enter(_ phase: RefreshPhase, at time: Double) {
        guard phase != status.phase else { return }
        status.phase = phase
        status.stateName = phase.rawValue
        status.stateEnteredAt = time
        status.nextDeadline = nil
        if phase != .refreshing, phase != .finishing { status.contentInset = 0 }
        if phase == .idle { status.progress = 0 }
    }
}

@MainActor
@Suite struct BrokenStrategyTests {
    func subject(_ defect: FlawedStrategy.Defect) -> Subject {
        Subject(
            name: "flawed",
            pipeline: RefreshPipeline(
                name: "flawed", strategy: FlawedStrategy(defect),
                indicator: HiddenIndicatorStyle(parameters: ParameterValues(), layout: RefreshLayout()),
                layout: RefreshLayout()))
    }

    /// The first failing random gesture, its seed and violation.
    func firstFailure(on subject: Subject) async -> (GestureCase, UInt64, PromiseViolation)? {
        for index in 0..<2_000 {
            let seed = PropertySettings.seed(for: subject.name, index: index)
            var generator = GestureGenerator(seed: seed, trigger: subject.trigger, presetTiming: subject.timing)
            let gesture = generator.makeCase()
            if let violation = await PropertyHarness.check(gesture, on: subject) { return (gesture, seed, violation) }
        }
        return nil
    }

    @Test func aStrategyThatRestartsWhileHeldIsCaughtAndShrunk() async throws {
        let subject = subject(.restartsWhileHeld)
        let (gesture, seed, violation) = try #require(await firstFailure(on: subject))
        #expect(violation.promise == "one refresh per pull")
        let shrunk = await PropertyHarness.shrink(gesture, on: subject, breaking: violation.promise)
        // Pull past 80, the outcome (or the time until the timeout), one more
        // sample past 80: nothing more is needed.
        #expect(shrunk.events.count <= 4, "\(shrunk.source)")
        #expect(shrunk.events.count < gesture.events.count)
        #expect(await PropertyHarness.check(shrunk, on: subject)?.promise == "one refresh per pull")
        // One event fewer no longer fails: the shrinker stopped at a minimal case.
        for index in shrunk.events.indices {
            var smaller = shrunk
            smaller.events.remove(at: index)
            #expect(await PropertyHarness.check(smaller, on: subject)?.promise != "one refresh per pull")
        }
        let report = await PropertyHarness.report(violation, gesture: gesture, seed: seed, subject: subject)
        #expect(report.contains("seed: 0x\(String(seed, radix: 16))"))
        #expect(report.contains("let gesture = GestureCase(timing:"))
        #expect(report.contains(".scroll("))
    }

    @Test func aStrategyThatNeverLeavesFinishingIsCaught() async throws {
        let subject = subject(.staysFinishing)
        let (gesture, _, violation) = try #require(await firstFailure(on: subject))
        #expect(violation.promise == "idle after the outcome")
        let shrunk = await PropertyHarness.shrink(gesture, on: subject, breaking: violation.promise)
        #expect(shrunk.events.count <= 3, "\(shrunk.source)")
    }

    @Test func theDefectReplaysByHand() async {
        let replay = GestureCase(
            timing: .init(minimumVisibleTime: 0, timeout: 0, coolDown: 0),
            events: [
                .scroll(100, after: 0.1), .finish(.success), .scroll(101, after: 0.5),
            ])
        #expect(await PropertyHarness.check(replay, on: subject(.restartsWhileHeld))?.promise == "one refresh per pull")
        #expect(await PropertyHarness.check(replay, on: subject(.none)) == nil)
    }

    /// The shrunk gesture exactly as the failure report printed it, pasted.
    @Test func thePrintedReplayPastesAndStillFails() async {
        let subject = subject(.restartsWhileHeld)
        let gesture = GestureCase(
            timing: .init(minimumVisibleTime: 0.05, timeout: 1.05, coolDown: 3.0),
            events: [
                .scroll(88.35, after: 0.1, dragging: true),
                .wait(1.2),
                .scroll(81.37, after: 0.05, dragging: false),
            ])
        let violation = await PropertyHarness.check(gesture, on: subject)
        #expect(violation?.promise == "one refresh per pull")
        #expect(violation?.eventIndex == 2)
    }

    /// The checks raise no false alarm: without its defect the strategy passes.
    @Test func theStrategyWithoutItsDefectPasses() async {
        let failure = await firstFailure(on: subject(.none))
        #expect(failure == nil, "\(failure.map { "\($0.2)\n\($0.0.source)" } ?? "")")
    }
}
