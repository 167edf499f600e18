#if canImport(SwiftUI)
import SwiftUI
import RefreshKit

extension Animation {
    /// How long a spring lasts when Reduce Motion replaces it with a fade.
    static let reducedMotionDuration = 0.2

    /// SwiftUI's animation for a preset's curve; `nil` for
    /// `AnimationCurve/immediate` (no animation).
    ///
    /// With `reduceMotion`, springs become a short ease-in-out with no
    /// overshoot, so nothing bounces; timing curves stay as they are.
    public init?(_ curve: AnimationCurve, reduceMotion: Bool = false) {
        switch curve {
        case .immediate:
            return nil
        case .linear(let duration):
            self = .linear(duration: duration)
        case .easeIn(let duration):
            self = .easeIn(duration: duration)
        case .easeOut(let duration):
            self = .easeOut(duration: duration)
        case .easeInOut(let duration):
            self = .easeInOut(duration: duration)
        case .timingCurve(let x1, let y1, let x2, let y2, let duration):
            self = .timingCurve(x1, y1, x2, y2, duration: duration)
        case .spring where reduceMotion, .interpolatingSpring where reduceMotion:
            self = .easeInOut(duration: Self.reducedMotionDuration)
        case .spring(let response, let dampingFraction):
            self = .spring(response: response, dampingFraction: dampingFraction)
        case .interpolatingSpring(let mass, let stiffness, let damping):
            self = .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping)
        }
    }
}
#endif
