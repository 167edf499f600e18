#if os(macOS) || os(Linux)
import Foundation
import RefreshHostedScenarios
import RefreshHosting
import RefreshKit
import RefreshTestSupport
import Testing

/// The summary of the hosted tests' recordings, `scripts/hosted-recordings.py`,
/// which the workflow runs after them (where a subprocess can run: not on iOS).
@MainActor
@Suite struct RecordingsSummaryTests {
    /// The summary the workflow prints and uploads (`scripts/hosted-recordings.py`)
    /// reads recordings written as the hosted tests write them, here made by
    /// the model under each rule and resolution, and finds the model's
    /// settings in them.
    @Test(arguments: InsetChangeRule.allCases, ScrollResolution.allCases)
    func theSummaryFindsTheModelsSettingsInItsRecordings(rule: InsetChangeRule, resolution: ScrollResolution) async throws {
        let folder = URL(fileURLWithPath: try makeScratchFolder("refreshkit-recordings"), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = ["SIMULATOR_DEVICE_NAME": "model", "REFRESHKIT_XCODE": "none"]
        func write(_ value: some Encodable, _ name: String) throws {
            try Recording(system: system, value: value).json().write(to: folder.appendingPathComponent(RecordingName.fileName(name)))
        }
        var rules: [InsetChangeRecord] = []
        var resolutions: [ScrollResolutionRecord] = []
        var positions: [ScrollPositionRecord] = []
        for container in [HostedContainer.list, .form, .scrollView] {
            for scrolled in [0.0, 300] {
                var view = SimulatedScrollView(rule: rule, safeAreaTop: 103)
                view.setContentOffset(view.topEdgeOffset + scrolled)
                let before = view.rowTop(660)
                view.appInsetTop += 40
                let shift = view.rowTop(660) - before
                let observed = InsetChangeRule.observed(rowShift: shift, insetChange: 40, tolerance: 0.5)
                rules.append(
                    InsetChangeRecord(
                        container: container, positionBound: true, scrolled: scrolled, insetChange: 40, rowShift: shift,
                        rule: observed?.rawValue))
            }
            var view = SimulatedScrollView(rule: rule, resolution: resolution, safeAreaTop: 103)
            view.setContentOffset(view.topEdgeOffset + 300)
            let oldTopEdge = view.insetTop
            view.apply(HoldDecision(padding: 40, scroll: .toTopEdge, curve: .immediate))
            let observed = ScrollResolution.observed(
                contentTop: view.contentTop, oldTopEdge: oldTopEdge, newTopEdge: oldTopEdge + 40, tolerance: 0.5)
            resolutions.append(
                ScrollResolutionRecord(
                    container: container, insetChange: 40, contentTop: view.contentTop, oldTopEdge: oldTopEdge, newTopEdge: oldTopEdge + 40,
                    resolution: observed?.rawValue))
            positions.append(ScrollPositionRecord(container: container, askedY: 400, moved: 400, follows: true))
        }
        try write(rules, RecordingName.insetChangeRules)
        try write(resolutions, RecordingName.scrollResolution)
        try write(positions, RecordingName.scrollPosition)
        let run = await HoldScenarios.revealFromCode(
            ModelSwiftUIScreen(HostedLayout(.list, .searchable), rule: rule, resolution: resolution), hold: HostedPresets.ring.hold)
        let record = ScenarioRecord(run, preset: .progressRing)
        try write(record, RecordingName.scenario(record))

        let summaryFile = folder.appendingPathComponent("summary.out")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", packageRoot + "/scripts/hosted-recordings.py", folder.path, "--json", summaryFile.path, "--require"]
        python.standardOutput = FileHandle.nullDevice
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0, "scripts/hosted-recordings.py failed")

        let summary = try JSONDecoder().decode(RecordingsSummary.self, from: Data(contentsOf: summaryFile))
        #expect(summary.model == ["insetChangeRule": rule.rawValue, "scrollResolution": resolution.rawValue])
        #expect(summary.scenarios.runs == 1)
        #expect(summary.scenarios.failed == (run.failures.isEmpty ? 0 : 1))
        #expect(summary.missing.isEmpty)
    }

    /// The parts of the summary's JSON the test reads.
    struct RecordingsSummary: Decodable {
        struct Scenarios: Decodable {
            var runs: Int
            var failed: Int
        }
        var model: [String: String]
        var scenarios: Scenarios
        var missing: [String]
    }
}
#endif
