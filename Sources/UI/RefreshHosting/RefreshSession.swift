import Observation
import RefreshKit

/// The app's work for a refresh, in the three shapes `pullToRefresh` takes.
package enum RefreshWorkForm {
    /// The `async` form or the `done` callback, as one ``RefreshWork``.
    case work(RefreshWork)
    /// The `Binding<Bool>` form: `set` writes the app's flag.
    case flag(set: @MainActor (Bool) -> Void)
}

/// What a session tells the layer, when it happens.
package enum SessionEvent: Sendable, Hashable {
    /// The hold engine decided: apply the padding (also in
    /// ``RefreshSession/hold``) and carry out the scroll with the same curve.
    case hold(HoldDecision)
    /// The preset did not load and `system` runs instead; the text says why
    /// and how to fix it.
    case presetFallback(String)
    /// This scroll view cannot pull to refresh; the text says why and how to fix it.
    case refused(String)
    /// The app gave an indicator view or a title, and the platform's own
    /// control draws this scroll view (`system`, or any preset before
    /// iOS 18), which shows neither; the text says which and why. Told once
    /// per scroll view. `needsChange` is `false` before iOS 18, where the
    /// app's code is right and newer systems draw what it gave (the layers
    /// log it as information, not as a fault).
    case notDrawn(String, needsChange: Bool)
}

/// One pull-to-refresh scroll view's controller and hold, kept across body
/// evaluations: what SwiftUI's `@State` holds for the modifier.
///
/// Its rules, tested on Linux:
/// - a new controller only for a new preset (``RefreshPreset`` equality);
///   the newest work closure replaces the old one on every update;
/// - the running refresh is cancelled when the session goes away (the scroll
///   view's state is destroyed), never when the view merely disappears (a
///   navigation push or a tab switch keeps the state, and the refresh runs on);
/// - the app's `Binding<Bool>`: `true` starts a refresh as
///   `UIRefreshControl.beginRefreshing()` does (and is set back to `false` when
///   none can start now), `false` ends the running one;
/// - the hold on screen is the ``HoldEngine``'s, decided on every report of
///   the scroll view and whenever the controller's hold changes (a tick, an
///   outcome, a refresh started from code);
/// - the `system` preset runs through SwiftUI's `.refreshable`, whose action
///   is ``platformRefresh``.
///
/// What the layer must do comes to ``eventHandler`` as it happens; events
/// from before a handler was set are handed to the first one set.
@MainActor
@Observable
package final class RefreshSession {
    /// What the app reads; the app's own when it passed one.
    package private(set) var state: PullToRefreshState
    /// The controller of the current preset.
    package private(set) var controller: RefreshController {
        didSet { lifetime.controller = controller }
    }
    /// The pipeline is drawn by the platform's own control (`system`).
    package private(set) var usesPlatformControl: Bool
    /// The padding that holds the content: the modifier's body reads it, and
    /// it changes only when the hold engine decides.
    package private(set) var hold: HoldAppearance
    /// Where the indicator is drawn: only the overlay reads it.
    package private(set) var indicatorFrame = IndicatorFrame(top: 0, height: 0)

    /// The app switched pulling off (`pullToRefreshDisabled`): a pull reaches
    /// the strategy as rest, VoiceOver's scroll at the top pages instead of
    /// refreshing, and the "Refresh" action is not offered
    /// (`PullToRefreshState.offersRefreshAction`); a refresh from code still runs.
    @ObservationIgnored package var isPullDisabled = false {
        didSet {
            if state.isPullDisabled != isPullDisabled { state.isPullDisabled = isPullDisabled }
            guard isPullDisabled != oldValue, lastMetrics != nil else { return }
            // A pull under way when pulling is switched off ends here.
            take(geometry)
        }
    }

    /// The sink whose cues the view plays as haptics, when the app's sinks include one.
    @ObservationIgnored package private(set) var hapticCues: HapticCueSink?

    /// Where the layer learns what to do: scrolls and log messages.
    @ObservationIgnored package var eventHandler: (@MainActor (SessionEvent) -> Void)? {
        didSet { deliverPendingEvents() }
    }
    @ObservationIgnored private var pendingEvents: [SessionEvent] = []
    @ObservationIgnored private var engine: HoldEngine
    /// What the finger is doing, as the scroll view last said.
    @ObservationIgnored private var activity = ScrollActivity.unknown
    /// The scroll view's last metrics, and the padding they were laid out with.
    @ObservationIgnored private var lastMetrics: ScrollMetrics?
    @ObservationIgnored private var laidOutPadding = 0.0
    /// Where the pull stands, from the last metrics.
    @ObservationIgnored private var geometry = PullGeometry(contentTop: 0, restTop: 0, hold: 0)
    /// The height the app's own indicator view needs, grown into while holding.
    @ObservationIgnored private var indicatorHeight = 0.0
    /// The height of the title drawn under a built-in indicator: the hold
    /// grows by it, and the indicator is drawn above it.
    @ObservationIgnored private var titleHeight = 0.0
    @ObservationIgnored private var hasRefused = false
    /// What the app gave that only RefreshKit's own drawing shows, and
    /// whether the platform's control drawing instead was told.
    @ObservationIgnored private var appDrawing = AppDrawing(indicator: false, title: false)
    @ObservationIgnored private var hasToldNotDrawn = false
    @ObservationIgnored private var identity: RefreshPreset.Identity
    @ObservationIgnored private let clock: any RefreshClock
    /// Where nothing reports a scroll view's offset (before iOS 18), the
    /// platform's control pulls for every preset.
    @ObservationIgnored private let platformDrawsEveryPreset: Bool
    @ObservationIgnored private let simulatesPlatformControl: Bool
    /// Cancels the running refresh when the session goes away.
    @ObservationIgnored private let lifetime = Lifetime()
    @ObservationIgnored private var writeFlag: @MainActor (Bool) -> Void = { _ in }
    @ObservationIgnored private lazy var flag = RefreshFlag { [weak self] isOn in self?.writeFlag(isOn) }

    /// A session running `preset`.
    ///
    /// - Parameters:
    ///   - canScroll: whether the layer can scroll the scroll view
    ///     (`ScrollPosition`, iOS 18 and peers): the hold engine's scroll commands.
    ///   - simulatesPlatformControl: for `refreshkit simulate` and `preview`:
    ///     the platform's control (`system`) is held and drawn as RefreshKit
    ///     guesses it, like any other preset.
    ///   - attachesState: whether the app's state gets the controller now;
    ///     the SwiftUI layer makes the session while a body is evaluated and
    ///     attaches it later, in ``update(preset:catalog:makeSinks:work:state:)``,
    ///     because the state is observed by the app's views.
    package init(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState? = nil, platformDrawsEveryPreset: Bool = false, canScroll: Bool = true,
        simulatesPlatformControl: Bool = false, attachesState: Bool = true, clock: any RefreshClock = SystemRefreshClock()
    ) {
        let resolution = PresetResolution(preset, catalog: catalog)
        self.clock = clock
        self.platformDrawsEveryPreset = platformDrawsEveryPreset
        self.state = state ?? PullToRefreshState()
        engine = HoldEngine(canScroll: canScroll)
        let sinks = makeSinks()
        hapticCues = Self.hapticCues(in: sinks)
        controller = RefreshController(
            pipeline: resolution.pipeline, sink: Self.feedbackSink(sinks, platformDraws: platformDrawsEveryPreset), clock: clock)
        self.simulatesPlatformControl = simulatesPlatformControl
        let usesPlatformControl =
            platformDrawsEveryPreset || (!simulatesPlatformControl && Self.isPlatformControl(resolution.pipeline))
        self.usesPlatformControl = usesPlatformControl
        hold = HoldAppearance(padding: 0, curve: .immediate, usesPlatformControl: usesPlatformControl)
        identity = preset.identity
        if attachesState { attachState() }
        lifetime.controller = controller
        if let reason = resolution.fallbackReason { pendingEvents.append(.presetFallback(reason)) }
        take(work)
        watch(controller)
    }

    /// Brings the session up to date with the view's latest values. Returns
    /// whether the preset changed (and with it the controller).
    @discardableResult
    package func update(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState? = nil
    ) -> Bool {
        if let state, state !== self.state { self.state = state }
        attachState()
        take(work)
        guard preset.identity != identity else { return false }
        controller.holdDidChange = nil
        controller.cancel()
        let resolution = PresetResolution(preset, catalog: catalog)
        let work = controller.action
        let sinks = makeSinks()
        hapticCues = Self.hapticCues(in: sinks)
        controller = RefreshController(
            pipeline: resolution.pipeline, action: work, sink: Self.feedbackSink(sinks, platformDraws: platformDrawsEveryPreset),
            clock: clock)
        let wasPlatformControl = usesPlatformControl
        usesPlatformControl =
            platformDrawsEveryPreset || (!simulatesPlatformControl && Self.isPlatformControl(resolution.pipeline))
        if usesPlatformControl != wasPlatformControl {
            // The switch rebuilds the scroll view, without the hold.
            engine.reset()
            lastMetrics = nil
            laidOutPadding = 0
            indicatorFrame = IndicatorFrame(top: 0, height: 0)
        }
        hold = HoldAppearance(padding: engine.padding, curve: .immediate, usesPlatformControl: usesPlatformControl)
        identity = preset.identity
        attachState()
        watch(controller)
        if let reason = resolution.fallbackReason { send(.presetFallback(reason)) }
        tellNotDrawnIfNeeded()
        decideHold()
        return true
    }

    /// Gives the app's state the controller and the switch, where they differ
    /// (the app's views observe it).
    private func attachState() {
        if state.controller !== controller { state.controller = controller }
        if state.isPullDisabled != isPullDisabled { state.isPullDisabled = isPullDisabled }
    }

    // MARK: What the platform's control does not draw

    /// What the app gave the layer to draw: its own indicator view, a title.
    package struct AppDrawing: Sendable, Hashable {
        package var indicator: Bool
        package var title: Bool

        package init(indicator: Bool, title: Bool) {
            self.indicator = indicator
            self.title = title
        }
    }

    /// The layer reports what the app gave it, whatever draws the scroll
    /// view; where the platform's control draws, which shows neither an
    /// indicator view nor a title, the session tells it once
    /// (``SessionEvent/notDrawn(_:needsChange:)``).
    package func appDrawingChanged(to drawing: AppDrawing) {
        appDrawing = drawing
        tellNotDrawnIfNeeded()
    }

    private func tellNotDrawnIfNeeded() {
        guard usesPlatformControl, !hasToldNotDrawn else { return }
        let given = [appDrawing.indicator ? "an indicator view of the app's own" : nil, appDrawing.title ? "a title" : nil]
            .compactMap { $0 }
        guard !given.isEmpty else { return }
        hasToldNotDrawn = true
        let them = given.count > 1 ? "them" : "it"
        let why =
            platformDrawsEveryPreset
            ? "before iOS 18 (macOS 15, tvOS 18, watchOS 11, visionOS 2) the platform's own control draws every preset, with the preset's timing, work and feedback. From iOS 18 on RefreshKit draws \(them); nothing needs changing where the app runs there too."
            : "the '\(controller.pipeline.name)' preset is the platform's own control. Name a preset RefreshKit draws (.bouncingBall, .progressRing, ...) to show \(them), or leave \(them) out."
        send(
            .notDrawn(
                "RefreshKit: this scroll view was given \(given.joined(separator: " and ")) and does not draw \(them): \(why)",
                needsChange: !platformDrawsEveryPreset))
    }

    // MARK: Events

    private func send(_ event: SessionEvent) {
        if let eventHandler {
            eventHandler(event)
        } else {
            pendingEvents.append(event)
        }
    }

    private func deliverPendingEvents() {
        guard let eventHandler, !pendingEvents.isEmpty else { return }
        let events = pendingEvents
        pendingEvents.removeAll()
        for event in events { eventHandler(event) }
    }

    // MARK: The scroll view

    /// Everything the indicator overlay draws from. It reads the model and the
    /// phase only while something is uncovered, so that a scroll into the
    /// content, a refresh's ticks included, does not redraw the overlay. (The
    /// state name and progress are read with the model: a style's model
    /// follows them.)
    package func indicatorAppearance(rightToLeft: Bool, reduceMotion: Bool) -> IndicatorAppearance {
        let frame = indicatorFrame
        let styleName = controller.pipeline.indicatorStyleName
        guard frame.height > 0 else {
            return IndicatorAppearance(
                model: .hidden, frame: frame, phase: .idle, styleName: styleName, rightToLeft: false, reduceMotion: reduceMotion)
        }
        let model = controller.indicator
        let status = controller.status
        return IndicatorAppearance(
            model: drawnModel(model, at: clock.now), frame: frame, phase: controller.phase, styleName: styleName,
            stateName: status.stateName, progress: status.progress, rightToLeft: rightToLeft, reduceMotion: reduceMotion)
    }

    /// The indicator now, for the frames of time-based motion (a jumping ball),
    /// mirrored for right-to-left layouts.
    package func liveIndicator(rightToLeft: Bool) -> IndicatorModel {
        let model = drawnModel(controller.liveIndicator, at: clock.now)
        return rightToLeft ? model.mirroredForRightToLeft : model
    }

    /// The still picture of time-based motion, for Reduce Motion.
    package func stillIndicator(rightToLeft: Bool) -> IndicatorModel {
        let model = drawnModel(controller.stillIndicator, at: controller.status.stateEnteredAt)
        return rightToLeft ? model.mirroredForRightToLeft : model
    }

    /// `model`, unless the hold laid out differs from the strategy's or a
    /// title is drawn under the indicator: then the style's model of the
    /// status with the hold as laid out, and the title's strip taken off the
    /// bottom, so that the indicator is drawn where the content is. (A style
    /// places the content's top at `offset + contentInset`; while the hold
    /// waits for a finger to lift, or animates, the content rests at the
    /// padding laid out instead.)
    private func drawnModel(_ model: IndicatorModel, at time: Double) -> IndicatorModel {
        var status = controller.status
        guard !usesPlatformControl, titleHeight > 0 || abs(status.contentInset - laidOutPadding) > HoldEngine.tolerance
        else { return model }
        // The content's top, for the style, is the top of the title's strip.
        status.offset -= titleHeight
        status.contentInset = laidOutPadding
        return controller.pipeline.indicator.model(for: status, at: time)
    }

    /// The scroll view moved (iOS 18 and peers): `padding` is the hold it was
    /// laid out with.
    package func scrollChanged(_ metrics: ScrollMetrics, padding: Double) {
        guard !metrics.scrollsOnlyHorizontally else {
            refuse(Self.sidewaysReason)
            return
        }
        lastMetrics = metrics
        laidOutPadding = padding
        take(PullGeometry(metrics: metrics, hold: padding))
    }

    /// The scroll phase changed: the release is news even when nothing moved.
    package func activityChanged(to activity: ScrollActivity, metrics: ScrollMetrics, padding: Double) {
        self.activity = activity
        scrollChanged(metrics, padding: padding)
    }

    /// The height the app's own indicator view needs: while a refresh holds
    /// the content, the hold grows to fit it.
    package func indicatorHeightChanged(to height: Double) {
        let height = height.isFinite ? max(height, 0) : 0
        guard height != indicatorHeight else { return }
        indicatorHeight = height
        decideHold()
    }

    /// Points between a title and the content's top; a title's height
    /// includes them.
    nonisolated package static let titleSpacing = 6.0

    /// The height of the title drawn under a built-in indicator, 0 for none:
    /// while a refresh holds the content, the hold grows by it, and the
    /// indicator is drawn above it.
    package func titleHeightChanged(to height: Double) {
        let height = height.isFinite ? max(height, 0) : 0
        guard height != titleHeight else { return }
        titleHeight = height
        decideHold()
    }

    private func take(_ geometry: PullGeometry) {
        self.geometry = geometry
        let frame = geometry.indicatorFrame
        if indicatorFrame != frame { indicatorFrame = frame }
        let pull = isPullDisabled ? min(geometry.pull, 0) : geometry.pull
        controller.scrollChanged(offset: pull, isDragging: activity.isDragging)
        decideHold()
    }

    /// How far the content should be held: the strategy's hold and a title
    /// under it, grown to fit the app's indicator view, while it holds.
    private var wantedHold: Double {
        let inset = controller.contentInset
        guard inset > 0 else { return 0 }
        return min(max(inset + titleHeight, indicatorHeight), max(inset, Self.largestGrownHold))
    }

    /// The most an indicator view or a title grows a hold to: a preset's
    /// largest indicator area. An app's view whose height follows the hold
    /// would otherwise grow it without end.
    package static let largestGrownHold = 400.0

    /// Asks the hold engine, with the last metrics, and hands on its decision.
    private func decideHold() {
        guard !usesPlatformControl, let metrics = lastMetrics else { return }
        let input = HoldInput(
            metrics: metrics, laidOutPadding: laidOutPadding, activity: activity, wantedHold: wantedHold,
            curve: controller.animation)
        guard let decision = engine.decide(input) else { return }
        let curve = decision.curve ?? .immediate
        if let padding = decision.padding {
            hold = HoldAppearance(padding: padding, curve: curve, usesPlatformControl: usesPlatformControl)
        }
        send(.hold(decision))
    }

    /// The controller calls back whenever its hold changes, whatever changed it.
    private func watch(_ controller: RefreshController) {
        controller.holdDidChange = { [weak self] in self?.decideHold() }
    }

    // MARK: VoiceOver

    /// VoiceOver's three-finger scroll towards the top or the bottom edge.
    /// At rest at the top, scrolling further towards the top starts a refresh,
    /// as `UIRefreshControl` does. SwiftUI's scroll action cannot hand a
    /// scroll back to the scroll view, so every other one pages the content
    /// by the visible height, and the layer posts the page it shows, as
    /// UIKit's scroll view does.
    package func accessibilityScroll(towardsTop: Bool) -> AccessibilityScrollResponse {
        if towardsTop, geometry.isAtRest, !isPullDisabled {
            return state.beginRefreshing() ? .refreshed : .nothing
        }
        guard let metrics = lastMetrics else { return .nothing }
        let page = max(metrics.containerHeight - metrics.insetTop, 1)
        let scrolled = metrics.contentOffsetY + metrics.insetTop
        let farthest = max(metrics.contentHeight - page, 0)
        let target = towardsTop ? max(scrolled - page, 0) : min(scrolled + page, farthest)
        // At either end the page stays, and its status is said again: VoiceOver
        // reads a repeated status as the boundary.
        let pageCount = max(Int((metrics.contentHeight / page).rounded(.up)), 1)
        let pageNumber = min(max(Int((target / page).rounded(.down)), 0) + 1, pageCount)
        return .page(
            to: .toOffset(target - metrics.insetTop), status: AccessibilityPageStatus(page: pageNumber, pageCount: pageCount))
    }

    // MARK: Refusals

    private static let sidewaysReason =
        "RefreshKit: pullToRefresh needs a scroll view that scrolls vertically; this one scrolls only sideways, so it never pulls down. Apply pullToRefresh to the vertical scroll view."

    private func refuse(_ reason: String) {
        guard !hasRefused else { return }
        hasRefused = true
        send(.refused(reason))
    }

    private static func hapticCues(in sinks: [any FeedbackSink]) -> HapticCueSink? {
        sinks.lazy.compactMap { $0 as? HapticCueSink }.first
    }

    /// The app's sinks, told no haptic of a pull where the platform's control
    /// pulls: it taps by itself when it arms, and two taps would play.
    private static func feedbackSink(_ sinks: [any FeedbackSink], platformDraws: Bool) -> any FeedbackSink {
        let sink = MultiplexFeedbackSink(sinks)
        return platformDraws ? PullHapticsSilenced(sink) : sink
    }

    // MARK: The app's flag and the platform's control

    /// The app set its `Binding<Bool>` to `isOn`.
    package func flagChanged(to isOn: Bool) {
        if isOn {
            // RefreshKit sets the flag itself when a pull starts a refresh.
            guard !controller.isRefreshing else {
                flag.valueChanged(to: true)
                return
            }
            if state.beginRefreshing() {
                flag.appStartedRefresh()
            } else {
                // Nothing can start now (a refresh is finishing): the flag must not lie.
                writeFlag(false)
            }
        } else {
            flag.valueChanged(to: false)
        }
    }

    /// `.refreshable`'s action for the platform's control: the controller runs
    /// the app's work, so the preset's timing and announcements apply as for
    /// every other preset, and the platform's spinner stays until it ends.
    ///
    /// It holds the controller, never the session: the session going away
    /// (the screen destroyed) must still cancel the refresh it waits for.
    /// SwiftUI cancels `.refreshable`'s task whenever a redraw rebuilds the
    /// scroll view (a known quirk), so that cancellation does not reach the
    /// work; the session's lifetime decides.
    package var platformRefresh: @MainActor @Sendable () async -> Void {
        let controller = controller
        return {
            controller.beginRefreshing()
            await controller.waitUntilFinished()
        }
    }

    /// Takes the newest work closure: the view's latest value runs.
    package func take(_ work: RefreshWorkForm) {
        switch work {
        case .work(let work):
            controller.action = work
        case .flag(let set):
            writeFlag = set
            controller.action = .flag(flag)
        }
    }

    private static func isPlatformControl(_ pipeline: RefreshPipeline) -> Bool {
        type(of: pipeline.indicator).descriptor.isPlatformControl
    }
}

/// Ends the running refresh when the session that owns it goes away: the
/// scroll view's state was destroyed. (Not `isolated deinit`, which needs a
/// newer OS than RefreshKit's floor.)
@MainActor
private final class Lifetime {
    var controller: RefreshController?

    deinit {
        guard let controller else { return }
        Task { @MainActor in controller.cancel() }
    }
}

/// Keeps one scroll view's session across body evaluations: what the
/// modifier holds in `@State`. The session is made on the first evaluation,
/// with the environment of that moment, and brought up to date on each one.
@MainActor
package final class RefreshSessionHolder {
    private var session: RefreshSession?

    /// Nonisolated, because `@State`'s initial value is made wherever the view
    /// value is, which may be outside the main actor.
    nonisolated package init() {}

    /// The session, made with the view's values on first use, its state not
    /// yet attached (the app's views observe it, and this runs during `body`).
    /// Later calls take the newest work closure and nothing else: the state is
    /// attached, and a new preset or state taken, by
    /// ``RefreshSession/update(preset:catalog:makeSinks:work:state:)``, which the
    /// layer calls from `onChange`, never during `body`.
    package func session(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState?, platformDrawsEveryPreset: Bool = false, canScroll: Bool = true
    ) -> RefreshSession {
        if let session {
            session.take(work)
            return session
        }
        let session = RefreshSession(
            preset: preset, catalog: catalog, makeSinks: makeSinks, work: work, state: state,
            platformDrawsEveryPreset: platformDrawsEveryPreset, canScroll: canScroll, attachesState: false)
        self.session = session
        return session
    }
}

/// Which page of the content VoiceOver's scroll shows, as UIKit's scroll view
/// announces it ("Page 3 of 9").
package struct AccessibilityPageStatus: Sendable, Hashable {
    package var page: Int
    package var pageCount: Int

    package init(page: Int, pageCount: Int) {
        self.page = page
        self.pageCount = pageCount
    }
}

/// What VoiceOver's three-finger scroll did.
package enum AccessibilityScrollResponse: Sendable, Hashable {
    /// A refresh started.
    case refreshed
    /// Scroll the content a page, and announce the page it shows.
    case page(to: ScrollCommand, status: AccessibilityPageStatus)
    /// Nothing: a refresh runs already at the top, or nothing is known yet.
    case nothing
}

/// Passes events on without the haptics of a pull (pull began, armed,
/// disarmed, refresh started), which the platform's control plays itself.
@MainActor
private final class PullHapticsSilenced: FeedbackSink {
    private let sink: any FeedbackSink

    init(_ sink: any FeedbackSink) { self.sink = sink }

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        var context = context
        switch event {
        case .pullBegan, .armed, .disarmed, .refreshStarted: context.haptic = nil
        case .refreshSucceeded, .refreshFailed, .refreshCancelled: break
        }
        sink.receive(event, context: context)
    }
}
