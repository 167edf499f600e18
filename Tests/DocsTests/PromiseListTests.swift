import Foundation
import RefreshTestSupport
import RefreshTesting
import Testing

/// The promises `RefreshStrategy`'s documentation lists are the ones the
/// conformance suite checks and names, in the same order: a promise added to
/// either side alone fails here (and PlantedBugTests fails for a promise
/// without a planted bug the suite catches).
@Suite struct PromiseListTests {
    @Test func theProtocolDocumentsExactlyThePromisesTheSuiteChecks() throws {
        let source = try String(contentsOfFile: packageRoot + "/Sources/Core/RefreshCore/RefreshStrategy.swift", encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "/// ## Promises"))
        var documented: [String] = []
        for line in lines[start...] {
            guard line.hasPrefix("///") else { break }
            guard line.hasPrefix("/// - **"), let end = line.range(of: "**:") else { continue }
            documented.append(String(line[line.index(line.startIndex, offsetBy: 8)..<end.lowerBound]))
        }
        #expect(documented == StrategyPromise.allCases.map(\.rawValue))
    }
}
