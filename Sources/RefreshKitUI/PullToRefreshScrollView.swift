#if canImport(SwiftUI)
import SwiftUI
import RefreshKit

/// A scroll view driven by a ``RefreshController``: the view behind both
/// ``SwiftUI/ScrollView/pullToRefresh(_:action:)`` and ``RefreshableScrollView``.
///
/// It reports offsets, draws the indicator model behind the content, holds
/// the content down by the controller's `contentInset`, and offers the
/// "Refresh" accessibility action. A pipeline drawn by the `system` style is
/// SwiftUI's own `.refreshable`.
struct PullToRefreshScrollView<Content: View> {
    let axes: Axis.Set
    let showsIndicators: Bool
    let preset: RefreshPreset
    let work: WorkForm
    let content: Content

    @Environment(\.refreshPresetCatalog) private var catalog
    @Environment(\.refreshFeedbackSinks) private var sinks
    @State private var store = RefreshControllerStore()
}

// In an extension, so that making the view (from the nonisolated modifiers)
// is not main-actor isolated; drawing it is.
extension PullToRefreshScrollView: View {
    var body: some View {
        let controller = store.controller(for: preset, catalog: catalog, sinks: sinks, work: work)
        Group {
            if store.usesPlatformControl {
                scrollView { content }
                    .refreshable { [store] in await store.runPlatformRefresh() }
            } else {
                scrollView { HeldContent(controller: controller, content: content) }
                    .modifier(ScrollTracking(controller: controller, store: store))
                    .background(alignment: .top) {
                        IndicatorLayer(controller: controller, style: controller.pipeline.indicatorStyleName)
                    }
            }
        }
        .accessibilityAction(named: Text("Refresh")) { controller.beginRefreshing() }
        .onChange(of: isRefreshingBinding) { _, isOn in store.bindingChanged(to: isOn) }
        .onDisappear { controller.cancel() }
    }

    private func scrollView<Inner: View>(@ViewBuilder _ inner: () -> Inner) -> ScrollView<Inner> {
        var scrollView = ScrollView(axes, content: inner)
        scrollView.showsIndicators = showsIndicators
        return scrollView
    }

    /// The app's flag, for the `Binding<Bool>` form; `false` otherwise (and
    /// then it never changes).
    private var isRefreshingBinding: Bool {
        switch work {
        case .binding(let binding): binding.wrappedValue
        case .action: false
        }
    }
}

/// The app's content, held `contentInset` below its resting place. It reads
/// nothing else from the controller, so scrolling does not redraw it.
struct HeldContent<Content: View>: View {
    let controller: RefreshController
    let content: Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        content
            .padding(.top, controller.contentInset)
            .animation(Animation(controller.animation, reduceMotion: reduceMotion), value: controller.contentInset)
            .background(alignment: .top) {
                if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                    // The scroll view reports its geometry itself.
                } else {
                    ScrollOffsetProbe()
                }
            }
    }
}
#endif
