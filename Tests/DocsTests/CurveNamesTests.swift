import Foundation
import RefreshKit
import RefreshTestSupport
import Testing

/// Issue 13: curve names are declared once (`AnimationCurve.Kind`); the prose
/// of docs/presets.md, which no generator writes, is checked against it.
@Suite struct CurveNamesTests {
    @Test func thePresetFormatPageNamesEveryCurveWithItsKeys() throws {
        let page = try String(contentsOfFile: packageRoot + "/docs/presets.md", encoding: .utf8)
        let bullet = try #require(page.components(separatedBy: "\n- ").first { $0.hasPrefix("`animations`") })
        // The words in backticks: `easeOut`, `x1 y1 x2 y2 duration` ...
        let named = Set(
            bullet.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
                .flatMap { $0.element.split(separator: " ").map(String.init) })
        for kind in AnimationCurve.Kind.allCases {
            #expect(named.contains(kind.rawValue), "docs/presets.md does not name the curve '\(kind.rawValue)'")
            for parameter in AnimationCurveFormat.parameters(of: kind) {
                #expect(
                    named.contains(parameter.declaration.name),
                    "docs/presets.md does not name '\(parameter.declaration.name)' for '\(kind.rawValue)'")
            }
        }
        let kinds = Set(AnimationCurve.Kind.allCases.map(\.rawValue))
        let roles = Set(AnimationRole.allCases.map(\.rawValue))
        let keys = Set(AnimationCurve.Kind.allCases.flatMap { AnimationCurveFormat.parameters(of: $0).map(\.declaration.name) })
        let unknown = named.subtracting(kinds).subtracting(roles).subtracting(keys).subtracting([
            "animations", ".spring(response:dampingFraction:)",
        ])
        #expect(unknown.isEmpty, "docs/presets.md names curves or keys that do not exist: \(unknown.sorted())")
    }

    @Test func everyCurveHasItsKind() {
        let curves: [AnimationCurve] = [
            .immediate, .linear(duration: 1), .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut(duration: 1),
            .timingCurve(x1: 0, y1: 0, x2: 1, y2: 1, duration: 1), .spring(response: 1, dampingFraction: 1),
            .interpolatingSpring(mass: 1, stiffness: 1, damping: 1),
        ]
        #expect(curves.map(\.kind) == AnimationCurve.Kind.allCases)
        #expect(
            AnimationCurve.kindNames == [
                "none", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "interpolatingSpring",
            ])
        for curve in curves {
            let values = ParameterValues(
                Dictionary(uniqueKeysWithValues: AnimationCurveFormat.values(of: curve).map { ($0.0, ParameterValue.number($0.1)) }))
            #expect(AnimationCurveFormat.curve(kind: curve.kind, values: values) == curve)
        }
    }
}
