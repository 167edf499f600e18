#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI
#if canImport(os)
import os
#endif
#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
import UIKit
#endif

/// The app's work in one of the documents' three shapes.
enum AppWork {
    /// `async` (`.refreshable`'s shape) or the `done` callback, already a `RefreshWork`.
    case work(RefreshWork)
    /// The `Binding<Bool>` flag of documents 000 and 003.
    case binding(Binding<Bool>)

    /// The form the session takes.
    var form: RefreshWorkForm {
        switch self {
        case .work(let work): .work(work)
        case .binding(let binding): .flag(set: { binding.wrappedValue = $0 })
        }
    }

    /// The app's flag for the binding form; `false`, and never changing, otherwise.
    var flag: Bool {
        switch self {
        case .binding(let binding): binding.wrappedValue
        case .work: false
        }
    }
}

/// What the modifier attaches around its scroll view whatever draws it: the
/// app's state in the environment and to the scene's commands, the haptics,
/// the switch to turn pulling off, the binding's flag, a new preset or
/// state, and whether the app gave an indicator view or a title (the session
/// logs them where the platform's control draws, which shows neither). None
/// of it changes what the scroll view shows or how VoiceOver reads it, so the
/// `system` preset stays a drop-in for `.refreshable`.
struct SessionWiring {
    let session: RefreshSession
    let preset: RefreshPreset
    let state: PullToRefreshState?
    let work: AppWork
    /// The app gave its own indicator view.
    let hasIndicator: Bool

    @Environment(\.refreshPresetCatalog) private var catalog
    @Environment(\.refreshFeedbackSinks) private var sinks
    @Environment(\.refreshStrings) private var strings
    @Environment(\.isPullToRefreshEnabled) private var isEnabled
    @Environment(\.pullToRefreshTitle) private var title
}

extension SessionWiring: ViewModifier {
    func body(content: Content) -> some View {
        content
            .environment(\.pullToRefresh, session.state)
            // For `PullToRefreshCommand`: ⌘R refreshes the focused scene's scroll view.
            .focusedSceneValue(\.pullToRefresh, session.state)
            .modifier(HapticCuePlayer(sink: session.hapticCues))
            .onChange(of: isEnabled, initial: true) { _, isEnabled in session.isPullDisabled = !isEnabled }
            .onChange(of: work.flag, initial: true) { _, isOn in session.flagChanged(to: isOn) }
            // A new preset or state is taken here, never while `body` runs: it
            // loads files, cancels a refresh and changes what other views read.
            .onChange(of: SessionInputs(preset: preset, state: state), initial: true) { _, inputs in
                session.update(
                    preset: inputs.preset, catalog: catalog, makeSinks: { sinks.makeSinks(strings) }, work: work.form,
                    state: inputs.state)
            }
            .onChange(of: RefreshSession.AppDrawing(indicator: hasIndicator, title: title != nil), initial: true) { _, drawing in
                session.appDrawingChanged(to: drawing)
            }
    }
}

/// The "Refresh" action where RefreshKit draws the preset: the scroll view is
/// a container that offers it on the rows inside (the platform's control
/// offers its own). Offered as the session's state says: not while pull to
/// refresh is switched off.
struct RefreshActionOnContainer: ViewModifier {
    let session: RefreshSession
    @Environment(\.refreshStrings) private var strings

    func body(content: Content) -> some View {
        let state = session.state
        content
            // A group that keeps its rows: VoiceOver offers a group's actions
            // on the rows it contains (see docs/swiftui.md for what is unproven).
            .accessibilityElement(children: .contain)
            .accessibilityActions {
                if state.offersRefreshAction {
                    Button(strings.text(for: RefreshStrings.refreshActionKey)) { state.performRefreshAction() }
                }
            }
    }
}

/// Plays the haptic cues of the session's `HapticCueSink` with SwiftUI's
/// `sensoryFeedback`, where the platform has it; nothing when the app's
/// sinks have no such sink.
struct HapticCuePlayer: ViewModifier {
    let sink: HapticCueSink?

    func body(content: Content) -> some View {
        #if os(visionOS)
        content
        #else
        let cue = sink?.cue
        content.sensoryFeedback(trigger: cue) { cue.map { SensoryFeedback($0.style) } }
        #endif
    }
}

#if !os(visionOS)
extension SensoryFeedback {
    /// SwiftUI's feedback for a preset's haptic style (UIKit's generator names).
    init(_ style: HapticStyle) {
        switch style {
        case .light: self = .impact(weight: .light)
        case .medium: self = .impact(weight: .medium)
        case .heavy: self = .impact(weight: .heavy)
        case .soft: self = .impact(flexibility: .soft)
        case .rigid: self = .impact(flexibility: .rigid)
        case .success: self = .success
        case .warning: self = .warning
        case .error: self = .error
        case .selection: self = .selection
        }
    }
}
#endif

/// Pull to refresh on the scroll view below: the view behind
/// ``SwiftUI/View/pullToRefresh(_:state:action:)`` and its siblings.
///
/// For a drawn preset (iOS 18 and peers) it reports the scroll geometry and
/// the finger to the session, applies the hold engine's padding and scrolls,
/// draws the indicator over the space the pull uncovers, and offers refresh
/// to VoiceOver. For `system`, and for every preset before iOS 18, it is
/// SwiftUI's `.refreshable` and nothing more. Every decision is the
/// session's (RefreshHosting, tested on Linux).
struct PullToRefreshModifier {
    let preset: RefreshPreset
    let state: PullToRefreshState?
    let work: AppWork
    /// The app's own indicator view, drawn in place of the preset's style.
    let indicator: IndicatorBuilder?

    @Environment(\.refreshPresetCatalog) private var catalog
    @Environment(\.refreshFeedbackSinks) private var sinks
    @Environment(\.refreshStrings) private var strings
    @State private var holder = RefreshSessionHolder()

    nonisolated init(preset: RefreshPreset, state: PullToRefreshState?, work: AppWork, indicator: IndicatorBuilder?) {
        self.preset = preset
        self.state = state
        self.work = work
        self.indicator = indicator
    }
}

// In an extension, so that making the modifier (from the nonisolated
// `pullToRefresh`) is not main-actor isolated; drawing it is.
extension PullToRefreshModifier: ViewModifier {
    func body(content: Content) -> some View {
        let session = holder.session(
            preset: preset, catalog: catalog, makeSinks: { sinks.makeSinks(strings) }, work: work.form, state: state,
            platformDrawsEveryPreset: Self.platformDrawsEveryPreset)
        return host(content, session: session, hold: session.hold)
            .modifier(SessionWiring(session: session, preset: preset, state: state, work: work, hasIndicator: indicator != nil))
    }

    /// Before iOS 18 and its peers nothing outside a scroll view's content
    /// reports its offset or the finger: the platform's control pulls for
    /// every preset, with the preset's timing, work and feedback.
    static var platformDrawsEveryPreset: Bool {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { false } else { true }
    }

    // Explicitly: members of a conformance extension other than the
    // protocol's requirements are not inferred to be main-actor isolated.
    @MainActor @ViewBuilder
    private func host(_ content: Content, session: RefreshSession, hold: HoldAppearance) -> some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            if hold.usesPlatformControl {
                content.modifier(PlatformRefreshHost(session: session))
            } else {
                content.modifier(DrawnRefreshHost(session: session, hold: hold, indicator: indicator))
            }
        } else {
            content.modifier(PlatformRefreshHost(session: session))
        }
    }
}

/// What a change of makes the session take a new preset or state.
struct SessionInputs: Equatable {
    let preset: RefreshPreset
    let state: PullToRefreshState?

    static func == (lhs: SessionInputs, rhs: SessionInputs) -> Bool {
        lhs.preset == rhs.preset && lhs.state === rhs.state
    }
}

/// SwiftUI's `.refreshable`, the session's controller running the app's work:
/// the `system` preset, and every preset before iOS 18. Not on a Mac in Mac
/// Catalyst's Mac idiom, where `.refreshable` reaches `UIRefreshControl`,
/// which is not supported there: a button or ⌘R refreshes instead.
struct PlatformRefreshHost: ViewModifier {
    let session: RefreshSession
    @Environment(\.isPullToRefreshEnabled) private var isEnabled

    func body(content: Content) -> some View {
        Group {
            if Self.hasPlatformControl {
                // Always attached: taking `.refreshable` away would rebuild the
                // scroll view (its position and its rows' state). Switched
                // off, a pull finds nothing to do; the platform's spinner
                // shows for a moment, which no documented API prevents.
                content.refreshable(action: isEnabled ? session.platformRefresh : {})
            } else {
                content
            }
        }
        .onAppear { session.eventHandler = RefreshLog.log }
    }

    /// Whether `.refreshable` shows the platform's control: everywhere but
    /// Mac Catalyst's Mac idiom.
    static var hasPlatformControl: Bool {
        #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
        UIDevice.current.userInterfaceIdiom != .mac
        #else
        true
        #endif
    }
}

/// A preset RefreshKit draws (iOS 18 and peers): the hold as the engine
/// decides it, the indicator, and VoiceOver's scroll. It owns the scroll
/// view's `ScrollPosition`, through which the engine's scrolls go; no other
/// host binds one.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct DrawnRefreshHost: ViewModifier {
    let session: RefreshSession
    let hold: HoldAppearance
    let indicator: IndicatorBuilder?

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.refreshStrings) private var strings
    @State private var position = ScrollPosition(idType: Never.self)

    /// Hands the session's events to this host: scrolls on its position, the
    /// rest to the log. Installed after `body`, never during it: pending
    /// events are delivered at once.
    private func listen() {
        let position = $position
        let reduceMotion = reduceMotion
        session.eventHandler = { event in
            switch event {
            case .hold(let decision):
                if let command = decision.scroll {
                    Self.scroll(position, command, curve: decision.curve ?? .immediate, reduceMotion: reduceMotion)
                }
            case .presetFallback, .refused, .notDrawn:
                RefreshLog.log(event)
            }
        }
    }

    func body(content: Content) -> some View {
        let position = $position
        return
            content
            // Scoped: the hold's curve animates the padding, never the app's
            // own changes in the same update.
            .animation(Animation(hold.curve, reduceMotion: reduceMotion)) { scrolled in
                scrolled.modifier(HoldPadding(padding: hold.padding, session: session))
            }
            .overlay(alignment: .top) { IndicatorOverlay(session: session, indicator: indicator) }
            .scrollPosition(position)
            .accessibilityScrollAction { edge in
                guard edge == .top || edge == .bottom else { return }
                switch session.accessibilityScroll(towardsTop: edge == .top) {
                case .page(let command, let status):
                    Self.scroll(position, command, curve: .immediate, reduceMotion: reduceMotion)
                    RefreshAnnouncements.pageScrolled(status, strings: strings)
                case .refreshed, .nothing:
                    break
                }
            }
            .modifier(RefreshActionOnContainer(session: session))
            .onChange(of: reduceMotion, initial: true) { listen() }
    }

    /// Carries out a scroll on the scroll view's position, along `curve`.
    static func scroll(_ position: Binding<ScrollPosition>, _ command: ScrollCommand, curve: AnimationCurve, reduceMotion: Bool) {
        withAnimation(Animation(curve, reduceMotion: reduceMotion)) {
            switch command {
            case .toTopEdge: position.wrappedValue.scrollTo(edge: .top)
            case .toOffset(let offset): position.wrappedValue.scrollTo(y: offset)
            }
        }
    }
}

/// Holds the content `padding` points down by adding it to the scroll view's
/// top safe area, where the app's own margins and padding add to it, and
/// reports the scroll geometry and the finger with the padding it was laid
/// out with. `Animatable`, because each frame of the hold's animation must
/// lay out the padding it has reached.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct HoldPadding: ViewModifier, Animatable {
    var padding: Double
    let session: RefreshSession

    // `Animatable` is not main-actor isolated; a Sendable stored property of
    // a value type may be read and written outside the main actor.
    nonisolated var animatableData: Double {
        get { padding }
        set { padding = newValue }
    }

    func body(content: Content) -> some View {
        content
            .safeAreaPadding(.top, padding)
            .onScrollGeometryChange(for: ScrollMetrics.self, of: ScrollMetrics.init) { _, metrics in
                session.scrollChanged(metrics, padding: padding)
            }
            .onScrollPhaseChange { _, phase, context in
                session.activityChanged(to: ScrollActivity(phase), metrics: ScrollMetrics(context.geometry), padding: padding)
            }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollMetrics {
    /// A scroll geometry's numbers.
    init(_ geometry: ScrollGeometry) {
        self.init(
            contentOffsetX: Double(geometry.contentOffset.x), contentOffsetY: Double(geometry.contentOffset.y),
            insetTop: Double(geometry.contentInsets.top), contentWidth: Double(geometry.contentSize.width),
            contentHeight: Double(geometry.contentSize.height), containerWidth: Double(geometry.containerSize.width),
            containerHeight: Double(geometry.containerSize.height))
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollActivity {
    /// A scroll phase, as the finger goes.
    init(_ phase: ScrollPhase) {
        switch phase {
        case .idle: self = .idle
        case .tracking: self = .tracking
        case .interacting: self = .interacting
        case .decelerating: self = .decelerating
        case .animating: self = .animating
        @unknown default: self = .unknown
        }
    }
}

/// What the layer tells the developer: a preset that did not load, a scroll
/// view that cannot pull, an indicator view or a title the platform's control
/// does not draw. A fault in the unified log (subsystem `RefreshKit`),
/// which Xcode's console shows highlighted; the program never stops on it,
/// so previews, UI tests and release builds carry on with `system`.
@MainActor
enum RefreshLog {
    static func log(_ event: SessionEvent) {
        switch event {
        case .presetFallback(let reason):
            #if canImport(os)
            Logger(subsystem: "RefreshKit", category: "presets").fault("\(reason, privacy: .public)")
            #endif
        case .refused(let reason):
            #if canImport(os)
            Logger(subsystem: "RefreshKit", category: "scroll").fault("\(reason, privacy: .public)")
            #endif
        case .notDrawn(let reason, let needsChange):
            #if canImport(os)
            let logger = Logger(subsystem: "RefreshKit", category: "appearance")
            if needsChange {
                logger.fault("\(reason, privacy: .public)")
            } else {
                logger.info("\(reason, privacy: .public)")
            }
            #endif
        case .hold:
            break
        }
    }
}
#endif
