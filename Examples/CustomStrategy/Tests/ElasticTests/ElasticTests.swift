import Elastic
import Foundation
import RefreshKit
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = ElasticStrategy.State

let examplePackage: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()

@Suite struct ElasticTests {
    @Test func rubberBandFollowsUIScrollViewsCurve() {
        // (1 − 1/(x·0.55/d + 1))·d with d = 600: 100 pt of drag moves the content 600·(1 − 1/1.091667) ≈ 50.3817 pt.
        #expect(abs(rubberBand(100, dimension: 600) - 50.3817) < 1e-4)
        #expect(rubberBand(0, dimension: 600) == 0)
        #expect(rubberBand(1e6, dimension: 600) < 600)
    }

    @Test func elasticKeepsEveryPromise() {
        StrategyConformance.expectConformance(of: ElasticStrategy.self)
        StrategyConformance.expectConformance(
            of: ElasticStrategy.self, parameters: ["triggerStretch": .number(200), "recoilTime": .number(0)])
        IndicatorConformance.expectConformance(of: ElasticIndicator.self, stateNames: ElasticStrategy.descriptor.stateNames)
    }

    @Test func armsPastTheStretchAndRefreshesOnRelease() {
        let strategy = ElasticStrategy(parameters: [:])
        // The trigger stretch of 60 rubber-band points is a raw pull of 60·600/(0.55·540) ≈ 121.21 pt.
        #expect(abs(strategy.triggerDistance - 121.2121) < 1e-4)
        // Each step lists what it changes; any other change fails (the sample's offset, and the
        // time a new state is entered, follow from the step).
        let half = rubberBand(50, dimension: 600)
        GestureReplay(strategy, indicator: ElasticIndicator(parameters: [:], layout: RefreshLayout()))
            .expect([
                .sample(
                    50, at: 0.1,
                    expect: [
                        .phase(.pulling), .state(State.stretching), .progress(half / 60), .feedback(.pullBegan),
                        .shape(.ring), .indicatorProgress(half / 60), .opacity(1), .indicatorSize(28 * (0.4 + 0.6 * half / 60)),
                        .indicatorY(half / 2),
                    ]),
                .sample(
                    130, at: 0.2,
                    expect: [
                        .phase(.armed), .state(State.taut), .progress(1), .feedback(.armed),
                        .indicatorProgress(1), .indicatorSize(28), .indicatorY(rubberBand(130, dimension: 600) / 2),
                    ]),
                .sample(
                    0, at: 0.3,
                    expect: [
                        .phase(.refreshing), .state(State.refreshing), .contentInset(56), .startsRefresh(true), .animation(.start),
                        .shape(.spinner), .indicatorProgress(0), .indicatorY(25), .isAnimating(true),
                    ]),
                .outcome(
                    .success, at: 1.0,
                    expect: [
                        .phase(.finishing), .state(State.recoiling), .contentInset(0), .nextDeadline(1.25), .animation(.finish),
                        .isAnimating(false),
                    ]),
                .tick(
                    at: 1.25,
                    expect: [
                        .phase(.idle), .state(State.resting), .progress(0), .nextDeadline(nil), .animation(.settle),
                        .shape(.none), .opacity(0), .indicatorSize(0), .indicatorY(0),
                    ]),
            ])
    }

    @Test func loadsFromItsOwnPresetFileAndIsValidatedLikeABuiltIn() throws {
        let catalog = PresetCatalog.withElastic(presetsFolder: examplePackage + "/Presets")
        let resolved = try catalog.load(named: "elastic").get()
        #expect(resolved.preset.strategyType == "com.example.elastic")
        #expect(resolved.makePipeline().feedback.haptics == [.armed: .light, .refreshStarted: .medium])

        let typo = Array(#"{"name": "typo", "extends": "elastic", "strategy": {"triggerStrech": 50}}"#.utf8)
        let failure = catalog.load(bytes: typo, displayPath: "typo.json")
        guard case .failure(let problems) = failure else {
            Issue.record("a typo must not load")
            return
        }
        #expect(problems.diagnostics.map(\.fix) == ["Did you mean 'triggerStretch'?"])
    }

    @Test func simulateShowsTheElasticPreset() throws {
        let products = Bundle.main.bundleURL.hasDirectoryPath ? Bundle.main.bundleURL : Bundle.main.bundleURL.deletingLastPathComponent()
        let process = Process()
        process.executableURL = products.appendingPathComponent("elastic-refreshkit")
        process.arguments = [
            "simulate", "elastic", "--format", "jsonl", "--script", "pull 140 over 0.3s; release over 0.2s; finish after 0.6s; hold 0.4s",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: examplePackage)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains(#""state":"taut""#))
        #expect(text.contains(#""events":["refreshStarted"]"#))
        #expect(text.contains(#""state":"recoiling""#))
    }
}
