// Runs the built `refreshkit` in folders a test makes: only where a test can start a process.
#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import RefreshTestSupport
import Testing

/// Issue 25: a newcomer's team folder, one mistake a file, and what each
/// needs to be told. Each test failed at ba13da2, before the issue's work.
@Suite struct NewcomerCaseTests {
    /// `validate --format json`'s files, by path: (valid, its own diagnostics).
    static func files(_ run: ProductRun) throws -> [String: (valid: Bool, diagnostics: [[String: Any]])] {
        let report = try jsonReport(run)
        let files = try #require(report["files"] as? [[String: Any]])
        var byPath: [String: (Bool, [[String: Any]])] = [:]
        for file in files {
            let path = try #require(file["path"] as? String)
            byPath[path] = (try #require(file["valid"] as? Bool), try #require(file["diagnostics"] as? [[String: Any]]))
        }
        return byPath
    }

    /// c0 extends system, each next one the one before: c16 to c20 are more
    /// than 16 presets from their end; the error was on c0 to c4.
    @Test func aChainTooLongIsReportedOnTheFilesWhoseChainIsTooLong() throws {
        var files = ["c0.json": #"{"name": "c0", "extends": "system"}"#]
        for index in 1...20 { files["c\(index).json"] = #"{"name": "c\#(index)", "extends": "c\#(index - 1)"}"# }
        try withPresetFolder(files) { folder in
            let run = try runProduct("refreshkit", ["validate", ".", "--format", "json"], in: folder)
            #expect(run.status == 1)
            let byPath = try Self.files(run)
            for index in 0...20 {
                let entry = try #require(byPath["c\(index).json"])
                let tooLong = index >= 16
                #expect(entry.valid == !tooLong, "c\(index).json")
                #expect(entry.diagnostics.count == (tooLong ? 1 : 0), "c\(index).json: \(entry.diagnostics)")
                if tooLong {
                    #expect(entry.diagnostics.first?["rule"] as? String == "extends-chain-too-long")
                    #expect(entry.diagnostics.first?["line"] as? Int == 1)
                    #expect(
                        (entry.diagnostics.first?["message"] as? String)?.hasPrefix(
                            "The 'extends' chain from 'c\(index)' is longer than 16 presets: c\(index) → c\(index - 1) → ") == true)
                }
            }
            let text = try runProduct("refreshkit", ["validate", "."], in: folder)
            #expect(text.output.hasSuffix("Checked 21 files: 16 valid, 5 invalid (5 errors, 0 warnings).\n"), "\(text.output)")
        }
    }

    @Test func everyFileOfACycleGetsItsOwnLine() throws {
        let files = ["a.json": #"{"name": "a", "extends": "b"}"#, "b.json": #"{"name": "b", "extends": "a"}"#]
        try withPresetFolder(files) { folder in
            for arguments in [["validate", "."], ["validate", "a.json"], ["validate", "b.json"]] {
                let run = try runProduct("refreshkit", arguments, in: folder)
                #expect(run.status == 1)
                #expect(run.output.contains("a.json:1:26: error: 'extends' forms a cycle: a → b → a.\n"), "\(arguments): \(run.output)")
                #expect(run.output.contains("b.json:1:26: error: 'extends' forms a cycle: b → a → b.\n"), "\(arguments): \(run.output)")
            }
            let byPath = try Self.files(try runProduct("refreshkit", ["validate", ".", "--format", "json"], in: folder))
            #expect(byPath["a.json"]?.valid == false && byPath["a.json"]?.diagnostics.count == 1)
            #expect(byPath["b.json"]?.valid == false && byPath["b.json"]?.diagnostics.count == 1)
        }
    }

    /// A file that extends a broken one is invalid, with a line saying so,
    /// and the problem itself is reported once, in the broken file.
    @Test func noInvalidFileIsWithoutADiagnostic() throws {
        try withPresetFolder(["base.json": baseWithTypo, "child.json": childOfBase]) { folder in
            let run = try runProduct("refreshkit", ["validate", ".", "--format", "json"], in: folder)
            for (path, entry) in try Self.files(run) {
                #expect(entry.valid == !entry.diagnostics.contains { $0["severity"] as? String == "error" }, "\(path)")
            }
            let text = try runProduct("refreshkit", ["validate", "child.json"], in: folder)
            #expect(
                text.output.contains(
                    "child.json:3:14: error: 'extends' names 'base', which does not load: its problems are reported in base.json.\n"),
                "\(text.output)")
            #expect(text.output.components(separatedBy: typoMessage).count - 1 == 1)
        }
    }

    /// Following the old "nearest allowed value" fix for a rate of 0 gave a
    /// rate of 0.1°/pt, a trigger at 1830 pt; --strict passed it. The rate is
    /// now given as the trigger itself (the old key is told so, with the
    /// number), and 1830 pt is a warning.
    @Test func aTriggerNoPullCanReachFailsStrict() throws {
        let old = #"{"name": "old", "strategy": {"type": "spinning-arrow", "degreesPerPoint": 0.1}}"#
        let arrow = """
            {
              "name": "arrow",
              "strategy": { "type": "spinning-arrow", "triggerDistance": 900 }
            }
            """
        try withPresetFolder(["arrow.json": arrow, "old.json": old]) { folder in
            let run = try runProduct("refreshkit", ["validate", "arrow.json", "--strict"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.output.hasPrefix(
                    "arrow.json:3:62: warning: No pull can reach this preset's refresh: with triggerDistance = 900 it starts at 900 pt, and a pull on a phone moves the content at most 339.2 pt"
                ), "\(run.output)")
            #expect(
                run.output.contains(
                    "fix: Start the refresh within 339.2 pt: write 339 or less (the default triggerDistance, 135.88235294117646, starts it at 135.9 pt)."
                ),
                "\(run.output)")
            #expect(try runProduct("refreshkit", ["validate", "arrow.json"], in: folder).status == 0, "a warning, not an error")
            let renamed = try runProduct("refreshkit", ["validate", "old.json"], in: folder)
            #expect(
                renamed.output.contains(
                    #"fix: This rate starts the refresh at 1830 pt, which no pull on a phone reaches (339.2 pt at most): write "triggerDistance": 339, the farthest a pull reaches, or a shorter distance where the refresh should start."#
                ), "\(renamed.output)")
        }
    }

    /// Issue 25: one name for each distance in every strategy; a document's
    /// old name is told the new one, in the file's own terms.
    @Test func anOldNameIsToldTheNewOne() throws {
        let files = [
            "ring.json": #"{"name": "ring", "extends": "progress-ring", "strategy": {"offsetWhileLoading": 44}}"#,
            "band.json": #"{"name": "band", "extends": "release-to-refresh", "strategy": {"threshold": 60}}"#,
        ]
        try withPresetFolder(files) { folder in
            let ring = try runProduct("refreshkit", ["validate", "ring.json"], in: folder)
            #expect(
                ring.output.hasPrefix(
                    """
                    ring.json:1:59: error: 'strategy.offsetWhileLoading' is now 'holdDistance': every strategy names this distance the same way.
                        fix: Write "holdDistance": 44 instead.

                    """), "\(ring.output)")
            let band = try runProduct("refreshkit", ["validate", "band.json", "--format", "json"], in: folder)
            let diagnostic = try #require((try jsonReport(band)["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
            #expect(diagnostic.first?["rule"] as? String == "renamed-key")
            #expect(diagnostic.first?["fix"] as? String == #"Write "triggerDistance": 60 and "holdDistance": 60 instead."#)
        }
    }

    /// A preset that changes strategy type keeps the two distances.
    @Test func changingTheStrategyTypeKeepsTheTwoDistances() throws {
        let files = [
            "base.json":
                #"{"name": "base", "extends": "progress-ring", "strategy": {"triggerDistance": 90, "holdDistance": 44, "minimumDistance": 5}}"#,
            "switched.json": #"{"name": "switched", "extends": "base", "strategy": {"type": "release-to-refresh"}}"#,
        ]
        try withPresetFolder(files) { folder in
            let shown = try runProduct("refreshkit", ["show", "switched.json"], in: folder)
            #expect(shown.status == 0, "\(shown.transcript)")
            #expect(shown.output.contains(#""triggerDistance": 90"#) && shown.output.contains(#""holdDistance": 44"#), "\(shown.output)")
            #expect(!shown.output.contains("minimumDistance"), "the old type's own values are dropped")
        }
    }

    @Test func anIndicatorLargerThanItsAreaFailsStrict() throws {
        let ring = #"{"name": "ring", "extends": "progress-ring", "indicator": {"ringSize": 200}}"#
        try withPresetFolder(["ring.json": ring]) { folder in
            let run = try runProduct("refreshkit", ["validate", "ring.json", "--strict"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.output.hasPrefix(
                    "ring.json:1:72: warning: The indicator is drawn 200 pt across, in an area 36 pt tall (layout.indicatorHeight)"),
                "\(run.output)")
            let fixed = #"{"name": "ring", "extends": "progress-ring", "indicator": {"ringSize": 200}, "layout": {"indicatorHeight": 210}}"#
            try Data(fixed.utf8).write(to: URL(fileURLWithPath: folder + "/ring.json"))
            #expect(try runProduct("refreshkit", ["validate", "ring.json", "--strict"], in: folder).status == 0)
        }
    }

    /// -1 was "fixed" to 0, which waits forever: the opposite.
    @Test func aFixKeepsTheValuesMeaning() throws {
        try withPresetFolder(["slow.json": #"{"name": "slow", "extends": "system", "timing": {"timeout": -1}}"#]) { folder in
            let run = try runProduct("refreshkit", ["validate", "slow.json"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.output.hasPrefix(
                    """
                    slow.json:1:61: error: 'timing.timeout' must be between 0 and 3600 s; found -1.
                        fix: Remove the key to use the default, 0 s: 0 waits forever.

                    """), "\(run.output)")
        }
    }

    @Test func aPropertyListIsFixedInPropertyListTerms() throws {
        let plist = plistPreset("quiet").replacingOccurrences(
            of: "</dict>\n</plist>",
            with: "\t<key>strategy</key>\n\t<dict>\n\t\t<key>holdDistance</key>\n\t\t<string>48</string>\n\t</dict>\n</dict>\n</plist>")
        try withPresetFolder(["quiet.plist": plist]) { folder in
            let run = try runProduct("refreshkit", ["validate", "quiet.plist"], in: folder)
            #expect(
                run.output.hasPrefix(
                    """
                    quiet.plist:12:3: error: 'strategy.holdDistance' must be a number; found the string "48".
                        fix: Write <real>48</real> instead of <string>48</string>.

                    """), "\(run.output)")
        }
    }

    @Test func utf16AndUTF32AreNamedWithTheirByteOrderMark() throws {
        let text = #"{"name": "wide", "extends": "system"}"#
        let cases: [(String.Encoding, String)] = [
            (.utf16LittleEndian, "UTF-16 (little-endian, with the byte order mark FF FE)"),
            (.utf16BigEndian, "UTF-16 (big-endian, with the byte order mark FE FF)"),
            (.utf32LittleEndian, "UTF-32 (little-endian, with the byte order mark FF FE 00 00)"),
        ]
        for (encoding, name) in cases {
            let bom: [UInt8] =
                switch encoding {
                case .utf16LittleEndian: [0xFF, 0xFE]
                case .utf16BigEndian: [0xFE, 0xFF]
                default: [0xFF, 0xFE, 0, 0]
                }
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Data(bom + Array(try #require(text.data(using: encoding)))).write(to: URL(fileURLWithPath: folder + "/wide.json"))
            let run = try runProduct("refreshkit", ["validate", "wide.json"], in: folder)
            #expect(
                run.output.hasPrefix(
                    "wide.json:1:1: error: The file is \(name), not UTF-8.\n    fix: Save the file as UTF-8 (without a byte order mark)"),
                "\(run.output)")
        }
    }

    @Test func aJSONCommentIsCalledAComment() throws {
        try withPresetFolder(["team.json": "{\n  // the team's preset\n  \"name\": \"team\", \"extends\": \"system\"\n}\n"]) { folder in
            let run = try runProduct("refreshkit", ["validate", "team.json"], in: folder)
            #expect(
                run.output.hasPrefix(
                    """
                    team.json:2:3: error: JSON has no comments; found a // comment.
                        fix: Remove the comment; a preset's "summary" can say what it is for.

                    """), "\(run.output)")
        }
    }

    /// 150 unknown keys: 100 listed, one line for the rest, and counts that
    /// say 150, not 101.
    @Test func countsAreTruePastTheListingCap() throws {
        let keys = (0..<150).map { #""key\#($0)": 1"# }.joined(separator: ", ")
        try withPresetFolder(["noisy.json": #"{"name": "noisy", "extends": "system", "layout": {\#(keys)}}"#]) { folder in
            let text = try runProduct("refreshkit", ["validate", "noisy.json"], in: folder)
            #expect(text.output.hasSuffix("Checked 1 file: 0 valid, 1 invalid (150 errors, 0 warnings).\n"), "\(text.output.suffix(300))")
            #expect(text.output.contains("noisy.json: error: 50 more problems in this file are not listed (50 errors)."))
            let report = try jsonReport(try runProduct("refreshkit", ["validate", "noisy.json", "--format", "json"], in: folder))
            let summary = try #require(report["summary"] as? [String: Int])
            #expect(summary["errors"] == 150)
        }
    }

    /// A key in the wrong section is told where it belongs; after an unknown
    /// strategy type, the type is the one problem.
    @Test func misplacedKeysAndUnknownTypes() throws {
        let files = [
            "moved.json": #"{"name": "moved", "extends": "spinning-arrow", "holdDistance": 48}"#,
            "elastic.json": #"{"name": "elastic", "strategy": {"type": "elastic", "threshold": 80, "stretch": 2, "snap": 1}}"#,
        ]
        try withPresetFolder(files) { folder in
            let moved = try runProduct("refreshkit", ["validate", "moved.json"], in: folder)
            #expect(
                moved.output.hasPrefix(
                    """
                    moved.json:1:48: error: Unknown key 'holdDistance': a preset has no key of that name; 'holdDistance' belongs in 'strategy'.
                        fix: Move "holdDistance" and its value into "strategy": { ... }.

                    """), "\(moved.output)")
            let elastic = try runProduct("refreshkit", ["validate", "elastic.json"], in: folder)
            #expect(elastic.output.components(separatedBy: "error:").count - 1 == 1, "\(elastic.output)")
            #expect(elastic.output.hasPrefix("elastic.json:1:42: error: Unknown strategy type 'elastic'."))
        }
    }

    /// A copy keeps the name it was copied from: say whose name it is.
    @Test func aCopiedFileIsToldWhichFileHasItsName() throws {
        let team = #"{"name": "team", "extends": "system"}"#
        let system = try String(contentsOfFile: packageRoot + "/presets/system.json", encoding: .utf8)
        try withPresetFolder(["Presets/team.json": team, "Presets/team-copy.json": team, "Presets/system.json": system]) { folder in
            let run = try runProduct("refreshkit", ["validate", "Presets"], in: folder)
            #expect(
                run.output.contains(
                    """
                    Presets/team-copy.json:1:10: warning: The preset is named 'team' but its file is named 'team-copy'; 'extends' finds presets by file name, and Presets/team.json already defines 'team'.
                        fix: Rename the preset to 'team-copy', its file's name: 'team' is Presets/team.json's.

                    """), "\(run.output)")
            #expect(
                run.output.contains(
                    "Presets/system.json:3:11: error: The name 'system' is taken by a built-in preset (presets/system.json in RefreshKit).\n"
                ), "\(run.output)")
        }
    }

    /// With `--recursive`, a copy in a subfolder is told which file has its
    /// name too, and two files of one name in different folders (one member
    /// in the app's build) are each told of the other: everything checked is
    /// looked at, as RefreshKitPlugin sees a target's Presets folders.
    @Test func aNameDefinedInAnotherFolderIsPointedAt() throws {
        let team = #"{"name": "team", "extends": "system"}"#
        let files = [
            "Presets/team.json": team, "Presets/feeds/team-copy.json": team,
            "Presets/feeds/ring.json": #"{"name": "ring", "extends": "progress-ring"}"#,
            "Presets/old/ring.json": #"{"name": "ring", "extends": "progress-ring"}"#,
        ]
        try withPresetFolder(files) { folder in
            let run = try runProduct("refreshkit", ["validate", "Presets", "--recursive"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.output.contains(
                    """
                    Presets/feeds/team-copy.json:1:10: warning: The preset is named 'team' but its file is named 'team-copy'; 'extends' finds presets by file name, and Presets/team.json already defines 'team'.
                        fix: Rename the preset to 'team-copy', its file's name: 'team' is Presets/team.json's.

                    """), "\(run.output)")
            for (file, other) in [
                ("Presets/feeds/ring.json", "Presets/old/ring.json"), ("Presets/old/ring.json", "Presets/feeds/ring.json"),
            ] {
                #expect(
                    run.output.contains(
                        """
                        \(file): error: \(other) defines the preset 'ring' too.
                            fix: Rename or remove all but one of them: an app target that has them all gives its presets one name each (RefreshPreset.ring).

                        """), "\(run.output)")
            }
            #expect(run.output.hasSuffix("Checked 4 files: 2 valid, 2 invalid (2 errors, 1 warning).\n"), "\(run.output)")
        }
    }

    @Test func extendsByPathIsFixedToTheName() throws {
        try withPresetFolder([
            "base.json": #"{"name": "base", "extends": "system"}"#, "child.json": #"{"name": "child", "extends": "./base.json"}"#,
        ]) {
            folder in
            let run = try runProduct("refreshkit", ["validate", "child.json"], in: folder)
            #expect(
                run.output.hasPrefix(
                    """
                    child.json:1:30: error: 'extends' must name a preset, not a file path; found './base.json'.
                        fix: Write "extends": "base": 'extends' finds a preset by name, in its file's folder and the --presets folders.

                    """), "\(run.output)")
        }
    }
}

/// Issue 25: every error carries a fix, over every malformed fixture and the
/// newcomer's mistakes, in every format.
@Suite struct EveryErrorHasAFixTests {
    @Test func everyErrorInTheMalformedFixturesHasAFix() throws {
        let run = try runProduct("refreshkit", ["validate", "Tests/Fixtures/malformed", "--format", "json"])
        #expect(run.status == 1)
        let report = try jsonReport(run)
        let diagnostics = try #require(report["files"] as? [[String: Any]]).flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
        #expect(diagnostics.count > 20)
        for diagnostic in diagnostics where diagnostic["severity"] as? String == "error" {
            #expect(diagnostic["fix"] is String, "\(diagnostic)")
        }
    }

    @Test func theMistakesTheIssueNamesHaveFixes() throws {
        let files = [
            "string.json": #"{"name": "string", "extends": "system", "strategy": {"contentInset": "forty"}}"#,
            "flag.json": #"{"name": "flag", "extends": "system", "strategy": {"contentInset": true}}"#,
            "nan.json": #"{"name": "nan", "extends": "system", "strategy": {"contentInset": NaN}}"#,
            "unclosed.plist": plistPreset("unclosed").replacingOccurrences(of: "<string>system</string>", with: "<string>system</string"),
        ]
        try withPresetFolder(files) { folder in
            let run = try runProduct("refreshkit", ["validate", ".", "--format", "json"], in: folder)
            let report = try jsonReport(run)
            let diagnostics = try #require(report["files"] as? [[String: Any]]).flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            #expect(diagnostics.count == 4, "\(diagnostics)")
            for diagnostic in diagnostics { #expect(diagnostic["fix"] is String, "\(diagnostic)") }
        }
    }
}
#endif
