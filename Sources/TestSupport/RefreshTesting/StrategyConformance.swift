import RefreshCore
import Testing

/// A promise of ARCHITECTURE.md that a strategy broke, reported once however
/// often the suite saw it break.
public struct ConformanceViolation: Sendable, Hashable, CustomStringConvertible {
    /// The promise, in a few words.
    public var promise: String
    /// What happened the first time.
    public var detail: String
    /// Inputs that break the promise again when given, in order, to a freshly
    /// made strategy: shrunk to as few as still break it where the promise is
    /// checked after every step, otherwise the inputs of the check that found it.
    public var inputs: [RefreshInput]
    /// How many times the suite saw the promise broken.
    public var occurrences: Int

    /// Creates a violation seen once.
    public init(promise: String, detail: String, inputs: [RefreshInput], occurrences: Int = 1) {
        self.promise = promise
        self.detail = detail
        self.inputs = inputs
        self.occurrences = occurrences
    }

    /// The promise and what happened, how often, and the inputs to replay
    /// (the first 20 of a longer list).
    public var description: String {
        var text = "\(promise): \(detail)"
        if occurrences > 1 { text += " (and \(occurrences - 1) more \(occurrences == 2 ? "time" : "times"))" }
        if !inputs.isEmpty {
            let shown = inputs.prefix(Self.inputsShown).map(describe).joined(separator: "; ")
            let more = inputs.count > Self.inputsShown ? "; and \(inputs.count - Self.inputsShown) more" : ""
            text += "\n  \(inputs.count) \(inputs.count == 1 ? "input" : "inputs") from a fresh strategy: \(shown)\(more)"
        }
        return text
    }

    private static let inputsShown = 20
}

/// Checks the promises every strategy keeps, against any strategy type:
/// one refresh per pull, nothing while refreshing, harmless non-finite and
/// huge offsets, progress in `0...1`, insets finite and `>= 0`, known state
/// names, idle again within the declared finishing time after every outcome,
/// `begin` and `reset`, and value semantics.
///
/// ```swift
/// @Test func elasticConforms() {
///     StrategyConformance.expectConformance(of: ElasticStrategy.self)
/// }
/// ```
public enum StrategyConformance {
    /// Every violation found for `Strategy` configured with `parameters`.
    public static func violations<Strategy: RefreshStrategy>(
        of type: Strategy.Type,
        parameters: ParameterValues = ParameterValues(),
        randomGestures: Int = 200,
        seed: UInt64 = 0x5EED
    ) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        let make = { Strategy(parameters: parameters) }
        found += checkDescriptor(Strategy.descriptor, initial: make())
        found += checkPullAndRelease(make)
        found += checkOutcomes(make)
        found += checkOutcomeWhileHolding(make)
        found += checkBegin(make)
        found += checkReset(make)
        found += checkHostileInput(make)
        found += checkValueSemantics(make)
        found += checkRandomGestures(make, count: randomGestures, seed: seed)
        // One report per promise: the first time it broke, counting the rest.
        var merged: [ConformanceViolation] = []
        for violation in found {
            if let index = merged.firstIndex(where: { $0.promise == violation.promise }) {
                merged[index].occurrences += violation.occurrences
            } else {
                merged.append(violation)
            }
        }
        return merged.map { violation in
            var shrunk = violation
            shrunk.inputs = shrink(violation.inputs, breaking: violation.promise, make)
            return shrunk
        }
    }

    /// The fewest of `inputs` that still break `promise` when replayed, in
    /// order, through a fresh strategy with the promise checked after every
    /// step; `inputs` unchanged when replaying them does not break it so (a
    /// check across a whole gesture found it).
    static func shrink<S: RefreshStrategy>(_ inputs: [RefreshInput], breaking promise: String, _ make: () -> S) -> [RefreshInput] {
        /// How many of `candidate`'s inputs break the promise, or `nil` if they do not.
        func breakingPrefix(_ candidate: [RefreshInput]) -> Int? {
            var run = Run(make())
            for (index, input) in candidate.enumerated() {
                run.send(input)
                if run.violations.contains(where: { $0.promise == promise }) { return index + 1 }
            }
            return nil
        }
        guard let prefix = breakingPrefix(inputs) else { return inputs }
        var current = Array(inputs.prefix(prefix))
        // Remove ever smaller runs of inputs while the rest still breaks it.
        var chunk = max(current.count / 2, 1)
        while true {
            var removedAny = false
            var start = 0
            while start < current.count {
                let candidate = Array(current[..<start] + current[min(start + chunk, current.count)...])
                if let length = breakingPrefix(candidate) {
                    current = Array(candidate.prefix(length))
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { return current }
            chunk = max(chunk / 2, 1)
        }
    }

    /// Records a test issue for every broken promise, once each.
    public static func expectConformance<Strategy: RefreshStrategy>(
        of type: Strategy.Type,
        parameters: ParameterValues = ParameterValues(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for violation in violations(of: type, parameters: parameters) {
            Issue.record(Comment(rawValue: "\(Strategy.descriptor.name): \(violation)"), sourceLocation: sourceLocation)
        }
    }

    /// The promise a single status breaks on its own, if any: progress in
    /// `0...1`, an inset finite and `>= 0`, a finite offset, a declared state
    /// name, nothing held while idle. The suites here and property tests
    /// that drive a strategy through the controller check every status with it.
    public static func statusViolation(_ status: RefreshStatus, stateNames: [String]) -> (promise: String, detail: String)? {
        if !(status.progress.isFinite && (0...1).contains(status.progress)) {
            return ("progress in 0...1", "progress is \(status.progress)")
        }
        if !(status.contentInset.isFinite && status.contentInset >= 0) {
            return ("insets finite and >= 0", "contentInset is \(status.contentInset)")
        }
        if !status.offset.isFinite { return ("finite status", "offset is \(status.offset)") }
        if !stateNames.contains(status.stateName) {
            return ("state names", "'\(status.stateName)' is not among the declared \(stateNames)")
        }
        if status.phase == .idle, status.contentInset != 0 {
            return ("phases", "idle holds the content \(status.contentInset) pt down")
        }
        return nil
    }

    // MARK: Checks

    static func checkDescriptor(_ descriptor: StrategyDescriptor, initial: some RefreshStrategy) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        func fail(_ detail: String) { found.append(ConformanceViolation(promise: "descriptor", detail: detail, inputs: [])) }
        if descriptor.name.isEmpty { fail("the name is empty") }
        if descriptor.stateNames.isEmpty { fail("no state names are declared") }
        let names = descriptor.parameters.map(\.name)
        if Set(names).count != names.count { fail("a parameter is declared twice: \(names)") }
        for declaration in descriptor.parameters {
            if let problem = declaration.problem(with: declaration.defaultValue) {
                fail("the default of '\(declaration.name)' does not fit its declaration (\(problem))")
            }
        }
        let status = initial.status
        if status.phase != .idle || status.progress != 0 || status.contentInset != 0 {
            fail("the initial status is not idle with progress 0 and inset 0: \(describe(status))")
        }
        if !(initial.triggerDistance.isFinite && initial.triggerDistance > 0
            && initial.triggerDistance < ScrollSample.maximumPlausibleOffset / 1.5)
        {
            fail("triggerDistance must be finite, > 0 and reachable by a plausible pull, is \(initial.triggerDistance)")
        }
        if !(initial.finishingDuration.isFinite && initial.finishingDuration >= 0) {
            fail("finishingDuration must be finite and >= 0, is \(initial.finishingDuration)")
        }
        return found
    }

    static func checkPullAndRelease<S: RefreshStrategy>(_ make: () -> S) -> [ConformanceViolation] {
        var run = Run(make())
        run.pullAndRelease(to: run.trigger * 1.5)
        if run.starts != 1 {
            run.fail("one refresh per pull", "a pull to 1.5 × the trigger distance and back started \(run.starts) refreshes, not 1")
        }
        guard run.starts == 1 else { return run.violations }
        let before = run.starts
        run.pullAndRelease(to: run.trigger * 2)
        run.pullAndRelease(to: run.trigger * 3)
        if run.starts != before {
            run.fail("nothing while refreshing", "pulls during a running refresh started another")
        }
        return run.violations
    }

    static func checkOutcomes<S: RefreshStrategy>(_ make: () -> S) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        for outcome in RefreshOutcome.allCases {
            var run = Run(make())
            run.pullAndRelease(to: run.trigger * 1.5)
            guard run.starts == 1 else { continue }
            run.settleAtRest(for: 0.5)
            run.deliver(outcome)
            run.expectIdleWithinFinishingTime(after: "outcome \(outcome.rawValue)")
            // A new pull after the refresh ended starts a new one.
            run.pullAndRelease(to: run.trigger * 1.5)
            if run.starts != 2 {
                run.fail("re-arm", "after outcome \(outcome.rawValue) and a return to rest, a new pull started no refresh")
            }
            found += run.violations
        }
        return found
    }

    static func checkOutcomeWhileHolding<S: RefreshStrategy>(_ make: () -> S) -> [ConformanceViolation] {
        var run = Run(make())
        let hold = run.trigger * 1.5
        run.pull(to: hold)
        if run.starts == 0 {
            // Release-triggered: release to start, then pull again and hold.
            run.release(from: hold)
            run.pull(to: hold)
        }
        guard run.starts == 1 else { return run.violations }
        run.deliver(.success)
        run.hold(at: hold, for: run.strategy.finishingDuration + 0.5)
        run.release(from: hold)
        run.hold(at: 0, for: 0.2)
        if run.starts != 1 {
            run.fail(
                "one refresh per pull",
                "an outcome while the pull was held past the trigger led to another refresh before the content came back to rest")
        }
        run.pullAndRelease(to: hold)
        if run.starts != 2 {
            run.fail("re-arm", "after the held pull came back to rest, a new pull started no refresh")
        }
        return run.violations
    }

    static func checkBegin<S: RefreshStrategy>(_ make: () -> S) -> [ConformanceViolation] {
        var run = Run(make())
        run.send(.begin(time: run.time))
        if run.starts != 1 || run.strategy.status.phase != .refreshing {
            run.fail("begin", "begin from idle did not start a refresh (\(describe(run.strategy.status)))")
            return run.violations
        }
        run.advance(0.1)
        run.send(.begin(time: run.time))
        if run.starts != 1 { run.fail("nothing while refreshing", "begin during a refresh started another") }
        run.deliver(.success)
        run.expectIdleWithinFinishingTime(after: "a begun refresh's outcome")
        return run.violations
    }

    static func checkReset<S: RefreshStrategy>(_ make: () -> S) -> [ConformanceViolation] {
        var run = Run(make())
        run.pullAndRelease(to: run.trigger * 1.5)
        run.send(.reset(time: run.time))
        run.running = false
        let status = run.strategy.status
        if status.phase != .idle || status.contentInset != 0 {
            run.fail("reset", "reset during a refresh did not return to idle with inset 0 (\(describe(status)))")
        }
        run.pullAndRelease(to: run.trigger * 1.5)
        if run.starts != 2 { run.fail("reset", "after a reset, a full pull started no refresh") }
        return run.violations
    }

    static func checkHostileInput<S: RefreshStrategy>(_ make: () -> S) -> [ConformanceViolation] {
        var run = Run(make())
        let hostile: [Double] = [
            .nan, .infinity, -.infinity, 1e12, -1e12, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            ScrollSample.maximumPlausibleOffset * 2, -500, .nan, 0,
        ]
        for offset in hostile {
            run.advance(1.0 / 60)
            run.send(.sample(ScrollSample(offset: offset, time: run.time)))
        }
        // Time that is not finite or runs backwards.
        run.send(.sample(ScrollSample(offset: 0, time: .nan)))
        run.send(.sample(ScrollSample(offset: 0, time: run.time - 100)))
        run.send(.tick(time: -.infinity))
        if run.starts != 0 {
            run.fail("hostile input", "non-finite, huge or backwards input started a refresh")
        }
        // The strategy still works afterwards.
        run.pullAndRelease(to: run.trigger * 1.5)
        if run.starts != 1 { run.fail("hostile input", "after hostile input, a full pull started no refresh") }
        return run.violations
    }

    static func checkValueSemantics<S: RefreshStrategy>(_ make: () -> S) -> [ConformanceViolation] {
        var first = Run(make())
        first.pull(to: first.trigger * 0.5)
        var second = first
        first.pullAndRelease(to: first.trigger * 1.5)
        second.pullAndRelease(to: second.trigger * 1.5)
        if first.strategy.status != second.strategy.status || first.starts != second.starts {
            return [
                ConformanceViolation(
                    promise: "value semantics",
                    detail:
                        "two copies fed the same inputs disagree: \(describe(first.strategy.status)) vs \(describe(second.strategy.status))",
                    inputs: first.inputs)
            ]
        }
        return []
    }

    static func checkRandomGestures<S: RefreshStrategy>(_ make: () -> S, count: Int, seed: UInt64) -> [ConformanceViolation] {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count {
            var run = Run(make())
            for _ in 0..<Int.random(in: 20...120, using: &generator) {
                run.advance(Double.random(in: 0...0.05, using: &generator))
                switch Int.random(in: 0..<20, using: &generator) {
                case 0 where run.running:
                    run.deliver(RefreshOutcome.allCases.randomElement(using: &generator)!)
                case 1:
                    run.send(.tick(time: run.strategy.status.nextDeadline ?? run.time))
                default:
                    let top = min(run.trigger * 2.5, ScrollSample.maximumPlausibleOffset)
                    let offset = Double.random(in: -50...top, using: &generator)
                    run.send(.sample(ScrollSample(offset: offset, time: run.time)))
                }
                if !run.violations.isEmpty { return run.violations }
            }
        }
        return []
    }
}

/// Drives one strategy through the pipeline's sanitizer and checks the
/// invariants after every step.
struct Run<S: RefreshStrategy> {
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

    init(_ strategy: S) { self.strategy = strategy }

    var trigger: Double { strategy.triggerDistance }

    mutating func fail(_ promise: String, _ detail: String) {
        if let index = violations.firstIndex(where: { $0.promise == promise }) {
            violations[index].occurrences += 1
        } else {
            violations.append(ConformanceViolation(promise: promise, detail: detail, inputs: inputs))
        }
    }

    mutating func advance(_ seconds: Double) { time += seconds }

    mutating func send(_ input: RefreshInput) {
        inputs.append(input)
        guard let input = sanitizer.sanitize(input) else { return }
        var reachedRest = false
        if case .sample(let sample) = input {
            offset = sample.offset
            reachedRest = sample.isAtRest
        }
        // A refresh that starts on the sample that reaches rest (a release
        // straight to rest) belongs to the pull that just ended.
        defer { if reachedRest { startsThisPull = 0 } }
        let previousDeadline = strategy.status.nextDeadline
        let effects = strategy.step(input)
        let status = strategy.status
        if effects.startsRefresh {
            if running { fail("nothing while refreshing", "a refresh started while one was running") }
            if case .sample = input, startsThisPull > 0 {
                fail("one refresh per pull", "a second refresh started before the offset came back to rest")
            }
            starts += 1
            startsThisPull += 1
            running = true
            if status.phase != .refreshing {
                fail("phases", "a step that starts a refresh must report phase refreshing, reported \(status.phase.rawValue)")
            }
        }
        if case .outcome = input { running = false }
        if case .reset = input { running = false }
        checkInvariants(status, input: input, previousDeadline: previousDeadline, effects: effects)
    }

    mutating func checkInvariants(_ status: RefreshStatus, input: RefreshInput, previousDeadline: Double?, effects: RefreshEffects) {
        if let broken = StrategyConformance.statusViolation(status, stateNames: S.descriptor.stateNames) {
            fail(broken.promise, broken.detail)
        }
        if let deadline = status.nextDeadline, deadline != previousDeadline {
            if !(deadline.isFinite && deadline >= input.time) {
                fail("deadlines", "a new deadline \(deadline) lies before its input's time \(input.time)")
            }
        }
        let reported: FeedbackEvents = [.refreshStarted, .refreshSucceeded, .refreshFailed, .refreshCancelled]
        if !effects.feedback.isDisjoint(with: reported) {
            fail("feedback", "a strategy reported start or outcome events itself; the controller reports those")
        }
    }

    mutating func sample(_ offset: Double) {
        advance(1.0 / 60)
        send(.sample(ScrollSample(offset: offset, time: time)))
    }

    mutating func pull(to target: Double, steps: Int = 30) {
        // Pulls stay inside what the sanitizer accepts, however large the trigger.
        let target = min(target, ScrollSample.maximumPlausibleOffset * 0.99)
        let start = offset
        for index in 1...steps { sample(start + (target - start) * Double(index) / Double(steps)) }
    }

    mutating func release(from height: Double, steps: Int = 20) {
        for index in 1...steps { sample(height * (1 - Double(index) / Double(steps))) }
    }

    mutating func hold(at height: Double, for seconds: Double) {
        let end = time + seconds
        while time < end {
            sample(height)
            tickIfDue()
        }
    }

    mutating func pullAndRelease(to height: Double) {
        pull(to: height)
        hold(at: height, for: 0.2)
        release(from: height)
        hold(at: 0, for: 0.2)
    }

    mutating func settleAtRest(for seconds: Double) { hold(at: 0, for: seconds) }

    mutating func tickIfDue() {
        if let deadline = strategy.status.nextDeadline, deadline <= time { send(.tick(time: deadline)) }
    }

    mutating func deliver(_ outcome: RefreshOutcome) {
        advance(1.0 / 60)
        send(.outcome(outcome, time: time))
    }

    /// Ticks through deadlines with the content at rest and checks that the
    /// strategy is idle once its finishing time has passed.
    mutating func expectIdleWithinFinishingTime(after what: String) {
        let limit = time + strategy.finishingDuration + 1e-9
        var guardCount = 0
        while let deadline = strategy.status.nextDeadline, deadline <= limit, guardCount < 1000 {
            time = max(time, deadline)
            send(.tick(time: deadline))
            guardCount += 1
        }
        time = max(time, limit)
        send(.sample(ScrollSample(offset: 0, time: time)))
        if strategy.status.phase != .idle {
            fail(
                "idle after the outcome",
                "\(what): not idle \(formatNumber(strategy.finishingDuration)) s (the declared finishing time) later: \(describe(strategy.status))"
            )
        }
    }
}

/// A small, fast, seedable generator, so that a failing random gesture can be
/// replayed from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
