// Runs git and the built stamp tool: only where a test can start a process.
#if os(macOS) || os(Linux)
import Foundation
import RefreshTestSupport
import Testing

/// `git args...` in `folder`, its output trimmed; fails the test when git does.
func git(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
        [
            "git", "-c", "user.name=RefreshKit", "-c", "user.email=tests@refreshkit.invalid", "-c", "tag.gpgSign=false",
            "-c", "commit.gpgSign=false",
        ] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Issue 25: what refreshkit-version-stamp writes for a checkout, read from
/// git's files, against what git itself says.
@Suite struct VersionStampTests {
    static func stamp(_ folder: String, version: String) throws -> String {
        let output = folder + "/BuildCommit.swift"
        let run = try runProduct("refreshkit-version-stamp", [folder, output, version])
        #expect(run.status == 0, "\(run.transcript)")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    @Test func theCommitAndWhetherItIsTheRelease() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try git(["init", "--quiet", "--initial-branch=main"], in: folder)
        try Data("one".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        _ = try git(["add", "file"], in: folder)
        _ = try git(["commit", "--quiet", "-m", "one"], in: folder)
        let first = try git(["rev-parse", "HEAD"], in: folder)
        var stamp = try Self.stamp(folder, version: "1.0.0")
        #expect(stamp.contains("let buildCommit: String? = \"\(first)\""))
        #expect(stamp.contains("let buildIsTaggedRelease = false"))
        _ = try git(["tag", "1.0.0"], in: folder)
        #expect(try Self.stamp(folder, version: "1.0.0").contains("let buildIsTaggedRelease = true"), "a lightweight tag")
        #expect(try Self.stamp(folder, version: "1.0.1").contains("let buildIsTaggedRelease = false"), "another version's tag")
        _ = try git(["commit", "--quiet", "--allow-empty", "-m", "two"], in: folder)
        let second = try git(["rev-parse", "HEAD"], in: folder)
        stamp = try Self.stamp(folder, version: "1.0.0")
        #expect(stamp.contains("\"\(second)\"") && stamp.contains("let buildIsTaggedRelease = false"), "past the tag")
        _ = try git(["tag", "-a", "1.1.0", "-m", "release"], in: folder)
        _ = try git(["pack-refs", "--all"], in: folder)
        stamp = try Self.stamp(folder, version: "1.1.0")
        #expect(stamp.contains("\"\(second)\"") && stamp.contains("let buildIsTaggedRelease = true"), "an annotated, packed tag")
        _ = try git(["checkout", "--quiet", first], in: folder)
        #expect(try Self.stamp(folder, version: "1.0.0").contains("\"\(first)\""), "a detached HEAD")
        let worktree = folder + "-worktree"
        _ = try git(["worktree", "add", "--quiet", worktree, "main"], in: folder)
        defer { try? FileManager.default.removeItem(atPath: worktree) }
        #expect(try Self.stamp(worktree, version: "1.1.0").contains("\"\(second)\""), "a worktree, whose .git is a file")
    }

    @Test func noGitNoClaim() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stamp = try Self.stamp(folder, version: "1.0.0")
        #expect(stamp.contains("let buildCommit: String? = nil") && stamp.contains("let buildIsTaggedRelease = false"))
    }
}
#endif
