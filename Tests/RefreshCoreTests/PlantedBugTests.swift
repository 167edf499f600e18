import RefreshCore
import RefreshTesting
import Testing

/// For every promise the conformance suite checks, a strategy with one
/// planted bug that breaks it, and a test that the suite catches it with a
/// message naming the promise: a suite that passed a broken strategy would
/// fail here.
@Suite struct PlantedBugTests {
    /// Every promise has its planted bug.
    @Test func everyPromiseHasAPlantedBug() {
        let planted = Set(Self.plantedBugs.map(\.promise))
        #expect(planted == Set(StrategyPromise.allCases), "missing: \(Set(StrategyPromise.allCases).subtracting(planted))")
    }

    /// Without a bug, the strategy the bugs are planted in passes.
    @Test func theStrategyWithoutABugConforms() {
        StrategyConformance.expectConformance(of: Planted<NoBug>.self)
        StrategyConformance.expectConformance(of: Planted<NoBug>.self, parameters: ["finishTime": .number(0)])
    }

    @Test(arguments: Self.plantedBugs.indices)
    func theSuiteCatchesThePlantedBug(index: Int) {
        let (promise, check) = Self.plantedBugs[index]
        let violations = check()
        let caught = violations.first { $0.promise == promise }
        #expect(caught != nil, "the suite missed '\(promise.rawValue)'; it found \(violations.map(\.promise.rawValue))")
        #expect(caught?.description.hasPrefix("\(promise.rawValue): ") == true, "\(caught?.description ?? "")")
    }

    /// Each promise and the suite run against its planted bug.
    static let plantedBugs: [(promise: StrategyPromise, violations: @Sendable () -> [ConformanceViolation])] = [
        (.descriptor, { StrategyConformance.violations(of: Planted<BadDefault>.self) }),
        (.valueSemantics, { StrategyConformance.violations(of: Planted<SharedState>.self) }),
        (.triggerDistance, { StrategyConformance.violations(of: Planted<TriggerTooShort>.self) }),
        (.onePerPull, { StrategyConformance.violations(of: Planted<NoRearmLatch>.self) }),
        (.rearm, { StrategyConformance.violations(of: Planted<NeverRearms>.self) }),
        (.nothingWhileRefreshing, { StrategyConformance.violations(of: Planted<BeginWhileRefreshing>.self) }),
        (.nothingWhileFinishing, { StrategyConformance.violations(of: Planted<BeginWhileFinishing>.self) }),
        (.begin, { StrategyConformance.violations(of: Planted<BeginOnlyFromIdle>.self) }),
        (.reset, { StrategyConformance.violations(of: Planted<ResetKeepsLatch>.self) }),
        (.idleAfterOutcome, { StrategyConformance.violations(of: Planted<StaysFinishing>.self) }),
        (.deadlines, { StrategyConformance.violations(of: Planted<DeadlineInThePast>.self) }),
        (.progress, { StrategyConformance.violations(of: Planted<ProgressPastOne>.self) }),
        (.insets, { StrategyConformance.violations(of: Planted<NegativeInset>.self) }),
        (.finiteStatus, { StrategyConformance.violations(of: Planted<InfiniteOffset>.self) }),
        (.stateNames, { StrategyConformance.violations(of: Planted<UndeclaredState>.self) }),
        (.phases, { StrategyConformance.violations(of: Planted<IdleKeepsInset>.self) }),
        (.feedback, { StrategyConformance.violations(of: Planted<ReportsItsStart>.self) }),
        (.hostileInput, { StrategyConformance.violations(of: Planted<PullsBothWays>.self) }),
    ]
}

/// One planted bug, named by the promise it breaks (``NoBug`` plants none).
protocol PlantedBug: Sendable {
    static var breaks: StrategyPromise? { get }
}

enum NoBug: PlantedBug { static var breaks: StrategyPromise? { nil } }
/// A parameter's default lies outside its own range.
enum BadDefault: PlantedBug { static var breaks: StrategyPromise? { .descriptor } }
/// The state lives in a shared object, so copies are not independent.
enum SharedState: PlantedBug { static var breaks: StrategyPromise? { .valueSemantics } }
/// Claims a trigger half as far as the pull that really starts a refresh.
enum TriggerTooShort: PlantedBug { static var breaks: StrategyPromise? { .triggerDistance } }
/// Ends a refresh without the re-arm latch: a held pull starts another.
enum NoRearmLatch: PlantedBug { static var breaks: StrategyPromise? { .onePerPull } }
/// Waits for rest after a refresh and never notices it came.
enum NeverRearms: PlantedBug { static var breaks: StrategyPromise? { .rearm } }
/// Starts a refresh on `begin` while one runs.
enum BeginWhileRefreshing: PlantedBug { static var breaks: StrategyPromise? { .nothingWhileRefreshing } }
/// Starts a refresh on `begin` while finishing.
enum BeginWhileFinishing: PlantedBug { static var breaks: StrategyPromise? { .nothingWhileFinishing } }
/// Takes `begin` only from idle, not during a pull.
enum BeginOnlyFromIdle: PlantedBug { static var breaks: StrategyPromise? { .begin } }
/// A reset forgets the state but keeps waiting for rest.
enum ResetKeepsLatch: PlantedBug { static var breaks: StrategyPromise? { .reset } }
/// Never leaves finishing.
enum StaysFinishing: PlantedBug { static var breaks: StrategyPromise? { .idleAfterOutcome } }
/// Asks for a tick a second before the outcome that sets it.
enum DeadlineInThePast: PlantedBug { static var breaks: StrategyPromise? { .deadlines } }
/// Reports progress 1.2 while refreshing.
enum ProgressPastOne: PlantedBug { static var breaks: StrategyPromise? { .progress } }
/// Holds the content at a negative inset.
enum NegativeInset: PlantedBug { static var breaks: StrategyPromise? { .insets } }
/// Reports an infinite offset after `begin`.
enum InfiniteOffset: PlantedBug { static var breaks: StrategyPromise? { .finiteStatus } }
/// Reports a state name it never declared.
enum UndeclaredState: PlantedBug { static var breaks: StrategyPromise? { .stateNames } }
/// Goes idle with the content still held down.
enum IdleKeepsInset: PlantedBug { static var breaks: StrategyPromise? { .phases } }
/// Reports `refreshStarted` itself.
enum ReportsItsStart: PlantedBug { static var breaks: StrategyPromise? { .feedback } }
/// Takes a pull into the content (a negative offset) for a pull down.
enum PullsBothWays: PlantedBug { static var breaks: StrategyPromise? { .hostileInput } }

/// ``ToyStrategy``'s rules (start past the trigger during the pull, hold,
/// finish over a time, wait for rest after a refresh), with `Bug` planted.
struct Planted<Bug: PlantedBug>: RefreshStrategy {
    static var descriptor: StrategyDescriptor {
        var descriptor = ToyStrategy.descriptor
        descriptor.name = "planted"
        if Bug.breaks == .descriptor {
            descriptor.parameters[0] =
                StrategyParameter<Double>(
                    "trigger", default: 600, range: 1...500, unit: .points, summary: "Start distance."
                ).declaration
        }
        return descriptor
    }

    /// Where ``SharedState``'s bug keeps the status: one object for every copy.
    final class Shared: @unchecked Sendable { var status = RefreshStatus(phase: .idle, stateName: "rest") }

    let trigger: Double
    let inset: Double
    let finishTime: Double
    private var ownStatus = RefreshStatus(phase: .idle, stateName: "rest")
    private let shared = Shared()
    private var needsRest = false

    private(set) var status: RefreshStatus {
        get { Bug.breaks == .valueSemantics ? shared.status : ownStatus }
        set {
            if Bug.breaks == .valueSemantics { shared.status = newValue } else { ownStatus = newValue }
        }
    }

    init(parameters: ParameterValues) {
        trigger = parameters[ToyStrategy.Parameters.trigger]
        inset = parameters[ToyStrategy.Parameters.inset]
        finishTime = parameters[ToyStrategy.Parameters.finishTime]
    }

    var triggerDistance: Double { Bug.breaks == .triggerDistance ? trigger / 2 : trigger }
    var finishingDuration: Double { finishTime }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            status.offset = sample.offset
            if sample.isAtRest, Bug.breaks != .rearm { needsRest = false }
            guard status.phase == .idle || status.phase == .pulling else { return .none }
            guard !needsRest || Bug.breaks == .onePerPull else { return .none }
            let pulled = Bug.breaks == .hostileInput ? abs(sample.offset) : sample.offset
            if pulled > trigger {
                return start(at: sample.time, feedback: status.phase == .idle ? .pullBegan : [])
            }
            if sample.isAtRest {
                if status.phase != .idle { enter(.idle, "rest", at: sample.time) }
                status.progress = 0
                return .none
            }
            let began: FeedbackEvents = status.phase == .idle ? .pullBegan : []
            if status.phase == .idle { enter(.pulling, Bug.breaks == .stateNames ? "tugging" : "pull", at: sample.time) }
            status.progress = min(sample.offset / trigger, 1)
            return RefreshEffects(feedback: began)
        case .outcome(_, let time):
            guard status.phase == .refreshing else { return .none }
            needsRest = !status.offset.isLessThanOrEqualTo(ScrollSample.restTolerance) || Bug.breaks == .rearm
            enter(.finishing, "closing", at: time)
            status.contentInset = 0
            status.nextDeadline = Bug.breaks == .deadlines ? time - 1 : time + finishTime
            return RefreshEffects(animation: .finish)
        case .tick(let time):
            guard status.phase == .finishing, Bug.breaks != .idleAfterOutcome,
                let deadline = status.nextDeadline, time >= deadline
            else { return .none }
            let held = status.contentInset
            enter(.idle, "rest", at: time)
            status.progress = 0
            if Bug.breaks == .phases { status.contentInset = held + 10 }
            return RefreshEffects(animation: .settle)
        case .begin(let time):
            switch status.phase {
            case .idle: break
            case .pulling, .armed: guard Bug.breaks != .begin else { return .none }
            case .refreshing: guard Bug.breaks == .nothingWhileRefreshing else { return .none }
            case .finishing: guard Bug.breaks == .nothingWhileFinishing else { return .none }
            }
            let effects = start(at: time, feedback: [])
            if Bug.breaks == .finiteStatus { status.offset = .infinity }
            return effects
        case .reset(let time):
            if Bug.breaks != .reset { needsRest = false }
            status = RefreshStatus(phase: .idle, stateName: "rest", stateEnteredAt: time)
            return .none
        }
    }

    private mutating func start(at time: Double, feedback: FeedbackEvents) -> RefreshEffects {
        enter(.refreshing, "busy", at: time)
        status.progress = Bug.breaks == .progress ? 1.2 : 1
        status.contentInset = Bug.breaks == .insets ? -inset : inset
        let events = Bug.breaks == .feedback ? feedback.union(.refreshStarted) : feedback
        return RefreshEffects(startsRefresh: true, feedback: events, animation: .start)
    }

    private mutating func enter(_ phase: RefreshPhase, _ name: String, at time: Double) {
        status.phase = phase
        status.stateName = name
        status.stateEnteredAt = time
        status.nextDeadline = nil
        if phase == .idle { status.contentInset = 0 }
    }
}
