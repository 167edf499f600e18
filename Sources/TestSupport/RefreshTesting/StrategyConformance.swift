import RefreshCore
import Testing

/// Checks every ``StrategyPromise`` against any strategy type, through the
/// input sanitizer a `RefreshPipeline` puts in front of it, in
/// simulated time.
///
/// ```swift
/// @Test func elasticConforms() {
///     StrategyConformance.expectConformance(of: ElasticStrategy.self)
/// }
/// ```
///
/// ## The gestures
///
/// Samples come 60 a second with no finger state (`isDragging` is `nil`), so
/// a strategy must work from offsets alone. Before each sample, every
/// deadline the strategy asked for (`RefreshStatus.nextDeadline`)
/// that has come is ticked, at its own time, as the controller does.
///
/// - **Full pull**: from rest to 1.5 × `RefreshStrategy.triggerDistance`
///   over 0.5 s; held there until a refresh starts or ``holdLimit(for:)``
///   has passed (reporting `RefreshPhase.armed` does not end the hold);
///   released to rest over 1/3 s; then 0.2 s at rest. A hold-to-refresh
///   strategy starts during the hold, a release-triggered one on the release.
/// - **Held pull**: a full pull whose hold goes on after the refresh has
///   started: the outcome arrives while the finger still holds the content
///   past the trigger, and the hold lasts the finishing time and
///   ``holdLimit(for:)`` more before the release.
/// - **Random gestures**: seeded offsets from -50 pt to 2.5 × the trigger
///   distance, ticks and outcomes, with every promise checked after every step.
///
/// No check skips itself: a check that needs a running refresh and cannot
/// get one reports its promise as not checked, and says why.
public enum StrategyConformance {
    /// Every violation found for `Strategy` configured with `parameters`.
    ///
    /// - Parameters:
    ///   - type: The strategy type; the suite makes fresh ones through
    ///     `init(parameters:)`.
    ///   - parameters: The preset values to make them with; a parameter left
    ///     out takes its default.
    ///   - holdLimit: How long, in seconds, the full pull may hold past the
    ///     trigger at least, for a strategy that waits on a time its
    ///     parameters in seconds do not declare (a count of frames, a time
    ///     worked out from other numbers). The suite holds for the longer of
    ///     this and ``holdLimit(for:)``; `nil` (or a value that is not
    ///     finite) holds for ``holdLimit(for:)``.
    ///   - randomGestures: How many seeded random gestures to play.
    ///   - seed: The random gestures' seed; the same seed plays the same gestures.
    /// - Returns: One violation per broken promise, in the order the checks
    ///   found them.
    public static func violations<Strategy: RefreshStrategy>(
        of type: Strategy.Type,
        parameters: ParameterValues = ParameterValues(),
        holdLimit: Double? = nil,
        randomGestures: Int = 200,
        seed: UInt64 = 0x5EED
    ) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        var limit = Self.holdLimit(for: Strategy.descriptor)
        if let holdLimit, holdLimit.isFinite { limit = max(limit, holdLimit) }
        let make = { [limit] in StrategyRun(Strategy(parameters: parameters), holdLimit: limit) }
        found += checkDescriptor(Strategy.descriptor, initial: make().strategy)
        found += checkFullPull(make)
        found += checkNothingWhileRefreshing(make)
        found += checkOutcomes(make)
        found += checkOutcomeWhileHolding(make)
        found += checkFinishing(make)
        found += checkBegin(make)
        found += checkReset(make, seed: seed)
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

    /// Records a test issue for every broken promise, once each.
    ///
    /// - Parameters:
    ///   - type: The strategy type; the suite makes fresh ones through
    ///     `init(parameters:)`.
    ///   - parameters: The preset values to make them with; a parameter left
    ///     out takes its default.
    ///   - holdLimit: A longer hold past the trigger, in seconds, for a
    ///     strategy that waits on a time its parameters in seconds do not
    ///     declare; see ``violations(of:parameters:holdLimit:randomGestures:seed:)``.
    ///   - sourceLocation: Where the issues are recorded: the caller's line.
    public static func expectConformance<Strategy: RefreshStrategy>(
        of type: Strategy.Type,
        parameters: ParameterValues = ParameterValues(),
        holdLimit: Double? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for violation in violations(of: type, parameters: parameters, holdLimit: holdLimit) {
            Issue.record(Comment(rawValue: "\(Strategy.descriptor.name): \(violation)"), sourceLocation: sourceLocation)
        }
    }

    /// How long the full pull holds past the trigger before it releases: 1 s
    /// more than every parameter the strategy declares in seconds could add
    /// up to (the upper end of each one's range), and never less than 2 s.
    /// No preset a declaration allows can ask for a longer hold. A parameter
    /// in seconds with no range has no upper end: it counts at its default
    /// here, and the suite reports it as a ``StrategyPromise/descriptor``
    /// problem. A wait the descriptor does not declare in seconds is not
    /// counted: give it to
    /// ``expectConformance(of:parameters:holdLimit:sourceLocation:)``.
    public static func holdLimit(for descriptor: StrategyDescriptor) -> Double {
        let timed = descriptor.parameters.filter { $0.unit == .seconds }
        let longest = timed.reduce(0.0) { total, declaration in
            let upper = declaration.range?.upperBound ?? declaration.defaultValue.numericValue ?? 0
            return total + (upper.isFinite ? max(upper, 0) : 0)
        }
        return max(longest + 1, 2)
    }

    /// The promise a single status breaks on its own, if any: progress in
    /// `0...1`, an inset finite and `>= 0`, a finite offset, a declared state
    /// name, nothing held while idle. The suites here and property tests
    /// that drive a strategy through the controller check every status with it.
    public static func statusViolation(_ status: RefreshStatus, stateNames: [String]) -> (promise: StrategyPromise, detail: String)? {
        if !(status.progress.isFinite && (0...1).contains(status.progress)) {
            return (.progress, "progress is \(status.progress)")
        }
        if !(status.contentInset.isFinite && status.contentInset >= 0) {
            return (.insets, "contentInset is \(status.contentInset)")
        }
        if !status.offset.isFinite { return (.finiteStatus, "offset is \(status.offset)") }
        if !stateNames.contains(status.stateName) {
            return (.stateNames, "'\(status.stateName)' is not among the declared \(stateNames)")
        }
        if status.phase == .idle, status.contentInset != 0 {
            return (.phases, "idle holds the content \(status.contentInset) pt down")
        }
        return nil
    }

    /// The fewest of `inputs` that still break `promise` when replayed, in
    /// order, through a fresh strategy with the promise checked after every
    /// step; `inputs` unchanged when replaying them does not break it so (a
    /// check across a whole gesture found it).
    static func shrink<S: RefreshStrategy>(
        _ inputs: [RefreshInput], breaking promise: StrategyPromise, _ make: () -> StrategyRun<S>
    ) -> [RefreshInput] {
        /// How many of `candidate`'s inputs break the promise, or `nil` if they do not.
        func breakingPrefix(_ candidate: [RefreshInput]) -> Int? {
            var run = make()
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

    // MARK: Checks

    static func checkDescriptor(_ descriptor: StrategyDescriptor, initial: some RefreshStrategy) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        func fail(_ detail: String) {
            found.append(ConformanceViolation(promise: .descriptor, detail: detail, inputs: []))
        }
        if descriptor.name.isEmpty { fail("the name is empty") }
        if descriptor.stateNames.isEmpty { fail("no state names are declared") }
        let names = descriptor.parameters.map(\.name)
        if Set(names).count != names.count { fail("a parameter is declared twice: \(names)") }
        for declaration in descriptor.parameters {
            if let problem = declaration.problem(with: declaration.defaultValue) {
                fail("the default of '\(declaration.name)' does not fit its declaration (\(problem))")
            }
            if declaration.unit == .seconds, declaration.range == nil {
                fail(
                    "'\(declaration.name)' is in seconds but declares no range, so no hold of the suite's pull can outlast "
                        + "every preset's value; declare its range (the hold limit counts its upper end)")
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

    /// A full pull from a fresh strategy starts exactly one refresh, and
    /// reports it as refreshing.
    static func checkFullPull<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var run = make()
        run.fullPull()
        if run.starts == 0 {
            run.fail(
                .triggerDistance,
                "\(run.fullPullDescription) started no refresh (a strategy that waits on a time it does not declare "
                    + "in seconds needs a longer hold: `holdLimit:`)")
        } else if run.starts > 1 {
            run.fail(.onePerPull, "\(run.fullPullDescription) started \(run.starts) refreshes")
        }
        return run.violations
    }

    static func checkNothingWhileRefreshing<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var run = make()
        guard run.startRefresh(toCheck: .nothingWhileRefreshing) else { return run.violations }
        let before = run.starts
        run.fullPull(to: run.trigger * 2)
        run.fullPull(to: run.trigger * 3)
        if run.starts != before {
            run.fail(.nothingWhileRefreshing, "full pulls during a running refresh started another")
        }
        run.advance(0.1)
        run.send(.begin(time: run.time))
        if run.starts != before { run.fail(.nothingWhileRefreshing, "begin during a running refresh started another") }
        return run.violations
    }

    /// Every outcome, delivered with the content at rest, leads to idle in
    /// time, and a new full pull then starts a new refresh.
    static func checkOutcomes<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        for outcome in RefreshOutcome.allCases {
            var run = make()
            guard run.startRefresh(toCheck: .idleAfterOutcome) else {
                found += run.violations
                continue
            }
            run.rest(for: 0.5)
            run.deliver(outcome)
            run.expectIdleWithinFinishingTime(after: "outcome \(outcome.rawValue)")
            let before = run.starts
            run.fullPull()
            if run.starts != before + 1 {
                run.fail(.rearm, "after outcome \(outcome.rawValue) and a return to rest, \(run.fullPullDescription) started no refresh")
            }
            found += run.violations
        }
        return found
    }

    /// The outcome arrives while the finger holds the pull past the trigger:
    /// nothing starts until the content has been back at rest.
    static func checkOutcomeWhileHolding<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var run = make()
        let height = run.fullPullHeight
        run.pull(to: height)
        if run.holdPastTrigger(at: height) == .limit {
            // Release-triggered: the refresh starts on the release; pull
            // again and hold while it runs.
            run.release(from: height)
            run.pull(to: height)
            if run.starts == 0 { _ = run.holdPastTrigger(at: height) }
        }
        guard run.starts == 1 else {
            run.cannotCheck(
                .onePerPull,
                "a pull held past the trigger (then, if that started nothing, released and pulled again) started no refresh")
            return run.violations
        }
        run.deliver(.success)
        run.hold(at: height, for: run.strategy.finishingDuration + run.holdLimit)
        run.release(from: height)
        run.rest(for: 0.2)
        if run.starts != 1 {
            run.fail(
                .onePerPull,
                "an outcome while the pull was held past the trigger led to another refresh before the content came back to rest")
        }
        run.fullPull()
        if run.starts != 2 {
            run.fail(.rearm, "after the held pull came back to rest, \(run.fullPullDescription) started no refresh")
        }
        return run.violations
    }

    /// Right after an outcome at rest: while the strategy finishes, neither
    /// `begin` nor a full pull starts a refresh; once it is idle (at once, for
    /// a strategy with no finishing phase), `begin` starts one.
    static func checkFinishing<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var run = make()
        guard run.startRefresh(toCheck: .nothingWhileFinishing) else { return run.violations }
        run.deliver(.success)
        // Each start while the strategy reports finishing breaks the promise
        // (`StrategyRun.send` checks every step).
        if run.strategy.status.phase == .finishing {
            run.send(.begin(time: run.time))
        }
        if run.strategy.status.phase == .finishing {
            // A pull while it finishes, sampled only while it still finishes.
            let height = run.fullPullHeight
            for index in 1...10 where run.strategy.status.phase == .finishing {
                run.sample(height * Double(index) / 10)
            }
            run.release(from: run.offset)
            run.rest(for: 0.2)
            // One that started once the strategy was idle again is allowed; end it.
            if run.running { run.deliver(.success) }
        }
        run.expectIdleWithinFinishingTime(after: "the outcome")
        guard run.strategy.status.phase == .idle else { return run.violations }
        let idleStarts = run.starts
        run.send(.begin(time: run.time))
        if run.starts != idleStarts + 1 {
            run.fail(.begin, "begin once idle again after an outcome started no refresh (\(describe(run.strategy.status)))")
        }
        return run.violations
    }

    /// `begin` starts a refresh from idle, during a pull and while armed.
    static func checkBegin<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        var fromIdle = make()
        fromIdle.send(.begin(time: fromIdle.time))
        if fromIdle.starts != 1 || fromIdle.strategy.status.phase != .refreshing {
            fromIdle.fail(.begin, "begin from idle did not start a refresh (\(describe(fromIdle.strategy.status)))")
        } else {
            fromIdle.deliver(.success)
            fromIdle.expectIdleWithinFinishingTime(after: "a begun refresh's outcome")
        }
        found += fromIdle.violations

        var pulling = make()
        pulling.pull(to: pulling.trigger * 0.5, steps: 10)
        if pulling.starts != 0 {
            pulling.cannotCheck(.begin, "a pull to half the trigger distance started a refresh before begin could be sent")
        } else {
            let phase = pulling.strategy.status.phase
            pulling.send(.begin(time: pulling.time))
            if pulling.starts != 1 {
                pulling.fail(.begin, "begin during a pull to half the trigger (phase \(phase.rawValue)) started no refresh")
            }
        }
        found += pulling.violations

        var armed = make()
        armed.pull(to: armed.fullPullHeight)
        if armed.holdPastTrigger(at: armed.fullPullHeight, untilArmed: true) == .armed {
            armed.send(.begin(time: armed.time))
            if armed.starts != 1 { armed.fail(.begin, "begin while armed started no refresh") }
        }
        found += armed.violations
        return found
    }

    /// From each of several states, a reset strategy then behaves exactly as
    /// a fresh one given the same inputs: the same effects and the same
    /// status after every step (the time a state was entered counts from
    /// the reset for the one, from 0 for the other, until either enters a
    /// new state).
    static func checkReset<S: RefreshStrategy>(_ make: () -> StrategyRun<S>, seed: UInt64) -> [ConformanceViolation] {
        var found: [ConformanceViolation] = []
        let prefixes: [(name: String, gesture: (inout StrategyRun<S>) -> Void)] = [
            ("during a pull", { $0.pull(to: $0.trigger * 0.5, steps: 10) }),
            ("while refreshing", { $0.fullPull() }),
            (
                "while the pull is held after an outcome",
                { run in
                    run.pull(to: run.fullPullHeight)
                    _ = run.holdPastTrigger(at: run.fullPullHeight)
                    if run.running { run.deliver(.success) }
                    run.hold(at: run.fullPullHeight, for: 0.1)
                }
            ),
            (
                "right after an outcome at rest",
                { run in
                    run.fullPull()
                    if run.running { run.deliver(.success) }
                }
            ),
        ]
        for (index, prefix) in prefixes.enumerated() {
            var reset = make()
            prefix.gesture(&reset)
            reset.advance(0.1)
            let resetAt = reset.time
            reset.send(.reset(time: resetAt))
            var fresh = make()
            let initialEntry = fresh.strategy.status.stateEnteredAt
            fresh.time = resetAt
            // The same inputs to both: a full pull, its outcome, the finish, a random gesture.
            var probe = reset
            probe.inputs = []
            probe.fullPull()
            if probe.running { probe.deliver(.success) }
            probe.expectIdleWithinFinishingTime(after: "the probe's outcome")
            var generator = SplitMix64(seed: seed &+ UInt64(index))
            probe.randomGesture(using: &generator, steps: 60)
            func differs(_ a: RefreshStatus, _ b: RefreshStatus) -> Bool {
                var a = a
                if a.stateEnteredAt == resetAt, b.stateEnteredAt == initialEntry { a.stateEnteredAt = initialEntry }
                return a != b
            }
            if differs(reset.strategy.status, fresh.strategy.status) {
                reset.fail(
                    .reset,
                    "reset \(prefix.name) left \(describe(reset.strategy.status)); a fresh strategy reports \(describe(fresh.strategy.status))"
                )
                found += reset.violations
                continue
            }
            var after = reset
            for input in probe.inputs {
                let resetEffects = after.send(input)
                let freshEffects = fresh.send(input)
                if resetEffects != freshEffects || differs(after.strategy.status, fresh.strategy.status) {
                    after.fail(
                        .reset,
                        "after a reset \(prefix.name), \(describe(input)) gave \(describe(after.strategy.status)), \(describe(resetEffects)); "
                            + "a fresh strategy gave \(describe(fresh.strategy.status)), \(describe(freshEffects))")
                    break
                }
            }
            found += after.violations.filter { $0.promise == .reset }
        }
        return found
    }

    static func checkHostileInput<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var run = make()
        let hostile: [Double] = [
            .nan, .infinity, -.infinity, 1e12, -1e12, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            ScrollSample.maximumPlausibleOffset * 2, -500, .nan, 0,
        ]
        for offset in hostile {
            run.advance(1.0 / 60)
            run.send(.sample(ScrollSample(offset: offset, time: run.time)))
        }
        // Time that is not finite, on samples past the trigger and on ticks,
        // and time that runs backwards.
        for time in [Double.nan, .infinity, -.infinity] {
            run.send(.sample(ScrollSample(offset: run.fullPullHeight, time: time)))
            run.send(.tick(time: time))
        }
        run.send(.sample(ScrollSample(offset: 0, time: run.time - 100)))
        run.rest(for: 0.2)
        if run.starts != 0 {
            run.fail(.hostileInput, "non-finite, huge or backwards input started a refresh")
        }
        // Non-finite times on begin, outcome and reset: taken at the last time.
        for time in [Double.nan, .infinity, -.infinity] {
            let before = run.starts
            run.send(.begin(time: time))
            if run.starts != before + 1 {
                run.fail(.hostileInput, "begin at time \(time) from idle started no refresh")
                break
            }
            run.send(.outcome(.success, time: time))
            run.expectIdleWithinFinishingTime(after: "an outcome at time \(time)")
            run.send(.reset(time: time))
            if run.strategy.status.phase != .idle {
                run.fail(.hostileInput, "reset at time \(time) did not return to idle (\(describe(run.strategy.status)))")
            }
        }
        // The strategy still works afterwards.
        let before = run.starts
        run.fullPull()
        if run.starts != before + 1 {
            run.fail(.hostileInput, "after hostile input, \(run.fullPullDescription) started no refresh")
        }
        return run.violations
    }

    static func checkValueSemantics<S: RefreshStrategy>(_ make: () -> StrategyRun<S>) -> [ConformanceViolation] {
        var first = make()
        first.pull(to: first.trigger * 0.5)
        var second = first
        first.fullPull()
        second.fullPull()
        if first.strategy.status != second.strategy.status || first.starts != second.starts {
            return [
                ConformanceViolation(
                    promise: .valueSemantics,
                    detail:
                        "two copies fed the same inputs disagree: \(describe(first.strategy.status)) vs \(describe(second.strategy.status))",
                    inputs: first.inputs)
            ]
        }
        return []
    }

    static func checkRandomGestures<S: RefreshStrategy>(_ make: () -> StrategyRun<S>, count: Int, seed: UInt64) -> [ConformanceViolation] {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count {
            var run = make()
            run.randomGesture(using: &generator, steps: Int.random(in: 20...120, using: &generator))
            if !run.violations.isEmpty { return run.violations }
        }
        return []
    }
}
