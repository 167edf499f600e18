#if canImport(SwiftUI)
import RefreshHosting
import SwiftUI

/// What a custom indicator view draws from: the preset's indicator model and
/// where the refresh stands, for one frame.
///
/// A per-call indicator (`pullToRefresh(_:state:action:indicator:)`) gets it
/// in the app's own layout direction: `model.position.x` is measured from the
/// leading edge, and SwiftUI mirrors the view in right-to-left layouts as it
/// mirrors any other.
public struct RefreshIndicatorContext {
    /// What the preset's indicator style would draw now.
    public let model: IndicatorModel
    /// The name of the preset's indicator style, as a preset file writes it
    /// (`progress-ring`, `bouncing-ball`, or a custom style's descriptor
    /// name). Every custom style draws `IndicatorShape.custom`, so a renderer
    /// for that shape (`refreshIndicator(for: .custom)`) tells two custom
    /// styles apart by it.
    public let styleName: String
    /// The canonical phase: `idle`, `pulling`, `armed`, `refreshing` or `finishing`.
    public let phase: RefreshPhase
    /// The strategy's own name for its state, as its document spells it
    /// (`waiting`, `primed`, `loading`, ...).
    public let stateName: String
    /// How far towards the trigger the pull has come, in `0...1`.
    public let progress: Double
    /// The title the app set with `pullToRefreshTitle(_:)`, if any.
    public let title: Text?

    /// Whether the refresh's action is running.
    public var isRefreshing: Bool { phase == .refreshing }

    /// A context, for previews and tests of an indicator view.
    public init(
        model: IndicatorModel, styleName: String = "", phase: RefreshPhase, stateName: String, progress: Double, title: Text? = nil
    ) {
        self.model = model
        self.styleName = styleName
        self.phase = phase
        self.stateName = stateName
        self.progress = progress
        self.title = title
    }
}

/// A per-call indicator view, type-erased where the modifier keeps it.
typealias IndicatorBuilder = @MainActor (RefreshIndicatorContext) -> AnyView
#endif
