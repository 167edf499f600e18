/// An animation curve as plain data, so that tools without SwiftUI can draw
/// and time it and the UI layer can turn it into a SwiftUI `Animation`.
///
/// Springs come in SwiftUI's two spellings: ``spring(response:dampingFraction:)``
/// (`Animation.spring(response:dampingFraction:)`) and
/// ``interpolatingSpring(mass:stiffness:damping:)``
/// (`Animation.interpolatingSpring(mass:stiffness:damping:)`). Timing curves
/// take a duration in seconds.
public enum AnimationCurve: Sendable, Hashable {
    /// No animation: the change shows at once (written `"none"` in preset files).
    case immediate
    /// Constant speed.
    case linear(duration: Double)
    /// Starts slowly (control points 0.42, 0, 1, 1).
    case easeIn(duration: Double)
    /// Ends slowly (control points 0, 0, 0.58, 1).
    case easeOut(duration: Double)
    /// Starts and ends slowly (control points 0.42, 0, 0.58, 1).
    case easeInOut(duration: Double)
    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
    case timingCurve(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A spring given by its response (seconds) and damping fraction (1 = critical).
    case spring(response: Double, dampingFraction: Double)
    /// A spring given by its physical mass, stiffness and damping.
    case interpolatingSpring(mass: Double, stiffness: Double, damping: Double)

    /// SwiftUI's `Animation.default` since iOS 17: a spring with response 0.55
    /// and damping fraction 1.0 (Apple's documentation of `Animation.default`).
    public static let swiftUIDefault = AnimationCurve.spring(response: 0.55, dampingFraction: 1.0)
    /// SwiftUI's `Animation.spring()`: response 0.5, damping fraction 0.825.
    public static let swiftUISpring = AnimationCurve.spring(response: 0.5, dampingFraction: 0.825)
    /// SwiftUI's `easeIn`, `easeOut` and `easeInOut` last 0.35 s unless told otherwise.
    public static let swiftUIEaseDuration = 0.35

    /// The kinds of curve, under the names preset files give them: the one
    /// list of curve names. ``kind`` maps every case onto it, and preset
    /// decoding, the JSON Schema and the reference tables iterate it, so the
    /// compiler ties them all to these cases.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// ``AnimationCurve/immediate``, written `"none"`.
        case immediate = "none"
        /// ``AnimationCurve/linear(duration:)``.
        case linear
        /// ``AnimationCurve/easeIn(duration:)``.
        case easeIn
        /// ``AnimationCurve/easeOut(duration:)``.
        case easeOut
        /// ``AnimationCurve/easeInOut(duration:)``.
        case easeInOut
        /// ``AnimationCurve/timingCurve(x1:y1:x2:y2:duration:)``.
        case timingCurve
        /// ``AnimationCurve/spring(response:dampingFraction:)``.
        case spring
        /// ``AnimationCurve/interpolatingSpring(mass:stiffness:damping:)``.
        case interpolatingSpring
    }

    /// The curve's kind.
    public var kind: Kind {
        switch self {
        case .immediate: .immediate
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .timingCurve: .timingCurve
        case .spring: .spring
        case .interpolatingSpring: .interpolatingSpring
        }
    }

    /// The curve's name as preset files spell it.
    package var kindName: String { kind.rawValue }

    /// The curve's names, as preset files spell them (``Kind``'s raw values).
    package static let kindNames = Kind.allCases.map(\.rawValue)

    /// How far the animation has come at `time` seconds after it began: 0 at
    /// the start, 1 at the target (springs overshoot past 1 and come back).
    public func value(at time: Double) -> Double {
        guard time > 0 else { return self == .immediate ? 1 : 0 }
        switch self {
        case .immediate:
            return 1
        case .linear(let duration):
            return duration > 0 ? min(time / duration, 1) : 1
        case .easeIn(let duration):
            return CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: time, duration: duration)
        case .easeOut(let duration):
            return CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).value(at: time, duration: duration)
        case .easeInOut(let duration):
            return CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: time, duration: duration)
        case .timingCurve(let x1, let y1, let x2, let y2, let duration):
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: time, duration: duration)
        case .spring, .interpolatingSpring:
            return springSolution.map { 1 - $0.displacement(at: time) } ?? 1
        }
    }

    /// How long the animation takes: the duration of a timing curve, or the
    /// time after which a spring stays within 0.1 % of its target (capped at
    /// 60 s for a spring with no damping).
    public var settlingDuration: Double {
        switch self {
        case .immediate:
            return 0
        case .linear(let duration), .easeIn(let duration), .easeOut(let duration), .easeInOut(let duration),
            .timingCurve(_, _, _, _, let duration):
            return max(duration, 0)
        case .spring, .interpolatingSpring:
            return springSolution?.settlingTime(tolerance: 0.001) ?? 0
        }
    }

    /// Mass, stiffness and damping of a spring curve; `nil` for other curves.
    public var springPhysics: (mass: Double, stiffness: Double, damping: Double)? {
        switch self {
        case .spring(let response, let dampingFraction):
            // SwiftUI's `Spring(response:dampingRatio:)` with mass 1:
            // stiffness = (2π / response)², damping = 4π · fraction / response.
            guard response > 0 else { return nil }
            let angular = 2 * Double.pi / response
            return (1, angular * angular, 4 * Double.pi * dampingFraction / response)
        case .interpolatingSpring(let mass, let stiffness, let damping):
            return (mass, stiffness, damping)
        default:
            return nil
        }
    }

    private var springSolution: DampedOscillator? {
        guard let physics = springPhysics else { return nil }
        return DampedOscillator(mass: physics.mass, stiffness: physics.stiffness, damping: physics.damping)
    }
}

/// A mass on a spring released one unit from its rest point with no velocity:
/// `m·x'' + c·x' + k·x = 0`, `x(0) = 1`, `x'(0) = 0`, solved in closed form.
struct DampedOscillator {
    private enum Regime {
        case under(decay: Double, frequency: Double, sineWeight: Double)
        case critical(rate: Double)
        case over(fastRate: Double, slowRate: Double, fastWeight: Double, slowWeight: Double)
    }

    private let regime: Regime

    init?(mass: Double, stiffness: Double, damping: Double) {
        guard mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite, damping.isFinite else {
            return nil
        }
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        if abs(ratio - 1) < 1e-9 {
            regime = .critical(rate: natural)
        } else if ratio < 1 {
            let decay = ratio * natural
            let frequency = natural * (1 - ratio * ratio).squareRoot()
            regime = .under(decay: decay, frequency: frequency, sineWeight: decay / frequency)
        } else {
            let root = (ratio * ratio - 1).squareRoot()
            let fast = -natural * (ratio + root)
            let slow = -natural * (ratio - root)
            // x = A·e^(fast·t) + B·e^(slow·t), A + B = 1, A·fast + B·slow = 0.
            let fastWeight = slow / (slow - fast)
            regime = .over(fastRate: fast, slowRate: slow, fastWeight: fastWeight, slowWeight: 1 - fastWeight)
        }
    }

    /// Distance from the target at `time`, starting at 1.
    func displacement(at time: Double) -> Double {
        switch regime {
        case .under(let decay, let frequency, let sineWeight):
            return exponential(-decay * time) * (cosine(frequency * time) + sineWeight * sine(frequency * time))
        case .critical(let rate):
            return exponential(-rate * time) * (1 + rate * time)
        case .over(let fast, let slow, let fastWeight, let slowWeight):
            return fastWeight * exponential(fast * time) + slowWeight * exponential(slow * time)
        }
    }

    /// The first time after which the displacement's envelope stays under `tolerance`.
    func settlingTime(tolerance: Double) -> Double {
        let limit = 60.0
        switch regime {
        case .under(let decay, _, let sineWeight):
            guard decay > 0 else { return limit }
            let amplitude = (1 + sineWeight * sineWeight).squareRoot()
            return min(max(naturalLogarithm(amplitude / tolerance) / decay, 0), limit)
        case .critical, .over:
            // Monotonic decay: step until the displacement is small enough.
            var time = 0.0
            while time < limit, abs(displacement(at: time)) > tolerance { time += 1.0 / 240 }
            return time
        }
    }
}

/// A CSS / Core Animation style cubic Bézier timing curve.
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    func value(at time: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        let x = min(max(time / duration, 0), 1)
        if x == 0 || x == 1 { return x }
        return sampleY(parameter(forX: x))
    }

    private func sampleX(_ s: Double) -> Double { bezier(s, x1, x2) }
    private func sampleY(_ s: Double) -> Double { bezier(s, y1, y2) }

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private func slopeX(_ s: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * x1 + 6 * inverse * s * (x2 - x1) + 3 * s * s * (1 - x2)
    }

    /// Newton's method, falling back to bisection where the slope is flat.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < 1e-7 { return s }
            let slope = slopeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = sampleX(s)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
