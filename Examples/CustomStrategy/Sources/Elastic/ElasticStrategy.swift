import RefreshKit

/// A release-triggered strategy measured in rubber-band points: the pull's
/// stretch is `rubberBand(offset)`, so the last points of a long pull count
/// less, as the content itself moves less. Stretch past `triggerStretch` arms
/// it; letting go starts the refresh; after the outcome the indicator recoils
/// for `recoilTime` before the next pull.
public struct ElasticStrategy: RefreshStrategy {
    public enum Parameters {
        public static let dimension = StrategyParameter<Double>(
            "dimension", default: 600, range: 100...3000, unit: .points,
            summary: "The scroll view's height, the d of the rubber-band curve.")
        public static let constant = StrategyParameter<Double>(
            "constant", default: 0.55, range: 0.1...1, unit: .fraction,
            summary: "The rubber-band constant; UIScrollView uses 0.55.")
        public static let triggerStretch = StrategyParameter<Double>(
            "triggerStretch", default: 60, range: 10...400, unit: .points,
            summary: "The stretch, in rubber-band points, that arms the refresh.")
        /// Held under the name every strategy shares, so that a preset that
        /// switches to or from this strategy keeps the number.
        public static let holdDistance = SharedDistances.hold(
            default: 56, summary: "How far the content is held down while refreshing.")
        public static let recoilTime = StrategyParameter<Double>(
            "recoilTime", default: 0.25, range: 0...5, unit: .seconds,
            summary: "How long the indicator recoils after the refresh ends.")
        public static let all = [dimension, constant, triggerStretch, holdDistance, recoilTime].map(\.declaration)
    }

    /// The strategy's own states, each on one canonical phase.
    public enum State: String, StrategyState, CaseIterable {
        case resting, stretching, taut, refreshing, recoiling

        public var phase: RefreshPhase {
            switch self {
            case .resting: .idle
            case .stretching: .pulling
            case .taut: .armed
            case .refreshing: .refreshing
            case .recoiling: .finishing
            }
        }
    }

    public static let descriptor = StrategyDescriptor(
        name: "com.example.elastic",
        summary: "Arms when the rubber-band stretch passes a trigger; refreshes on release; recoils after.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: ElasticIndicator.descriptor.name,
        defaultAnimations: AnimationSet(start: .swiftUISpring, finish: .spring(response: 0.3, dampingFraction: 0.6)),
        defaultHaptics: [.armed: .light, .refreshStarted: .medium],
        rules: [
            ParameterRule(
                parameters: ["triggerStretch", "dimension"],
                requirement: "triggerStretch must be less than dimension, the most a rubber band can stretch",
                fix: "Lower triggerStretch."
            ) { values in values[Parameters.triggerStretch] < values[Parameters.dimension] }
        ]
    )

    let dimension: Double
    let constant: Double
    let triggerStretch: Double
    let inset: Double
    let recoilTime: Double
    /// The state, the status and the re-arm latch, kept by RefreshCore.
    private var machine = StrategyMachine(State.resting)
    public var status: RefreshStatus { machine.status }
    public var state: State { machine.state }

    public init(parameters: ParameterValues) {
        dimension = parameters[Parameters.dimension]
        constant = parameters[Parameters.constant]
        triggerStretch = parameters[Parameters.triggerStretch]
        inset = parameters[Parameters.holdDistance]
        recoilTime = parameters[Parameters.recoilTime]
    }

    /// The raw pull whose stretch is the trigger: the rubber band solved for x.
    public var triggerDistance: Double {
        let stretch = min(triggerStretch, dimension * 0.99)
        return stretch * dimension / (constant * (dimension - stretch))
    }

    public var finishingDuration: Double { recoilTime }

    public mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            machine.observe(sample)
            let stretch = rubberBand(sample.offset, dimension: dimension, constant: constant)
            switch state {
            case .taut:
                if stretch >= triggerStretch { return .none }
                // Let go while taut (back at rest, or below the trigger while still pulled): refresh.
                machine.enter(.refreshing, at: sample.time, progress: 1, contentInset: inset)
                return RefreshEffects(startsRefresh: true, animation: .start)
            case .resting, .stretching:
                guard let began = machine.pull(sample, restingIn: .resting) else { return .none }
                if stretch >= triggerStretch {
                    machine.enter(.taut, at: sample.time, progress: 1)
                    return RefreshEffects(feedback: began.union(.armed))
                }
                machine.follow(.stretching, at: sample.time, progress: stretch / triggerStretch)
                return RefreshEffects(feedback: began)
            case .refreshing, .recoiling:
                return .none
            }
        case .outcome(_, let time):
            guard state == .refreshing else { return .none }
            machine.endRefresh(entering: .recoiling, at: time, progress: 1, deadline: time + recoilTime)
            return RefreshEffects(animation: .finish)
        case .tick(let time):
            guard state == .recoiling, let deadline = status.nextDeadline, time >= deadline else { return .none }
            machine.enter(.resting, at: time)
            return RefreshEffects(animation: .settle)
        case .begin(let time):
            guard machine.beginRefresh(entering: .refreshing, at: time, progress: 1, contentInset: inset) else { return .none }
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            machine.reset(at: time)
            return .none
        }
    }
}
