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
        let containers = [HostedContainer.list, .form, .scrollView]
        let rules = containers.flatMap { container in
            [0.0, 300].map { InsetChangeRecord.model(container, rule: rule, scrolled: $0) }
        }
        let resolutions = containers.map { ScrollResolutionRecord.model($0, rule: rule, resolution: resolution) }
        let positions = containers.map { ScrollPositionRecord(container: $0, askedY: 400, moved: 400, follows: true) }
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
