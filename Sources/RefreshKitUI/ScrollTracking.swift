#if canImport(SwiftUI)
import SwiftUI
import RefreshKit

/// RefreshKit's offset convention from what SwiftUI reports: `offset > 0` is
/// how far the content's top is pulled below its resting place.
enum ScrollOffset {
    /// The coordinate space the scroll view names for the probe (iOS 17,
    /// macOS 14 and their peers).
    static let space = "RefreshKit.scrollView"

    /// From a scroll geometry (iOS 18, macOS 15 and later). At rest the
    /// content offset is minus the top inset (safe area, content margins), so
    /// the pull is how far the offset has gone past that.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    static func pulledDistance(_ geometry: ScrollGeometry) -> Double {
        -Double(geometry.contentOffset.y + geometry.contentInsets.top)
    }
}

/// The probe's report: the content's top in the scroll view's named
/// coordinate space, as the documents measure it. Optional, so that a nested
/// pull-to-refresh scroll view, which clears its own report, cannot mask
/// this one's.
struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil

    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}

/// A zero-cost view behind the content that reports where the content's top
/// is (before iOS 18, macOS 15 and peers, which report the geometry directly).
struct ScrollOffsetProbe: View {
    var body: some View {
        GeometryReader { proxy in
            Color.clear.preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named(ScrollOffset.space)).minY)
        }
    }
}

/// Feeds the scroll position to the controller. On iOS 18, macOS 15 and
/// their peers SwiftUI reports the geometry and the scroll phase (a finger
/// down is `.interacting`); earlier, the probe in the content reports
/// through ``ScrollOffsetKey`` and whether a finger is down stays unknown,
/// which every strategy handles.
struct ScrollTracking: ViewModifier {
    let controller: RefreshController
    let store: RefreshControllerStore

    func body(content: Content) -> some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            content
                .onScrollGeometryChange(for: Double.self, of: ScrollOffset.pulledDistance) { _, offset in
                    MainActor.assumeIsolated {
                        controller.scrollChanged(offset: offset, isDragging: store.isDragging)
                    }
                }
                .onScrollPhaseChange { _, phase, context in
                    MainActor.assumeIsolated {
                        store.isDragging = phase == .interacting
                        // The release is news even when the offset has not moved.
                        controller.scrollChanged(
                            offset: ScrollOffset.pulledDistance(context.geometry), isDragging: store.isDragging)
                    }
                }
        } else {
            content
                .coordinateSpace(.named(ScrollOffset.space))
                .onPreferenceChange(ScrollOffsetKey.self) { offset in
                    guard let offset else { return }
                    MainActor.assumeIsolated { controller.scrollChanged(offset: Double(offset)) }
                }
                .transformPreference(ScrollOffsetKey.self) { $0 = nil }
        }
    }
}
#endif
