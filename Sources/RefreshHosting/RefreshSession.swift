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
    /// Cancels the running refresh when the session goes away.
    @ObservationIgnored private let lifetime = Lifetime()
    @ObservationIgnored private var writeFlag: @MainActor (Bool) -> Void = { _ in }
    @ObservationIgnored private lazy var flag = RefreshFlag { [weak self] isOn in self?.writeFlag(isOn) }

    /// A session running `preset`.
    package init(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState? = nil, clock: any RefreshClock = SystemRefreshClock()
    ) {
        let resolution = PresetResolution(preset, catalog: catalog)
        self.clock = clock
        self.state = state ?? PullToRefreshState()
        controller = RefreshController(pipeline: resolution.pipeline, sink: MultiplexFeedbackSink(makeSinks()), clock: clock)
        usesPlatformControl = Self.isPlatformControl(resolution.pipeline)
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
            pipeline: resolution.pipeline, action: work, sink: MultiplexFeedbackSink(makeSinks()), clock: clock)
        let wasPlatformControl = usesPlatformControl
        usesPlatformControl = Self.isPlatformControl(resolution.pipeline)
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
            refuse("RefreshKit: pullToRefresh needs a scroll view that scrolls vertically; this one scrolls only sideways, so it never pulls down. Apply pullToRefresh to the vertical scroll view.")
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
        take(PullGeometry(contentTop: contentTop, restTop: restTop, hold: hold))
    }

    /// VoiceOver's three-finger scroll towards `top` (or away from it): at the
    /// top, scrolling further up starts a refresh, as `UIRefreshControl` does.
    /// Returns whether one started.
    @discardableResult
    package func accessibilityScroll(towardsTop: Bool) -> Bool {
        guard towardsTop, geometry.isAtRest else { return false }
        return state.beginRefreshing()
    }

    /// The scroll view moved while the platform's control draws: only its
    /// position is kept, for a switch to a drawn preset.
    package func platformScrollChanged(_ metrics: ScrollMetrics) {
        lastMetrics = metrics
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
    /// SwiftUI cancels `.refreshable`'s task whenever a redraw rebuilds the
    /// scroll view (a known quirk), so that cancellation does not reach the
    /// work: the session owns it, and ends it when it goes away.
    package func runPlatformRefresh() async {
        controller.beginRefreshing()
        await controller.waitUntilFinished()
    }

    private func take(_ work: RefreshWorkForm) {
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

    /// The session for the view's current values.
    package func session(
        preset: RefreshPreset, catalog: PresetCatalog, makeSinks: () -> [any FeedbackSink], work: RefreshWorkForm,
        state: PullToRefreshState?
    ) -> RefreshSession {
        if let session {
            session.update(preset: preset, catalog: catalog, makeSinks: makeSinks, work: work, state: state)
            return session
        }
        let session = RefreshSession(preset: preset, catalog: catalog, makeSinks: makeSinks, work: work, state: state)
        self.session = session
        return session
    }
}
