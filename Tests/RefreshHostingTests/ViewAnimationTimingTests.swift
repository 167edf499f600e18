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

    @Test func springsKeepTheirPhysics() {
        let response = 0.5
        let fraction = 0.825
        let curve = AnimationCurve.spring(response: response, dampingFraction: fraction)
        guard case .spring(let mass, let stiffness, let damping, let duration) = ViewAnimationTiming(curve) else {
            Issue.record("a spring became \(ViewAnimationTiming(curve))")
            return
        }
        #expect(mass == 1)
        #expect(abs(stiffness - (2 * Double.pi / response) * (2 * Double.pi / response)) < 1e-9)
        #expect(abs(damping - 4 * Double.pi * fraction / response) < 1e-9)
        #expect(duration == curve.settlingDuration)
        #expect(
            ViewAnimationTiming(.interpolatingSpring(mass: 2, stiffness: 300, damping: 20))
                == .spring(
                    mass: 2, stiffness: 300, damping: 20,
                    duration: AnimationCurve.interpolatingSpring(mass: 2, stiffness: 300, damping: 20).settlingDuration))
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
