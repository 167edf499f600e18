import RefreshKit
import RefreshTestSupport
import RefreshTesting

/// What a gesture runs against: a configured pipeline and what the checks
/// need to know about its strategy.
struct Subject: Sendable {
    var name: String
    /// The pipeline in its initial state; every run starts from a copy.
    var pipeline: RefreshPipeline
    var trigger: Double
    var finishingDuration: Double
    var stateNames: [String]
    /// The preset's own timing.
    var timing: CaseTiming
    /// Whether ``init(preset:)`` makes it again.
    var isPreset = false

    init(name: String, pipeline: RefreshPipeline) {
        self.name = name
        self.pipeline = pipeline
        trigger = pipeline.strategy.triggerDistance
        finishingDuration = pipeline.strategy.finishingDuration
        stateNames = type(of: pipeline.strategy).descriptor.stateNames
        timing = CaseTiming(pipeline.timing)
    }

    /// A built-in preset, as `PresetCatalog.standard` loads it.
    init(preset: String) throws {
        self.init(name: preset, pipeline: try PresetCatalog.standard.pipeline(named: preset))
        isPreset = true
    }
}

/// A promise of ARCHITECTURE.md that a run broke, and where.
struct PromiseViolation: Sendable, Hashable, CustomStringConvertible {
    /// The promise, in a few words; the shrinker keeps a case only while it
    /// breaks the same one.
    var promise: String
    var detail: String
    /// The event after which it was found, from 0; `nil` for the settling
    /// that ends every run.
    var eventIndex: Int?

    var description: String {
        let place = eventIndex.map { "after event \($0)" } ?? "after the gesture settled"
        return "\(promise): \(detail) (\(place))"
    }
}

/// Runs gestures through a `RefreshController` (with a `ManualClock`, or a
/// ``RewindableClock`` when the gesture turns time back, a recording sink and
/// the `.external` action wrapped to count live tasks) and checks the promises
/// after every event.
@MainActor
enum PropertyHarness {
    /// The first promise `gesture` breaks on `subject`, or `nil`.
    static func check(_ gesture: GestureCase, on subject: Subject) async -> PromiseViolation? {
        let run = ControllerRun(subject: subject, timing: gesture.timing, rewinds: gesture.events.contains { $0.rewinds })
        for (index, event) in gesture.events.enumerated() {
            run.perform(event, index: index)
            if run.violation != nil { break }
        }
        if run.violation == nil { run.settle() }
        await run.end()
        return run.violation
    }

    /// The message for a failing case: the promise, the seed, and the gesture
    /// shrunk to what still breaks the same promise, as Swift to paste into a test.
    static func report(_ violation: PromiseViolation, gesture: GestureCase, seed: UInt64, subject: Subject) async -> String {
        let shrunk = await shrink(gesture, on: subject, breaking: violation.promise)
        let final = await check(shrunk, on: subject) ?? violation
        return """
            \(subject.name): \(final)
            seed: 0x\(String(seed, radix: 16)) (the generator's seed for this gesture)
            shrunk from \(gesture.events.count) to \(shrunk.events.count) events; replay with:
            let gesture = \(shrunk.source)
            await PropertyHarness.check(gesture, on: \(subject.isPreset ? "try Subject(preset: \"\(subject.name)\")" : "subject"))
            """
    }

    /// Delta debugging: removes chunks of events, then single ones, while the
    /// case still breaks `promise`.
    static func shrink(_ gesture: GestureCase, on subject: Subject, breaking promise: String) async -> GestureCase {
        var current = await simplifyTiming(of: gesture, on: subject, breaking: promise)
        func fails(_ events: [GestureEvent]) async -> Bool {
            await check(GestureCase(timing: current.timing, events: events), on: subject)?.promise == promise
        }
        var parts = 2
        while current.events.count >= 2 {
            let size = (current.events.count + parts - 1) / parts
            var removedAny = false
            var start = 0
            while start < current.events.count {
                let chunk = start..<min(start + size, current.events.count)
                var candidate = current.events
                candidate.removeSubrange(chunk)
                if await fails(candidate) {
                    current.events = candidate
                    removedAny = true
                    continue
                }
                // The time the chunk took may matter when its events do not:
                // try it as one wait.
                let wait = GestureEvent.wait(rounded(current.events[chunk].reduce(0) { $0 + $1.duration }))
                if current.events[chunk] != [wait] {
                    candidate.insert(wait, at: start)
                    if await fails(candidate) {
                        current.events = candidate
                        removedAny = true
                        start += 1
                        continue
                    }
                }
                start += size
            }
            if removedAny {
                parts = max(parts - 1, 2)
            } else if size == 1 {
                break
            } else {
                parts = min(parts * 2, current.events.count)
            }
        }
        // Neighbouring waits as one.
        var index = current.events.count - 1
        while index > 0 {
            if case .wait(let second) = current.events[index], case .wait(let first) = current.events[index - 1] {
                var candidate = current.events
                candidate.replaceSubrange(index - 1...index, with: [.wait(rounded(first + second))])
                if await fails(candidate) { current.events = candidate }
            }
            index -= 1
        }
        return await simplifyTiming(of: current, on: subject, breaking: promise)
    }

    /// Sums of durations to 0.1 ms, so that printed waits stay readable (a
    /// candidate is kept only if it still fails, rounded).
    private static func rounded(_ seconds: Double) -> Double { (seconds * 10_000).rounded() / 10_000 }

    /// The preset's own timing, or none at all, if the case still fails with it.
    static func simplifyTiming(of gesture: GestureCase, on subject: Subject, breaking promise: String) async -> GestureCase {
        for simpler in [CaseTiming(minimumVisibleTime: 0, timeout: 0, coolDown: 0), subject.timing] where simpler != gesture.timing {
            let candidate = GestureCase(timing: simpler, events: gesture.events)
            if await check(candidate, on: subject)?.promise == promise { return candidate }
        }
        return gesture
    }
}

/// Counts action tasks that have started and not yet ended, and those
/// started in all.
@MainActor
final class LiveActions {
    private let live = WatchedCount()
    private let started = WatchedCount()

    /// Action tasks running.
    var count: Int { live.value }

    /// `.external`, counted: ends only when the controller cancels it.
    var external: RefreshWork {
        RefreshWork { @MainActor in
            self.started.add(1)
            self.live.add(1)
            defer { self.live.add(-1) }
            try await RefreshWork.external.run()
        }
    }

    /// Lets the controller's tasks run to their end; `false` if some never
    /// do. A task the controller made may not have started yet: it is waited
    /// for first, then for every task to end.
    func drain(startedRefreshes: Int) async -> Bool {
        guard await started.wait(until: { $0 >= startedRefreshes }) else { return false }
        return await live.wait { $0 == 0 }
    }
}

/// One gesture through one controller, with a model of what must be true.
@MainActor
final class ControllerRun {
    private enum Cause {
        case sample(atRest: Bool)
        case time, finish, begin, viewGone
    }

    let subject: Subject
    let timing: CaseTiming
    let controller: RefreshController
    let clock: any HarnessClock
    let rewindable: RewindableClock?
    let sink = RecordingFeedbackSink()
    let live = LiveActions()
    private(set) var violation: PromiseViolation?

    // What the run expects, from what it sent and what the sink heard.
    private var offset = 0.0
    private var highWater = 0.0
    /// When the content came back to rest (high-water time), or `nil` while pulled.
    private var restSince: Double? = 0
    private var running = false
    private var startedAt = 0.0
    private var starts = 0
    private var outcomes = 0
    private var startsThisPull = 0
    private var needsRest = false
    private var outcomeDueBy: Double?
    private var lastOutcomeAt = -Double.infinity
    private var heard = 0
    private var index: Int? = 0
    private static let epsilon = 1e-9

    init(subject: Subject, timing: CaseTiming, rewinds: Bool) {
        self.subject = subject
        self.timing = timing
        var pipeline = subject.pipeline
        pipeline.timing = timing.refreshTiming
        if rewinds {
            let clock = RewindableClock()
            self.clock = clock
            rewindable = clock
        } else {
            clock = ManualClock()
            rewindable = nil
        }
        controller = RefreshController(pipeline: pipeline, sink: sink, clock: clock)
        controller.action = live.external
    }

    func perform(_ event: GestureEvent, index: Int?) {
        self.index = index
        let phaseBefore = controller.phase
        let wasRunning = controller.isRefreshing
        switch event {
        case .scroll(let value, let after, let dragging):
            advance(by: after)
            controller.scrollChanged(offset: value, isDragging: dragging)
            // The controller passes on finite offsets up to the plausible maximum.
            let accepted = value.isFinite && value <= ScrollSample.maximumPlausibleOffset
            if accepted {
                offset = value
                if value > ScrollSample.restTolerance {
                    restSince = nil
                } else if restSince == nil {
                    restSince = highWater
                }
            }
            consume(.sample(atRest: accepted && value <= ScrollSample.restTolerance))
        case .wait(let seconds):
            advance(by: seconds)
        case .rewind(let seconds):
            rewindable?.rewind(by: seconds)
        case .finish(let outcome):
            if running, outcomeDueBy == nil {
                let shownUntil = startedAt + timing.minimumVisibleTime
                outcomeDueBy = outcome == .cancelled ? clock.now : max(clock.now, shownUntil)
            }
            controller.finishRefreshing(outcome)
            consume(.finish)
        case .begin:
            let startsBefore = starts
            controller.beginRefreshing()
            consume(.begin)
            if !wasRunning, phaseBefore != .refreshing, phaseBefore != .finishing, starts == startsBefore {
                fail("begin", "beginRefreshing() in phase \(phaseBefore.rawValue) with nothing running started no refresh")
            }
        case .viewGone:
            controller.cancel()
            consume(.viewGone)
            if controller.phase != .idle || controller.contentInset != 0 {
                fail("view going away", "cancel() left phase \(controller.phase.rawValue), inset \(controller.contentInset)")
            }
            // A new view: the strategy starts again from rest and has seen no
            // offset since, so the next sample it sees begins a new pull.
            startsThisPull = 0
            needsRest = false
            offset = 0
            if restSince == nil { restSince = highWater }
        }
        checkInvariants()
    }

    /// Ends every run the same way: the running refresh (if any) finishes,
    /// the content returns to rest, and time passes beyond every allowance.
    func settle() {
        index = nil
        // A release-triggered strategy starts on the way back to rest: finish that one too.
        if controller.isRefreshing { perform(.finish(.success), index: nil) }
        perform(.scroll(0, after: 1.0 / 60), index: nil)
        if controller.isRefreshing { perform(.finish(.success), index: nil) }
        let allowance = max(highWater - clock.now, 0) + timing.minimumVisibleTime + subject.finishingDuration + 0.01
        perform(.wait(allowance), index: nil)
        guard violation == nil else { return }
        if controller.phase != .idle {
            fail("idle after the outcome", "not idle once everything settled: \(describe(controller.status))")
        } else if controller.isRefreshing || starts != outcomes || sink.outcomeCount != controller.startedRefreshCount {
            fail("one outcome per refresh", "\(controller.startedRefreshCount) started, \(sink.outcomeCount) outcomes heard")
        } else if clock.pendingCount != 0 {
            fail("no stuck phase", "idle, yet \(clock.pendingCount) wake(s) stay scheduled on the clock")
        }
    }

    /// The view goes away and every action task must end.
    func end() async {
        controller.cancel()
        // Not `waitForAction()`: a task that never ends would hang the run
        // instead of failing it.
        if await !live.drain(startedRefreshes: controller.startedRefreshCount), violation == nil {
            index = nil
            fail("no leaked task", "\(live.count) action task(s) still running after the view went away")
        }
    }

    // MARK: Checking

    private func advance(by seconds: Double) {
        clock.advance(by: seconds)
        highWater = max(highWater, clock.now)
        consume(.time)
    }

    /// Takes in what the sink heard since last time.
    private func consume(_ cause: Cause) {
        highWater = max(highWater, clock.now)
        let records = sink.records
        while heard < records.count {
            let record = records[heard]
            heard += 1
            switch record.event {
            case .refreshStarted:
                if running { fail("never while running", "a refresh started while one was running") }
                switch cause {
                case .sample:
                    if needsRest {
                        fail("one refresh per pull", "a refresh started after the last one ended, before the offset came back to rest")
                    } else if startsThisPull > 0 {
                        fail("one refresh per pull", "a second refresh started in one pull")
                    }
                    startsThisPull += 1
                case .begin:
                    break
                case .time, .finish, .viewGone:
                    fail("one refresh per pull", "a refresh started with no pull and no begin (\(cause))")
                }
                running = true
                startedAt = record.context.time
                starts += 1
            case .refreshSucceeded, .refreshFailed, .refreshCancelled:
                if !running { fail("one outcome per refresh", "\(record.event.rawValue) heard with no refresh running") }
                running = false
                outcomes += 1
                outcomeDueBy = nil
                lastOutcomeAt = rewindable == nil ? record.context.time : highWater
                if offset > ScrollSample.restTolerance { needsRest = true }
            case .pullBegan, .armed, .disarmed:
                break
            }
        }
        if case .sample(atRest: true) = cause {
            startsThisPull = 0
            needsRest = false
        }
    }

    private func checkInvariants() {
        guard violation == nil else { return }
        let status = controller.status
        if let broken = StrategyConformance.statusViolation(status, stateNames: subject.stateNames) {
            return fail(broken.promise.rawValue, broken.detail)
        }
        if controller.contentInset != status.contentInset {
            return fail(
                "controller mirrors the strategy",
                "the controller shows inset \(controller.contentInset), the strategy \(status.contentInset)")
        }
        for model in [controller.indicator, controller.liveIndicator] {
            if let problem = IndicatorConformance.problem(in: model) { return fail("indicator model", problem) }
        }
        if controller.isRefreshing != running {
            return fail("one outcome per refresh", "the controller says refreshing = \(controller.isRefreshing), the sink heard otherwise")
        }
        if controller.startedRefreshCount != starts {
            return fail("one outcome per refresh", "startedRefreshCount \(controller.startedRefreshCount), sink heard \(starts) starts")
        }
        if (status.phase == .refreshing) != running {
            return fail(
                "no stuck phase",
                running
                    ? "the action runs but the phase is \(status.phase.rawValue)"
                    : "phase refreshing with no action running (\(describe(status)))")
        }
        let now = clock.now
        if running, let due = outcomeDueBy, now > due + Self.epsilon {
            return fail("no lost outcome", "an outcome reported for \(due) s was not delivered by \(now) s")
        }
        if running, timing.timeout > 0, now > startedAt + timing.timeout + Self.epsilon {
            return fail("no stuck phase", "the action outlived its \(timing.timeout) s timeout (started at \(startedAt) s, now \(now) s)")
        }
        if !running, let rest = restSince, now > max(rest, lastOutcomeAt) + subject.finishingDuration + Self.epsilon,
            status.phase != .idle
        {
            let since = max(rest, lastOutcomeAt)
            return fail(
                "idle after the outcome",
                "at rest with nothing running since \(since) s, still \(status.phase.rawValue) at \(now) s (finishing takes \(subject.finishingDuration) s): \(describe(status))"
            )
        }
    }

    private func fail(_ promise: String, _ detail: String) {
        if violation == nil { violation = PromiseViolation(promise: promise, detail: detail, eventIndex: index) }
    }
}
