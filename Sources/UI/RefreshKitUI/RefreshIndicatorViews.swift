#if canImport(SwiftUI)
import SwiftUI
import RefreshHosting
import RefreshKit

/// The app's own indicator views, by shape or by indicator style name.
///
/// Set them with `refreshIndicator(for:content:)` and
/// `refreshIndicator(style:content:)`; like any environment value they
/// apply to every pull-to-refresh scroll view below.
public struct RefreshIndicatorViews: Sendable {
    /// Draws a model.
    public typealias Renderer = @MainActor @Sendable (IndicatorModel) -> AnyView

    /// Views that replace a built-in shape; RefreshKit still places them at
    /// the model's position, applies its opacity and draws the backdrop.
    public var shapes: [IndicatorShape: Renderer] = [:]
    /// Views that replace a whole indicator style, backdrop and placement
    /// included: they fill the indicator area, the space the pull uncovers,
    /// from its top edge, and get the model mirrored in right-to-left layouts.
    public var styles: [String: Renderer] = [:]

    public init() {}
}

extension EnvironmentValues {
    /// The app's own indicator views.
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
    /// feed.refreshIndicator(for: .ball) { model in
    ///     Text("🏀").font(.system(size: model.size)).rotationEffect(.degrees(model.rotation))
    /// }
    /// ```
    nonisolated public func refreshIndicator<Content: View>(
        for shape: IndicatorShape,
        @ViewBuilder content: @escaping @MainActor @Sendable (IndicatorModel) -> Content
    ) -> some View {
        transformEnvironment(\.refreshIndicatorViews) { views in
            views.shapes[shape] = { AnyView(content($0)) }
        }
    }

    /// Draws every indicator of the style named `style` (a preset's
    /// `indicator.style`, like `"bouncing-ball"`) with your view: it gets the
    /// whole model and the scroll view's frame from its top edge, and draws
    /// the backdrop and places the shape itself.
    nonisolated public func refreshIndicator<Content: View>(
        style: String,
        @ViewBuilder content: @escaping @MainActor @Sendable (IndicatorModel) -> Content
    ) -> some View {
        transformEnvironment(\.refreshIndicatorViews) { views in
            views.styles[style] = { AnyView(content($0)) }
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
struct IndicatorOverlay: View {
    let session: RefreshSession

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        let rightToLeft = layoutDirection == .rightToLeft
        let look = session.indicatorAppearance(rightToLeft: rightToLeft, reduceMotion: reduceMotion)
        TimelineView(.animation(minimumInterval: nil, paused: !look.redrawsEveryFrame)) { _ in
            // Reduce Motion draws the still picture of time-based motion.
            IndicatorCanvas(
                session: session,
                model: look.redrawsEveryFrame
                    ? session.liveIndicator(rightToLeft: rightToLeft)
                    : (reduceMotion && look.frame.height > 0 ? session.stillIndicator(rightToLeft: rightToLeft) : look.model))
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
        .accessibilityHidden(true)
        // The geometry is measured from the scroll view's own top edge, which
        // lies under the bars; the overlay's content would otherwise start
        // below the safe area and count it twice.
        .ignoresSafeArea(.container, edges: .top)
    }
}

/// One model drawn across the indicator area's width: x is a fraction of the
/// width from the leading edge, y points from the area's top. The model comes
/// mirrored for right-to-left layouts, for the built-in views and the app's
/// own renderers alike. A whole-style renderer is laid out at its own height,
/// which the session grows the hold to fit.
struct IndicatorCanvas: View {
    let session: RefreshSession
    let model: IndicatorModel

    @Environment(\.refreshIndicatorViews) private var views

    var body: some View {
        let style = session.indicatorStyleName
        GeometryReader { proxy in
            Group {
                if let render = views.styles[style] {
                    render(model)
                        .fixedSize(horizontal: false, vertical: true)
                        .onGeometryChange(for: Double.self, of: { Double($0.size.height) }) { height in
                            session.indicatorHeightChanged(to: height)
                        }
                } else {
                    ZStack(alignment: .topLeading) {
                        if let backdrop = model.backdrop {
                            BackdropView(backdrop: backdrop)
                                .frame(width: proxy.size.width, height: max(backdrop.height, 0))
                                .offset(y: backdrop.top)
                        }
                        shape(model)
                            .opacity(model.opacity)
                            .position(x: model.position.x * proxy.size.width, y: model.position.y)
                    }
                    .onAppear { session.indicatorHeightChanged(to: 0) }
                }
            }
            // Coordinates are already mirrored; SwiftUI must not mirror them again.
            .environment(\.layoutDirection, .leftToRight)
        }
    }

    @ViewBuilder
    private func shape(_ model: IndicatorModel) -> some View {
        if let render = views.shapes[model.shape] {
            render(model)
        } else {
            RefreshIndicatorView(model)
        }
    }
}
#endif
