import RefreshKit

/// A release-triggered strategy measured in rubber-band points: the pull's
/// stretch is `rubberBand(offset)`, so the last points of a long pull count
/// less, as the content itself moves less. Stretch past `triggerStretch` arms
/// it; letting go starts the refresh; after the outcome the indicator recoils
/// for `recoilTime` before the next pull.
public struct ElasticStrategy: RefreshStrategy {
    public enum Parameters {
        public static let dimension = Parameter<Double>(
            "dimension", default: 600, range: 100...3000, unit: .points,
            summary: "The scroll view's height, the d of the rubber-band curve.")
        public static let constant = Parameter<Double>(
            "constant", default: 0.55, range: 0.1...1, unit: .fraction,
            summary: "The rubber-band constant; UIScrollView uses 0.55.")
        public static let triggerStretch = Parameter<Double>(
            "triggerStretch", default: 60, range: 10...400, unit: .points,
            summary: "The stretch, in rubber-band points, that arms the refresh.")
        public static let contentInset = Parameter<Double>(
            "contentInset", default: 56, range: 0...400, unit: .points,
            summary: "How far the content is held down while refreshing.")
        public static let recoilTime = Parameter<Double>(
            "recoilTime", default: 0.25, range: 0...5, unit: .seconds,
            summary: "How long the indicator recoils after the refresh ends.")
        public static let all = [dimension, constant, triggerStretch, contentInset, recoilTime].map(\.declaration)
    }

    public static let descriptor = StrategyDescriptor(
        name: "com.example.elastic",
        summary: "Arms when the rubber-band stretch passes a trigger; refreshes on release; recoils after.",
        parameters: Parameters.all,
        stateNames: ["resting", "stretching", "taut", "refreshing", "recoiling"],
        defaultIndicatorStyle: "com.example.elastic",
        defaultAnimations: AnimationSet(start: .swiftUISpring, finish: .spring(response: 0.3, dampingFraction: 0.6)),
        defaultHaptics: [.armed: .light, .refreshStarted: .medium],
        rules: [
            ParameterRule(
                parameters: ["triggerStretch", "dimension"],
                requirement: "triggerStretch must be less than dimension, the most a rubber band can stretch",
                fix: "Lower triggerStretch."
            ) { values in values[Parameters.triggerStretch] < values[Parameters.dimension] },
        ]
    )

    let dimension: Double
    let constant: Double
    let triggerStretch: Double
    let inset: Double
    let recoilTime: Double
    public private(set) var status = RefreshStatus(phase: .idle, stateName: "resting")
    /// After a refresh ends away from rest, no pull counts until the content is back at rest.
    private var rearm = RearmLatch()

    public init(parameters: ParameterValues) {
        dimension = parameters[Parameters.dimension]
        constant = parameters[Parameters.constant]
        triggerStretch = parameters[Parameters.triggerStretch]
        inset = parameters[Parameters.contentInset]
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
            status.offset = sample.offset
            rearm.observe(sample)
            let stretch = rubberBand(sample.offset, dimension: dimension, constant: constant)
            switch status.stateName {
            case "resting", "stretching", "taut":
                if rearm.isWaitingForRest { return .none }
                if sample.isAtRest {
                    let wasTaut = status.stateName == "taut"
                    if wasTaut {
                        // Let go while taut: refresh.
                        enter("refreshing", .refreshing, at: sample.time)
                        status.progress = 1
                        status.contentInset = inset
                        return RefreshEffects(startsRefresh: true, animation: .start)
                    }
                    enter("resting", .idle, at: sample.time)
                    status.progress = 0
                    return .none
                }
                let began: FeedbackEvents = status.stateName == "resting" ? .pullBegan : []
                status.progress = min(stretch / triggerStretch, 1)
                if stretch >= triggerStretch {
                    guard status.stateName != "taut" else { return .none }
                    enter("taut", .armed, at: sample.time)
                    return RefreshEffects(feedback: began.union(.armed))
                }
                if status.stateName == "taut" {
                    // Going back below the trigger while still pulled lets go too.
                    enter("refreshing", .refreshing, at: sample.time)
                    status.progress = 1
                    status.contentInset = inset
                    return RefreshEffects(startsRefresh: true, animation: .start)
                }
                if status.stateName == "resting" { enter("stretching", .pulling, at: sample.time) }
                return RefreshEffects(feedback: began)
            default:
                return .none
            }
        case .outcome(_, let time):
            guard status.phase == .refreshing else { return .none }
            rearm.refreshEnded(atOffset: status.offset)
            enter("recoiling", .finishing, at: time)
            status.contentInset = 0
            status.nextDeadline = time + recoilTime
            return RefreshEffects(animation: .finish)
        case .tick(let time):
            guard status.stateName == "recoiling", let deadline = status.nextDeadline, time >= deadline else { return .none }
            enter("resting", .idle, at: time)
            status.progress = 0
            return RefreshEffects(animation: .settle)
        case .begin(let time):
            guard status.phase < .refreshing else { return .none }
            enter("refreshing", .refreshing, at: time)
            status.progress = 1
            status.contentInset = inset
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            rearm = RearmLatch()
            status = RefreshStatus(phase: .idle, stateName: "resting", stateEnteredAt: time)
            return .none
        }
    }

    private mutating func enter(_ name: String, _ phase: RefreshPhase, at time: Double) {
        status.stateName = name
        status.phase = phase
        status.stateEnteredAt = time
        status.nextDeadline = nil
        if phase == .idle { status.contentInset = 0 }
    }
}
