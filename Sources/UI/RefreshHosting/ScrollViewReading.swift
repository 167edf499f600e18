import RefreshKit

/// What a UIKit scroll view says about itself at one moment, in plain
/// numbers: what RefreshKitUIKit reads from a `UIScrollView` whenever key-value
/// observing reports a change, and what the tests read from a model of one.
///
/// Coordinates are UIKit's: `contentOffsetY` is the visible area's top within
/// the content, `-adjustedInsetTop` when the content rests at its top edge.
package struct ScrollViewReading: Sendable, Hashable {
    /// `contentOffset.x`.
    package var contentOffsetX: Double
    /// `contentOffset.y`.
    package var contentOffsetY: Double
    /// `contentInset.top`: the app's own top inset, and RefreshKit's hold while one is applied.
    package var contentInsetTop: Double
    /// `adjustedContentInset.top`: `contentInset.top` and the safe area the
    /// scroll view adds to it (bars, a large title, a revealed search field).
    package var adjustedInsetTop: Double
    /// `adjustedContentInset.bottom`.
    package var adjustedInsetBottom: Double
    /// `contentSize.width`.
    package var contentWidth: Double
    /// `contentSize.height`.
    package var contentHeight: Double
    /// `bounds.size.width`.
    package var boundsWidth: Double
    /// `bounds.size.height`.
    package var boundsHeight: Double
    /// `isTracking`: a finger touches the content, moving or not.
    package var isTracking: Bool
    /// `isDecelerating`: let go, the content moves on or springs back.
    package var isDecelerating: Bool
    /// `panGestureRecognizer.state`.
    package var pan: PanGesturePhase

    package init(
        contentOffsetX: Double = 0, contentOffsetY: Double, contentInsetTop: Double, adjustedInsetTop: Double,
        adjustedInsetBottom: Double = 0, contentWidth: Double = 0, contentHeight: Double = 0, boundsWidth: Double = 0,
        boundsHeight: Double = 0, isTracking: Bool = false, isDecelerating: Bool = false, pan: PanGesturePhase = .possible
    ) {
        self.contentOffsetX = contentOffsetX
        self.contentOffsetY = contentOffsetY
        self.contentInsetTop = contentInsetTop
        self.adjustedInsetTop = adjustedInsetTop
        self.adjustedInsetBottom = adjustedInsetBottom
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.boundsWidth = boundsWidth
        self.boundsHeight = boundsHeight
        self.isTracking = isTracking
        self.isDecelerating = isDecelerating
        self.pan = pan
    }

    /// What the finger is doing. UIKit says it outright: the pan gesture
    /// moves the content (`interacting`), a finger rests on it without
    /// panning (`isTracking`: `tracking`), let go it decelerates or springs
    /// back (`isDecelerating`), and otherwise it is at rest.
    package var activity: ScrollActivity {
        switch pan {
        case .began, .changed: return .interacting
        case .possible, .ended, .cancelled, .failed: break
        }
        if isTracking { return .tracking }
        if isDecelerating { return .decelerating }
        return .idle
    }

    /// The geometry as the session takes it: the top inset is the adjusted
    /// one, in which the hold is.
    package var metrics: ScrollMetrics {
        ScrollMetrics(
            contentOffsetX: contentOffsetX, contentOffsetY: contentOffsetY, insetTop: adjustedInsetTop, contentWidth: contentWidth,
            contentHeight: contentHeight, containerWidth: boundsWidth, containerHeight: boundsHeight)
    }
}

/// `UIGestureRecognizer.State` of a scroll view's pan gesture.
package enum PanGesturePhase: Sendable, Hashable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed
}

/// What the UIKit layer writes to the scroll view for one decision: the top
/// inset and the offset, carried by one animation along `curve`.
package struct ScrollViewChange: Sendable, Hashable {
    /// The whole `contentInset.top` to set: the app's own and the hold.
    /// `nil` leaves it as it is.
    package var contentInsetTop: Double?
    /// `contentOffset.y` to set, `x` kept; `nil` leaves it where it is.
    package var contentOffsetY: Double?
    /// The curve both move along; ``AnimationCurve/immediate`` for none.
    package var curve: AnimationCurve

    package init(contentInsetTop: Double? = nil, contentOffsetY: Double? = nil, curve: AnimationCurve = .immediate) {
        self.contentInsetTop = contentInsetTop
        self.contentOffsetY = contentOffsetY
        self.curve = curve
    }

    /// Nothing to write.
    package var isEmpty: Bool { contentInsetTop == nil && contentOffsetY == nil }
}

/// Where the UIKit layer puts its indicator view: a frame in the scroll
/// view's own coordinates (its bounds, which move as it scrolls), from under
/// the bars down to the content's top, as wide as the scroll view; and the
/// title inside it.
package struct IndicatorPlacement: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    /// The title's top, from this frame's top: negative while only its lower
    /// part is uncovered (the frame clips the rest).
    package var titleTop: Double
    /// The title's height, as wide as the frame; 0 for none.
    package var titleHeight: Double

    package init(x: Double, y: Double, width: Double, height: Double, titleTop: Double = 0, titleHeight: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.titleTop = titleTop
        self.titleHeight = titleHeight
    }
}
