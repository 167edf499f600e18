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

    /// docs/custom-strategy.md: section 4 links to the full list and names
    /// begin and reset among the promises that shape a step, section 5 shows
    /// how a strategy takes `begin` and `reset`, and section 8 names every
    /// promise the suite reports.
    @Test func theStrategyPageLinksTheListShowsBeginAndResetAndNamesEveryPromise() throws {
        let page = try String(contentsOfFile: packageRoot + "/docs/custom-strategy.md", encoding: .utf8)
        func section(_ number: Int) throws -> String {
            let start = try #require(page.range(of: "\n## \(number). "))
            let end = page.range(of: "\n## \(number + 1). ", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
            return page[start.upperBound..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let stateMachine = try section(4)
        let linksTheList = stateMachine.contains("[the full list](../Sources/Core/RefreshCore/RefreshStrategy.swift)")
        #expect(linksTheList, "section 4 does not link RefreshStrategy's list of promises")
        for promise in [
            "`begin` starts a refresh unless one is running or finishing",
            "after `reset` the strategy behaves exactly as a freshly made one",
        ] {
            let named = stateMachine.contains(promise)
            #expect(named, "section 4 does not say: \(promise)")
        }
        let samples = try codeBlocks(in: ["docs/custom-strategy.md"]).filter { $0.language == "swift" }
        let showsBeginAndReset = samples.contains {
            $0.text.contains("case .begin(let time):") && $0.text.contains("case .reset(let time):")
        }
        #expect(showsBeginAndReset, "no Swift sample shows how a strategy takes begin and reset")
        let proving = try section(8)
        for promise in StrategyPromise.allCases {
            #expect(proving.contains(promise.rawValue), "section 8 does not name '\(promise.rawValue)'")
        }
    }
}
