#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI
#if canImport(os)
import os
#endif

/// The app's work in one of the documents' three shapes.
enum AppWork {
    /// `async` (`.refreshable`'s shape) or the `done` callback, already a ``RefreshWork``.
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

/// What both containers (the modifier and ``ProbedScrollView``) attach
/// around their scroll view: the app's state in the environment, the named
/// "Refresh" action, the binding's flag, and a new preset or state.
struct SessionWiring {
    let session: RefreshSession
    let preset: RefreshPreset
    let state: PullToRefreshState?
    let work: AppWork

    @Environment(\.refreshPresetCatalog) private var catalog
    @Environment(\.refreshFeedbackSinks) private var sinks
    @Environment(\.refreshStrings) private var strings
}

extension SessionWiring: ViewModifier {
    func body(content: Content) -> some View {
        content
            .environment(\.pullToRefresh, session.state)
            // A group that keeps its rows: VoiceOver offers a group's actions
            // on the rows it contains (see docs/swiftui.md for what is unproven).
            .accessibilityElement(children: .contain)
            .accessibilityAction(named: Text(strings.text(for: RefreshStrings.refreshActionKey))) {
                session.state.beginRefreshing()
            }
            .onChange(of: work.flag, initial: true) { _, isOn in session.flagChanged(to: isOn) }
            // A new preset or state is taken here, never while `body` runs: it
            // loads files, cancels a refresh and changes what other views read.
            .onChange(of: SessionInputs(preset: preset, state: state), initial: true) { _, inputs in
                session.update(
                    preset: inputs.preset, catalog: catalog, makeSinks: { sinks.makeSinks(strings) }, work: work.form,
                    state: inputs.state)
                RefreshLog.fallback(session)
            }
    }
}

/// Pull to refresh on the scroll view below: the view behind
/// ``SwiftUI/View/pullToRefresh(_:state:action:)`` and its siblings.
///
/// It reports the scroll geometry and the finger to the session, holds the
/// content through the scroll view's top content margin, draws the indicator
/// over the space the pull uncovers, and offers refresh to VoiceOver. Every
/// decision is the session's (RefreshHosting, tested on Linux); each branch
/// here maps what it reports to a modifier.
struct PullToRefreshModifier {
    let preset: RefreshPreset
    let state: PullToRefreshState?
    let work: AppWork

    @Environment(\.refreshPresetCatalog) private var catalog
    @Environment(\.refreshFeedbackSinks) private var sinks
    @Environment(\.refreshStrings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var holder = RefreshSessionHolder()

    nonisolated init(preset: RefreshPreset, state: PullToRefreshState?, work: AppWork) {
        self.preset = preset
        self.state = state
        self.work = work
    }
}

// In an extension, so that making the modifier (from the nonisolated
// `pullToRefresh`) is not main-actor isolated; drawing it is.
extension PullToRefreshModifier: ViewModifier {
    func body(content: Content) -> some View {
        let session = holder.session(
            preset: preset, catalog: catalog, makeSinks: { sinks.makeSinks(strings) }, work: work.form, state: state,
            platformDrawsEveryPreset: Self.platformDrawsEveryPreset)
        let look = session.holdAppearance
        return scrollView(content, session: session, look: look)
            .modifier(SessionWiring(session: session, preset: preset, state: state, work: work))
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
    private func scrollView(_ content: Content, session: RefreshSession, look: HoldAppearance) -> some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            Group {
                if look.usesPlatformControl {
                    content
                        .refreshable(action: session.platformRefresh)
                        .onScrollGeometryChange(for: ScrollMetrics.self, of: ScrollMetrics.init) { _, metrics in
                            session.platformScrollChanged(metrics)
                            RefreshLog.refusal(session)
                        }
                } else {
                    content
                        // Scoped: the preset's curve animates the hold, never
                        // the app's own changes in the same update.
                        .animation(Animation(look.animation, reduceMotion: reduceMotion)) { scrolled in
                            scrolled.modifier(MarginHold(hold: look.hold, session: session))
                        }
                        .overlay(alignment: .top) { IndicatorOverlay(session: session) }
                }
            }
            // Outside the branch, which a switch of preset rebuilds.
            .modifier(ScrollPositionKeeper(session: session, usesPlatformControl: look.usesPlatformControl))
        } else {
            content.refreshable(action: session.platformRefresh)
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

/// Owns the scroll view's position (iOS 18 and peers): scrolls a scroll view
/// that a switch between the platform's control and a drawn preset rebuilt
/// back to where the old one was, and answers VoiceOver's three-finger
/// scroll for drawn presets: at rest at the top towards the top it refreshes,
/// as with `UIRefreshControl`; otherwise it pages, because SwiftUI's scroll
/// action cannot hand a scroll back to the scroll view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct ScrollPositionKeeper: ViewModifier {
    let session: RefreshSession
    let usesPlatformControl: Bool

    @State private var position = ScrollPosition(idType: Never.self)

    func body(content: Content) -> some View {
        content
            .scrollPosition($position)
            .onChange(of: usesPlatformControl) {
                if let distance = session.takePositionToRestore() { position.scrollTo(y: distance) }
            }
            .modifier(DrawnPresetScrollAction(session: session, position: $position, isOn: !usesPlatformControl))
    }
}

/// VoiceOver's three-finger scroll, where RefreshKit draws the preset (the
/// platform's control answers it itself).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct DrawnPresetScrollAction: ViewModifier {
    let session: RefreshSession
    @Binding var position: ScrollPosition
    let isOn: Bool

    func body(content: Content) -> some View {
        if isOn {
            content.accessibilityScrollAction { edge in
                guard edge == .top || edge == .bottom else { return }
                if case .scroll(let distance) = session.accessibilityScroll(towardsTop: edge == .top) {
                    position.scrollTo(y: distance)
                }
            }
        } else {
            content
        }
    }
}

/// Holds the content `hold` points down through the scroll view's top content
/// margin, as `UIRefreshControl` holds it through the scroll view's inset,
/// and reports the scroll geometry and the finger with the margin it was laid
/// out with. `Animatable`, because a content margin does not animate by
/// itself: each frame of the hold's animation sets the margin it has reached.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct MarginHold: ViewModifier, Animatable {
    var hold: Double
    let session: RefreshSession

    // `Animatable` is not main-actor isolated; a Sendable stored property of
    // a value type may be read and written outside the main actor.
    nonisolated var animatableData: Double {
        get { hold }
        set { hold = newValue }
    }

    func body(content: Content) -> some View {
        content
            .contentMargins(.top, hold, for: .scrollContent)
            .onScrollGeometryChange(for: ScrollMetrics.self, of: ScrollMetrics.init) { _, metrics in
                session.scrollChanged(metrics, hold: hold)
                RefreshLog.refusal(session)
            }
            .onScrollPhaseChange { _, phase, context in
                session.activityChanged(to: ScrollActivity(phase), metrics: ScrollMetrics(context.geometry), hold: hold)
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
/// view that cannot pull. In the unified log always (subsystem `RefreshKit`),
/// and a stop in debug builds for a preset, so a mistyped name is found at
/// once; release builds carry on with `system`.
@MainActor
enum RefreshLog {
    static func fallback(_ session: RefreshSession) {
        guard let reason = session.takeFallbackReason() else { return }
        #if canImport(os)
        Logger(subsystem: "RefreshKit", category: "presets").error("\(reason, privacy: .public)")
        #endif
        assertionFailure(reason)
    }

    static func refusal(_ session: RefreshSession) {
        guard let reason = session.takeRefusal() else { return }
        #if canImport(os)
        Logger(subsystem: "RefreshKit", category: "scroll").fault("\(reason, privacy: .public)")
        #endif
    }
}
#endif
