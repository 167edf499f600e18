import RefreshHosting
import RefreshKit

/// A `UIScrollView` as RefreshKitUIKit sees it, for Linux: ``SimulatedScrollView``
/// under UIKit's rule (``InsetChangeRule/offsetKept``: a new `contentInset`
/// keeps `contentOffset`), read and written through UIKit's properties.
///
/// - `contentInset.top` is one number, the app's part and RefreshKit's
///   together; `adjustedContentInset.top` adds the safe area (bars, a large
///   title, a search field).
/// - `setContentOffset` puts the content where it is told, unclamped, and
///   stops its own motion.
/// - A write inside a view animation changes the model values at once, as
///   UIKit's do; what the user sees (``presentedContentTop``) moves from the
///   old offset to the new one along the curve, added to the model as Core
///   Animation adds a view animation to the layer it animates.
/// - The pan gesture begins with the finger's first move and ends when it
///   lifts; a finger that rests without moving is `isTracking` only.
@MainActor
final class UIKitScrollViewModel: AdaptedScrollView {
    private(set) var view: SimulatedScrollView
    private(set) var pan = PanGesturePhase.possible
    /// Every change the adapter wrote, in order.
    private(set) var writes: [ScrollViewChange] = []
    private var animations: [OffsetAnimation] = []
    /// What key-value observing last reported: offset, inset, content size, pan state.
    private var observed: Observed?

    private struct OffsetAnimation {
        /// The old offset minus the new one, when the animation began.
        let delta: Double
        let curve: AnimationCurve
        let start: Double
    }

    private struct Observed: Equatable {
        let offset: Double
        let inset: Double
        let contentHeight: Double
        let pan: PanGesturePhase
    }

    init(safeAreaTop: Double, contentInsetTop: Double, contentHeight: Double) {
        view = SimulatedScrollView(
            rule: .offsetKept, safeAreaTop: safeAreaTop, appInsetTop: contentInsetTop, contentHeight: contentHeight)
    }

    // MARK: AdaptedScrollView

    func read() -> ScrollViewReading {
        ScrollViewReading(
            contentOffsetY: view.contentOffsetY, contentInsetTop: view.appInsetTop, adjustedInsetTop: view.insetTop,
            contentWidth: view.containerWidth, contentHeight: view.contentHeight, boundsWidth: view.containerWidth,
            boundsHeight: view.containerHeight, isTracking: view.isFingerDown, isDecelerating: view.activity == .decelerating,
            pan: pan)
    }

    func apply(_ change: ScrollViewChange) {
        writes.append(change)
        let before = view.contentOffsetY
        if let top = change.contentInsetTop { view.appInsetTop = top }
        if let offset = change.contentOffsetY { view.setContentOffset(offset) }
        let moved = before - view.contentOffsetY
        if ViewAnimationTiming(change.curve).duration > 0, moved != 0 {
            animations.append(OffsetAnimation(delta: moved, curve: change.curve, start: view.time))
        }
    }

    func stopAnimation() {
        guard !animations.isEmpty else { return }
        let presented = presentedOffsetY
        animations.removeAll()
        view.setContentOffset(presented)
    }

    // MARK: What the user sees

    /// Where the content's top is on screen, from the scroll view's top edge,
    /// mid-animation included.
    var presentedContentTop: Double { -presentedOffsetY }

    private var presentedOffsetY: Double {
        view.contentOffsetY
            + animations.reduce(0) { sum, animation in
                sum + animation.delta * (1 - animation.curve.value(at: view.time - animation.start))
            }
    }

    var isAnimating: Bool { !animations.isEmpty }

    // MARK: Time, the finger, the app and the system

    func advance(by interval: Double) {
        view.advance(by: interval)
        animations.removeAll { view.time - $0.start >= $0.curve.settlingDuration }
        // UIKit resets a gesture that ended to `possible` before the next touch.
        if pan == .ended { pan = .possible }
    }

    func touchDown() {
        view.touchDown()
    }

    func drag(by points: Double) {
        pan = pan == .began || pan == .changed ? .changed : .began
        view.drag(by: points)
    }

    /// Drags, the finger already down, until the content's top is `target` points below `restingTop`.
    func drag(toUncover target: Double, restingTop: Double) {
        drag(by: view.fingerTravel(toReach: -(restingTop + target)))
    }

    func lift(velocity: Double = 0) {
        if pan == .began || pan == .changed { pan = .ended }
        view.lift(velocity: velocity)
    }

    /// The app sets `contentInset.top` itself.
    func setContentInsetTop(_ top: Double) { view.appInsetTop = top }

    /// The system changes the safe area or the size (bars, a search field, rotation).
    func change(_ body: (inout SimulatedScrollView) -> Void) { body(&view) }

    /// Whether KVO would have reported something since the last call.
    func takeObservedChange() -> Bool {
        let now = Observed(offset: view.contentOffsetY, inset: view.appInsetTop, contentHeight: view.contentHeight, pan: pan)
        defer { observed = now }
        return now != observed
    }
}
