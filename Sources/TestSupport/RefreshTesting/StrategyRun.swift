import RefreshCore

/// Drives one strategy through the pipeline's sanitizer in simulated time,
/// checks the promises that hold after every step, and plays
/// ``StrategyConformance``'s gestures.
struct StrategyRun<S: RefreshStrategy> {
    var strategy: S
    var sanitizer = InputSanitizer()
    var time = 0.0
    var offset = 0.0
    var starts = 0
    var running = false
    /// Starts since the offset last came to rest.
    var startsThisPull = 0
    /// Every input sent, from the strategy's first: what reproduces a violation.
    var inputs: [RefreshInput] = []
    /// One per promise broken; a promise broken again only counts.
    var violations: [ConformanceViolation] = []
    /// How long a full pull holds past the trigger at most.
    let holdLimit: Double

    init(_ strategy: S, holdLimit: Double) {
        self.strategy = strategy
        self.holdLimit = holdLimit
    }

    var trigger: Double { strategy.triggerDistance }

    /// How far a full pull goes: 1.5 × the trigger distance, inside what the
    /// sanitizer accepts however large the trigger.
    var fullPullHeight: Double { min(trigger * 1.5, ScrollSample.maximumPlausibleOffset * 0.99) }

    /// The full pull, as messages describe it.
    var fullPullDescription: String {
        "a pull to 1.5 × triggerDistance (\(formatNumber(fullPullHeight)) pt) over 0.5 s, held there up to "
            + "\(formatNumber(holdLimit)) s until a refresh started, and released"
    }

    mutating func fail(_ promise: StrategyPromise, _ detail: String) {
        if let index = violations.firstIndex(where: { $0.promise == promise }) {
            violations[index].occurrences += 1
        } else {
            violations.append(ConformanceViolation(promise: promise, detail: detail, inputs: inputs))
        }
    }

    /// A check that needs a refresh the suite could not start: the promise
    /// counts as broken (not checked is not kept), and the message says why.
    mutating func cannotCheck(_ promise: StrategyPromise, _ why: String) {
        fail(promise, "could not be checked: \(why)")
    }

    /// A full pull that must start a refresh for `promise` to be checked.
    mutating func startRefresh(toCheck promise: StrategyPromise) -> Bool {
        fullPull()
        guard running else {
            cannotCheck(promise, "\(fullPullDescription) started no refresh")
            return false
        }
        return true
    }

    mutating func advance(_ seconds: Double) { time += seconds }

    @discardableResult
    mutating func send(_ input: RefreshInput) -> RefreshEffects {
        inputs.append(input)
        guard let input = sanitizer.sanitize(input) else { return .none }
        var reachedRest = false
        if case .sample(let sample) = input {
            offset = sample.offset
            reachedRest = sample.isAtRest
        }
        // A refresh that starts on the sample that reaches rest (a release
        // straight to rest) belongs to the pull that just ended.
        defer { if reachedRest { startsThisPull = 0 } }
        let before = strategy.status
        let effects = strategy.step(input)
        let status = strategy.status
        if effects.startsRefresh {
            if running { fail(.nothingWhileRefreshing, "a refresh started while one was running (\(describe(input)))") }
            if before.phase == .finishing {
                fail(.nothingWhileFinishing, "\(describe(input)) while finishing (state '\(before.stateName)') started a refresh")
            }
            // By the pull itself: a sample, or a tick a strategy that waits on time asked for.
            if startsThisPull > 0, input.isPullOrTick {
                fail(.onePerPull, "a second refresh started before the offset came back to rest (\(describe(input)))")
            }
            starts += 1
            startsThisPull += 1
            running = true
            if status.phase != .refreshing {
                fail(.phases, "a step that starts a refresh must report phase refreshing, reported \(status.phase.rawValue)")
            }
        }
        if case .outcome = input { running = false }
        if case .reset = input { running = false }
        checkInvariants(status, input: input, previousDeadline: before.nextDeadline, effects: effects)
        return effects
    }

    mutating func checkInvariants(_ status: RefreshStatus, input: RefreshInput, previousDeadline: Double?, effects: RefreshEffects) {
        if let broken = StrategyConformance.statusViolation(status, stateNames: S.descriptor.stateNames) {
            fail(broken.promise, broken.detail)
        }
        if let deadline = status.nextDeadline, deadline != previousDeadline {
            if !(deadline.isFinite && deadline >= input.time) {
                fail(.deadlines, "a new deadline \(deadline) lies before its input's time \(input.time)")
            }
        }
        let reported: FeedbackEvents = [.refreshStarted, .refreshSucceeded, .refreshFailed, .refreshCancelled]
        if !effects.feedback.isDisjoint(with: reported) {
            fail(.feedback, "a strategy reported start or outcome events itself; the controller reports those")
        }
    }

    /// Ticks every deadline that has come by now, each at its own time.
    mutating func tickDue() {
        var ticks = 0
        while let deadline = strategy.status.nextDeadline, deadline.isFinite, deadline <= time, ticks < 64 {
            send(.tick(time: deadline))
            if strategy.status.nextDeadline == deadline { break }
            ticks += 1
        }
    }

    /// One sample, 1/60 s after the last, after the deadlines that came meanwhile.
    mutating func sample(_ offset: Double) {
        advance(1.0 / 60)
        tickDue()
        send(.sample(ScrollSample(offset: offset, time: time)))
    }

    mutating func pull(to target: Double, steps: Int = 30) {
        let target = min(target, ScrollSample.maximumPlausibleOffset * 0.99)
        let start = offset
        for index in 1...steps { sample(start + (target - start) * Double(index) / Double(steps)) }
    }

    mutating func release(from height: Double, steps: Int = 20) {
        for index in 1...steps { sample(height * (1 - Double(index) / Double(steps))) }
    }

    mutating func hold(at height: Double, for seconds: Double) {
        let end = time + seconds
        while time < end { sample(height) }
    }

    mutating func rest(for seconds: Double) { hold(at: 0, for: seconds) }

    /// How a hold past the trigger ended.
    enum HoldEnd { case started, armed, limit }

    /// Holds at `height` until a refresh starts or ``holdLimit`` has passed
    /// (or, `untilArmed`, until the strategy reports armed). Armed alone does
    /// not end the hold: a strategy that waits on time may report it while
    /// it waits, and simulated time costs nothing.
    mutating func holdPastTrigger(at height: Double, untilArmed: Bool = false) -> HoldEnd {
        let before = starts
        let end = time + holdLimit
        while time < end {
            if starts > before { return .started }
            if untilArmed, strategy.status.phase == .armed { return .armed }
            sample(height)
        }
        return starts > before ? .started : .limit
    }

    /// The suite's full pull (``StrategyConformance``'s gestures).
    mutating func fullPull(to height: Double? = nil) {
        let height = height ?? fullPullHeight
        pull(to: height)
        _ = holdPastTrigger(at: height)
        release(from: height)
        rest(for: 0.2)
    }

    mutating func deliver(_ outcome: RefreshOutcome) {
        advance(1.0 / 60)
        tickDue()
        send(.outcome(outcome, time: time))
    }

    /// Ticks through deadlines with the content at rest and checks that the
    /// strategy is idle once its finishing time has passed.
    mutating func expectIdleWithinFinishingTime(after what: String) {
        let limit = time + strategy.finishingDuration + 1e-9
        var ticks = 0
        while let deadline = strategy.status.nextDeadline, deadline <= limit, ticks < 1000 {
            time = max(time, deadline)
            send(.tick(time: deadline))
            ticks += 1
        }
        time = max(time, limit)
        send(.sample(ScrollSample(offset: 0, time: time)))
        if strategy.status.phase != .idle {
            fail(
                .idleAfterOutcome,
                "\(what): not idle \(formatNumber(strategy.finishingDuration)) s (the declared finishing time) later: \(describe(strategy.status))"
            )
        }
    }

    /// `steps` random inputs: offsets from -50 pt to 2.5 × the trigger,
    /// ticks, and (while a refresh runs) outcomes.
    mutating func randomGesture(using generator: inout SplitMix64, steps: Int) {
        for _ in 0..<steps {
            advance(Double.random(in: 0...0.05, using: &generator))
            switch Int.random(in: 0..<20, using: &generator) {
            case 0 where running:
                send(.outcome(RefreshOutcome.allCases.randomElement(using: &generator)!, time: time))
            case 1:
                send(.tick(time: strategy.status.nextDeadline ?? time))
            default:
                let top = min(trigger * 2.5, ScrollSample.maximumPlausibleOffset)
                send(.sample(ScrollSample(offset: Double.random(in: -50...top, using: &generator), time: time)))
            }
            if !violations.isEmpty { return }
        }
    }
}

/// Describes effects on one line, for conformance messages.
func describe(_ effects: RefreshEffects) -> String {
    var parts: [String] = []
    if effects.startsRefresh { parts.append("starts a refresh") }
    if !effects.feedback.isEmpty { parts.append("feedback [" + effects.feedback.inOrder.map(\.rawValue).joined(separator: ", ") + "]") }
    if let role = effects.animation { parts.append("animation \(role.rawValue)") }
    return parts.isEmpty ? "no effects" : parts.joined(separator: ", ")
}

extension RefreshInput {
    /// A sample or a tick: what a pull starts a refresh on.
    fileprivate var isPullOrTick: Bool {
        switch self {
        case .sample, .tick: true
        case .outcome, .begin, .reset: false
        }
    }
}
