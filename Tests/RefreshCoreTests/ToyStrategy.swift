import RefreshCore

/// A small strategy for testing the core: starts during the pull once past
/// `trigger`, holds the content `inset` down, and finishes over `finishTime`.
struct ToyStrategy: RefreshStrategy {
    enum Parameters {
        static let trigger = StrategyParameter<Double>("trigger", default: 60, range: 1...500, unit: .points, summary: "Start distance.")
        static let inset = StrategyParameter<Double>("inset", default: 40, range: 0...200, unit: .points, summary: "Held inset.")
        static let finishTime = StrategyParameter<Double>(
            "finishTime", default: 0.2, range: 0...5, unit: .seconds, summary: "Finishing time.")
    }

    enum State: String, StrategyState, CaseIterable {
        case rest, pull, busy, closing

        var phase: RefreshPhase {
            switch self {
            case .rest: .idle
            case .pull: .pulling
            case .busy: .refreshing
            case .closing: .finishing
            }
        }
    }

    static let descriptor = StrategyDescriptor(
        name: "toy",
        summary: "A test strategy.",
        parameters: [Parameters.trigger.declaration, Parameters.inset.declaration, Parameters.finishTime.declaration],
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: "hidden",
        defaultAnimations: AnimationSet(start: .easeOut(duration: 0.35), finish: .swiftUIDefault, settle: .linear(duration: 0.2)),
        defaultHaptics: [.refreshStarted: .medium]
    )

    let trigger: Double
    let inset: Double
    let finishTime: Double
    private(set) var status = RefreshStatus(phase: .idle, stateName: State.rest.rawValue)
    private var needsRest = false

    init(parameters: ParameterValues) {
        trigger = parameters[Parameters.trigger]
        inset = parameters[Parameters.inset]
        finishTime = parameters[Parameters.finishTime]
    }

    var triggerDistance: Double { trigger }
    var finishingDuration: Double { finishTime }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            status.offset = sample.offset
            if sample.isAtRest { needsRest = false }
            switch status.phase {
            case .idle, .pulling:
                guard !needsRest else { return .none }
                if sample.offset > trigger {
                    let began: FeedbackEvents = status.phase == .idle ? .pullBegan : []
                    enter(.busy, at: sample.time)
                    status.progress = 1
                    status.contentInset = inset
                    return RefreshEffects(startsRefresh: true, feedback: began, animation: .start)
                }
                let wasIdle = status.phase == .idle
                if sample.isAtRest {
                    if !wasIdle { enter(.rest, at: sample.time) }
                    status.progress = 0
                    return .none
                }
                if wasIdle { enter(.pull, at: sample.time) }
                status.progress = min(sample.offset / trigger, 1)
                return RefreshEffects(feedback: wasIdle ? .pullBegan : [])
            default:
                return .none
            }
        case .outcome(_, let time):
            guard status.phase == .refreshing else { return .none }
            needsRest = !status.offset.isLessThanOrEqualTo(ScrollSample.restTolerance)
            enter(.closing, at: time)
            status.contentInset = 0
            status.nextDeadline = time + finishTime
            return RefreshEffects(animation: .finish)
        case .tick(let time):
            guard status.phase == .finishing, let deadline = status.nextDeadline, time >= deadline else { return .none }
            enter(.rest, at: time)
            status.progress = 0
            return RefreshEffects(animation: .settle)
        case .begin(let time):
            guard status.phase < .refreshing else { return .none }
            enter(.busy, at: time)
            status.progress = 1
            status.contentInset = inset
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            needsRest = false
            status = RefreshStatus(phase: .idle, stateName: State.rest.rawValue, stateEnteredAt: time)
            return .none
        }
    }

    private mutating func enter(_ state: State, at time: Double) {
        let phase = state.phase
        status.phase = phase
        status.stateName = state.rawValue
        status.stateEnteredAt = time
        status.nextDeadline = nil
        if phase == .idle { status.contentInset = 0 }
    }
}

/// Document 001's defect, kept on purpose: when the action ends while the pull
/// is still past the trigger, it starts again at once. The conformance suite
/// must catch it.
struct RestartingStrategy: RefreshStrategy {
    static let descriptor = StrategyDescriptor(
        name: "restarting", summary: "Broken on purpose.", parameters: [], stateNames: ["idle", "refreshing"],
        defaultIndicatorStyle: "hidden")

    private(set) var status = RefreshStatus(phase: .idle, stateName: "idle")
    init(parameters: ParameterValues) {}
    var triggerDistance: Double { 100 }
    var finishingDuration: Double { 0 }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            status.offset = sample.offset
            if status.phase == .idle, sample.offset > 100 {
                status.phase = .refreshing
                status.stateName = "refreshing"
                return RefreshEffects(startsRefresh: true)
            }
        case .outcome, .reset:
            status.phase = .idle
            status.stateName = "idle"
        case .begin:
            if status.phase == .idle {
                status.phase = .refreshing
                status.stateName = "refreshing"
                return RefreshEffects(startsRefresh: true)
            }
        case .tick:
            break
        }
        return .none
    }
}

/// Draws nothing but reports the progress, so controller tests can see the model change.
struct ProgressEchoIndicator: IndicatorStyle {
    static let descriptor = IndicatorDescriptor(name: "echo", summary: "Echoes progress.", parameters: [])
    init(parameters: ParameterValues, layout: RefreshLayout) {}
    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        IndicatorModel(shape: status.phase == .idle ? .none : .ring, progress: status.clampedForDrawing.progress)
    }
}

func toyPipeline(timing: RefreshTiming = RefreshTiming(), parameters: ParameterValues = [:]) -> RefreshPipeline {
    RefreshPipeline(
        name: "toy",
        strategy: ToyStrategy(parameters: parameters),
        indicator: ProgressEchoIndicator(parameters: [:], layout: RefreshLayout()),
        layout: RefreshLayout(),
        timing: timing
    )
}

/// Reports progress past 1 once the pull passes its trigger: every sample
/// beyond 100 pt breaks "progress in 0...1". The conformance suite must report
/// that once, with the one input that shows it.
struct OvershootingStrategy: RefreshStrategy {
    static let descriptor = StrategyDescriptor(
        name: "overshooting", summary: "Broken on purpose.", parameters: [], stateNames: ["idle", "pulling", "refreshing"],
        defaultIndicatorStyle: "hidden")

    private(set) var status = RefreshStatus(phase: .idle, stateName: "idle")
    private var toy = ToyStrategy(parameters: ["trigger": .number(100), "finishTime": .number(0)])
    init(parameters: ParameterValues) {}
    var triggerDistance: Double { 100 }
    var finishingDuration: Double { 0 }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        let effects = toy.step(input)
        status = toy.status
        status.stateName = ["rest": "idle", "pull": "pulling", "busy": "refreshing", "closing": "idle"][toy.status.stateName] ?? "idle"
        if case .sample(let sample) = input, status.phase != .idle { status.progress = max(sample.offset, 0) / 100 }
        return effects
    }
}
