// Runs the built `refreshkit`: only where a test can start a process.
#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import RefreshTestSupport
import Testing

/// Runs `refreshkit` from the package root.
func refreshkit(_ arguments: [String]) throws -> ProductRun {
    try runProduct("refreshkit", arguments)
}

/// What `refreshkit --version` prints (it names the commit), which reports
/// quote: snapshots hold `<refreshkit --version>` in its place.
let printedVersion = (try? refreshkit(["--version"]).output.trimmingCharacters(in: .newlines)) ?? "(refreshkit --version failed)"

/// Compares the whole transcript of a run with its snapshot. Set
/// REFRESHKIT_RECORD_SNAPSHOTS=1 to write snapshots instead (then review the diff).
func expectSnapshot(_ name: String, _ arguments: [String], status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let run = try refreshkit(arguments)
    #expect(run.status == status, "exit status of refreshkit \(arguments.joined(separator: " "))", sourceLocation: sourceLocation)
    let transcript = ("$ refreshkit \(arguments.joined(separator: " "))\n" + run.transcript)
        .replacingOccurrences(of: "\"\(printedVersion)\"", with: "\"<refreshkit --version>\"")
    let path = packageRoot + "/Tests/Fixtures/cli/snapshots/\(name).txt"
    if ProcessInfo.processInfo.environment["REFRESHKIT_RECORD_SNAPSHOTS"] == "1" {
        try transcript.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(no snapshot at \(path))"
    #expect(transcript == expected, sourceLocation: sourceLocation)
}

@Suite(.serialized) struct CommandSnapshotTests {
    @Test func helpAndVersion() throws {
        try expectSnapshot("help", ["--help"], status: 0)
        try expectSnapshot("no-arguments", [], status: 2)
        for subcommand in ["list", "show", "validate", "simulate", "preview", "schema", "reference"] {
            try expectSnapshot("help-\(subcommand)", [subcommand, "--help"], status: 0)
        }
        let version = try refreshkit(["--version"])
        #expect(version.status == 0)
        // Issue 25: a build that is not a tagged release says its commit.
        let head = try git(["rev-parse", "HEAD"], in: packageRoot)
        #expect(
            version.output.range(of: #"^\d+\.\d+\.\d+-dev \(commit [0-9a-f]{40}, not a tagged release\)\n$"#, options: .regularExpression)
                != nil)
        #expect(version.output.contains("(commit \(head),"), "\(version.output) is not HEAD, \(head)")
    }

    @Test func mistakesOnTheCommandLineSuggestAFix() throws {
        try expectSnapshot("unknown-subcommand", ["simulat", "bouncing-ball"], status: 2)
        try expectSnapshot("unknown-option", ["list", "--preset", "Tests/Fixtures/cli/presets"], status: 2)
        try expectSnapshot("unknown-preset", ["show", "spining-arrow"], status: 2)
        try expectSnapshot("bad-format", ["show", "system", "--format", "yml"], status: 2)
        try expectSnapshot("missing-argument", ["show"], status: 2)
    }

    @Test func list() throws {
        try expectSnapshot("list", ["list"], status: 0)
        try expectSnapshot("list-with-folder", ["list", "--presets", "Tests/Fixtures/cli/presets"], status: 0)
        try expectSnapshot("list-missing-folder", ["list", "--presets", "Tests/Fixtures/cli/nowhere"], status: 2)
    }

    @Test func show() throws {
        try expectSnapshot("show-spinning-arrow", ["show", "spinning-arrow"], status: 0)
        try expectSnapshot("show-file", ["show", "Tests/Fixtures/cli/presets/team-arrow.json"], status: 0)
        try expectSnapshot("show-plist", ["show", "quick-ring", "--presets", "Tests/Fixtures/cli/presets", "--format", "plist"], status: 0)
        try expectSnapshot("show-invalid", ["show", "Tests/Fixtures/cli/broken/typo.json"], status: 1)
    }

    @Test func validateExitsZeroOneOrTwo() throws {
        try expectSnapshot("validate-valid", ["validate", "presets", "Tests/Fixtures/cli/presets"], status: 0)
        try expectSnapshot("validate-invalid", ["validate", "Tests/Fixtures/cli/broken"], status: 1)
        try expectSnapshot("validate-json", ["validate", "Tests/Fixtures/cli/broken", "--format", "json"], status: 1)
        try expectSnapshot("validate-warning", ["validate", "Tests/Fixtures/cli/broken/warned.json"], status: 0)
        try expectSnapshot("validate-warning-strict", ["validate", "Tests/Fixtures/cli/broken/warned.json", "--strict"], status: 1)
        try expectSnapshot("validate-missing", ["validate", "Tests/Fixtures/cli/nothing.json"], status: 2)
        try expectSnapshot("validate-missing-folder", ["validate", "presets", "Tests/Fixtures/cli/no-folder/"], status: 2)
    }

    @Test func simulate() throws {
        try expectSnapshot("simulate-bouncing-ball", ["simulate", "bouncing-ball"], status: 0)
        try expectSnapshot(
            "simulate-jsonl",
            [
                "simulate", "release-to-refresh", "--format", "jsonl",
                "--script", "pull 80 over 0.2s; release over 0.1s; finish after 0.6s; hold 0.1s",
            ], status: 0)
        try expectSnapshot("simulate-gesture", ["simulate", "progress-ring", "--gesture", "Tests/Fixtures/cli/swipe.jsonl"], status: 0)
        try expectSnapshot(
            "simulate-begin-leave", ["simulate", "frozen-header", "--script", "begin; hold 0.2s; leave; hold 0.1s"], status: 0)
    }

    @Test func malformedGesturesAreClearErrors() throws {
        try expectSnapshot("gesture-backwards", ["simulate", "system", "--gesture", "Tests/Fixtures/cli/backwards.jsonl"], status: 2)
        try expectSnapshot("gesture-bad-key", ["simulate", "system", "--gesture", "Tests/Fixtures/cli/bad-key.jsonl"], status: 2)
        try expectSnapshot("gesture-not-json", ["simulate", "system", "--gesture", "Tests/Fixtures/cli/not-json.jsonl"], status: 2)
        try expectSnapshot("gesture-missing", ["simulate", "system", "--gesture", "Tests/Fixtures/cli/none.jsonl"], status: 2)
        try expectSnapshot("script-typo", ["simulate", "system", "--script", "pull 100 over 0.3s; hodl 1s"], status: 2)
        try expectSnapshot("script-bad-number", ["simulate", "system", "--script", "pull far over 0.3s"], status: 2)
    }

    @Test func jsonlHasOneLinePerFrame() throws {
        let run = try refreshkit(["simulate", "progress-ring", "--gesture", "Tests/Fixtures/cli/swipe.jsonl", "--format", "jsonl"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 76, "swipe.jsonl lasts 2.5 s: 75 frames at 30 a second, and the start")
        #expect(
            lines.first?.hasPrefix(
                #"{"t":0,"finger":"down","offset":0,"padding":0,"phase":"idle","state":"idle","progress":0,"contentInset":0,"events":[],"inputs":["finger:down"]"#
            ) == true)
        #expect(lines.contains { $0.contains(#""events":["refreshStarted"]"#) })
        #expect(lines.contains { $0.contains(#""events":["refreshSucceeded"]"#) })
    }

    @Test func previewWritesASelfContainedPage() throws {
        let folder = NSTemporaryDirectory() + "refreshkit-preview-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/ball.html"
        let run = try refreshkit(["preview", "bouncing-ball", "-o", page])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Wrote \(page) ("))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "clip-path=\"url(#screen)\"").count - 1 >= 4, "several phone frames")
        #expect(
            !html.contains("http://")
                || html.components(separatedBy: "http://").count - 1 == html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"")
                    .count - 1,
            "no network: the only URLs are SVG namespaces")
        #expect(!html.contains("https://") || !html.contains("<script"), "no scripts or remote resources")
        let svg = folder + "/ball.svg"
        #expect(try refreshkit(["preview", "bouncing-ball", "--format", "svg", "-o", svg]).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        try expectSnapshot("preview-missing-output", ["preview", "bouncing-ball"], status: 2)
    }
}

@Suite struct GeneratedDocsTests {
    @Test func presetReferenceIsCurrent() throws {
        let run = try refreshkit(["reference"])
        #expect(run.status == 0)
        let committed = try String(contentsOfFile: packageRoot + "/docs/preset-reference.md", encoding: .utf8)
        #expect(
            run.output == committed, "docs/preset-reference.md is stale: run `swift run refreshkit reference > docs/preset-reference.md`")
    }

    /// Each strategy page's parameter section is `reference --strategy`'s
    /// output, between its markers: the tables cannot drift from the code.
    @Test(arguments: ["spinning-arrow", "progress-ring", "release-to-refresh", "frozen-header", "bouncing-ball", "system"])
    func strategyPageParametersAreCurrent(type: String) throws {
        let run = try refreshkit(["reference", "--strategy", type])
        #expect(run.status == 0)
        let page = try String(contentsOfFile: packageRoot + "/docs/strategies/\(type).md", encoding: .utf8)
        let begin = try #require(run.output.split(separator: "\n").first.map(String.init))
        let start = try #require(page.range(of: begin), "docs/strategies/\(type).md has no generated section")
        let end = try #require(page.range(of: "<!-- End of the generated section. -->\n", range: start.upperBound..<page.endIndex))
        #expect(
            String(page[start.lowerBound..<end.upperBound]) == run.output,
            "docs/strategies/\(type).md is stale: run scripts/docs-strategy-tables.sh")
    }

    @Test func schemaCommandPrintsTheCommittedSchema() throws {
        let run = try refreshkit(["schema"])
        let committed = try String(contentsOfFile: packageRoot + "/presets/schema.json", encoding: .utf8)
        #expect(run.output == committed)
    }
}
#endif
