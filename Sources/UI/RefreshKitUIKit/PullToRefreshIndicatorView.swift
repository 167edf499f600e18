#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import Foundation
import RefreshHosting
import RefreshKit
import UIKit

/// A view of the app's own that draws the whole indicator in place of the
/// preset's style: set it as ``PullToRefreshControl/indicatorView``. The
/// UIKit counterpart of SwiftUI's per-call `indicator:` builder.
///
/// ```swift
/// final class CaptionedSpinnerView: UIView, PullToRefreshIndicatorView {
///     func update(_ context: PullToRefreshIndicatorContext) { ... }
///     override func sizeThatFits(_ size: CGSize) -> CGSize { ... }
/// }
/// refresh.indicatorView = CaptionedSpinnerView()
/// ```
///
/// docs/uikit.md shows the whole of that view. RefreshKit puts the view in the space the pull and the hold uncover
/// above the content, as wide as the scroll view, from the top of that space,
/// at the view's own height, clipped to what is uncovered so that it never
/// covers a row. While a refresh holds the content the hold grows to fit the
/// view (up to 400 pt). The view is behind the rows and takes no touches.
///
/// ## Implementation requirements
///
/// - ``update(_:)`` draws the context it is given. RefreshKit calls it on
///   the main actor whenever the context changes (on every frame while the
///   model moves with time, a jumping ball, say), so it should only set
///   properties and ask for a redraw, never start work or wait.
/// - Its height is what `sizeThatFits(_:)` returns for the scroll view's
///   width, asked after every ``update(_:)`` and when the width changes.
///   `UIView`'s own answer is the view's current size, so a view that is
///   always as tall as its frame works as it is; a view whose height follows
///   its content (a caption that wraps, a text style under Dynamic Type)
///   overrides `sizeThatFits(_:)`, with Auto Layout by returning
///   `systemLayoutSizeFitting(_:)` for that width. RefreshKit sets the
///   view's frame to that height: the answer must not follow the height
///   RefreshKit gives it, or the hold would grow to the cap.
/// - It lays itself out in its own `effectiveUserInterfaceLayoutDirection`:
///   the context's model is not mirrored (`position.x` is a fraction from
///   the leading edge, rotations as the style turns them).
/// - What VoiceOver reads in it is the view's own: RefreshKit hides it from
///   VoiceOver while nothing is uncovered. Text in it that repeats an
///   announcement ("Refreshing") is better left out of VoiceOver
///   (`isAccessibilityElement = false` on the label).
@MainActor
public protocol PullToRefreshIndicatorView: UIView {
    /// Draws the indicator for `context`.
    func update(_ context: PullToRefreshIndicatorContext)
}

/// What an app's ``PullToRefreshIndicatorView`` draws from, for one frame:
/// the preset's indicator model and where the refresh stands. The UIKit
/// counterpart of SwiftUI's `RefreshIndicatorContext`.
public struct PullToRefreshIndicatorContext: Equatable {
    /// What the preset's indicator style would draw now, not mirrored for
    /// right-to-left layouts: `position.x` is a fraction of the width from
    /// the leading edge, `position.y` points from the top of the uncovered
    /// space.
    public let model: IndicatorModel
    /// The name of the preset's indicator style, as a preset file writes it
    /// (`progress-ring`, `bouncing-ball`, or a custom style's descriptor
    /// name). Every custom style draws `IndicatorShape.custom`, so a view
    /// that draws more than one tells them apart by it.
    public let styleName: String
    /// The canonical phase: `idle`, `pulling`, `armed`, `refreshing` or `finishing`.
    public let phase: RefreshPhase
    /// The strategy's own name for its state, as its document spells it
    /// (`waiting`, `primed`, `loading`, ...).
    public let stateName: String
    /// How far towards the trigger the pull has come, in `0...1`.
    public let progress: Double
    /// The control's ``PullToRefreshControl/attributedTitle``, for the view
    /// to draw: RefreshKit does not draw it over an app's view.
    public let title: NSAttributedString?

    /// Whether the refresh's action is running.
    public var isRefreshing: Bool { phase == .refreshing }

    /// A context, for previews and tests of an indicator view.
    public init(
        model: IndicatorModel, styleName: String = "", phase: RefreshPhase, stateName: String, progress: Double,
        title: NSAttributedString? = nil
    ) {
        self.model = model
        self.styleName = styleName
        self.phase = phase
        self.stateName = stateName
        self.progress = progress
        self.title = title
    }
}
#endif
