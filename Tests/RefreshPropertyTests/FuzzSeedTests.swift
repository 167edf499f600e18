import Foundation
import RefreshTestSupport
import Testing

@testable import refreshkit_fuzz

/// The fuzz target's checks, on every seed of its corpus and every input it
/// ever crashed on (Tests/Fixtures/fuzz/), in the normal test run: what
/// scripts/fuzz.sh mutates must pass as it stands.
@Suite struct FuzzSeedTests {
    static let root = packageRoot

    /// presets/ and every preset fixture, JSON and property list, as scripts/fuzz.sh seeds them.
    static let seeds: [String] = {
        var found: [String] = []
        for folder in ["presets", "Tests/Fixtures"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
            while let file = enumerator?.nextObject() as? String {
                // Inputs the fuzzer crashed on keep libFuzzer's names (crash-<sha1>).
                let isFuzzFinding = folder == "Tests/Fixtures" && file.hasPrefix("fuzz/") && !file.hasSuffix("/")
                if file.hasSuffix(".json") || file.hasSuffix(".plist") || isFuzzFinding {
                    found.append(folder + "/" + file)
                }
            }
        }
        return found.sorted()
    }()

    @Test func theSeedsAreFound() {
        #expect(Self.seeds.count >= 30)
        #expect(Self.seeds.contains("presets/spinning-arrow.json"))
        #expect(Self.seeds.contains("Tests/Fixtures/malformed/not-utf8.json"))
    }

    @Test(arguments: seeds)
    func seedPassesTheFuzzTargetsChecks(path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.root + "/" + path))
        #expect(PresetFuzzTarget.problems(in: [UInt8](data)) == [])
    }

    @Test func garbageFailsToLoadWithoutBreakingAPromise() {
        // Not a preset at all: loading fails, with errors, as it must.
        #expect(PresetFuzzTarget.problems(in: Array("{".utf8)) == [])
        #expect(PresetFuzzTarget.problems(in: []) == [])
        #expect(PresetFuzzTarget.problems(in: [0xFF, 0xFE, 0x00]) == [])
    }
}
