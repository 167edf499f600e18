import Foundation
import RefreshKit
import RefreshTestSupport
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = HoldToRefreshStrategy.State

/// RefreshTesting's DocC catalog, held to the code: its Swift samples are
/// compiled (here, in Examples/CustomStrategy or in the UI type-check's app
/// samples), and what it shows the suite and a replay print is what they print.
@Suite struct RefreshTestingArticleTests {
    static let catalog = "Sources/TestSupport/RefreshTesting/RefreshTesting.docc"

    static func articleBlocks() throws -> [CodeBlock] {
        let files = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + catalog)
            .filter { $0.hasSuffix(".md") }.map { catalog + "/" + $0 }
        return try codeBlocks(in: files)
    }

    /// The article's block that starts with `prefix`.
    static func block(startingWith prefix: String) throws -> String {
        let blocks = try articleBlocks().filter { $0.text.hasPrefix(prefix) }
        try #require(blocks.count == 1, "\(catalog): one block starting '\(prefix)', found \(blocks.count)")
        return blocks[0].text
    }

    /// DocC files a public symbol no topic names under a default group,
    /// without a warning: the landing page must name each one.
    @Test func theLandingPageNamesEveryPublicSymbol() throws {
        let sources = packageRoot + "/Sources/TestSupport/RefreshTesting"
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: sources) where file.hasSuffix(".swift") {
            // Top-level declarations start their line; members are indented.
            for line in try String(contentsOfFile: sources + "/" + file, encoding: .utf8).split(separator: "\n")
            where line.hasPrefix("public ") {
                let words = line.split(separator: " ")
                guard let kind = words.firstIndex(where: { ["struct", "enum", "class", "func"].contains($0) }),
                    kind + 1 < words.count
                else { continue }
                declared.insert(String(words[kind + 1].prefix { $0.isLetter || $0.isNumber }))
            }
        }
        let page = try String(contentsOfFile: packageRoot + "/" + Self.catalog + "/RefreshTesting.md", encoding: .utf8)
        let topics = try #require(page.range(of: "## Topics")).upperBound
        var named: Set<String> = []
        for line in page[topics...].split(separator: "\n") where line.hasPrefix("- ``") {
            named.insert(String(line.dropFirst(4).prefix { $0.isLetter || $0.isNumber }))
        }
        #expect(declared.count >= 12, "\(declared.sorted())")
        #expect(declared.subtracting(named).isEmpty, "public symbols no topic names: \(declared.subtracting(named).sorted())")
        #expect(named.subtracting(declared).isEmpty, "topics that name no public symbol: \(named.subtracting(declared).sorted())")
    }

    @Test func everySwiftSampleIsCompiled() throws {
        let sources = try compiledSources()
        let samples = try Self.articleBlocks().filter { $0.language == "swift" }
        #expect(samples.count >= 4, "the article shows the suite, a replay, a mismatch's replay and the controller")
        for block in samples where !sources.contains(normalized(block.text)) {
            Issue.record("\(block): this sample is not in a compiled source")
        }
    }

    /// The time-based strategy of docs/custom-strategy.md with its re-arm
    /// latch left out (HoldToRefreshTests): what the article shows the suite say.
    @Test func theBrokenPromiseIsWhatTheSuiteReports() throws {
        let violations = StrategyConformance.violations(of: HoldToRefreshWithoutRearm.self)
        let broken = try #require(violations.first { $0.promise == .onePerPull })
        #expect(try Self.block(startingWith: "one refresh per pull:") == broken.description)
    }

    /// A replay that forgets the deadline its second step sets: the issue
    /// it records is the article's. The run counts it as a known issue; an
    /// issue with other words, or none, fails the test.
    @Test func theMismatchIsWhatTheReplayReports() throws {
        let expected = try Self.block(startingWith: "A status after step")
        withKnownIssue {
            GestureReplay(HoldToRefreshStrategy(parameters: [:]))
                .expect([
                    .sample(40, at: 0.3, expect: [.phase(.pulling), .state(State.pulling), .progress(0.25), .feedback(.pullBegan)]),
                    .sample(90, at: 0.4, expect: [.state(State.holding), .progress(0.5)]),
                ])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected]
        }
    }
}
