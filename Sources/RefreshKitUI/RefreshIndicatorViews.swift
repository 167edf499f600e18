#if canImport(SwiftUI)
import SwiftUI
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
    /// included: they fill the scroll view's frame from its top edge.
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

/// Everything an indicator shows, behind the content in the scroll view's
/// frame: re-rendered when the indicator model changes, every frame only
/// while the model moves with time.
struct IndicatorLayer: View {
    let controller: RefreshController
    /// The pipeline's indicator style name, for the app's own views.
    let style: String

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let model = controller.indicator
        // Reduce Motion: no per-frame motion; each phase cross-fades instead.
        let moving = model.isAnimating && !reduceMotion
        TimelineView(.animation(minimumInterval: nil, paused: !moving)) { _ in
            // Reduce Motion draws the still picture of time-based motion.
            IndicatorCanvas(model: moving ? controller.liveIndicator : (reduceMotion ? controller.stillIndicator : model), style: style)
        }
        .id(reduceMotion ? controller.phase : nil)
        .transition(.opacity)
        .animation(Animation(controller.animation, reduceMotion: reduceMotion), value: controller.contentInset)
        .animation(reduceMotion ? .easeInOut(duration: Animation.reducedMotionDuration) : nil, value: controller.phase)
        .clipped()
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

/// One model drawn across the scroll view's width: x is a fraction of the
/// width from the leading edge, y points from the top edge.
struct IndicatorCanvas: View {
    let model: IndicatorModel
    let style: String

    @Environment(\.refreshIndicatorViews) private var views
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        GeometryReader { proxy in
            if let render = views.styles[style] {
                render(model)
            } else {
                let drawn = layoutDirection == .rightToLeft ? model.mirrored : model
                ZStack(alignment: .topLeading) {
                    if let backdrop = drawn.backdrop {
                        BackdropView(backdrop: backdrop)
                            .frame(width: proxy.size.width, height: max(backdrop.height, 0))
                            .offset(y: backdrop.top)
                    }
                    shape(drawn)
                        .opacity(drawn.opacity)
                        .position(x: drawn.position.x * proxy.size.width, y: drawn.position.y)
                }
                // Coordinates are already mirrored; SwiftUI must not mirror them again.
                .environment(\.layoutDirection, .leftToRight)
            }
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
