import RefreshHosting
import RefreshKit
import Testing

/// A preset's curve as a UIKit view animation takes it.
@Suite struct ViewAnimationTimingTests {
    @Test func timingCurvesKeepTheControlPointsTheModelStepsWith() {
        let named: [(AnimationCurve, ViewAnimationTiming)] = [
            (.linear(duration: 0.3), .cubic(duration: 0.3, x1: 0, y1: 0, x2: 1, y2: 1)),
            (.easeIn(duration: 0.3), .cubic(duration: 0.3, x1: 0.42, y1: 0, x2: 1, y2: 1)),
            (.easeOut(duration: 0.3), .cubic(duration: 0.3, x1: 0, y1: 0, x2: 0.58, y2: 1)),
            (.easeInOut(duration: 0.3), .cubic(duration: 0.3, x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        ]
        for (curve, timing) in named {
            #expect(ViewAnimationTiming(curve) == timing)
            guard case .cubic(let duration, let x1, let y1, let x2, let y2) = timing else { continue }
            let asDrawn = AnimationCurve.timingCurve(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration)
            for time in stride(from: 0.03, to: 0.3, by: 0.03) {
                #expect(abs(asDrawn.value(at: time) - curve.value(at: time)) < 1e-6, "\(curve) at \(time)")
            }
        }
        #expect(
            ViewAnimationTiming(.timingCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1, duration: 0.5))
                == .cubic(duration: 0.5, x1: 0.2, y1: 0.9, x2: 0.3, y2: 1))
    }

    /// SwiftUI's `spring(response:dampingFraction:)` has damping ratio
    /// `dampingFraction`; a spring given by its physics has `c / (2 √(m k))`.
    @Test func springsKeepTheirDampingRatioAndSettlingTime() {
        let curve = AnimationCurve.spring(response: 0.5, dampingFraction: 0.825)
        guard case .spring(let ratio, let duration) = ViewAnimationTiming(curve) else {
            Issue.record("a spring became \(ViewAnimationTiming(curve))")
            return
        }
        #expect(abs(ratio - 0.825) < 1e-9)
        #expect(duration == curve.settlingDuration)
        let physical = AnimationCurve.interpolatingSpring(mass: 2, stiffness: 200, damping: 8)
        #expect(ViewAnimationTiming(physical) == .spring(dampingRatio: 0.2, duration: physical.settlingDuration))
        let overdamped = AnimationCurve.interpolatingSpring(mass: 1, stiffness: 100, damping: 40)
        #expect(ViewAnimationTiming(overdamped) == .spring(dampingRatio: 1, duration: overdamped.settlingDuration))
    }

    @Test func nothingToAnimateAndReduceMotion() {
        #expect(ViewAnimationTiming(.immediate) == .none)
        #expect(ViewAnimationTiming(.easeOut(duration: 0)) == .none)
        #expect(ViewAnimationTiming(.spring(response: 0, dampingFraction: 1)) == .none)
        #expect(
            ViewAnimationTiming(.swiftUISpring, reduceMotion: true)
                == .cubic(duration: ViewAnimationTiming.reducedMotionDuration, x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(ViewAnimationTiming(.easeOut(duration: 0.3), reduceMotion: true) == ViewAnimationTiming(.easeOut(duration: 0.3)))
    }
}
