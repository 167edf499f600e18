import Foundation
import RefreshKit
import RefreshTestSupport
import Testing

/// Issue 12: the README said `from: "0.1.0"` for a repository with no
/// release. The version the command prints, the changelog and every install
/// instruction must agree.
@Suite struct ReleaseTests {
    static func changelog() throws -> String {
        try String(contentsOfFile: packageRoot + "/CHANGELOG.md", encoding: .utf8)
    }

    /// Each `## [X.Y.Z] - when` heading: the version and whether it has a
    /// date, the sign of a tagged release.
    static func versions() throws -> [(version: String, tagged: Bool)] {
        try changelog().components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            let version = String(line[line.index(line.startIndex, offsetBy: 4)..<close])
            guard version != "Unreleased" else { return nil }
            let date = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
            return (version, date.range(of: #"^- \d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil)
        }
    }

    @Test func theCommandPrintsTheChangelogsNewestVersion() throws {
        let newest = try #require(try Self.versions().first)
        #expect(refreshKitVersion == newest.version)
        #expect(try Self.changelog().contains("\n## [Unreleased]\n"), "changes since go under Unreleased")
        #if os(macOS) || os(Linux) || os(Windows)
        // A build that is not the tagged release adds its commit after the version (issue 25).
        let printed = try runProduct("refreshkit", ["--version"]).output
        #expect(printed == refreshKitVersion + "\n" || printed.hasPrefix(refreshKitVersion + "-dev (commit "), "\(printed)")
        #endif
    }

    @Test func installInstructionsNameOnlyTaggedVersions() throws {
        let tagged = Set(try Self.versions().filter(\.tagged).map(\.version))
        var files = ["README.md"]
        let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/docs")
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { files.append("docs/" + path) }
        }
        let requirement = try NSRegularExpression(pattern: #"(from|exact|upToNextMinor\(from)\s*:\s*"([^"]+)"|--branch ([0-9][^ ]*)"#)
        for file in files {
            let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
            for match in requirement.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let group = match.range(at: 2).location != NSNotFound ? 2 : 3
                let version = String(text[Range(match.range(at: group), in: text)!])
                #expect(tagged.contains(version), "\(file) asks for version \(version), which CHANGELOG.md does not show as tagged")
            }
        }
    }
}

#if os(macOS) || os(Linux) || os(Windows)
/// docs/validating-in-ci.md pastes what its CI job printed on
/// Tests/Fixtures/ci (scripts/run-ci-example.sh); the validate step's output
/// must still be what the command prints there.
@Suite struct CIExampleTests {
    @Test func thePastedOutputIsWhatTheCommandPrints() throws {
        let page = try String(contentsOfFile: packageRoot + "/docs/validating-in-ci.md", encoding: .utf8)
        let block = try #require(
            try codeBlocks().first {
                $0.file == "docs/validating-in-ci.md" && $0.note == "<!-- output of scripts/run-ci-example.sh -->"
            })
        let lines = block.text.components(separatedBy: "\n")
        let command = try #require(lines.firstIndex { $0.hasSuffix("refreshkit\" validate Presets/ --recursive --strict") })
        let end = try #require(lines[command...].firstIndex { $0.hasPrefix("(exit status ") })
        let pasted = lines[(command + 1)..<end].joined(separator: "\n") + "\n"
        let run = try runProduct("refreshkit", ["validate", "Presets/", "--recursive", "--strict"], in: fixtures + "/ci")
        #expect(run.output == pasted)
        #expect(lines[end] == "(exit status \(run.status))")
        #expect(page.contains("REFRESHKIT_REVISION"), "the job builds a revision: no version is tagged")
    }
}
#endif
