import RefreshKit

/// A preset's ``AnimationCurve`` as a UIKit view animation takes it: how
/// RefreshKitUIKit makes the `UIViewPropertyAnimator` that carries a write.
///
/// Timing curves keep their control points (the named ones those
/// `AnimationCurve` itself steps with). A spring keeps its damping ratio and
/// settles in the time the spring itself settles in, which is what
/// `UIViewPropertyAnimator(duration:dampingRatio:animations:)` takes. With Reduce Motion a spring becomes a short ease-in-out with no
/// overshoot, as in the SwiftUI layer.
package enum ViewAnimationTiming: Sendable, Hashable {
    /// No animation: the change is made at once.
    case none
    /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`.
    case cubic(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)
    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)` (0 bounces
    /// forever, 1 never overshoots).
    case spring(dampingRatio: Double, duration: Double)

    /// How long a spring lasts when Reduce Motion replaces it with an ease-in-out.
    package static let reducedMotionDuration = 0.2

    package init(_ curve: AnimationCurve, reduceMotion: Bool = false) {
        switch curve {
        case .immediate:
            self = .none
        case .linear(let duration):
            self = Self.cubic(duration, 0, 0, 1, 1)
        case .easeIn(let duration):
            self = Self.cubic(duration, 0.42, 0, 1, 1)
        case .easeOut(let duration):
            self = Self.cubic(duration, 0, 0, 0.58, 1)
        case .easeInOut(let duration):
            self = Self.cubic(duration, 0.42, 0, 0.58, 1)
        case .timingCurve(let x1, let y1, let x2, let y2, let duration):
            self = Self.cubic(duration, x1, y1, x2, y2)
        case .spring, .interpolatingSpring:
            if reduceMotion {
                self = Self.cubic(Self.reducedMotionDuration, 0.42, 0, 0.58, 1)
            } else if let physics = curve.springPhysics, physics.mass > 0, physics.stiffness > 0, physics.damping >= 0,
                curve.settlingDuration > 0
            {
                // ζ = c / (2 √(m k)); UIKit takes 0...1, and 1 already never overshoots.
                let ratio = physics.damping / (2 * (physics.mass * physics.stiffness).squareRoot())
                self = .spring(dampingRatio: min(ratio, 1), duration: curve.settlingDuration)
            } else {
                self = .none
            }
        }
    }

    private static func cubic(_ duration: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> ViewAnimationTiming {
        duration > 0 && duration.isFinite ? .cubic(duration: duration, x1: x1, y1: y1, x2: x2, y2: y2) : .none
    }

    /// Seconds until the animation has settled; 0 for none.
    package var duration: Double {
        switch self {
        case .none: 0
        case .cubic(let duration, _, _, _, _), .spring(_, let duration): duration
        }
    }
}
