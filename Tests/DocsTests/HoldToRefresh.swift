import RefreshKit

// docs/custom-strategy.md's time-based strategy and its indicator, quoted
// from here (DocsSampleTests holds the page to this file).

/// Pull past a distance and keep the content there for a moment: the refresh
/// starts when the time is up, while the finger still holds it. Half the
/// progress is the pull, half the hold.
struct HoldToRefreshStrategy: RefreshStrategy {
    enum Parameters {
        static let distance = StrategyParameter<Double>(
            "distance", default: 80, range: 20...400, unit: .points,
            summary: "How far the pull must go before the hold counts.")
        static let holdTime = StrategyParameter<Double>(
            "holdTime", default: 0.6, range: 0.1...5, unit: .seconds,
            summary: "How long the pull must stay past the distance.")
        static let contentInset = StrategyParameter<Double>(
            "contentInset", default: 50, range: 0...200, unit: .points,
            summary: "How far the content is held down while refreshing.")
        static let fadeTime = StrategyParameter<Double>(
            "fadeTime", default: 0.3, range: 0...2, unit: .seconds,
            summary: "How long the indicator fades after the refresh ends.")
        static let all = [distance, holdTime, contentInset, fadeTime].map(\.declaration)
    }

    enum State: String, StrategyState, CaseIterable {
        case resting, pulling, holding, refreshing, fading

        var phase: RefreshPhase {
            switch self {
            case .resting: .idle
            case .pulling, .holding: .pulling
            case .refreshing: .refreshing
            case .fading: .finishing
            }
        }
    }

    static let descriptor = StrategyDescriptor(
        name: "com.example.hold-to-refresh",
        summary: "Pull past a distance and hold it there; the refresh starts when the hold time is up.",
        parameters: Parameters.all,
        stateNames: State.allCases.map(\.rawValue),
        defaultIndicatorStyle: HoldRingIndicator.descriptor.name
    )

    let distance: Double
    let holdTime: Double
    let inset: Double
    let fadeTime: Double
    private var machine = StrategyMachine(State.resting)
    var status: RefreshStatus { machine.status }
    var state: State { machine.state }

    init(parameters: ParameterValues) {
        distance = parameters[Parameters.distance]
        holdTime = parameters[Parameters.holdTime]
        inset = parameters[Parameters.contentInset]
        fadeTime = parameters[Parameters.fadeTime]
    }

    var triggerDistance: Double { distance }
    var finishingDuration: Double { fadeTime }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            machine.observe(sample)
            guard state == .resting || state == .pulling || state == .holding,
                let began = machine.pull(sample, restingIn: .resting)
            else { return .none }
            guard sample.offset >= distance else {
                // Short of the distance: the hold, if any, starts over.
                machine.follow(.pulling, at: sample.time, progress: 0.5 * sample.offset / distance)
                return RefreshEffects(feedback: began)
            }
            if state != .holding {
                machine.enter(.holding, at: sample.time, progress: 0.5, deadline: sample.time + holdTime)
            }
            return holdOn(at: sample.time, feedback: began)
        case .tick(let time):
            if state == .holding { return holdOn(at: time, feedback: []) }
            guard state == .fading, let deadline = status.nextDeadline, time >= deadline else { return .none }
            machine.enter(.resting, at: time)
            return RefreshEffects(animation: .settle)
        case .outcome(_, let time):
            guard state == .refreshing else { return .none }
            // A finger still holding the pull must let go before the next one.
            machine.endRefresh(entering: .fading, at: time, progress: 1, deadline: time + fadeTime)
            return RefreshEffects(animation: .finish)
        case .begin(let time):
            guard machine.beginRefresh(entering: .refreshing, at: time, progress: 1, contentInset: inset) else { return .none }
            return RefreshEffects(startsRefresh: true, animation: .start)
        case .reset(let time):
            machine.reset(at: time)
            return .none
        }
    }

    /// While holding: the hold's share of the progress, and the refresh once
    /// the hold time is up (on a sample or on the tick the deadline asks for).
    private mutating func holdOn(at time: Double, feedback: FeedbackEvents) -> RefreshEffects {
        guard let deadline = status.nextDeadline, time >= deadline else {
            machine.progress = 0.5 + 0.5 * (time - status.stateEnteredAt) / holdTime
            return RefreshEffects(feedback: feedback)
        }
        machine.enter(.refreshing, at: time, progress: 1, contentInset: inset)
        return RefreshEffects(startsRefresh: true, feedback: feedback, animation: .start)
    }
}

/// A ring the app draws itself: the model is a ``IndicatorShape/custom``
/// shape carrying the pull and the hold as two named values.
struct HoldRingIndicator: IndicatorStyle {
    enum Values {
        static let pull = CustomIndicatorValue("pull", slot: 0)
        static let hold = CustomIndicatorValue("hold", slot: 1)
    }

    static let descriptor = IndicatorDescriptor(
        name: "com.example.hold-ring",
        summary: "A ring that fills with the pull, then with the hold.",
        parameters: [],
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(50)],
        customValues: [Values.pull, Values.hold]
    )

    let height: Double

    init(parameters: ParameterValues, layout: RefreshLayout) { height = layout.indicatorHeight }

    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        let status = status.clampedForDrawing
        guard status.phase != .idle else { return .hidden }
        var model = IndicatorModel(shape: .custom, progress: status.progress, size: 28, position: IndicatorPosition(x: 0.5, y: height / 2))
        model.custom[Values.pull] = min(status.progress * 2, 1)
        // The hold fills as time passes, between the samples too.
        model.custom[Values.hold] = status.phase == .pulling ? status.stateFraction(at: time) ?? 0 : 1
        model.isAnimating = status.phase == .pulling && status.nextDeadline != nil
        if status.phase == .finishing { model.opacity = 1 - (status.stateFraction(at: time) ?? 1) }
        return model
    }
}
