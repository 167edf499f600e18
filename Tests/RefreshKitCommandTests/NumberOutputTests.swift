#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import Testing

/// Issue 12: `--format jsonl` printed `inf` for an offset of 1e308 (not JSON).
@Suite struct NumberOutputTests {
    @Test func jsonlNumbersAreJSONNumbersWhateverTheirSize() throws {
        let run = try refreshkit(["simulate", "system", "--format", "jsonl", "--gesture", "Tests/Fixtures/cli/huge-offset.jsonl"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 4)
        for line in lines {
            #expect(!line.contains("inf") && !line.contains("nan"), "\(line)")
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "not JSON: \(line)")
        }
        #expect(lines.count == 4 && lines[1].hasPrefix(#"{"t":0.1,"offset":1e+308,"#))
        #expect(lines.count == 4 && lines[2].hasPrefix(#"{"t":0.2,"offset":-1.7976931348623157e+308,"#))
        #expect(lines.count == 4 && lines[3].hasPrefix(#"{"t":0.3,"offset":0.00001,"#))
    }
}
#endif
