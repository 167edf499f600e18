import RefreshCore

/// How preset files write an `AnimationCurve`: an object naming the `curve`
/// and giving its parameters, each declared once here:
///
/// ```json
/// { "curve": "interpolatingSpring", "stiffness": 80, "damping": 4 }
/// { "curve": "easeInOut", "duration": 0.3 }
/// ```
package enum AnimationCurveFormat {
    /// The section of a curve's parameters, inside an `animations` entry;
    /// no DSL component takes it (the DSL gives whole `AnimationCurve`s).
    package enum CurveSection: ParameterSection {}

    /// The key that names the curve.
    package static let curveKey = "curve"

    package static let duration = Parameter<Double, CurveSection>(
        "duration", default: AnimationCurve.swiftUIEaseDuration, range: 0...10, unit: .seconds,
        summary: "How long the animation lasts (SwiftUI's default is 0.35 s).")
    package static let x1 = Parameter<Double, CurveSection>("x1", default: 0.42, range: 0...1, summary: "First control point, x.")
    package static let y1 = Parameter<Double, CurveSection>("y1", default: 0, range: -2...3, summary: "First control point, y.")
    package static let x2 = Parameter<Double, CurveSection>("x2", default: 0.58, range: 0...1, summary: "Second control point, x.")
    package static let y2 = Parameter<Double, CurveSection>("y2", default: 1, range: -2...3, summary: "Second control point, y.")
    package static let response = Parameter<Double, CurveSection>(
        "response", default: 0.5, range: 0.01...10, unit: .seconds,
        summary: "The spring's period in seconds (SwiftUI's spring() uses 0.5).")
    package static let dampingFraction = Parameter<Double, CurveSection>(
        "dampingFraction", default: 0.825, range: 0...2, unit: .fraction,
        summary: "Damping as a fraction of critical damping (SwiftUI's spring() uses 0.825).")
    package static let mass = Parameter<Double, CurveSection>("mass", default: 1, range: 0.01...100, summary: "The mass on the spring.")
    package static let stiffness = Parameter<Double, CurveSection>(
        "stiffness", default: 100, range: 0.01...10_000, summary: "The spring's stiffness.")
    package static let damping = Parameter<Double, CurveSection>("damping", default: 10, range: 0...1_000, summary: "The spring's damping.")

    /// A curve's parameters, and whether each must be given.
    package struct CurveParameter: Sendable {
        package let declaration: ParameterDeclaration
        package let isRequired: Bool
    }

    /// The parameters of a curve of `kind`.
    package static func parameters(of kind: AnimationCurve.Kind) -> [CurveParameter] {
        func optional(_ parameter: Parameter<Double, CurveSection>) -> CurveParameter {
            CurveParameter(declaration: parameter.declaration, isRequired: false)
        }
        func required(_ parameter: Parameter<Double, CurveSection>) -> CurveParameter {
            CurveParameter(declaration: parameter.declaration, isRequired: true)
        }
        switch kind {
        case .immediate: return []
        case .linear, .easeIn, .easeOut, .easeInOut: return [optional(duration)]
        case .timingCurve: return [required(x1), required(y1), required(x2), required(y2), optional(duration)]
        case .spring: return [optional(response), optional(dampingFraction)]
        case .interpolatingSpring: return [optional(mass), required(stiffness), required(damping)]
        }
    }

    /// The parameters of the curve named `kind` (one of `AnimationCurve.kindNames`); none for another name.
    package static func parameters(of kind: String) -> [CurveParameter] {
        AnimationCurve.Kind(rawValue: kind).map { parameters(of: $0) } ?? []
    }

    /// A curve of `kind` with `values` (absent ones at their defaults).
    package static func curve(kind: AnimationCurve.Kind, values: ParameterValues) -> AnimationCurve {
        switch kind {
        case .immediate: .immediate
        case .linear: .linear(duration: values[duration])
        case .easeIn: .easeIn(duration: values[duration])
        case .easeOut: .easeOut(duration: values[duration])
        case .easeInOut: .easeInOut(duration: values[duration])
        case .timingCurve:
            .timingCurve(x1: values[x1], y1: values[y1], x2: values[x2], y2: values[y2], duration: values[duration])
        case .spring: .spring(response: values[response], dampingFraction: values[dampingFraction])
        case .interpolatingSpring:
            .interpolatingSpring(mass: values[mass], stiffness: values[stiffness], damping: values[damping])
        }
    }

    /// The curve named `kind` (one of `AnimationCurve.kindNames`) with
    /// `values` (absent ones at their defaults); nil for another name.
    package static func curve(kind: String, values: ParameterValues) -> AnimationCurve? {
        AnimationCurve.Kind(rawValue: kind).map { curve(kind: $0, values: values) }
    }

    /// The parameter values that write `curve`, in declaration order.
    package static func values(of curve: AnimationCurve) -> [(String, Double)] {
        switch curve {
        case .immediate: []
        case .linear(let seconds), .easeIn(let seconds), .easeOut(let seconds), .easeInOut(let seconds):
            [(duration.name, seconds)]
        case .timingCurve(let cx1, let cy1, let cx2, let cy2, let seconds):
            [(x1.name, cx1), (y1.name, cy1), (x2.name, cx2), (y2.name, cy2), (duration.name, seconds)]
        case .spring(let period, let fraction):
            [(response.name, period), (dampingFraction.name, fraction)]
        case .interpolatingSpring(let springMass, let springStiffness, let springDamping):
            [(mass.name, springMass), (stiffness.name, springStiffness), (damping.name, springDamping)]
        }
    }
}
