import Observation
import RefreshKit

/// The app's work for a refresh, in the three shapes `pullToRefresh` takes.
package enum RefreshWorkForm {
    /// The `async` form or the `done` callback, as one ``RefreshWork``.
    case work(RefreshWork)
    /// The `Binding<Bool>` form: `set` writes the app's flag.
    case flag(set: @MainActor (Bool) -> Void)
}

/// One pull-to-refresh scroll view's controller, kept across body
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
/// - the `system` preset runs through SwiftUI's `.refreshable`, whose action
///   is ``runPlatformRefresh()``.
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
    /// Where the pull stands and where the indicator goes: changes with every
    /// frame of a pull, so only the indicator reads it.
    package private(set) var geometry = PullGeometry(contentTop: 0, restTop: 0, hold: 0)

    /// What the finger is doing, as the scroll view last said.
    @ObservationIgnored private var activity = ScrollActivity.unknown
    /// The scroll view's last metrics.
    @ObservationIgnored private var lastMetrics: ScrollMetrics?
    /// How far into the content the scroll view was when the preset switched
    /// between the platform's control and a drawn one: the switch rebuilds the
    /// scroll view, and the layer scrolls the new one back there.
    @ObservationIgnored private var positionToRestore: Double?
    /// Why the current preset did not load, until the layer has reported it once.
    @ObservationIgnored private var unreportedFallbackReason: String?
    /// Why the scroll view cannot pull to refresh, until the layer has reported it once.
    @ObservationIgnored private var unreportedRefusal: String?
    @ObservationIgnored private var hasRefused = false
    @ObservationIgnored private var identity: RefreshPreset.Identity
    @ObservationIgnored private let clock: any RefreshClock
    /// Where nothing reports a scroll view's offset (before iOS 18), the
    /// platform's control pulls for every preset.
    @ObservationIgnored private let platformDrawsEveryPreset: Bool
    /// Cancels the running refresh when the session goes away.
    @ObservationIgnored private let lifetime = Lifetime()
    @ObservationIgnored private var writeFlag: @MainActor (Bool) -> Void = { _ in }
    @ObservationIgnored private lazy var flag = RefreshFlag { [weak self] isOn in self?.writeFlag(isOn) }

    /// A session running `preset`.
    package init(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState? = nil, platformDrawsEveryPreset: Bool = false,
        clock: any RefreshClock = SystemRefreshClock()
    ) {
        let resolution = PresetResolution(preset, catalog: catalog)
        self.clock = clock
        self.platformDrawsEveryPreset = platformDrawsEveryPreset
        self.state = state ?? PullToRefreshState()
        controller = RefreshController(
            pipeline: resolution.pipeline, sink: Self.feedbackSink(makeSinks(), platformDraws: platformDrawsEveryPreset),
            clock: clock)
        usesPlatformControl = platformDrawsEveryPreset || Self.isPlatformControl(resolution.pipeline)
        unreportedFallbackReason = resolution.fallbackReason
        identity = preset.identity
        self.state.controller = controller
        lifetime.controller = controller
        take(work)
    }

    /// Brings the session up to date with the view's latest values. Returns
    /// whether the preset changed (and with it the controller).
    @discardableResult
    package func update(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState? = nil
    ) -> Bool {
        if let state, state !== self.state {
            self.state = state
            state.controller = controller
        }
        take(work)
        guard preset.identity != identity else { return false }
        controller.cancel()
        let resolution = PresetResolution(preset, catalog: catalog)
        let work = controller.action
        controller = RefreshController(
            pipeline: resolution.pipeline, action: work,
            sink: Self.feedbackSink(makeSinks(), platformDraws: platformDrawsEveryPreset), clock: clock)
        let wasPlatformControl = usesPlatformControl
        usesPlatformControl = platformDrawsEveryPreset || Self.isPlatformControl(resolution.pipeline)
        if usesPlatformControl != wasPlatformControl, let lastMetrics {
            positionToRestore = max(lastMetrics.contentOffsetY + lastMetrics.insetTop, 0)
        }
        unreportedFallbackReason = resolution.fallbackReason
        identity = preset.identity
        self.state.controller = controller
        return true
    }

    /// Why the current preset did not load, once; `nil` afterwards and when it loaded.
    package func takeFallbackReason() -> String? {
        defer { unreportedFallbackReason = nil }
        return unreportedFallbackReason
    }

    // MARK: The scroll view

    /// What the modifier's own body reads (the hold, never a scroll frame).
    package var holdAppearance: HoldAppearance {
        HoldAppearance(hold: controller.contentInset, animation: controller.animation, usesPlatformControl: usesPlatformControl)
    }

    /// What the indicator overlay reads.
    package func indicatorAppearance(rightToLeft: Bool, reduceMotion: Bool) -> IndicatorAppearance {
        IndicatorAppearance(model: controller.indicator, geometry: geometry, rightToLeft: rightToLeft, reduceMotion: reduceMotion)
    }

    /// The indicator now, for the frames of time-based motion (a jumping ball),
    /// mirrored for right-to-left layouts.
    package func liveIndicator(rightToLeft: Bool) -> IndicatorModel {
        rightToLeft ? controller.liveIndicator.mirroredForRightToLeft : controller.liveIndicator
    }

    /// The still picture of time-based motion, for Reduce Motion.
    package func stillIndicator(rightToLeft: Bool) -> IndicatorModel {
        rightToLeft ? controller.stillIndicator.mirroredForRightToLeft : controller.stillIndicator
    }

    /// The scroll view moved (iOS 18 and peers): `hold` is the top margin it
    /// was laid out with.
    package func scrollChanged(_ metrics: ScrollMetrics, hold: Double) {
        lastMetrics = metrics
        guard !metrics.scrollsOnlyHorizontally else {
            refuse(Self.sidewaysReason)
            return
        }
        take(PullGeometry(metrics: metrics, hold: hold))
    }

    /// The scroll phase changed: the release is news even when nothing moved.
    package func activityChanged(to activity: ScrollActivity, metrics: ScrollMetrics, hold: Double) {
        self.activity = activity
        scrollChanged(metrics, hold: hold)
    }

    /// Where a probe at the content's top found it (before iOS 18), and where
    /// it rests with the hold `hold`: the scroll view's top safe area plus the hold.
    package func probeChanged(contentTop: Double, restTop: Double, hold: Double) {
        // The platform's control pulls, and its own hold moves the probe.
        guard !usesPlatformControl else { return }
        take(PullGeometry(contentTop: contentTop, restTop: restTop, hold: hold))
    }

    /// VoiceOver's three-finger scroll towards the top or the bottom edge.
    /// At rest at the top, scrolling further towards the top starts a refresh,
    /// as `UIRefreshControl` does. SwiftUI's scroll action cannot decline a
    /// scroll, so every other one pages the content by the visible height:
    /// the layer scrolls to the distance returned.
    package func accessibilityScroll(towardsTop: Bool) -> AccessibilityScrollResponse {
        if towardsTop, geometry.isAtRest, state.beginRefreshing() { return .refreshed }
        guard let metrics = lastMetrics else { return .nothing }
        let page = max(metrics.containerHeight - metrics.insetTop, 1)
        let scrolled = metrics.contentOffsetY + metrics.insetTop
        let farthest = max(metrics.contentHeight - (metrics.containerHeight - metrics.insetTop), 0)
        let target = towardsTop ? max(scrolled - page, 0) : min(scrolled + page, farthest)
        return target == scrolled ? .nothing : .scroll(toDistanceIntoContent: target)
    }

    /// The scroll view moved while the platform's control draws: only its
    /// position is kept, for a switch to a drawn preset, and a scroll view that
    /// scrolls only sideways is refused.
    package func platformScrollChanged(_ metrics: ScrollMetrics) {
        lastMetrics = metrics
        if metrics.scrollsOnlyHorizontally { refuse(Self.sidewaysReason) }
    }

    /// How far into the content to scroll a scroll view rebuilt by a switch
    /// between the platform's control and a drawn preset, once; `nil` when
    /// there was no switch.
    package func takePositionToRestore() -> Double? {
        defer { positionToRestore = nil }
        return positionToRestore
    }

    /// Why this scroll view cannot pull to refresh, once; `nil` afterwards.
    package func takeRefusal() -> String? {
        defer { unreportedRefusal = nil }
        return unreportedRefusal
    }

    private func take(_ geometry: PullGeometry) {
        if self.geometry != geometry { self.geometry = geometry }
        controller.scrollChanged(offset: geometry.pull, isDragging: activity.isDragging)
    }

    private static let sidewaysReason =
        "RefreshKit: pullToRefresh needs a scroll view that scrolls vertically; this one scrolls only sideways, so it never pulls down. Apply pullToRefresh to the vertical scroll view."

    /// The app's sinks, told no haptic of a pull where the platform's control
    /// pulls: it taps by itself when it arms, and two taps would play.
    private static func feedbackSink(_ sinks: [any FeedbackSink], platformDraws: Bool) -> any FeedbackSink {
        let sink = MultiplexFeedbackSink(sinks)
        return platformDraws ? PullHapticsSilenced(sink) : sink
    }

    private func refuse(_ reason: String) {
        guard !hasRefused else { return }
        hasRefused = true
        unreportedRefusal = reason
    }

    // MARK: The app's flag and the platform's control

    /// The app set its `Binding<Bool>` to `isOn`.
    package func flagChanged(to isOn: Bool) {
        if isOn {
            // RefreshKit sets the flag itself when a pull starts a refresh.
            guard !controller.isRefreshing else { return }
            if !state.beginRefreshing() {
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

    /// The session, made with the view's values on first use. Later calls
    /// take the newest work closure and nothing else: a new preset or state
    /// comes through ``RefreshSession/update(preset:catalog:makeSinks:work:state:)``, which the
    /// layer calls from `onChange`, never during `body`.
    package func session(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState?, platformDrawsEveryPreset: Bool = false
    ) -> RefreshSession {
        if let session {
            session.take(work)
            return session
        }
        let session = RefreshSession(
            preset: preset, catalog: catalog, makeSinks: makeSinks, work: work, state: state,
            platformDrawsEveryPreset: platformDrawsEveryPreset)
        self.session = session
        return session
    }
}

/// What VoiceOver's three-finger scroll did.
package enum AccessibilityScrollResponse: Equatable {
    /// A refresh started.
    case refreshed
    /// Scroll the content so that its top is this far above the visible area's top.
    case scroll(toDistanceIntoContent: Double)
    /// Nothing: already at that end, or nothing known yet.
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
