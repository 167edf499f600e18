import Observation

/// Runs a ``RefreshPipeline`` against a clock and the app's action: feeds it
/// scroll positions, starts the action when the strategy asks, delivers the
/// outcome back, ticks the strategy at its deadlines and tells the feedback
/// sinks what happened.
///
/// On top of the strategy it keeps the preset's timing:
/// - a refresh shows for at least ``RefreshTiming/minimumVisibleTime``: an
///   earlier outcome waits until then;
/// - an action still running after ``RefreshTiming/timeout`` is cancelled and
///   ends as a failure, with ``RefreshTimeoutError`` as ``lastError``;
/// - a pull that begins within ``RefreshTiming/coolDown`` of the last refresh
///   finishing is ignored until it returns to rest.
///
/// Every started refresh ends with exactly one outcome: an outcome that
/// arrives twice, or for a refresh that already ended, is ignored.
///
/// Views read ``contentInset`` and ``phase`` for the content and
/// ``indicator`` for the indicator, so that a scroll redraws only the
/// indicator: each property changes only when its value does, and a scroll
/// sample writes nothing else that is observed. ``status`` changes on every
/// sample (its offset), so it is not observed: read it when you need it, or
/// observe ``phase``, ``contentInset`` and ``indicator``.
@MainActor
@Observable
public final class RefreshController {
    /// The strategy's status after the last step. Not observed: it changes
    /// on every sample, and views draw from ``phase``, ``contentInset`` and
    /// ``indicator``, which are.
    public var status: RefreshStatus { lastStep.status }
    /// What the indicator shows.
    public private(set) var indicator: IndicatorModel
    /// The canonical phase.
    public private(set) var phase: RefreshPhase
    /// Points the content is held below rest.
    public private(set) var contentInset: Double
    /// The curve that should carry the latest change to ``contentInset`` and ``phase``.
    public private(set) var animation: AnimationCurve = .immediate
    /// Whether an action is running (from its start until its outcome is delivered).
    public private(set) var isRefreshing = false
    /// How the last refresh ended.
    public private(set) var lastOutcome: RefreshOutcome?
    /// The error the last failed refresh threw, or ``RefreshTimeoutError``.
    public private(set) var lastError: (any Error)?
    /// How many refreshes have started.
    public private(set) var startedRefreshCount = 0

    /// The pipeline, in its current state. Not observed: it changes on every sample.
    @ObservationIgnored public private(set) var pipeline: RefreshPipeline
    /// The app's work.
    @ObservationIgnored public var action: RefreshWork
    /// Where feedback events go.
    @ObservationIgnored public var sink: any FeedbackSink

    /// The last step's result.
    @ObservationIgnored private var lastStep: RefreshStep
    @ObservationIgnored private let clock: any RefreshClock
    @ObservationIgnored private var running: RunningRefresh?
    @ObservationIgnored private var nextRefreshID: UInt64 = 0
    /// The one wake scheduled on the clock: the time it is for, which one it is, and its handle.
    @ObservationIgnored private var wake: (time: Double, generation: UInt64, handle: ScheduledWake)?
    @ObservationIgnored private var wakeGeneration: UInt64 = 0
    @ObservationIgnored private var lastTickedDeadline: Double?
    @ObservationIgnored private var coolDownEnds = -Double.infinity
    @ObservationIgnored private var isSuppressingPull = false
    @ObservationIgnored private var previousPhase: RefreshPhase = .idle
    @ObservationIgnored private var actionTask: Task<Void, Never>?
    @ObservationIgnored private var finishWaiters: [CheckedContinuation<Void, Never>] = []

    private struct RunningRefresh {
        let id: UInt64
        let startedAt: Double
        /// An outcome that arrived before the minimum visible time.
        var heldOutcome: (outcome: RefreshOutcome, error: (any Error)?)?
    }

    /// Creates a controller.
    ///
    /// - Parameters:
    ///   - pipeline: the configured preset.
    ///   - action: the app's work; ``RefreshWork/external`` when the app
    ///     reports the end itself.
    ///   - sink: where feedback events go.
    ///   - clock: the time source; inject a ``ManualClock`` in tests.
    public init(
        pipeline: RefreshPipeline,
        action: RefreshWork = .external,
        sink: any FeedbackSink = MultiplexFeedbackSink([]),
        clock: any RefreshClock = SystemRefreshClock()
    ) {
        self.pipeline = pipeline
        self.action = action
        self.sink = sink
        self.clock = clock
        let status = pipeline.status
        let indicator = pipeline.indicatorModel(at: clock.now)
        self.lastStep = RefreshStep(status: status, indicator: indicator)
        self.phase = status.phase
        self.contentInset = status.contentInset
        self.indicator = indicator
    }

    // MARK: Inputs

    /// Reports the scroll view's position now, and whether a finger is on it
    /// (`nil` where the platform does not say).
    ///
    /// A pull that begins within the cool-down, or with no finger down (a
    /// fling that bounces past the top, which `UIRefreshControl` never takes
    /// for a pull either), reaches the strategy as rest until the content is
    /// back at rest.
    public func scrollChanged(offset: Double, isDragging: Bool? = nil) {
        let now = clock.now
        processDue(now: now)
        var offset = offset
        if offset.isFinite, offset <= ScrollSample.maximumPlausibleOffset {
            if isSuppressingPull {
                if offset <= ScrollSample.restTolerance { isSuppressingPull = false } else { offset = 0 }
            } else if offset > ScrollSample.restTolerance, status.offset <= ScrollSample.restTolerance,
                now < coolDownEnds || isDragging == false
            {
                isSuppressingPull = true
                offset = 0
            }
        }
        handle(.sample(ScrollSample(offset: offset, time: now, isDragging: isDragging)))
    }

    /// Starts a refresh without a pull, as `UIRefreshControl.beginRefreshing()`
    /// does (the VoiceOver "Refresh" action uses this). Does nothing while a
    /// refresh runs or finishes.
    public func beginRefreshing() {
        processDue()
        handle(.begin(time: clock.now))
    }

    /// Ends the running refresh from outside its action (the action is
    /// cancelled). Does nothing when no refresh runs.
    public func finishRefreshing(_ outcome: RefreshOutcome = .success, error: (any Error)? = nil) {
        guard let running else { return }
        deliver(outcome, error: error, to: running.id)
    }

    /// The view went away: cancels the running action, tells the sinks the
    /// refresh was cancelled, and returns to idle.
    public func cancel() {
        processDue()
        if let running { conclude(running.id, .cancelled, error: nil) }
        handle(.reset(time: clock.now))
        wake?.handle.cancel()
        wake = nil
        isSuppressingPull = false
    }

    /// The indicator at the clock's current time, for views that redraw
    /// time-based motion (a jumping ball) every frame, such as a `TimelineView`.
    /// Reading it changes nothing.
    public var liveIndicator: IndicatorModel { pipeline.indicatorModel(at: clock.now) }

    /// The indicator as it was when the strategy entered its current state:
    /// a still picture of time-based motion (the ball on its floor rather
    /// than mid-jump), for Reduce Motion.
    public var stillIndicator: IndicatorModel { pipeline.indicatorModel(at: status.stateEnteredAt) }

    /// Redraws time-based indicator motion (a jumping ball) for the clock's
    /// current time, without stepping the strategy.
    public func refreshIndicator() {
        let model = pipeline.indicatorModel(at: clock.now)
        if indicator != model { indicator = model }
    }

    /// Waits until the running action's task has ended and its outcome has
    /// been delivered (or held for the minimum visible time). For tests and
    /// simulations.
    public func waitForAction() async {
        await actionTask?.value
    }

    /// Waits until the running refresh has ended: its outcome delivered to the
    /// strategy and the sinks, after any minimum visible time. Returns at once
    /// when no refresh runs. SwiftUI's `.refreshable` keeps its spinner until
    /// this returns.
    public func waitUntilFinished() async {
        guard running != nil else { return }
        await withCheckedContinuation { finishWaiters.append($0) }
    }

    // MARK: Stepping

    private func handle(_ input: RefreshInput) {
        let effects = stepAndPublish(input)
        var events = effects.feedback
        if effects.startsRefresh, running == nil {
            events.insert(.refreshStarted)
            startAction(at: input.time)
        }
        if !events.isEmpty { notify(events, at: input.time) }
        reschedule()
    }

    /// Called after a step changed ``contentInset``, whatever the input: a
    /// scroll sample, a tick, an outcome or `begin`. RefreshHosting's session
    /// decides the scroll view's hold from it, without waiting for the
    /// scroll view to move.
    @ObservationIgnored package var holdDidChange: (@MainActor () -> Void)?

    /// Steps the pipeline and publishes the step. Returns the step's effects
    /// as read before `publish`: an observer it notifies may call back in and
    /// step again, and this step's start must not be lost.
    private func stepAndPublish(_ input: RefreshInput) -> RefreshEffects {
        lastStep = pipeline.step(input)
        let effects = lastStep.effects
        publish(at: input.time)
        return effects
    }

    /// Writes only changed values, so that observers of one property do not
    /// redraw when another changes (a scroll sample changes the indicator,
    /// and views that read only the phase or the inset stay as they are).
    private func publish(at time: Double) {
        if let curve = lastStep.animation, animation != curve { animation = curve }
        let phase = lastStep.status.phase
        if self.phase != phase { self.phase = phase }
        let insetChanged = contentInset != lastStep.status.contentInset
        if insetChanged { contentInset = lastStep.status.contentInset }
        if indicator != lastStep.indicator { indicator = lastStep.indicator }
        // The cool-down runs from the moment a refresh has fully finished.
        if phase == .idle, previousPhase == .refreshing || previousPhase == .finishing {
            coolDownEnds = time + pipeline.timing.coolDown
        }
        previousPhase = phase
        if insetChanged { holdDidChange?() }
    }

    private func notify(_ events: FeedbackEvents, at time: Double, error: (any Error)? = nil) {
        for event in events.inOrder {
            let context = FeedbackContext(
                time: time,
                status: status,
                haptic: pipeline.feedback.haptics[event],
                announcement: pipeline.feedback.announcements[event],
                errorDescription: event == .refreshFailed ? error.map { String(describing: $0) } : nil
            )
            sink.receive(event, context: context)
        }
    }

    // MARK: The action

    private func startAction(at time: Double) {
        nextRefreshID += 1
        let id = nextRefreshID
        running = RunningRefresh(id: id, startedAt: time)
        isRefreshing = true
        startedRefreshCount += 1
        let work = action.run
        actionTask = Task { [weak self] in
            let outcome: RefreshOutcome
            var failure: (any Error)?
            do {
                try await work()
                outcome = Task.isCancelled ? .cancelled : .success
            } catch is CancellationError {
                outcome = .cancelled
            } catch {
                outcome = .failure
                failure = error
            }
            self?.deliver(outcome, error: failure, to: id)
        }
    }

    private func deliver(_ outcome: RefreshOutcome, error: (any Error)?, to id: UInt64) {
        guard var refresh = running, refresh.id == id, refresh.heldOutcome == nil else { return }
        processDue()
        guard running?.id == id else { return }
        let shownUntil = refresh.startedAt + pipeline.timing.minimumVisibleTime
        if outcome != .cancelled, clock.now < shownUntil {
            refresh.heldOutcome = (outcome, error)
            running = refresh
            reschedule()
            return
        }
        conclude(id, outcome, error: error, at: clock.now)
    }

    /// Ends refresh `id` with `outcome`: stops its task, tells the strategy and the sinks.
    private func conclude(_ id: UInt64, _ outcome: RefreshOutcome, error: (any Error)?, at time: Double? = nil) {
        guard running?.id == id else { return }
        running = nil
        actionTask?.cancel()
        isRefreshing = false
        if lastOutcome != outcome { lastOutcome = outcome }
        // A new failure is a new value, whatever its error.
        if outcome == .failure { lastError = error }
        let time = time ?? clock.now
        var events = stepAndPublish(.outcome(outcome, time: time)).feedback
        events.insert(FeedbackEvent(outcome))
        notify(events, at: time, error: error)
        reschedule()
        let waiters = finishWaiters
        finishWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    // MARK: Time

    private enum Due {
        case strategy(Double)
        case heldOutcome(Double)
        case timeout(Double)

        var time: Double {
            switch self {
            case .strategy(let time), .heldOutcome(let time), .timeout(let time): time
            }
        }
    }

    /// The earliest thing due.
    private func nextDue() -> Due? {
        var earliest: Due?
        func consider(_ due: Due) {
            if earliest.map({ due.time < $0.time }) ?? true { earliest = due }
        }
        if let deadline = status.nextDeadline, deadline.isFinite, deadline != lastTickedDeadline {
            consider(.strategy(deadline))
        }
        if let running {
            if running.heldOutcome != nil {
                consider(.heldOutcome(running.startedAt + pipeline.timing.minimumVisibleTime))
            }
            if pipeline.timing.timeout > 0 {
                consider(.timeout(running.startedAt + pipeline.timing.timeout))
            }
        }
        return earliest
    }

    /// Handles everything due by now, each at its own time, earliest first.
    private func processDue() { processDue(now: clock.now) }

    /// Handles everything due by `now`, which the caller has just read from the clock.
    private func processDue(now: Double) {
        // A bound on work per call, against a strategy whose deadlines never end.
        for _ in 0..<64 {
            guard let due = nextDue(), due.time <= now else { return }
            switch due {
            case .strategy(let deadline):
                lastTickedDeadline = deadline
                handle(.tick(time: deadline))
            case .heldOutcome(let time):
                if let running, let held = running.heldOutcome {
                    conclude(running.id, held.outcome, error: held.error, at: time)
                }
            case .timeout(let time):
                if let running {
                    let timeout = pipeline.timing.timeout
                    conclude(running.id, .failure, error: RefreshTimeoutError(timeout: timeout), at: time)
                }
            }
        }
    }

    /// Keeps one wake on the clock, at the earliest time something is due.
    private func reschedule() {
        let due = nextDue()?.time
        // Every sample during a refresh gets here with the same timeout due:
        // the wake already scheduled for it still fits.
        if wake?.time == due { return }
        wake?.handle.cancel()
        wake = nil
        guard let due else { return }
        wakeGeneration &+= 1
        let generation = wakeGeneration
        let handle = clock.schedule(at: due) { [weak self] in
            guard let self else { return }
            if self.wake?.generation == generation { self.wake = nil }
            self.processDue()
            self.reschedule()
        }
        wake = (due, generation, handle)
    }
}
