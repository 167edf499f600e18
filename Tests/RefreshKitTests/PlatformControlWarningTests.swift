import RefreshKit
import Testing

/// SwiftUI's `.refreshable` pulls, holds and draws by itself: a preset drawn
/// by the platform's control that changes the numbers it ignores is warned.
@Suite struct PlatformControlWarningTests {
    func warnings(_ json: String) throws -> [PresetDiagnostic] {
        try PresetCatalog.standard.load(bytes: Array(json.utf8), displayPath: "feed.json").get().warnings
    }

    @Test func extendingSystemAndChangingIgnoredNumbersWarnsAtEachOne() throws {
        let found = try warnings(
            """
            {
              "name": "feed",
              "extends": "system",
              "strategy": { "triggerDistance": 80, "holdDistance": 50 },
              "layout": { "indicatorHeight": 60 },
              "timing": { "minimumVisibleTime": 1 }
            }
            """)
        #expect(
            found.map(\.keyPath) == ["strategy.triggerDistance", "layout.indicatorHeight"],
            "holdDistance 50 is what system already holds, and timing applies to the platform's control too")
        #expect(found.allSatisfy { $0.severity == .warning && $0.file == "feed.json" })
        #expect(found.first?.location == FilePosition(line: 4, column: 36))
        #expect(found.first?.message.contains("the platform's own control (SwiftUI's .refreshable)") == true)
    }

    @Test func aStrategyMadeForAnotherStyleIsWarned() throws {
        let found = try warnings(
            """
            { "name": "feed", "strategy": { "type": "progress-ring" }, "indicator": { "style": "system" } }
            """)
        #expect(found.map(\.keyPath) == ["strategy.type"])
        #expect(found.first?.message.contains("Strategy 'progress-ring' does not decide when to refresh") == true)
    }

    @Test func presetsRefreshKitDrawsAreNotWarned() throws {
        #expect(try warnings(#"{ "name": "feed", "extends": "progress-ring", "strategy": { "triggerDistance": 80 } }"#).isEmpty)
        #expect(try PresetCatalog.standard.load(named: "system").get().warnings.isEmpty)
    }
}
