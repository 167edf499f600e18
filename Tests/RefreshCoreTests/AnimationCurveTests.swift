import RefreshCore
import Testing

@Suite struct AnimationCurveTests {
    @Test func springResponseConvertsAsSwiftUIDocuments() throws {
        // Apple's `Spring` documentation: duration 0.5, bounce 0.3 gives mass 1,
        // stiffness 157.9, damping 17.6 (bounce 0.3 is damping fraction 0.7).
        let physics = try #require(AnimationCurve.spring(response: 0.5, dampingFraction: 0.7).springPhysics)
        #expect(physics.mass == 1)
        #expect(abs(physics.stiffness - 157.9) < 0.05)
        #expect(abs(physics.damping - 17.6) < 0.05)
    }

    @Test func underdampedSpringOvershootsByTheDampedOscillatorPeak() {
        // Document 004's spring: stiffness 80, damping 4 → ζ = 4 / (2·√80) ≈ 0.2236.
        let curve = AnimationCurve.interpolatingSpring(mass: 1, stiffness: 80, damping: 4)
        let zeta = 4 / (2 * 80.0.squareRoot())
        let dampedFrequency = 80.0.squareRoot() * (1 - zeta * zeta).squareRoot()
        let peakTime = Double.pi / dampedFrequency
        let expectedPeak = 1 + exactExp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        #expect(abs(curve.value(at: peakTime) - expectedPeak) < 1e-9)
        #expect(curve.value(at: 0) == 0)
        #expect(abs(curve.value(at: 10) - 1) < 1e-3)
        // Envelope e^(-ζω₀t)·√(1 + (ζω₀/ω_d)²) falls under 0.001 at ≈ 3.467 s.
        #expect(abs(curve.settlingDuration - 3.467) < 0.01)
    }

    @Test func criticallyDampedSpringNeverOvershoots() {
        let curve = AnimationCurve.swiftUIDefault
        var previous = 0.0
        for step in 1...200 {
            let value = curve.value(at: Double(step) / 100)
            #expect(value >= previous - 1e-12 && value <= 1 + 1e-12)
            previous = value
        }
        #expect(curve.settlingDuration > 0.5 && curve.settlingDuration < 2)
    }

    @Test func overdampedSpringApproachesMonotonically() {
        let curve = AnimationCurve.interpolatingSpring(mass: 1, stiffness: 100, damping: 40)
        #expect(curve.value(at: 0.05) < curve.value(at: 0.1))
        #expect(curve.value(at: 5) <= 1)
        #expect(abs(curve.value(at: 5) - 1) < 1e-3)
    }

    @Test func timingCurvesFollowTheirBeziers() {
        #expect(abs(AnimationCurve.linear(duration: 2).value(at: 0.5) - 0.25) < 1e-12)
        #expect(abs(AnimationCurve.easeInOut(duration: 0.35).value(at: 0.175) - 0.5) < 1e-6)
        #expect(AnimationCurve.easeIn(duration: 1).value(at: 0.5) < 0.4)
        #expect(AnimationCurve.easeOut(duration: 1).value(at: 0.5) > 0.6)
        // Control points on the diagonal make a straight line.
        let straight = AnimationCurve.timingCurve(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75, duration: 1)
        #expect(abs(straight.value(at: 0.3) - 0.3) < 1e-6)
        #expect(AnimationCurve.easeOut(duration: 0.35).value(at: 0.35) == 1)
        #expect(AnimationCurve.easeOut(duration: 0.35).settlingDuration == 0.35)
        #expect(AnimationCurve.immediate.value(at: 0) == 1)
    }
}

private func exactExp(_ x: Double) -> Double {
    // Series for e^x, independent of the code under test.
    var term = 1.0
    var sum = 1.0
    for n in 1..<60 {
        term *= x / Double(n)
        sum += term
    }
    return sum
}
