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
package final class RefreshSession {
    /// What the app reads; the app's own when it passed one.
    package private(set) var state: PullToRefreshState
    /// The controller of the current preset.
    package private(set) var controller: RefreshController
    /// The pipeline is drawn by the platform's own control (`system`).
    package private(set) var usesPlatformControl: Bool
    /// Why the current preset did not load, until the layer has reported it once.
    private var unreportedFallbackReason: String?
    private var identity: RefreshPreset.Identity
    private let clock: any RefreshClock
    private var writeFlag: @MainActor (Bool) -> Void = { _ in }
    private lazy var flag = RefreshFlag { [weak self] isOn in self?.writeFlag(isOn) }

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
        usesPlatformControl = Self.isPlatformControl(resolution.pipeline)
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
    package func runPlatformRefresh() async {
        let controller = controller
        controller.beginRefreshing()
        await withTaskCancellationHandler {
            await controller.waitUntilFinished()
        } onCancel: {
            Task { @MainActor in controller.cancel() }
        }
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
        pipeline.indicatorStyleName == SystemSpinnerIndicator.descriptor.name
    }

    deinit {
        // Not `isolated deinit`: that needs a newer OS than RefreshKit's floor.
        let controller = controller
        Task { @MainActor in controller.cancel() }
    }
}
