import Foundation

// Writes the Swift file that tells `refreshkit --version` which commit it was
// built from: `refreshkit-version-stamp <package folder> <output.swift> <version>`.
// It reads the git metadata as files (no git needed): HEAD, the branch it
// names (loose or packed), and whether the tag named `version` is that
// commit. Where there is no git metadata (a source archive), the commit is
// unknown and nothing is claimed.

#if REFRESHKIT_FUZZ
// scripts/fuzz.sh builds every module with -sanitize=fuzzer, this plugin's
// tool too, and libFuzzer's library needs an entry to link: an empty one,
// never called (the tool runs its main as always).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNothing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }
#endif

@main
enum VersionStamp {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 4 else {
            FileHandle.standardError.write(Data("usage: refreshkit-version-stamp <package folder> <output.swift> <version>\n".utf8))
            exit(2)
        }
        let package = URL(fileURLWithPath: arguments[1])
        let output = URL(fileURLWithPath: arguments[2])
        let version = arguments[3]

        let stamp = GitMetadata(package: package).map { git in
            (commit: git.headCommit, tagged: git.headCommit.map { git.tag(version, isAt: $0) } ?? false)
        }
        let commit = stamp?.commit.map { "\"\($0)\"" } ?? "nil"
        let tagged = stamp?.tagged ?? false
        let source = """
            // Written by refreshkit-version-stamp on every build: do not edit.
            /// The commit this `refreshkit` was built from, when the package was a git checkout.
            let buildCommit: String? = \(commit)
            /// Whether that commit is the tag named after `refreshKitVersion`: a release.
            let buildIsTaggedRelease = \(tagged)

            """
        // Written only when it changes, so that an unchanged stamp recompiles nothing.
        if (try? String(contentsOf: output, encoding: .utf8)) != source {
            try source.write(to: output, atomically: true, encoding: .utf8)
        }
    }
}
