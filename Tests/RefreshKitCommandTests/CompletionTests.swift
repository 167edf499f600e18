// Runs the built `refreshkit` and a shell: only where a test can start a process.
#if os(macOS) || os(Linux)
import Foundation
import RefreshTestSupport
import Testing

/// Issue 25: `refreshkit completion SHELL`.
@Suite struct CompletionTests {
    /// What bash offers after `words` (the last one being completed), with
    /// the script loaded as the docs say.
    static func bashCompletions(_ words: [String], in folder: String = packageRoot) throws -> [String] {
        let script = try runProduct("refreshkit", ["completion", "bash"]).output
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Data(script.utf8).write(to: URL(fileURLWithPath: scratch + "/refreshkit.bash"))
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let driver = """
            source '\(scratch)/refreshkit.bash'
            COMP_WORDS=(refreshkit \(quoted)); COMP_CWORD=\(words.count)
            _refreshkit
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-c", driver]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(words)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesSubcommandsOptionsValuesAndPresets() throws {
        #expect(try Self.bashCompletions(["va"]) == ["validate"])
        #expect(try Self.bashCompletions([""]).contains("completion"))
        #expect(try Self.bashCompletions(["validate", "--f"]) == ["--format"])
        #expect(try Self.bashCompletions(["validate", "--format", ""]) == ["text", "json", "sarif", "github"])
        #expect(try Self.bashCompletions(["validate", "--format", "s"]) == ["sarif"])
        #expect(try Self.bashCompletions(["show", "--format", ""]) == ["json", "plist"])
        #expect(try Self.bashCompletions(["show", "spin"]) == ["spinning-arrow"])
        #expect(try Self.bashCompletions(["completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try Self.bashCompletions(["validate", "pres"]).contains("presets"))
    }

    /// zsh and fish are not on every machine: their scripts are checked for
    /// what they must hold, every subcommand and option and the format values.
    @Test func zshAndFishScriptsNameEverything() throws {
        let zsh = try runProduct("refreshkit", ["completion", "zsh"])
        let fish = try runProduct("refreshkit", ["completion", "fish"])
        #expect(zsh.status == 0 && fish.status == 0)
        #expect(zsh.output.hasPrefix("#compdef refreshkit\n"))
        for subcommand in ["list", "show", "validate", "simulate", "preview", "schema", "reference", "completion"] {
            #expect(zsh.output.contains("_refreshkit_\(subcommand)() {"), "\(subcommand)")
            #expect(fish.output.contains("-n '__fish_use_subcommand' -a \(subcommand) -d "), "\(subcommand)")
        }
        #expect(
            zsh.output.contains(
                "'--format[text (default\\: path\\:line\\:column\\: error\\: message), json, sarif (SARIF 2.1.0) or github (Actions annotations).]:format:(text json sarif github)'"
            ))
        #expect(
            fish.output.contains(
                "complete -c refreshkit -n '__fish_seen_subcommand_from validate' -l format -x -a 'text json sarif github'"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let run = try runProduct("refreshkit", ["completion", "bsh"])
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "refreshkit: error: 'bsh' is not a shell completion is written for; use 'bash', 'zsh' or 'fish'. Did you mean 'bash'?"))
    }
}
#endif
