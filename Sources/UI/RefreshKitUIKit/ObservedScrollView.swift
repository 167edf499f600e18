#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHosting
import RefreshKit
import UIKit

/// A `UIScrollView` as the ``ScrollViewAdapter`` reads and writes it: its
/// numbers, key-value observing of what moves it, and the adapter's writes
/// carried out in one view animation.
///
/// The scroll view's delegate is the app's, so the layer observes instead:
/// `contentOffset`, `contentInset`, `contentSize` and the pan gesture's
/// `state`. The observations end with ``stopObserving()`` (`remove()`), and
/// when this object goes away with its control, as an
/// `NSKeyValueObservation` that is released stops observing.
@MainActor
final class ObservedScrollView: AdaptedScrollView {
    private(set) weak var scrollView: UIScrollView?
    /// Reduce Motion: springs become a short ease-in-out.
    var reduceMotion = false
    /// Key-value observing reported a change.
    var onChange: (@MainActor () -> Void)?
    /// Runs inside the animation of a write, after it: what should move with
    /// the content (the indicator view) is placed there.
    var duringWrite: (@MainActor () -> Void)?

    private var observations: [NSKeyValueObservation] = []
    private var animator: UIViewPropertyAnimator?

    init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    func startObserving() {
        guard let scrollView, observations.isEmpty else { return }
        // UIKit changes these on the main thread; the handler is declared
        // `@Sendable`, so it states the isolation it runs with.
        let changed: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated { self?.onChange?() }
        }
        observations = [
            scrollView.observe(\.contentOffset) { _, _ in changed() },
            scrollView.observe(\.contentInset) { _, _ in changed() },
            scrollView.observe(\.contentSize) { _, _ in changed() },
            scrollView.panGestureRecognizer.observe(\.state) { _, _ in changed() },
        ]
    }

    func stopObserving() {
        for observation in observations { observation.invalidate() }
        observations = []
    }

    // MARK: AdaptedScrollView

    func read() -> ScrollViewReading {
        guard let scrollView else { return ScrollViewReading(contentOffsetY: 0, contentInsetTop: 0, adjustedInsetTop: 0) }
        let offset = scrollView.contentOffset
        let adjusted = scrollView.adjustedContentInset
        let size = scrollView.contentSize
        let bounds = scrollView.bounds
        return ScrollViewReading(
            contentOffsetX: Double(offset.x), contentOffsetY: Double(offset.y), contentInsetTop: Double(scrollView.contentInset.top),
            adjustedInsetTop: Double(adjusted.top), adjustedInsetBottom: Double(adjusted.bottom), contentWidth: Double(size.width),
            contentHeight: Double(size.height), boundsWidth: Double(bounds.width), boundsHeight: Double(bounds.height),
            isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating,
            pan: PanGesturePhase(scrollView.panGestureRecognizer.state))
    }

    func apply(_ change: ScrollViewChange) {
        guard let scrollView else { return }
        let write = { [weak self] in
            // Only the top: the app's left, bottom and right insets stay as they are.
            if let top = change.contentInsetTop { scrollView.contentInset.top = CGFloat(top) }
            if let offset = change.contentOffsetY {
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset)), animated: false)
            }
            self?.duringWrite?()
        }
        switch ViewAnimationTiming(change.curve, reduceMotion: reduceMotion) {
        case .none:
            UIView.performWithoutAnimation(write)
        case .cubic(let duration, let x1, let y1, let x2, let y2):
            start(
                UIViewPropertyAnimator(
                    duration: duration, controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2), animations: write))
        case .spring(let dampingRatio, let duration):
            start(UIViewPropertyAnimator(duration: duration, dampingRatio: CGFloat(dampingRatio), animations: write))
        }
    }

    /// Stops the write's animation where it is: stopping sets the animated
    /// properties (the offset) to their current values, so the content stays
    /// where the user sees it.
    func stopAnimation() {
        guard let animator, animator.state == .active else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        self.animator = nil
    }

    private func start(_ animator: UIViewPropertyAnimator) {
        animator.startAnimation()
        self.animator = animator
    }
}

extension PanGesturePhase {
    init(_ state: UIGestureRecognizer.State) {
        switch state {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        @unknown default: self = .possible
        }
    }
}
#endif
