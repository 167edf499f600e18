import RefreshKit

/// A scroll the layer carries out on the scroll view's `ScrollPosition`.
package enum ScrollCommand: Sendable, Hashable {
    /// `scrollTo(edge: .top)`: the content's top at the top of the visible
    /// area, the hold included.
    case toTopEdge
    /// `scrollTo(y:)`, in the coordinates of `ScrollGeometry.contentOffset`
    /// (both pages call the value "the position of the scroll view"); the
    /// scroll view clamps it to its content.
    case toOffset(Double)
}

/// What the layer does to the scroll view after one decision of the
/// ``HoldEngine``: a new hold and, where the visible result needs it, a
/// scroll, both carried by one curve in one transaction.
package struct HoldDecision: Sendable, Hashable {
    /// The top padding that holds the content; `nil` leaves it as it is.
    package var padding: Double?
    /// Where the content must go, whatever the scroll view does with the
    /// inset change by itself; `nil` when nothing needs to move.
    package var scroll: ScrollCommand?
    /// The curve for both; `nil` or ``AnimationCurve/immediate`` for none.
    package var curve: AnimationCurve?

    package init(padding: Double? = nil, scroll: ScrollCommand? = nil, curve: AnimationCurve? = nil) {
        self.padding = padding
        self.scroll = scroll
        self.curve = curve
    }
}

/// One frame as the hold engine sees it.
package struct HoldInput: Sendable, Hashable {
    /// The scroll view's geometry.
    package var metrics: ScrollMetrics
    /// The padding the geometry was laid out with (mid-animation, the animated value).
    package var laidOutPadding: Double
    /// What the finger is doing.
    package var activity: ScrollActivity
    /// How far the content should be held now: the strategy's inset, grown to
    /// fit the indicator while it holds.
    package var wantedHold: Double
    /// The curve for a hold that opens or closes in view.
    package var curve: AnimationCurve

    package init(metrics: ScrollMetrics, laidOutPadding: Double, activity: ScrollActivity, wantedHold: Double, curve: AnimationCurve) {
        self.metrics = metrics
        self.laidOutPadding = laidOutPadding
        self.activity = activity
        self.wantedHold = wantedHold
        self.curve = curve
    }
}

/// Decides how far the content is held and, where the visible result needs
/// it, where the scroll view scrolls, so that what the user sees does not
/// depend on what the scroll view does by itself when its top inset changes
/// (``InsetChangeRule``: no Apple page says which rule SwiftUI follows).
///
/// The hold is a top padding added to the scroll view's safe area, so the
/// app's own margins and padding add to it rather than fight it. The rules:
///
/// - **Never under a finger.** While a finger is down the padding does not
///   change: nothing moves under the finger, and a hold that retracts cannot
///   make a pull grow by itself. The change waits for the finger to lift, and
///   a hold still animating when the finger lands stops where it is.
/// - **Opening in view.** Once the finger is up, a hold opens when the content's
///   top is within the held space (`0...hold` below the area's top): at once
///   when a pull springs back through the hold line, animated when the
///   content rests above it (a refresh started from code at the top, or the
///   content coming back to the top while a refresh runs). Either way the
///   scroll view is told to scroll to its top edge with the same curve, so the
///   content ends `hold` points down under either rule.
/// - **Not out of view.** Scrolled into the content, the hold is not opened, and
///   one that is open closes once the scroll view comes to rest, with a scroll
///   to the offset the content already has: no row moves under either rule,
///   and sticky headers stop floating `hold` points low.
/// - **Closing.** When the hold ends, it closes once the finger is up and the
///   content at rest: animated towards the top edge when the held space is in
///   view, in place (no row moves) when it is not.
///
/// - **Kept at the top.** When the inset under the hold changes by itself
///   (a rotation, a bar that grows or shrinks) while the content rests at
///   its top edge, the content is scrolled back to the top edge.
///
/// Where the layer cannot scroll the scroll view (``canScroll`` is `false`:
/// before iOS 18), the same decisions come without scroll commands, and what
/// the user sees then follows the scroll view's own rule.
package struct HoldEngine: Sendable, Hashable {
    /// The padding last decided; the scroll view may still be animating towards it.
    package private(set) var padding = 0.0
    /// Whether the layer can scroll the scroll view (`ScrollPosition`, iOS 18 and peers).
    package let canScroll: Bool

    /// Points within which two positions count as the same: a frame's rounding.
    package static let tolerance = 0.5

    /// Where the content rested unheld, and whether it rested at its top edge,
    /// at the last decision.
    private var lastBase: Double?
    private var lastUncovered: Double?
    private var wasAtTopEdge = false

    package init(canScroll: Bool = true) {
        self.canScroll = canScroll
    }

    /// What to do after `input`; `nil` when nothing changes.
    package mutating func decide(_ input: HoldInput) -> HoldDecision? {
        let metrics = input.metrics
        let base = metrics.insetTop - input.laidOutPadding
        let offset = metrics.contentOffsetY
        guard base.isFinite, offset.isFinite else { return nil }
        // Points the content's top is below the area's top (where it rests unheld).
        let uncovered = -offset - base
        let hold = input.wantedHold.isFinite ? max(input.wantedHold, 0) : 0
        let tolerance = Self.tolerance
        let fingerDown = input.activity.isDragging == true
        let atRest = input.activity == .idle || input.activity == .unknown

        let atTopEdge = abs(uncovered - input.laidOutPadding) <= tolerance
        // How far the content's top moved towards the area's top since the last frame.
        let rising = lastUncovered.map { $0 - uncovered } ?? 0
        defer {
            lastBase = base
            lastUncovered = uncovered
            wasAtTopEdge = atTopEdge && !fingerDown
        }
        if fingerDown {
            // A finger on the content stops a hold still animating where it is.
            guard abs(input.laidOutPadding - padding) > tolerance else { return nil }
            padding = input.laidOutPadding
            return HoldDecision(padding: padding, curve: .immediate)
        }
        if let lastBase, abs(base - lastBase) > tolerance, wasAtTopEdge, !atTopEdge, canScroll {
            // The inset changed by itself under content resting at the top.
            return HoldDecision(scroll: .toTopEdge, curve: .immediate)
        }
        return decideHold(uncovered: uncovered, rising: rising, offset: offset, hold: hold, atRest: atRest, curve: input.curve)
    }

    private mutating func decideHold(
        uncovered: Double, rising: Double, offset: Double, hold: Double, atRest: Bool, curve: AnimationCurve
    ) -> HoldDecision? {
        let tolerance = Self.tolerance
        if hold > padding + tolerance {
            // Open when the content's top is within the held space, or will
            // be by the next frame as it springs back: caught at the hold line
            // rather than a frame past it.
            let nextFrame = uncovered - max(rising, 0)
            guard uncovered >= -tolerance, nextFrame <= hold + tolerance else { return nil }
            let springingBack = rising > tolerance
            let opening: AnimationCurve = springingBack || abs(uncovered - hold) <= tolerance ? .immediate : curve
            return change(to: hold, scroll: .toTopEdge, curve: opening)
        }
        if hold > tolerance, uncovered >= -tolerance {
            // Holding with the held space in view: nothing to change unless the
            // hold is smaller than the padding.
            guard padding > hold + tolerance, atRest else { return nil }
            return change(to: hold, scroll: .toTopEdge, curve: curve)
        }
        // The hold is over, or scrolled out of view: close it once at rest.
        let target = 0.0
        guard padding > target, atRest else { return nil }
        if uncovered >= -tolerance {
            return change(to: target, scroll: .toTopEdge, curve: curve)
        }
        return change(to: target, scroll: .toOffset(offset), curve: .immediate)
    }

    private mutating func change(to padding: Double, scroll: ScrollCommand, curve: AnimationCurve) -> HoldDecision {
        self.padding = padding
        return HoldDecision(padding: padding, scroll: canScroll ? scroll : nil, curve: curve)
    }

    /// Forgets the hold: the scroll view was rebuilt without it.
    package mutating func reset() {
        padding = 0
        lastBase = nil
        lastUncovered = nil
        wasAtTopEdge = false
    }
}
