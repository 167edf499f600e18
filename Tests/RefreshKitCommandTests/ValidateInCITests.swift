// Runs the built `refreshkit` in folders a test makes: only where a test can start a process.
#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import RefreshTestSupport
import Testing

/// A scratch folder holding `files` (relative path → text), removed by `body`'s end.
func withPresetFolder<Result>(_ files: [String: String], _ body: (String) throws -> Result) throws -> Result {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, text) in files {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
    return try body(folder)
}

/// The JSON report of `refreshkit validate ... --format json`.
func jsonReport(_ run: ProductRun) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.transcript)")
}

/// A base with a typo and a child that extends it: issue 12's first finding.
let baseWithTypo = """
    {
      "name": "base",
      "extends": "spinning-arrow",
      "strategy": { "contentInsett": 48 }
    }
    """
let childOfBase = """
    {
      "name": "child",
      "extends": "base"
    }
    """
let typoMessage = "Unknown key 'strategy.contentInsett': strategy 'spinning-arrow' has no key of that name."

/// Issue 12: every diagnostic carries the file it belongs to, and is reported
/// once however many of the files checked lead to it.
@Suite struct DiagnosticFileTests {
    @Test func aParentsProblemIsFiledUnderTheParentInJSON() throws {
        try withPresetFolder(["base.json": baseWithTypo, "child.json": childOfBase]) { folder in
            let run = try runProduct("refreshkit", ["validate", "child.json", "--format", "json"], in: folder)
            #expect(run.status == 1)
            let report = try jsonReport(run)
            let files = try #require(report["files"] as? [[String: Any]])
            #expect(files.map { $0["path"] as? String } == ["child.json", "base.json"])
            #expect(files.map { $0["valid"] as? Bool } == [false, false])
            // Issue 25: an invalid file has a line of its own, which points at the broken one.
            let childDiagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
            #expect(childDiagnostics.map { $0["rule"] as? String } == ["extends-broken"])
            #expect(
                childDiagnostics.first?["message"] as? String
                    == "'extends' names 'base', which does not load: its problems are reported in base.json.")
            let diagnostics = try #require(files.last?["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?["file"] as? String == "base.json")
            #expect(diagnostics.first?["line"] as? Int == 4)
            #expect(diagnostics.first?["column"] as? Int == 17)
            #expect(diagnostics.first?["message"] as? String == typoMessage)
            #expect(
                report["summary"] as? [String: Int] == ["files": 1, "valid": 0, "invalid": 1, "errors": 2, "warnings": 0, "skipped": 0])
            let text = try runProduct("refreshkit", ["validate", "child.json"], in: folder)
            #expect(text.output.contains("base.json:4:17: error: \(typoMessage)\n"))
        }
    }

    @Test func aProblemReachedFromSeveralFilesIsReportedOnce() throws {
        try withPresetFolder(["base.json": baseWithTypo, "child.json": childOfBase]) { folder in
            for arguments in [
                ["validate", "."], ["validate", "base.json", "child.json"], ["validate", "child.json", "./base.json", "."],
            ] {
                let run = try runProduct("refreshkit", arguments, in: folder)
                #expect(run.status == 1)
                #expect(run.output.components(separatedBy: typoMessage).count - 1 == 1, "\(arguments): \(run.output)")
                #expect(
                    run.output.hasSuffix("Checked 2 files: 0 valid, 2 invalid (2 errors, 0 warnings).\n"), "\(arguments): \(run.output)")
            }
        }
    }

    /// Issue 25: each file of a cycle is invalid, so each gets its own line,
    /// the same whichever file of it is checked.
    @Test func aCycleIsReportedInEachOfItsFiles() throws {
        let files = ["a.json": #"{"name": "a", "extends": "b"}"#, "b.json": #"{"name": "b", "extends": "a"}"#]
        try withPresetFolder(files) { folder in
            let run = try runProduct("refreshkit", ["validate", ".", "--format", "json"], in: folder)
            #expect(run.status == 1)
            let report = try jsonReport(run)
            let entries = try #require(report["files"] as? [[String: Any]])
            let diagnostics = entries.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            #expect(diagnostics.map { $0["file"] as? String } == ["a.json", "b.json"])
            #expect(
                diagnostics.map { $0["message"] as? String } == [
                    "'extends' forms a cycle: a → b → a.", "'extends' forms a cycle: b → a → b.",
                ])
            for entry in entries {
                for diagnostic in (entry["diagnostics"] as? [[String: Any]]) ?? [] {
                    #expect(diagnostic["file"] as? String == entry["path"] as? String, "filed under its own file")
                }
            }
            for file in ["a.json", "b.json"] {
                let single = try runProduct("refreshkit", ["validate", file], in: folder)
                for line in [
                    "a.json:1:26: error: 'extends' forms a cycle: a → b → a.\n",
                    "b.json:1:26: error: 'extends' forms a cycle: b → a → b.\n",
                ] {
                    #expect(single.output.components(separatedBy: line).count == 2, "\(file): \(single.output)")
                }
            }
        }
    }
}

/// Issue 12: `validate DIR` checked nothing and passed for presets in
/// subfolders or named `*.JSON`, and for an empty folder.
@Suite struct ValidateFolderTests {
    static let valid = #"{"name": "NAME", "extends": "system"}"#

    static func preset(_ name: String) -> String { valid.replacingOccurrences(of: "NAME", with: name) }

    @Test func aFolderListsWhatItSkippedAndWhy() throws {
        let files = [
            "Presets/LOUD.JSON": Self.preset("LOUD"), "Presets/quiet.Plist": plistPreset("quiet"),
            "Presets/README.md": "# Presets", "Presets/team/nested.json": Self.preset("nested"),
        ]
        try withPresetFolder(files) { folder in
            let run = try runProduct("refreshkit", ["validate", "Presets", "--strict"], in: folder)
            #expect(run.status == 0, "\(run.transcript)")
            #expect(
                run.output == """
                    Skipped Presets/README.md: not a .json or .plist file.
                    Skipped Presets/team: a folder; --recursive checks the presets in subfolders too.
                    Checked 2 files: 2 valid, 0 invalid (0 errors, 0 warnings).

                    """)
            let json = try jsonReport(try runProduct("refreshkit", ["validate", "Presets", "--format", "json"], in: folder))
            #expect((json["files"] as? [[String: Any]])?.map { $0["path"] as? String } == ["Presets/LOUD.JSON", "Presets/quiet.Plist"])
            #expect(
                (json["skipped"] as? [[String: String]]) == [
                    ["path": "Presets/README.md", "reason": "not a .json or .plist file"],
                    ["path": "Presets/team", "reason": "a folder; --recursive checks the presets in subfolders too"],
                ])
        }
    }

    @Test func recursiveChecksSubfolders() throws {
        let files = [
            "Presets/top.json": Self.preset("top"), "Presets/team/nested.json": Self.preset("nested"),
            "Presets/team/deeper/broken.json": #"{"name": "broken", "strategy": {"type": "sistem"}}"#,
        ]
        try withPresetFolder(files) { folder in
            let run = try runProduct("refreshkit", ["validate", "Presets/", "--recursive"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("Presets/team/deeper/broken.json:1:41: error: Unknown strategy type 'sistem'."))
            #expect(run.output.hasSuffix("Checked 3 files: 2 valid, 1 invalid (1 error, 0 warnings).\n"))
        }
    }

    /// Two files that would be one member on RefreshPreset fail
    /// RefreshKitPlugin's build (`members`): `validate` fails them too, with
    /// the same check, rather than calling them valid. A name RefreshPreset
    /// has already is an error as well; the built-ins' own files are not.
    @Test func filesThatWouldBeOneMemberAreAnError() throws {
        let files = [
            "Presets/feed-ring.json": #"{"name": "feed-ring", "extends": "progress-ring"}"#,
            "Presets/feed_ring.json": #"{"name": "feed_ring", "extends": "progress-ring"}"#,
            "Presets/named.json": #"{"name": "named", "extends": "system"}"#,
        ]
        try withPresetFolder(files) { folder in
            let run = try runProduct("refreshkit", ["validate", "Presets"], in: folder)
            #expect(run.status == 1, "\(run.transcript)")
            #expect(
                run.output.contains(
                    """
                    Presets/feed_ring.json: error: The preset 'feed_ring' would be RefreshPreset.feedRing, but Presets/feed-ring.json gives the member 'feedRing' too.
                        fix: Rename one of the two files (and its preset), so that each has a member of its own.

                    """), "\(run.output)")
            #expect(
                run.output.contains(
                    "Presets/named.json: error: The preset 'named' would be RefreshPreset.named, but RefreshPreset already has a member 'named'."
                ), "\(run.output)")
            #expect(run.output.hasSuffix("Checked 3 files: 1 valid, 2 invalid (2 errors, 0 warnings).\n"), "\(run.output)")
        }
        let builtIns = try runProduct("refreshkit", ["validate", "presets"])
        #expect(builtIns.status == 0, "\(builtIns.transcript)")
    }

    @Test func aFolderWithNothingToCheckIsAnError() throws {
        try withPresetFolder(["Empty/.keep": "", "Docs/README.md": "# Presets"]) { folder in
            for (arguments, skipped) in [
                (["validate", "Empty"], ["Empty/.keep: a hidden file"]),
                (["validate", "Docs", "--strict"], ["Docs/README.md: not a .json or .plist file"]),
            ] {
                let run = try runProduct("refreshkit", arguments, in: folder)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.output == skipped.map { "Skipped \($0).\n" }.joined())
                #expect(
                    run.errors.hasPrefix("refreshkit: error: No preset files in \(arguments[1]): nothing was checked.\n"), "\(run.errors)")
            }
        }
    }
}

/// A property-list preset named `name` that extends `system`.
func plistPreset(_ name: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>name</key>
    \t<string>\(name)</string>
    \t<key>extends</key>
    \t<string>system</string>
    </dict>
    </plist>

    """
}

/// Issue 12: `validate progress-ring.json` passed from presets/ while
/// `./progress-ring.json` or an absolute path said "taken by a built-in preset".
@Suite struct BuiltInIdentityTests {
    @Test func theBuiltInFilesPassByAnyPathFromAnyFolder() throws {
        let presets = packageRoot + "/presets"
        let spellings: [(folder: String, path: String)] = [
            (presets, "progress-ring.json"), (presets, "./progress-ring.json"), (presets, presets + "/progress-ring.json"),
            (presets, "."), (presets, "./"), (packageRoot, "presets"), (packageRoot, "./presets/"),
            (packageRoot + "/Tests/Fixtures", "../../presets"), ("/", String(presets.dropFirst())), (NSTemporaryDirectory(), presets),
        ]
        for (folder, path) in spellings {
            let run = try runProduct("refreshkit", ["validate", path, "--strict"], in: folder)
            #expect(run.status == 0, "validate \(path) from \(folder): \(run.transcript)")
        }
    }

    @Test func theBuiltInFilesPassThroughALinkedFolder() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: packageRoot + "/presets")
        for arguments in [["validate", "linked", "--strict"], ["validate", "linked/system.json", "--strict"]] {
            let run = try runProduct("refreshkit", arguments, in: folder)
            #expect(run.status == 0, "\(arguments): \(run.transcript)")
        }
        let list = try runProduct("refreshkit", ["list", "--presets", "linked"], in: folder)
        #expect(list.status == 0)
        #expect(list.output == (try runProduct("refreshkit", ["list"]).output), "the linked built-ins are the built-ins, listed once")
    }

    @Test func aCopyOfABuiltInIsNotTheBuiltIn() throws {
        let copy = try String(contentsOfFile: packageRoot + "/presets/system.json", encoding: .utf8)
        try withPresetFolder(["Presets/system.json": copy]) { folder in
            for path in ["Presets/system.json", "Presets", folder + "/Presets/system.json"] {
                let run = try runProduct("refreshkit", ["validate", path], in: folder)
                #expect(run.status == 1, "\(path)")
                #expect(
                    run.output.contains("error: The name 'system' is taken by a built-in preset (presets/system.json in RefreshKit)."),
                    "\(path): \(run.output)")
            }
        }
    }

    /// A link that leaves its folder is not a preset of that folder: the same
    /// answer from validate, list and extends.
    @Test func aLinkLeavingItsFolderGetsOneAnswer() throws {
        try withPresetFolder([
            "Outside/team.json": ValidateFolderTests.preset("team"),
            "Presets/child.json": #"{"name": "child", "extends": "team"}"#,
        ]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/Presets/team.json", withDestinationPath: "../Outside/team.json")
            let validate = try runProduct("refreshkit", ["validate", "Presets"], in: folder)
            #expect(
                validate.output.hasPrefix("Skipped Presets/team.json: a link to a file outside its folder, which presets never read.\n"),
                "\(validate.output)")
            #expect(validate.output.contains("error: 'extends' names an unknown preset 'team'."))
            let list = try runProduct("refreshkit", ["list", "--presets", "Presets"], in: folder)
            #expect(!list.output.split(separator: "\n").contains { $0.hasPrefix("team ") }, "\(list.output)")
            #expect(list.output.contains("invalid: 'extends' names an unknown preset 'team'."), "\(list.output)")
        }
    }
}

/// Issue 12: two files defining one name resolved silently, first one wins.
@Suite struct DuplicateNameTests {
    @Test func jsonAndPlistOfOneNameAreReported() throws {
        try withPresetFolder([
            "Presets/feed.json": ValidateFolderTests.preset("feed"), "Presets/feed.plist": plistPreset("feed"),
            "Presets/child.json": #"{"name": "child", "extends": "feed"}"#,
        ]) { folder in
            let run = try runProduct("refreshkit", ["validate", "Presets"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.output.contains(
                    "Presets/child.json:1:30: error: 'extends' names 'feed', which more than one file defines: Presets/feed.json and Presets/feed.plist."
                ),
                "\(run.output)")
            #expect(
                run.output.contains("Presets/feed.json:1:10: error: Presets/feed.plist defines the preset 'feed' too."), "\(run.output)")
            #expect(run.output.contains("Presets/feed.plist:6:2: error: Presets/feed.json defines the preset 'feed' too."), "\(run.output)")
            let list = try runProduct("refreshkit", ["list", "--presets", "Presets"], in: folder)
            #expect(list.status == 1)
            #expect(list.output.contains("There is more than one preset named 'feed'"), "\(list.output)")
        }
    }

    @Test func oneNameInTwoPresetFoldersIsReported() throws {
        try withPresetFolder(["A/feed.json": ValidateFolderTests.preset("feed"), "B/feed.json": ValidateFolderTests.preset("feed")]) {
            folder in
            let show = try runProduct("refreshkit", ["show", "feed", "--presets", "A", "--presets", "B"], in: folder)
            #expect(show.status == 1)
            #expect(
                show.errors.contains("error: There is more than one preset named 'feed': A/feed.json and B/feed.json."), "\(show.errors)")
            let list = try runProduct("refreshkit", ["list", "--presets", "A", "--presets", "B"], in: folder)
            #expect(list.status == 1)
        }
    }
}
#endif

#if os(macOS) || os(Linux) || os(Windows)
/// Issue 12: exit status 2 is for usage mistakes, as the docs reserve it, and
/// `-` reads a preset from standard input.
@Suite struct CommandLineTests {
    @Test func usageMistakesExitTwo() throws {
        for arguments in [
            [], ["help", "nonsense"], ["help", "show", "extra"], ["show", "presets"], ["simulate", "presets/"],
            ["preview", "presets", "-o", "/dev/null"],
        ] {
            let run = try refreshkit(arguments)
            #expect(run.status == 2, "refreshkit \(arguments.joined(separator: " ")): \(run.transcript)")
            #expect(run.output.isEmpty, "a usage mistake prints nothing on standard output")
        }
        let folder = try refreshkit(["show", "presets"])
        #expect(
            folder.errors.hasPrefix(
                "refreshkit: error: presets is a folder; 'show' takes one preset: a name, a file, or - for standard input.\n"))
        let nonsense = try refreshkit(["help", "nonsense"])
        #expect(nonsense.errors.hasPrefix("refreshkit: error: Unknown subcommand 'nonsense'."))
        #expect(try refreshkit(["help"]).status == 0)
        #expect(try refreshkit(["help", "show"]).status == 0)
    }

    /// A message quotes a short prefix of any token, from the command line too.
    @Test func usageMessagesQuoteAShortPrefix() throws {
        let huge = String(repeating: "x", count: 10_000)
        for arguments in [
            ["show", huge], ["--" + huge], [huge], ["list", "--" + huge], ["show", "system", "--format", huge],
            ["help", huge], ["simulate", "system", "--script", "pull \(huge) over 1s"],
        ] {
            let run = try refreshkit(arguments)
            #expect(run.status == 2)
            #expect(run.errors.count < 400, "\(arguments.map { $0.prefix(20) }): \(run.errors.count) characters")
        }
    }

    @Test func aDashReadsStandardInput() throws {
        let team = try String(contentsOfFile: fixtures + "/cli/presets/team-arrow.json", encoding: .utf8)
        let validate = try runProduct("refreshkit", ["validate", "-", "--strict"], input: team)
        #expect(validate.status == 0, "\(validate.transcript)")
        #expect(validate.output == "Checked 1 file: 1 valid, 0 invalid (0 errors, 0 warnings).\n")
        let broken = try runProduct("refreshkit", ["validate", "-"], input: #"{"name": "x", "strategy": {"type": "sistem"}}"#)
        #expect(broken.status == 1)
        #expect(broken.output.hasPrefix("<stdin>:1:36: error: Unknown strategy type 'sistem'."), "\(broken.output)")
        let show = try runProduct("refreshkit", ["show", "-"], input: team)
        #expect(show.status == 0)
        #expect(show.output == (try refreshkit(["show", "Tests/Fixtures/cli/presets/team-arrow.json"])).output)
        let simulate = try runProduct("refreshkit", ["simulate", "-", "--format", "jsonl"], input: team)
        #expect(simulate.status == 0)
        #expect(
            simulate.output == (try refreshkit(["simulate", "Tests/Fixtures/cli/presets/team-arrow.json", "--format", "jsonl"])).output)
        let gesture = try String(contentsOfFile: fixtures + "/cli/swipe.jsonl", encoding: .utf8)
        let fromInput = try runProduct("refreshkit", ["simulate", "system", "--gesture", "-"], input: gesture)
        #expect(fromInput.status == 0)
        #expect(
            fromInput.output.replacingOccurrences(of: "gesture file -", with: "gesture file Tests/Fixtures/cli/swipe.jsonl")
                == (try refreshkit(["simulate", "system", "--gesture", "Tests/Fixtures/cli/swipe.jsonl"])).output)
        #expect(try runProduct("refreshkit", ["simulate", "-", "--gesture", "-"], input: team).status == 2)
        // The same refusal with megabytes waiting on its input, unread: the
        // command exits at once, and handing it the input must not end this
        // process (a pipe to a child that has exited raises SIGPIPE).
        let unread = String(repeating: team + "\n", count: 4_000_000 / max(team.utf8.count, 1) + 1)
        #expect(try runProduct("refreshkit", ["simulate", "-", "--gesture", "-"], input: unread).status == 2)
        // show's output, shown again, is the same: "none" and "" over defaults stay.
        let quiet =
            #"{"name": "quiet", "extends": "spinning-arrow", "feedback": {"haptics": {"refreshStarted": "none"}, "announcements": {"refreshStarted": ""}}}"#
        let shown = try runProduct("refreshkit", ["show", "-"], input: quiet)
        #expect(shown.output.contains(#""refreshStarted": "none""#) && shown.output.contains(#""refreshStarted": """#), "\(shown.output)")
        #expect(try runProduct("refreshkit", ["show", "-"], input: shown.output).output == shown.output)
        #expect(try runProduct("refreshkit", ["validate", "-", "-"], input: team).status == 2)
    }
}
#endif

#if os(macOS) || os(Linux) || os(Windows)
/// Issue 12: `preview -o x.svg` wrote HTML into x.svg.
@Suite struct PreviewFormatTests {
    @Test func theFormatComesFromTheExtensionOrAClearError() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (file, start) in [
            ("ball.svg", "<svg xmlns="), ("ball.SVG", "<svg xmlns="), ("ball.html", "<!DOCTYPE html>"), ("ball.htm", "<!DOCTYPE html>"),
        ] {
            let run = try refreshkit(["preview", "bouncing-ball", "-o", folder + "/" + file])
            #expect(run.status == 0, "\(file): \(run.transcript)")
            #expect(try String(contentsOfFile: folder + "/" + file, encoding: .utf8).hasPrefix(start), "\(file)")
        }
        let unknown = try refreshkit(["preview", "bouncing-ball", "-o", folder + "/ball.png"])
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.hasPrefix(
                "refreshkit: error: Cannot tell the format from '\(folder)/ball.png': name the file .html or .svg, or give --format html or svg.\n"
            ))
        let conflict = try refreshkit(["preview", "bouncing-ball", "--format", "html", "-o", folder + "/ball2.svg"])
        #expect(conflict.status == 2)
        #expect(conflict.errors.hasPrefix("refreshkit: error: --format html does not match '\(folder)/ball2.svg', an .svg file."))
        #expect(
            !FileManager.default.fileExists(atPath: folder + "/ball.png") && !FileManager.default.fileExists(atPath: folder + "/ball2.svg"),
            "nothing is written after a usage error")
        let given = try refreshkit(["preview", "bouncing-ball", "--format", "svg", "-o", folder + "/ball-image"])
        #expect(given.status == 0)
        #expect(try String(contentsOfFile: folder + "/ball-image", encoding: .utf8).hasPrefix("<svg xmlns="))
    }
}
#endif
