#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI

/// `RefreshableScrollView` before iOS 18 and its peers, where no scroll view
/// reports its offset: it owns its content, so a probe at the content's top
/// measures the pull, in the scroll view's coordinate space, against where
/// the content rests (the top safe area plus the hold). The finger is not
/// known there, so every pull counts, a fling that bounces at the top
/// included, and with no `ScrollPosition` the hold engine cannot scroll: the
/// scroll view's own rule decides how the content moves when the hold opens
/// or closes. The indicator and the "Refresh" action work as in the modifier.
struct ProbedScrollView<Content: View> {
    let preset: RefreshPreset
    let state: PullToRefreshState?
    let work: AppWork
    let showsIndicators: Bool
    let content: Content

    @Environment(\.refreshPresetCatalog) private var catalog
    @Environment(\.refreshFeedbackSinks) private var sinks
    @Environment(\.refreshStrings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var holder = RefreshSessionHolder()
    /// The scroll view's top safe area, the hold's padding included: where its content rests.
    @State private var safeAreaTop = 0.0
}

extension ProbedScrollView: View {
    var body: some View {
        // No `ScrollPosition` before iOS 18: the hold engine decides the
        // padding, and the scroll view's own rule moves the content.
        let session = holder.session(
            preset: preset, catalog: catalog, makeSinks: { sinks.makeSinks(strings) }, work: work.form, state: state,
            canScroll: false)
        session.eventHandler = RefreshLog.log
        let look = session.hold
        let scrollView = ScrollView {
            content.background(alignment: .top) {
                ContentTopProbe(session: session, safeAreaTop: safeAreaTop)
            }
        }
        .scrollIndicators(showsIndicators ? .automatic : .hidden)
        .coordinateSpace(ProbedScrollViewSpace.space)
        .onGeometryChange(for: Double.self, of: { Double($0.safeAreaInsets.top) }) { top in safeAreaTop = top }
        return Group {
            if look.usesPlatformControl {
                scrollView.refreshable(action: session.platformRefresh)
            } else {
                scrollView
                    .animation(Animation(look.curve, reduceMotion: reduceMotion)) { scrolled in
                        scrolled.modifier(AppliedPaddingHold(padding: look.padding))
                    }
                    .overlay(alignment: .top) { IndicatorOverlay(session: session) }
                    .modifier(RefreshActionOnContainer(session: session))
                // No three-finger scroll action here: SwiftUI's cannot hand a
                // scroll back, and before iOS 18 nothing could page instead.
            }
        }
        .modifier(SessionWiring(session: session, preset: preset, state: state, work: work))
    }
}

/// The hold as top safe-area padding, animated frame by frame, telling the
/// probe inside the content which padding the scroll view was laid out with.
struct AppliedPaddingHold: ViewModifier, Animatable {
    var padding: Double

    nonisolated var animatableData: Double {
        get { padding }
        set { padding = newValue }
    }

    func body(content: Content) -> some View {
        content
            .safeAreaPadding(.top, padding)
            .environment(\.refreshAppliedHold, padding)
    }
}

/// A zero-height view at the content's top that reports where it is.
struct ContentTopProbe: View {
    let session: RefreshSession
    let safeAreaTop: Double

    @Environment(\.refreshAppliedHold) private var hold

    var body: some View {
        Color.clear
            .frame(height: 0)
            .onGeometryChange(for: Double.self, of: { Double($0.frame(in: ProbedScrollViewSpace.space).minY) }) { top in
                // The hold's padding is part of the safe area the scroll view sees.
                session.probeChanged(contentTop: top, restTop: safeAreaTop, padding: hold)
            }
    }
}

/// The probe's coordinate space, outside the generic view so that a
/// `@Sendable` geometry transform can name it.
enum ProbedScrollViewSpace {
    static var space: NamedCoordinateSpace { .named("RefreshKit.ProbedScrollView") }
}

extension EnvironmentValues {
    /// The top margin the hold has reached, for the probe in the content.
    var refreshAppliedHold: Double {
        get { self[AppliedHoldKey.self] }
        set { self[AppliedHoldKey.self] = newValue }
    }
}

private struct AppliedHoldKey: EnvironmentKey {
    static let defaultValue = 0.0
}
#endif
