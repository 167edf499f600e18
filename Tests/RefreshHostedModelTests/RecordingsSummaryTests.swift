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
        // One scenario run with two presets, as the hosted tests run every
        // drawn built-in: two recordings, neither written over the other.
        let record = ScenarioRecord(run, preset: .progressRing)
        let sameRunAnotherPreset = ScenarioRecord(run, preset: .bouncingBall)
        try write(record, RecordingName.scenario(record))
        try write(sameRunAnotherPreset, RecordingName.scenario(sameRunAnotherPreset))

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
        #expect(summary.scenarios.runs == 2)
        #expect(summary.scenarios.failed == (run.failures.isEmpty ? 0 : 2))
        #expect(summary.missing.isEmpty)
    }

    /// The workflow's check that every hosted test ran (`scripts/hosted-test-count.py`)
    /// passes on a log of every declared test, in XCTest's format or Xcode's
    /// newer one, and fails on one where a class (a file fenced out) ran none.
    @Test func theTestCountFailsWhenAClassRanNoTest() throws {
        let folder = URL(fileURLWithPath: try makeScratchFolder("refreshkit-test-count"), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = folder.appendingPathComponent("Tests", isDirectory: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try """
        final class RowTests: XCTestCase {
            @MainActor func testA() async throws {}
            func testB() {}
        }
        """.write(to: tests.appendingPathComponent("RowTests.swift"), atomically: true, encoding: .utf8)
        try """
        @available(iOS 18.0, *)
        final class BarTests: XCTestCase {
            @MainActor
            func testC() async throws {}
        }
        """.write(to: tests.appendingPathComponent("BarTests.swift"), atomically: true, encoding: .utf8)
        func status(_ log: String) throws -> Int32 {
            let file = folder.appendingPathComponent("xcodebuild.log")
            try log.write(to: file, atomically: true, encoding: .utf8)
            let python = Process()
            python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            python.arguments = [
                "python3", packageRoot + "/scripts/hosted-test-count.py", file.path, "--tests", tests.path, "--margin", "0",
            ]
            python.standardOutput = FileHandle.nullDevice
            python.standardError = FileHandle.nullDevice
            try python.run()
            python.waitUntilExit()
            return python.terminationStatus
        }
        let everyTest = """
            Test Case '-[Hosted.RowTests testA]' started.
            Test Case '-[Hosted.RowTests testA]' passed (1.200 seconds).
            Test Case '-[Hosted.RowTests testB]' failed (0.100 seconds).
            Test case 'BarTests.testC()' passed on 'iPhone 16' (2.0 seconds)
            """
        let noBar = """
            Test Case '-[Hosted.RowTests testA]' passed (1.200 seconds).
            Test case 'RowTests.testB()' passed on 'iPhone 16' (0.1 seconds)
            Test Case '-[Hosted.BarTests testC]' started.
            """
        #expect(try status(everyTest) == 0)
        #expect(try status(noBar) == 1)
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
