#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import Testing

/// Issue 12: `--format jsonl` printed `inf` for an offset of 1e308 (not JSON).
/// Gestures now say where a finger drags the content, and one beyond any
/// screen is refused with the line that holds it; every number written stays
/// a JSON number.
@Suite struct NumberOutputTests {
    @Test func anOffsetBeyondAnyScreenIsRefusedWithItsLine() throws {
        let run = try refreshkit(["simulate", "system", "--format", "jsonl", "--gesture", "Tests/Fixtures/cli/huge-offset.jsonl"])
        #expect(run.status == 2)
        #expect(run.errors.contains("Tests/Fixtures/cli/huge-offset.jsonl:2: 'offset' must be a number of points."))
    }

    @Test func jsonlNumbersAreJSONNumbers() throws {
        let run = try refreshkit(["simulate", "bouncing-ball", "--format", "jsonl", "--script", "pull 0.00001 over 0.1s; fling 19999.5"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(!line.contains("inf") && !line.contains("nan"), "\(line)")
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "not JSON: \(line)")
        }
    }
}
#endif
