// A mixed app's file imports both layers beside SwiftUI and UIKit: no name of
// one layer may clash with the other's, or with Apple's. (Not a docs sample:
// a promise of the API.)
import RefreshKitUI
import RefreshKitUIKit
import SwiftUI
import UIKit

@MainActor
func bothLayers(_ scrollView: UIScrollView, rows: some View, state: PullToRefreshState) -> some View {
    let preset: RefreshPreset = .progressRing
    let control: PullToRefreshControl = scrollView.pullToRefresh(preset, state: state) {}
    control.attributedTitle = NSAttributedString(string: "Updated 9:41")
    control.remove()
    return ScrollView { rows }.pullToRefresh(preset, state: state) {
    } indicator: { (context: RefreshIndicatorContext) in
        RefreshIndicatorView(context.model)
    }
    .pullToRefreshTitle(Text("Updated 9:41"))
}

/// Each layer's indicator context and view, side by side.
final class BothLayersIndicator: UIView, PullToRefreshIndicatorView {
    private(set) var shown: PullToRefreshIndicatorContext?

    func update(_ context: PullToRefreshIndicatorContext) {
        shown = context
    }
}
