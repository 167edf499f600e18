#if os(macOS) || os(Linux)
import Foundation
import RefreshTestSupport
import Testing

// What an app cannot write, proven by the compiler: each snippet is app code
// (no `-package-name`, so `package` declarations are out of sight),
// type-checked with `swiftc -typecheck` against the modules this test run
// was built with, and must fail with the error that names the fault. The
// control snippet, which writes every DSL component right, must pass, so a
// broken set-up cannot pass for a refusal.

/// One snippet of app code and the error it must get (`nil`: none).
struct SurfaceCase: Sendable, CustomTestStringConvertible {
    var label: String
    var code: String
    var expectedError: String?
    var testDescription: String { label }
}

/// A parameter given to another section's component, or an internal named.
let surfaceCases: [SurfaceCase] = [
    SurfaceCase(
        label: "every component in its own section",
        code: """
            let preset = Preset(name: "team-arrow") {
                PresetExtends("spinning-arrow")
                PresetSummary("Our arrow, held a little lower.")
                PresetStrategy("spinning-arrow")
                PresetStrategy(SpinningArrowStrategy.Parameters.holdDistance, 48)
                PresetIndicator("spinning-arrow")
                PresetIndicator(SpinningArrowIndicator.Parameters.arrowSize, 20)
                PresetLayout(RefreshLayout.Parameters.indicatorInset, 4)
                PresetTiming(RefreshTiming.Parameters.minimumVisibleTime, 0.8)
                PresetAnimation(.hold, with: .spring(response: 0.4, dampingFraction: 0.7))
                PresetHaptic(.rigid, on: .refreshStarted)
                PresetAnnouncement("Feed updated", on: .refreshSucceeded)
            }
            """, expectedError: nil),
    SurfaceCase(
        label: "a strategy parameter as timing",
        code: """
            let preset = Preset(name: "mixed-up") {
                PresetTiming(SpinningArrowStrategy.Parameters.holdDistance, 3)
            }
            """,
        expectedError: "cannot convert value of type 'StrategyParameter<Double>' (aka 'Parameter<Double, StrategySection>') "
            + "to expected argument type 'Parameter<Double, TimingSection>'"),
    SurfaceCase(
        label: "an indicator parameter as a strategy's",
        code: """
            let preset = Preset(name: "mixed-up") {
                PresetStrategy(SpinningArrowIndicator.Parameters.arrowSize, 20)
            }
            """,
        expectedError: "cannot convert value of type 'IndicatorParameter<Double>' (aka 'Parameter<Double, IndicatorSection>') "
            + "to expected argument type 'Parameter<Double, StrategySection>'"),
    SurfaceCase(
        label: "a strategy parameter as an indicator's",
        code: """
            let preset = Preset(name: "mixed-up") {
                PresetIndicator(ProgressRingStrategy.Parameters.triggerDistance, 80)
            }
            """,
        expectedError: "cannot convert value of type 'StrategyParameter<Double>' (aka 'Parameter<Double, StrategySection>') "
            + "to expected argument type 'Parameter<Double, IndicatorSection>'"),
    SurfaceCase(
        label: "a timing parameter as layout",
        code: """
            let preset = Preset(name: "mixed-up") {
                PresetLayout(RefreshTiming.Parameters.timeout, 20)
            }
            """,
        expectedError: "cannot convert value of type 'TimingParameter<Double>' (aka 'Parameter<Double, TimingSection>') "
            + "to expected argument type 'Parameter<Double, LayoutSection>'"),
    SurfaceCase(
        label: "a layout parameter as timing",
        code: """
            let preset = Preset(name: "mixed-up") {
                PresetTiming(RefreshLayout.Parameters.indicatorHeight, 60)
            }
            """,
        expectedError: "cannot convert value of type 'LayoutParameter<Double>' (aka 'Parameter<Double, LayoutSection>') "
            + "to expected argument type 'Parameter<Double, TimingSection>'"),
    SurfaceCase(
        label: "the old generic component names are gone",
        code: """
            let preset = Preset(name: "old") { Strategy(SpinningArrowStrategy.Parameters.holdDistance, 48) }
            """, expectedError: "cannot find 'Strategy' in scope"),
    SurfaceCase(
        label: "formatNumber is internal to the package", code: "let text = formatNumber(1.5)",
        expectedError: "cannot find 'formatNumber' in scope"),
    SurfaceCase(
        label: "Double.clamped(to:) is internal to the package", code: "let value = 1.5.clamped(to: 0...1)",
        expectedError: "'clamped' is inaccessible due to 'package' protection level"),
    SurfaceCase(
        label: "Suggestions is internal to the package", code: #"let hint = Suggestions.didYouMean("x", in: ["y"])"#,
        expectedError: "cannot find 'Suggestions' in scope"),
    SurfaceCase(
        label: "Array.orList is internal to the package", code: #"let list = ["a", "b"].orList"#,
        expectedError: "'orList' is inaccessible due to 'package' protection level"),
]

@Suite struct PublicSurfaceTests {
    @Test(arguments: surfaceCases)
    func appCodeIsCheckedByTheCompiler(_ surfaceCase: SurfaceCase) throws {
        let compiler = try #require(swiftCompiler(), "no swiftc on PATH")
        let modules = try #require(builtModulesFolder(), "no RefreshKit.swiftmodule next to the test bundle")
        let scratch = try makeScratchFolder("refreshkit-surface")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let source = scratch + "/App.swift"
        try ("import RefreshKit\n\n" + surfaceCase.code + "\n").write(toFile: source, atomically: true, encoding: .utf8)

        let run = try runProcess(compiler, ["-typecheck", "-swift-version", "6", "-I", modules, source], in: scratch)
        let output = run.output + run.errors

        if let expected = surfaceCase.expectedError {
            #expect(run.status != 0, "the compiler accepted it")
            #expect(output.contains("error: " + expected), "refused, but not with \"\(expected)\":\n\(output)")
        } else {
            #expect(run.status == 0 && output.isEmpty, "app code that should compile did not:\n\(output)")
        }
    }
}

/// `swiftc` from the toolchain on PATH.
func swiftCompiler() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The folder of the modules this test run was built with (`Modules` beside
/// the test bundle since Swift 6, the products folder itself before).
func builtModulesFolder() -> String? {
    let products = URL(fileURLWithPath: productPath("refreshkit")).deletingLastPathComponent().path
    return [products + "/Modules", products].first {
        FileManager.default.fileExists(atPath: $0 + "/RefreshKit.swiftmodule")
    }
}
#endif
