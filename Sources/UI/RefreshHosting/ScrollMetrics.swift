import RefreshKit

/// A scroll view's geometry in plain numbers: what SwiftUI's `ScrollGeometry`
/// reports (iOS 18, macOS 15 and peers), so that the decisions made from it
/// are tested on Linux.
///
/// Points, in the scroll view's coordinates: `contentOffsetY` is where the
/// visible area starts within the content, and rests at `-insetTop` when the
/// content sits at its top (the safe area, such as a navigation bar with a
/// large title, and every content margin are in `insetTop`).
package struct ScrollMetrics: Sendable, Hashable {
    /// `ScrollGeometry.contentOffset.x`.
    package var contentOffsetX: Double
    /// `ScrollGeometry.contentOffset.y`.
    package var contentOffsetY: Double
    /// `ScrollGeometry.contentInsets.top`: safe area and content margins.
    package var insetTop: Double
    /// `ScrollGeometry.contentSize.width`.
    package var contentWidth: Double
    /// `ScrollGeometry.contentSize.height`.
    package var contentHeight: Double
    /// `ScrollGeometry.containerSize.width`.
    package var containerWidth: Double
    /// `ScrollGeometry.containerSize.height`.
    package var containerHeight: Double

    /// Metrics from a scroll geometry's numbers.
    package init(
        contentOffsetX: Double = 0, contentOffsetY: Double, insetTop: Double, contentWidth: Double = 0,
        contentHeight: Double = 0, containerWidth: Double = 0, containerHeight: Double = 0
    ) {
        self.contentOffsetX = contentOffsetX
        self.contentOffsetY = contentOffsetY
        self.insetTop = insetTop
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
    }

    /// Whether the content can only scroll sideways: wider than the scroll view
    /// and no taller. Pull to refresh pulls down, so such a scroll view never
    /// reports a pull.
    package var scrollsOnlyHorizontally: Bool {
        contentWidth > containerWidth + 0.5 && contentHeight <= containerHeight + 0.5
    }
}

/// What the finger is doing, from SwiftUI's `ScrollPhase` (iOS 18, macOS 15
/// and peers), or `unknown` where the platform does not say.
package enum ScrollActivity: Sendable, Hashable {
    /// Nothing scrolls.
    case idle
    /// A finger touches the content but has not moved yet (not on every platform).
    case tracking
    /// A finger (or trackpad) moves the content.
    case interacting
    /// Let go: the content moves on by momentum, or springs back from a pull.
    case decelerating
    /// The content moves to a target set in code.
    case animating
    /// The platform does not report it (before iOS 18).
    case unknown

    /// Whether a finger is on the content, as ``RefreshController/scrollChanged(offset:isDragging:)``
    /// takes it: tracking and interacting are; `nil` when unknown.
    ///
    /// A pull that begins while this is `false`, a fling bouncing past the top
    /// or a programmatic scroll, is then never a pull, as with `UIRefreshControl`.
    /// `idle` says nothing: SwiftUI documents no order between a geometry
    /// change and the phase change of the same touch, so the first frame of a
    /// real pull may still arrive while the phase is `idle`.
    package var isDragging: Bool? {
        switch self {
        case .tracking, .interacting: true
        case .decelerating, .animating: false
        case .idle, .unknown: nil
        }
    }
}

/// Where a pull stands and where the indicator goes, from a scroll view's
/// geometry and the hold padding it was laid out with.
///
/// The hold is part of the top inset the scroll view reports (RefreshKit adds
/// it to the safe area), so:
/// - the **pull** is measured from where the content rests now, the hold as
///   laid out included: `-(contentOffsetY + insetTop)`. That is the offset the
///   strategies take;
/// - the **indicator area** starts where the content rests without the hold,
///   `insetTop - hold` below the scroll view's top edge: under a navigation bar
///   and its large title, below a sheet's top, after the app's own margins;
/// - the **uncovered** height is the space above the content's top in that
///   area, `pull + hold`, never negative; the indicator is drawn in it and
///   clipped to it, in the view and in `refreshkit preview` alike.
package struct PullGeometry: Sendable, Hashable {
    /// Points the content's top is below its current resting place (the hold
    /// included); negative when scrolled into the content.
    package var pull: Double
    /// Points from the scroll view's top edge to the indicator area's top.
    package var areaTop: Double
    /// Points of space uncovered above the content, `>= 0`.
    package var uncovered: Double

    /// The geometry when the scroll view reports its metrics (iOS 18 and peers).
    ///
    /// - Parameter hold: the padding RefreshKit applied for the hold, as the
    ///   scroll view laid it out (mid-animation, the animated value).
    package init(metrics: ScrollMetrics, hold: Double) {
        self.init(contentTop: -metrics.contentOffsetY, restTop: metrics.insetTop, hold: hold)
    }

    /// The geometry from where the content's top is in the scroll view's
    /// coordinates and where it rests (the hold included): what a probe inside
    /// the content and the scroll view's safe area give before iOS 18.
    package init(contentTop: Double, restTop: Double, hold: Double) {
        let hold = hold.isFinite ? max(hold, 0) : 0
        pull = contentTop - restTop
        areaTop = restTop - hold
        uncovered = max(pull + hold, 0)
        if !pull.isFinite || !areaTop.isFinite {
            pull = 0
            areaTop = 0
            uncovered = 0
        }
    }

    /// At rest, or scrolled into the content: where a three-finger scroll to
    /// the top means "refresh" only when this holds with `pull` near 0.
    package var isAtRest: Bool { abs(pull) <= ScrollSample.restTolerance }

    /// The frame the indicator is drawn in.
    package var indicatorFrame: IndicatorFrame { IndicatorFrame(top: areaTop, height: uncovered) }
}

/// Where the indicator is drawn: from `top` points below the scroll view's
/// top edge, `height` points tall (the space the pull and the hold uncover).
/// Scrolled into the content it is 0 tall and stays the same from frame to
/// frame, so the overlay that reads it is not redrawn while the list scrolls.
package struct IndicatorFrame: Sendable, Hashable {
    package var top: Double
    package var height: Double

    package init(top: Double, height: Double) {
        self.top = top
        self.height = height
    }
}
