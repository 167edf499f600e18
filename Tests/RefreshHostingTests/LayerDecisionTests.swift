import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// Decisions the SwiftUI and UIKit layers read rather than make: whether the
/// "Refresh" action is offered, what the platform's control leaves undrawn,
/// and which style an app's renderer of `.custom` draws.
@MainActor
@Suite struct LayerDecisionTests {
    func session(
        _ preset: RefreshPreset, platformDrawsEveryPreset: Bool = false, events: @escaping @MainActor (SessionEvent) -> Void = { _ in }
    ) -> RefreshSession {
        let session = RefreshSession(
            preset: preset, catalog: .standard, makeSinks: { [] }, work: .work(.external),
            platformDrawsEveryPreset: platformDrawsEveryPreset, clock: ManualClock())
        session.eventHandler = events
        return session
    }

    // MARK: The "Refresh" action

    /// `pullToRefreshDisabled(true)` (UIKit: `isEnabled = false`) takes the
    /// "Refresh" action away, on the scroll view and on an app's copy of it,
    /// and performing it anyway starts nothing; switched back on, it
    /// refreshes. A refresh from code runs either way.
    @Test func theRefreshActionIsNotOfferedWhilePullingIsSwitchedOff() {
        let session = session(.progressRing)
        let state = session.state
        #expect(state.offersRefreshAction)
        session.isPullDisabled = true
        #expect(!state.offersRefreshAction)
        #expect(!state.performRefreshAction())
        #expect(session.controller.startedRefreshCount == 0)
        #expect(state.beginRefreshing(), "a refresh from code still runs")
        session.controller.finishRefreshing(.cancelled)
        session.isPullDisabled = false
        #expect(state.offersRefreshAction)
        #expect(state.performRefreshAction())
        #expect(session.controller.startedRefreshCount == 2)
    }

    /// A state the app hands in later takes the switch as it stands; a state
    /// no scroll view has taken offers nothing.
    @Test func aNewStateTakesTheSwitchAndALooseOneOffersNothing() {
        let loose = PullToRefreshState()
        #expect(!loose.offersRefreshAction)
        #expect(!loose.performRefreshAction())
        let session = session(.progressRing)
        session.isPullDisabled = true
        session.update(preset: .progressRing, catalog: .standard, makeSinks: { [] }, work: .work(.external), state: loose)
        #expect(session.state === loose)
        #expect(!loose.offersRefreshAction, "the new state is switched off like the scroll view")
        session.isPullDisabled = false
        #expect(loose.offersRefreshAction)
    }

    // MARK: What the platform's control does not draw

    func notDrawn(_ events: [SessionEvent]) -> [String] {
        events.compactMap { if case .notDrawn(let reason, _) = $0 { reason } else { nil } }
    }

    /// Whether each told case asks the app to change something (a fault) or
    /// is right as it is (information).
    func needsChange(_ events: [SessionEvent]) -> [Bool] {
        events.compactMap { if case .notDrawn(_, let needsChange) = $0 { needsChange } else { nil } }
    }

    /// `.system` with an indicator view or a title: told once per scroll
    /// view, naming what was given and why; a drawn preset tells nothing.
    @Test func whatSystemDoesNotDrawIsToldOnce() {
        var events: [SessionEvent] = []
        let system = session(.system) { events.append($0) }
        system.appDrawingChanged(to: RefreshSession.AppDrawing(indicator: false, title: false))
        #expect(events.isEmpty, "nothing given, nothing to tell")
        system.appDrawingChanged(to: RefreshSession.AppDrawing(indicator: true, title: false))
        system.appDrawingChanged(to: RefreshSession.AppDrawing(indicator: true, title: true))
        let reasons = notDrawn(events)
        #expect(reasons.count == 1, "once per scroll view")
        #expect(reasons.first?.contains("an indicator view of the app's own and does not draw it") == true, "\(reasons)")
        #expect(reasons.first?.contains("'system' preset is the platform's own control") == true)
        #expect(needsChange(events) == [true], "with system, the app's code should change")

        var drawnEvents: [SessionEvent] = []
        let drawn = session(.bouncingBall) { drawnEvents.append($0) }
        drawn.appDrawingChanged(to: RefreshSession.AppDrawing(indicator: true, title: true))
        #expect(notDrawn(drawnEvents).isEmpty, "RefreshKit draws both")
        drawn.update(preset: .system, catalog: .standard, makeSinks: { [] }, work: .work(.external))
        #expect(notDrawn(drawnEvents).count == 1, "switched to system, it is told")
        #expect(notDrawn(drawnEvents).first?.contains("an indicator view of the app's own and a title") == true)
    }

    /// Before iOS 18 the platform's control draws every preset: a title on
    /// the bouncing ball is told, with the reason.
    @Test func beforeIOS18ATitleIsToldForEveryPreset() {
        var events: [SessionEvent] = []
        let session = session(.bouncingBall, platformDrawsEveryPreset: true) { events.append($0) }
        session.appDrawingChanged(to: RefreshSession.AppDrawing(indicator: false, title: true))
        let reasons = notDrawn(events)
        #expect(reasons.count == 1)
        #expect(reasons.first?.contains("given a title and does not draw it: before iOS 18") == true, "\(reasons)")
        #expect(needsChange(events) == [false], "before iOS 18 the app's code is right: information, not a fault")
    }

    /// A preset that does not load runs `system`, which draws no title: that
    /// is told too, after the fallback.
    @Test func aFallbackToSystemTellsWhatItDoesNotDraw() {
        var events: [SessionEvent] = []
        let session = session("bouncing-bal") { events.append($0) }
        session.appDrawingChanged(to: RefreshSession.AppDrawing(indicator: false, title: true))
        guard events.count == 2, case .presetFallback = events[0], case .notDrawn = events[1] else {
            Issue.record("expected the fallback, then what is not drawn; got \(events)")
            return
        }
    }

    // MARK: Custom styles

    /// Two custom styles draw the one shape `.custom`; the overlay's
    /// appearance names the style, so that one renderer tells them apart.
    @Test func theAppearanceNamesTheCustomStyle() {
        for style in [any IndicatorStyle.Type]([DialIndicator.self, MeterIndicator.self]) {
            let indicator = style.init(parameters: ParameterValues(), layout: RefreshLayout())
            let pipeline = RefreshPipeline(
                name: "custom", strategy: ProgressRingStrategy(), indicator: indicator, layout: RefreshLayout())
            let session = session(.pipeline(pipeline))
            let hidden = session.indicatorAppearance(rightToLeft: false, reduceMotion: false)
            #expect(hidden.styleName == style.descriptor.name)
            session.scrollChanged(ScrollMetrics(contentOffsetY: -60, insetTop: 0, contentHeight: 2000, containerHeight: 800), padding: 0)
            let shown = session.indicatorAppearance(rightToLeft: false, reduceMotion: false)
            #expect(shown.frame.height > 0)
            #expect(shown.model.shape == .custom)
            #expect(shown.styleName == style.descriptor.name)
        }
    }
}

/// Two custom styles, alike but for their names.
struct DialIndicator: IndicatorStyle {
    static let descriptor = IndicatorDescriptor(name: "com.example.dial", summary: "A dial the app draws.", parameters: [])
    init(parameters: ParameterValues, layout: RefreshLayout) {}
    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        IndicatorModel(shape: .custom, progress: status.progress, size: 30, position: IndicatorPosition(x: 0.5, y: 20))
    }
}

struct MeterIndicator: IndicatorStyle {
    static let descriptor = IndicatorDescriptor(name: "com.example.meter", summary: "A meter the app draws.", parameters: [])
    init(parameters: ParameterValues, layout: RefreshLayout) {}
    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        IndicatorModel(shape: .custom, progress: status.progress, size: 30, position: IndicatorPosition(x: 0.5, y: 20))
    }
}
