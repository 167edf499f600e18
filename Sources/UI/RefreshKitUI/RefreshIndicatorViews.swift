#if canImport(SwiftUI)
import SwiftUI
import RefreshHosting
import RefreshKit

/// The app's own views for built-in indicator shapes, wherever a preset's
/// style draws them. Set them with ``SwiftUI/View/refreshIndicator(for:content:)``;
/// like any environment value they apply to every pull-to-refresh scroll view
/// below. To replace a whole indicator, give `pullToRefresh` an `indicator:`.
public struct RefreshIndicatorViews: Sendable {
    /// Draws a shape from the context of the frame.
    public typealias Renderer = @MainActor @Sendable (RefreshIndicatorContext) -> AnyView

    /// Views that replace a built-in shape; RefreshKit still places them at
    /// the model's position, applies its opacity and draws the backdrop.
    public var shapes: [IndicatorShape: Renderer] = [:]

    /// No replacements: every shape is drawn by RefreshKit.
    public init() {}
}

extension EnvironmentValues {
    /// The app's own views for built-in indicator shapes.
    public var refreshIndicatorViews: RefreshIndicatorViews {
        get { self[RefreshIndicatorViewsKey.self] }
        set { self[RefreshIndicatorViewsKey.self] = newValue }
    }
}

private struct RefreshIndicatorViewsKey: EnvironmentKey {
    static let defaultValue = RefreshIndicatorViews()
}

extension View {
    /// Draws `shape` with your view instead of the built-in one, wherever a
    /// preset's indicator shows it. RefreshKit positions the view at the
    /// model's position and fades it with the model's opacity.
    ///
    /// ```swift
    /// feed.refreshIndicator(for: .ball) { context in
    ///     Text("🏀").font(.system(size: context.model.size)).rotationEffect(.degrees(context.model.rotation))
    /// }
    /// ```
    ///
    /// Every custom style draws `.custom`, so one view draws them all: tell
    /// them apart by the context's ``RefreshIndicatorContext/styleName``.
    ///
    /// ```swift
    /// feed.refreshIndicator(for: .custom) { context in
    ///     switch context.styleName {
    ///     case HoldRingIndicator.descriptor.name: HoldRing(fraction: context.model.custom[HoldRingIndicator.Values.hold])
    ///     default: Text(context.styleName).font(.caption)
    ///     }
    /// }
    /// ```
    nonisolated public func refreshIndicator<Content: View>(
        for shape: IndicatorShape,
        @ViewBuilder content: @escaping @MainActor @Sendable (RefreshIndicatorContext) -> Content
    ) -> some View {
        transformEnvironment(\.refreshIndicatorViews) { views in
            views.shapes[shape] = { AnyView(content($0)) }
        }
    }
}

/// The indicator, over the space the pull and the hold uncover above the
/// content: the area starts where the content rests without the hold (under a
/// navigation bar and its large title, below a sheet's top) and is clipped to
/// what is uncovered, so it never covers a row. It reads the session's frame,
/// and the model and phase only while something is uncovered, so scrolling
/// through the content does not redraw it; it redraws every frame only while
/// its model moves with time and nothing animates it by itself.
///
/// The app's own indicator view, when it gave one, is drawn in place of the
/// preset's style at its own height, which the session grows the hold to
/// fit; a title is drawn under a built-in style, and the hold grows by it.
struct IndicatorOverlay: View {
    let session: RefreshSession
    let indicator: IndicatorBuilder?

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.pullToRefreshTitle) private var title

    var body: some View {
        // Built-in views are laid out left to right with a mirrored model; the
        // app's own view is laid out in the app's direction, and SwiftUI
        // mirrors it as it mirrors any view.
        let mirrored = indicator == nil && layoutDirection == .rightToLeft
        let look = session.indicatorAppearance(rightToLeft: mirrored, reduceMotion: reduceMotion)
        TimelineView(.animation(minimumInterval: nil, paused: !look.redrawsEveryFrame)) { _ in
            // Reduce Motion draws the still picture of time-based motion.
            let model =
                look.redrawsEveryFrame
                ? session.liveIndicator(rightToLeft: mirrored)
                : (reduceMotion && look.frame.height > 0 ? session.stillIndicator(rightToLeft: mirrored) : look.model)
            let context = RefreshIndicatorContext(
                model: model, styleName: look.styleName, phase: look.phase, stateName: look.stateName, progress: look.progress,
                title: title)
            if let indicator {
                indicator(context)
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(maxWidth: .infinity, alignment: .top)
                    .onGeometryChange(for: Double.self, of: { Double($0.size.height) }) { height in
                        session.indicatorHeightChanged(to: height)
                    }
                    // The app's view, with its text, is read while it shows,
                    // as the built-ins' title is.
                    .accessibilityHidden(look.frame.height <= 0)
            } else {
                ZStack(alignment: .bottom) {
                    IndicatorCanvas(context: context, appLayoutDirection: layoutDirection)
                        .accessibilityHidden(true)
                    if let title {
                        title
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .fixedSize(horizontal: false, vertical: true)
                            .padding(.bottom, RefreshSession.titleSpacing)
                            .onGeometryChange(for: Double.self, of: { Double($0.size.height) }) { height in
                                session.titleHeightChanged(to: height)
                            }
                            // VoiceOver reads the title while the indicator shows.
                            .accessibilityHidden(look.frame.height <= 0)
                    }
                }
            }
        }
        .frame(height: look.frame.height, alignment: .top)
        .frame(maxWidth: .infinity)
        .clipped()
        .offset(y: look.frame.top)
        // Reduce Motion: no per-frame motion; each phase cross-fades instead.
        .id(reduceMotion ? look.phase : nil)
        .transition(.opacity)
        .animation(reduceMotion ? .easeInOut(duration: Animation.reducedMotionDuration) : nil, value: look.phase)
        .allowsHitTesting(false)
        .onChange(of: indicator == nil, initial: true) { _, builtIn in
            if builtIn { session.indicatorHeightChanged(to: 0) }
        }
        .onChange(of: title == nil, initial: true) { _, untitled in
            if untitled || indicator != nil { session.titleHeightChanged(to: 0) }
        }
        // The geometry is measured from the scroll view's own top edge, which
        // lies under the bars; the overlay's content would otherwise start
        // below the safe area and count it twice.
        .ignoresSafeArea(.container, edges: .top)
    }
}

/// One model drawn across the indicator area's width: x is a fraction of the
/// width from the leading edge, y points from the area's top. The model comes
/// mirrored for right-to-left layouts, for the built-in views and the app's
/// own shape views alike; an app's shape view is laid out inside in the app's
/// own direction, so that its text reads right to left where the app does.
struct IndicatorCanvas: View {
    let context: RefreshIndicatorContext
    let appLayoutDirection: LayoutDirection

    @Environment(\.refreshIndicatorViews) private var views

    var body: some View {
        let model = context.model
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                if let backdrop = model.backdrop {
                    BackdropView(backdrop: backdrop)
                        .frame(width: proxy.size.width, height: max(backdrop.height, 0))
                        .offset(y: backdrop.top)
                }
                shape
                    .opacity(model.opacity)
                    .position(x: model.position.x * proxy.size.width, y: model.position.y)
            }
            // Coordinates are already mirrored; SwiftUI must not mirror them again.
            .environment(\.layoutDirection, .leftToRight)
        }
    }

    @ViewBuilder
    private var shape: some View {
        if let render = views.shapes[context.model.shape] {
            render(context).environment(\.layoutDirection, appLayoutDirection)
        } else {
            RefreshIndicatorView(context.model)
        }
    }
}
#endif
