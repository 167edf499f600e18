import Foundation
import RefreshKit

/// What a scroll view does to its content when its top inset changes and no
/// scroll command says where the content goes.
///
/// Apple documents neither for SwiftUI: UIKit keeps `contentOffset` when
/// `contentInset` changes (the content stays where it is on screen), and a
/// scroll view may instead keep the content's distance from its resting place
/// (the content moves with the inset). ``HoldEngine`` decides every visible
/// result itself, and the tests run every scenario under both.
package enum InsetChangeRule: String, Sendable, Hashable, CaseIterable {
    /// UIKit's `contentInset`: the offset is kept, so the content stays put on screen.
    case offsetKept
    /// The content keeps its distance from its resting place, so it moves with the inset.
    case contentFollowsInset
}

/// A vertical scroll view in plain numbers, for Linux: a finger that drags
/// with UIScrollView's rubber band past the top edge, a release that springs
/// back or decelerates, the top inset made of the safe area, the app's own
/// padding and RefreshKit's hold, and the two scroll commands RefreshKit
/// issues. The tests and `refreshkit preview` drive the same session through it.
///
/// Coordinates are those of SwiftUI's `ScrollGeometry`: `contentOffsetY` is
/// the visible area's top within the content, `-insetTop` at the top edge.
package struct SimulatedScrollView: Sendable {
    /// What the scroll view does with an inset change that no command covers.
    package var rule: InsetChangeRule
    /// The safe area at the top: bars, a large title, a revealed search field.
    package var safeAreaTop: Double {
        didSet { insetChanged(by: safeAreaTop - oldValue) }
    }
    /// The app's own top space (a content margin or safe-area padding, set
    /// outside or inside the modifier): RefreshKit's hold adds to it.
    package var appInsetTop: Double {
        didSet { insetChanged(by: appInsetTop - oldValue) }
    }
    /// The content's height, in points.
    package var contentHeight: Double
    /// The scroll view's height, in points.
    package var containerHeight: Double
    /// The scroll view's width, in points.
    package var containerWidth: Double

    /// RefreshKit's hold as laid out now (mid-animation, the animated value).
    package private(set) var holdPadding = 0.0
    /// Where the visible area's top is within the content.
    package private(set) var contentOffsetY: Double
    /// Seconds since the model started.
    package private(set) var time = 0.0
    /// Whether a finger is on the content.
    package private(set) var isFingerDown = false

    /// The content's speed in points a second, positive towards the end of the content.
    private var velocity = 0.0
    /// Where the finger went down, and the unconstrained offset it has dragged to.
    private var dragOrigin = 0.0
    private var fingerTravel = 0.0
    private var holdAnimation: Tween?
    private var scrollAnimation: ScrollTween?
    private var hasMovedSinceTouch = false

    /// UIScrollView's rubber band: past an edge, a finger that travels `x`
    /// moves the content `(1 - 1 / (x * c / d + 1)) * d`, `d` the scroll
    /// view's height, `c` this constant.
    package static let rubberBandConstant = 0.55
    /// UIScrollView's normal deceleration rate: velocity kept per millisecond.
    package static let decelerationRate = 0.998
    /// The spring that brings overscrolled content back to an edge: critically
    /// damped, this many radians a second.
    package static let springBackFrequency = 2 * Double.pi * 2.5

    /// A scroll view at rest at its top edge.
    package init(
        rule: InsetChangeRule, safeAreaTop: Double = 0, appInsetTop: Double = 0, contentHeight: Double = 3000,
        containerHeight: Double = 844, containerWidth: Double = 390
    ) {
        self.rule = rule
        self.safeAreaTop = safeAreaTop
        self.appInsetTop = appInsetTop
        self.contentHeight = contentHeight
        self.containerHeight = containerHeight
        self.containerWidth = containerWidth
        contentOffsetY = -(safeAreaTop + appInsetTop)
    }

    // MARK: What the scroll view reports

    /// The top inset: safe area, the app's space and the hold.
    package var insetTop: Double { safeAreaTop + appInsetTop + holdPadding }
    /// The offset at the top edge.
    package var topEdgeOffset: Double { -insetTop }
    /// The largest offset: the content's end at the visible area's bottom.
    package var bottomEdgeOffset: Double { max(contentHeight - containerHeight, topEdgeOffset) }
    /// Where the content's top is, in points from the scroll view's top edge.
    package var contentTop: Double { -contentOffsetY }
    /// Where a row `y` points into the content is, in points from the scroll view's top edge.
    package func rowTop(_ y: Double) -> Double { contentTop + y }

    /// What `onScrollGeometryChange` reports.
    package var metrics: ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: contentOffsetY, insetTop: insetTop, contentWidth: containerWidth, contentHeight: contentHeight,
            containerWidth: containerWidth, containerHeight: containerHeight)
    }

    /// What `onScrollPhaseChange` reports.
    package var activity: ScrollActivity {
        if isFingerDown { return hasMovedSinceTouch ? .interacting : .tracking }
        if scrollAnimation != nil { return .animating }
        if velocity != 0 || isOverscrolled { return .decelerating }
        return .idle
    }

    private var isOverscrolled: Bool {
        contentOffsetY < topEdgeOffset - 0.01 || contentOffsetY > bottomEdgeOffset + 0.01
    }

    // MARK: The finger

    /// A finger touches the content: it stops any motion, a command's included.
    package mutating func touchDown() {
        isFingerDown = true
        hasMovedSinceTouch = false
        velocity = 0
        scrollAnimation = nil
        dragOrigin = unconstrainedOffset(for: contentOffsetY)
        fingerTravel = 0
    }

    /// The finger moves `points` down the screen (negative: up), pulling the
    /// content with it; past the top edge the rubber band resists.
    package mutating func drag(by points: Double) {
        precondition(isFingerDown, "drag(by:) needs a finger down")
        hasMovedSinceTouch = true
        fingerTravel += points
        contentOffsetY = constrainedOffset(for: dragOrigin - fingerTravel)
    }

    /// The finger lifts, moving `velocity` points a second down the screen.
    package mutating func lift(velocity: Double = 0) {
        isFingerDown = false
        self.velocity = -velocity
    }

    /// How far the finger, already down, must travel down the screen for the
    /// content to sit at `offset` (the rubber band included).
    package func fingerTravel(toReach offset: Double) -> Double {
        (dragOrigin - fingerTravel) - unconstrainedOffset(for: offset)
    }

    /// The padding the hold is animating to, if it is animating.
    package var holdAnimationTarget: Double? { holdAnimation?.to }

    /// Past the top edge, the finger's travel beyond it as the rubber band maps it.
    private func constrainedOffset(for unconstrained: Double) -> Double {
        let top = topEdgeOffset
        let bottom = bottomEdgeOffset
        if unconstrained < top { return top - rubberBand(top - unconstrained) }
        if unconstrained > bottom { return bottom + rubberBand(unconstrained - bottom) }
        return unconstrained
    }

    /// The inverse of ``constrainedOffset(for:)``: where a finger would have to
    /// be for the content to sit at `offset`.
    private func unconstrainedOffset(for offset: Double) -> Double {
        let top = topEdgeOffset
        guard offset < top else { return offset }
        let band = min(top - offset, containerHeight * 0.999)
        // band = (1 - 1 / (x c / d + 1)) d  =>  x = d / c * (1 / (1 - band / d) - 1)
        let d = containerHeight
        return top - d / Self.rubberBandConstant * (1 / (1 - band / d) - 1)
    }

    private func rubberBand(_ travel: Double) -> Double {
        guard travel > 0 else { return 0 }
        let d = containerHeight
        return (1 - 1 / (travel * Self.rubberBandConstant / d + 1)) * d
    }

    // MARK: RefreshKit's decisions

    /// Applies what the hold engine decided: the hold's padding (animated
    /// along `curve`) and a scroll command, animated along the same curve.
    package mutating func apply(_ decision: HoldDecision) {
        if let padding = decision.padding, padding != holdAnimation?.to ?? holdPadding {
            let curve = decision.curve ?? .immediate
            if curve.settlingDuration > 0 {
                holdAnimation = Tween(from: holdPadding, to: padding, curve: curve, start: time)
            } else {
                holdAnimation = nil
                setHoldPadding(padding)
            }
        }
        if let command = decision.scroll { scroll(command, curve: decision.curve ?? .immediate) }
    }

    /// A scroll command, as `ScrollPosition` carries it out: it stops the
    /// content's own motion; a finger on the content ignores it.
    package mutating func scroll(_ command: ScrollCommand, curve: AnimationCurve = .immediate) {
        guard !isFingerDown else { return }
        velocity = 0
        let target: ScrollTween.Target
        switch command {
        case .toTopEdge: target = .topEdge
        case .toOffset(let offset): target = .offset(offset)
        }
        if curve.settlingDuration > 0 {
            scrollAnimation = ScrollTween(from: contentOffsetY, target: target, curve: curve, start: time)
        } else {
            scrollAnimation = nil
            contentOffsetY = clampedTarget(target)
        }
    }

    private func clampedTarget(_ target: ScrollTween.Target) -> Double {
        switch target {
        // The top edge the hold is going to: a command and the hold's
        // animation along one curve move the content with the padding.
        case .topEdge: -(safeAreaTop + appInsetTop + (holdAnimation?.to ?? holdPadding))
        // `scrollTo(y:)` "will clamp this value to only scroll to the size of its actual content".
        case .offset(let offset): min(max(offset, topEdgeOffset), bottomEdgeOffset)
        }
    }

    private mutating func setHoldPadding(_ padding: Double) {
        let change = padding - holdPadding
        holdPadding = padding
        insetChanged(by: change)
    }

    /// The rule moves the content unless a command positions it this frame.
    private mutating func insetChanged(by change: Double) {
        guard change != 0, rule == .contentFollowsInset, scrollAnimation == nil else { return }
        contentOffsetY -= change
        if isFingerDown { dragOrigin -= change }
    }

    // MARK: Time

    /// Moves time on by `interval` seconds: animations, the spring back to an
    /// edge, and deceleration.
    package mutating func advance(by interval: Double) {
        time += interval
        if let animation = holdAnimation {
            setHoldPadding(animation.value(at: time))
            if animation.isFinished(at: time) { holdAnimation = nil }
        }
        if let animation = scrollAnimation {
            let target = clampedTarget(animation.target)
            let fraction = animation.curve.value(at: time - animation.start)
            contentOffsetY = animation.from + (target - animation.from) * fraction
            if animation.curve.settlingDuration <= time - animation.start {
                contentOffsetY = target
                scrollAnimation = nil
            }
            return
        }
        guard !isFingerDown else { return }
        let top = topEdgeOffset
        let bottom = bottomEdgeOffset
        if contentOffsetY < top || contentOffsetY > bottom {
            springBack(towards: contentOffsetY < top ? top : bottom, interval: interval)
            return
        }
        guard velocity != 0 else { return }
        velocity *= pow(Self.decelerationRate, interval * 1000)
        contentOffsetY += velocity * interval
        if abs(velocity) < 5 { velocity = 0 }
    }

    /// A critically damped spring towards `edge`, carrying the velocity the content had.
    private mutating func springBack(towards edge: Double, interval: Double) {
        let omega = Self.springBackFrequency
        let x = contentOffsetY - edge
        // Exact step of x'' = -ω²x - 2ωx' over `interval`.
        let a = x
        let b = velocity + omega * x
        let decay = exp(-omega * interval)
        let newX = (a + b * interval) * decay
        velocity = (b - omega * (a + b * interval)) * decay
        contentOffsetY = edge + newX
        if abs(newX) < 0.25 && abs(velocity) < 10 {
            contentOffsetY = edge
            velocity = 0
        }
    }
}

/// One value moving along a curve.
private struct Tween: Sendable {
    let from: Double
    let to: Double
    let curve: AnimationCurve
    let start: Double

    func value(at time: Double) -> Double {
        isFinished(at: time) ? to : from + (to - from) * curve.value(at: time - start)
    }

    func isFinished(at time: Double) -> Bool { time - start >= curve.settlingDuration }
}

/// A scroll command's motion, towards a target that may move (the top edge
/// follows the inset).
private struct ScrollTween: Sendable {
    enum Target: Sendable {
        case topEdge
        case offset(Double)
    }

    let from: Double
    let target: Target
    let curve: AnimationCurve
    let start: Double
}
