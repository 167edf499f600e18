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
    public private(set) var indicator: IndicatorModel {
        get {
            access(keyPath: indicatorKeyPath)
            return _indicator
        }
        set {
            _$observationRegistrar.willSet(self, keyPath: indicatorKeyPath)
            _indicator = newValue
            _$observationRegistrar.didSet(self, keyPath: indicatorKeyPath)
        }
    }
    /// The canonical phase.
    public private(set) var phase: RefreshPhase {
        get {
            access(keyPath: phaseKeyPath)
            return _phase
        }
        set {
            _$observationRegistrar.willSet(self, keyPath: phaseKeyPath)
            _phase = newValue
            _$observationRegistrar.didSet(self, keyPath: phaseKeyPath)
        }
    }
    /// Points the content is held below rest.
    public private(set) var contentInset: Double {
        get {
            access(keyPath: contentInsetKeyPath)
            return _contentInset
        }
        set {
            _$observationRegistrar.willSet(self, keyPath: contentInsetKeyPath)
            _contentInset = newValue
            _$observationRegistrar.didSet(self, keyPath: contentInsetKeyPath)
        }
    }
    /// The curve that should carry the latest change to ``contentInset`` and ``phase``.
    public private(set) var animation: AnimationCurve {
        get {
            access(keyPath: animationKeyPath)
            return _animation
        }
        set {
            _$observationRegistrar.willSet(self, keyPath: animationKeyPath)
            _animation = newValue
            _$observationRegistrar.didSet(self, keyPath: animationKeyPath)
        }
    }

    // The observed properties' key paths, made once per controller: a literal
    // `\.indicator` in an accessor is looked up on every call, and a static
    // let's every read is a `swift_once` call on Linux. The setters call the
    // registrar's `willSet` and `didSet` themselves, as `withMutation` does,
    // without its generic closure.
    @ObservationIgnored private let indicatorKeyPath: KeyPath<RefreshController, IndicatorModel> = \.indicator
    @ObservationIgnored private let phaseKeyPath: KeyPath<RefreshController, RefreshPhase> = \.phase
    @ObservationIgnored private let contentInsetKeyPath: KeyPath<RefreshController, Double> = \.contentInset
    @ObservationIgnored private let animationKeyPath: KeyPath<RefreshController, AnimationCurve> = \.animation

    // The storage of the four properties a sample may write, observed by hand
    // (the accessors above are what `@Observable` writes) so that the storage
    // can go without dynamic exclusivity checks: every sample reads all four
    // to compare. Each is touched only by this class's own methods, on the
    // main actor, with no access held across a call out.
    @ObservationIgnored @exclusivity(unchecked) private var _indicator: IndicatorModel
    @ObservationIgnored @exclusivity(unchecked) private var _phase: RefreshPhase
    @ObservationIgnored @exclusivity(unchecked) private var _contentInset: Double
    @ObservationIgnored @exclusivity(unchecked) private var _animation: AnimationCurve = .immediate
    /// The last step's result, overwritten in place by every step.
    @ObservationIgnored @exclusivity(unchecked) private var lastStep: RefreshStep
    /// Whether an action is running (from its start until its outcome is delivered).
    public private(set) var isRefreshing = false
    /// How the last refresh ended.
    public private(set) var lastOutcome: RefreshOutcome?
    /// The error the last failed refresh threw, or ``RefreshTimeoutError``.
    public private(set) var lastError: (any Error)?
    /// How many refreshes have started.
    public private(set) var startedRefreshCount = 0

    /// The pipeline, in its current state.
    public var pipeline: RefreshPipeline { _pipeline }
    @ObservationIgnored @exclusivity(unchecked) private var _pipeline: RefreshPipeline
    /// The app's work.
    @ObservationIgnored public var action: RefreshWork
    /// Where feedback events go.
    @ObservationIgnored public var sink: any FeedbackSink

    @ObservationIgnored private let clock: any RefreshClock
    @ObservationIgnored @exclusivity(unchecked) private var running: RunningRefresh? {
        didSet { nextDueTime = -.infinity }
    }
    @ObservationIgnored private var nextRefreshID: UInt64 = 0
    @ObservationIgnored @exclusivity(unchecked) private var wake: ScheduledWake?
    /// When ``wake`` is due, and which one it is.
    @ObservationIgnored @exclusivity(unchecked) private var wakeTime: Double?
    @ObservationIgnored @exclusivity(unchecked) private var wakeGeneration: UInt64 = 0
    @ObservationIgnored @exclusivity(unchecked) private var lastTickedDeadline: Double? {
        didSet { nextDueTime = -.infinity }
    }
    /// `nextDue()?.time`, set by `reschedule()` together with the wake for
    /// it, so that a sample with nothing due checks only this and a sample
    /// that changes nothing due schedules nothing. Everything `nextDue()`
    /// reads sets it to `-infinity` ("look again") when it changes: `running`
    /// and `lastTickedDeadline` when written, the status's deadline in
    /// `stepAndPublish`; so does losing the wake (it ran, or `cancel()`). A sink
    /// or observer that calls back in before `reschedule()` then takes the
    /// full look.
    @ObservationIgnored @exclusivity(unchecked) private var nextDueTime: Double?
    @ObservationIgnored @exclusivity(unchecked) private var coolDownEnds = -Double.infinity
    @ObservationIgnored @exclusivity(unchecked) private var isSuppressingPull = false
    @ObservationIgnored private var actionTask: Task<Void, Never>?
    @ObservationIgnored @exclusivity(unchecked) private var finishWaiters: [CheckedContinuation<Void, Never>] = []

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
        self._pipeline = pipeline
        self.action = action
        self.sink = sink
        self.clock = clock
        let status = pipeline.status
        let indicator = pipeline.indicatorModel(at: clock.now)
        self.lastStep = RefreshStep(status: status, indicator: indicator)
        self._phase = status.phase
        self._contentInset = status.contentInset
        self._indicator = indicator
        // No wake is scheduled yet: the first sample takes the full look.
        self.nextDueTime = -.infinity
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
        wake?.cancel()
        wake = nil
        wakeTime = nil
        nextDueTime = -.infinity
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
        let model = _pipeline.indicatorModel(at: clock.now)
        if _indicator != model { indicator = model }
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
        // Most samples change nothing that is due: the wake already scheduled
        // (or none) still fits.
        if nextDueTime == -.infinity { reschedule() }
    }

    @ObservationIgnored @exclusivity(unchecked) private var previousPhase: RefreshPhase = .idle

    /// Called after a step changed ``contentInset``, whatever the input: a
    /// scroll sample, a tick, an outcome or `begin`. RefreshHosting's session
    /// decides the scroll view's hold from it, without waiting for the
    /// scroll view to move.
    @ObservationIgnored package var holdDidChange: (@MainActor () -> Void)?

    /// Steps the pipeline into `lastStep`, marks the kept due time stale when
    /// the status's deadline moved, and publishes the step. Returns the step's
    /// effects as read before `publish`: an observer it notifies may call back
    /// in and step again, overwriting `lastStep`, and this step's start must
    /// not be lost.
    private func stepAndPublish(_ input: RefreshInput) -> RefreshEffects {
        let deadline = lastStep.status.nextDeadline
        _pipeline.step(input, into: &lastStep)
        if lastStep.status.nextDeadline != deadline { nextDueTime = -.infinity }
        let effects = lastStep.effects
        publish(at: input.time)
        return effects
    }

    /// Writes only changed values, so that observers of one property do not
    /// redraw when another changes. The comparisons read the observed
    /// properties' storage (`_phase`, ...), not the properties: reading one
    /// would register an access, and a write goes through the registrar, which
    /// is most of what a sample would otherwise cost.
    private func publish(at time: Double) {
        if let curve = lastStep.animation, _animation != curve { animation = curve }
        let phase = lastStep.status.phase
        if _phase != phase { self.phase = phase }
        let insetChanged = _contentInset != lastStep.status.contentInset
        if insetChanged { contentInset = lastStep.status.contentInset }
        if _indicator != lastStep.indicator { indicator = lastStep.indicator }
        // The cool-down runs from the moment a refresh has fully finished.
        if phase == .idle, previousPhase == .refreshing || previousPhase == .finishing {
            coolDownEnds = time + _pipeline.timing.coolDown
        }
        previousPhase = phase
        if insetChanged { holdDidChange?() }
    }

    private func notify(_ events: FeedbackEvents, at time: Double, error: (any Error)? = nil) {
        for event in events.inOrder {
            let context = FeedbackContext(
                time: time,
                status: status,
                haptic: _pipeline.feedback.haptics[event],
                announcement: _pipeline.feedback.announcements[event],
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
        let shownUntil = refresh.startedAt + _pipeline.timing.minimumVisibleTime
        if outcome != .cancelled, clock.now < shownUntil {
            refresh.heldOutcome = (outcome, error)
            running = refresh
            reschedule()
            return
        }
        conclude(id, outcome, error: error, at: clock.now)
    }

    /// Ends refresh `id` with `outcome`: stops its task, tells the strategy and the sinks.
    /// Not inlined: `processDue` runs on every sample and rarely ends a refresh.
    @inline(never)
    private func conclude(_ id: UInt64, _ outcome: RefreshOutcome, error: (any Error)?, at time: Double? = nil) {
        guard running?.id == id else { return }
        running = nil
        actionTask?.cancel()
        isRefreshing = false
        lastOutcome = outcome
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

    /// The earliest thing due, without an array: this runs on every scroll sample.
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
                consider(.heldOutcome(running.startedAt + _pipeline.timing.minimumVisibleTime))
            }
            if _pipeline.timing.timeout > 0 {
                consider(.timeout(running.startedAt + _pipeline.timing.timeout))
            }
        }
        return earliest
    }

    /// Handles everything due by now, each at its own time, earliest first.
    private func processDue() { processDue(now: clock.now) }

    /// Handles everything due by `now`, which the caller has just read from the clock.
    private func processDue(now: Double) {
        assert(nextDueTime == -.infinity || nextDueTime == nextDue()?.time, "a change to what is due did not reschedule")
        assert(nextDueTime == -.infinity || nextDueTime == wakeTime, "what is due has no wake")
        guard let dueTime = nextDueTime, dueTime <= now else { return }
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
                    let timeout = _pipeline.timing.timeout
                    conclude(running.id, .failure, error: RefreshTimeoutError(timeout: timeout), at: time)
                }
            }
        }
    }

    private func reschedule() {
        let due = nextDue()
        nextDueTime = due?.time
        // Every sample during a refresh gets here with the same timeout due: keep
        // the wake already scheduled for it rather than make a new one per frame.
        if let due, wake != nil, wakeTime == due.time { return }
        wake?.cancel()
        wake = nil
        wakeTime = nil
        guard let due else { return }
        wakeTime = due.time
        wakeGeneration &+= 1
        let generation = wakeGeneration
        wake = clock.schedule(at: due.time) { [weak self] in
            guard let self else { return }
            // This wake has run: whatever is due next needs a new one.
            if self.wakeGeneration == generation {
                self.wake = nil
                self.wakeTime = nil
                self.nextDueTime = -.infinity
            }
            self.processDue()
        }
    }
}
