import Foundation
import RefreshCore
import RefreshTestSupport
import Testing

@testable import RefreshPresets

@Suite struct RegistryTests {
    @Test func thirdPartyStrategyLoadsFromAFileAndIsValidatedLikeABuiltIn() throws {
        var catalog = sampleCatalog()
        catalog.registry.register(ElasticTestStrategy.self)
        let good = Array(#"{"name": "elastic", "strategy": {"type": "com.example.elastic", "stretch": 0.6}}"#.utf8)
        let resolved = try catalog.load(bytes: good, displayPath: "elastic.json").get()
        #expect(resolved.preset.strategyParameters["stretch"] == .number(0.6))
        #expect(resolved.preset.indicatorStyle == "sample-indicator")
        let pipeline = resolved.makePipeline()
        #expect((pipeline.strategy as? ElasticTestStrategy)?.stretchValue == 0.6)

        let bad = Array(#"{"name": "elastic", "strategy": {"type": "com.example.elastic", "strech": 2}}"#.utf8)
        let diagnostics = catalog.load(bytes: bad, displayPath: "elastic.json").failureDiagnostics
        #expect(diagnostics.map(\.message) == ["Unknown key 'strategy.strech': strategy 'com.example.elastic' has no key of that name."])
        #expect(diagnostics.map(\.fix) == ["Did you mean 'stretch'?"])
    }

    @Test func unknownTypeNamesTheKnownOnes() {
        var catalog = sampleCatalog()
        catalog.registry.register(ElasticTestStrategy.self)
        let bytes = Array(#"{"name": "x", "strategy": {"type": "zzz"}}"#.utf8)
        let diagnostic = catalog.load(bytes: bytes, displayPath: "x.json").failureDiagnostics.first
        #expect(diagnostic?.expected == "one of 'com.example.elastic' or 'sample'")
        #expect(diagnostic?.fix == "Use one of 'com.example.elastic' or 'sample', or register the module that provides 'zzz'.")
    }

    @Test func resolvingFillsDefaultsFromWhatIsExtendedThenFromDeclarations() throws {
        let catalog = sampleCatalog(folders: [fixtures + "/valid"])
        let resolved = try catalog.load(named: "team").get()
        let preset = resolved.preset
        #expect(preset.strategyType == "sample")
        #expect(preset.strategyParameters["threshold"] == .number(80))  // team overrides base's 60
        #expect(preset.strategyParameters["minimumDistance"] == .number(10))  // declared default
        #expect(preset.strategyParameters["tint"] == .color(RGBColor(red: 0x28, green: 0x28, blue: 0x28)))
        #expect(preset.timing["minimumVisibleTime"] == .number(0.3))  // from base
        #expect(preset.timing["timeout"] == .number(20))  // from team
        #expect(preset.layout["indicatorHeight"] == .number(44))  // the style's layout default
        #expect(preset.layout["indicatorInset"] == .number(4))
        #expect(preset.animations[.start] == .easeOut(duration: 0.35))  // the strategy's default
        #expect(preset.animations[.hold] == .spring(response: 0.4, dampingFraction: 0.7))
        #expect(preset.haptics[.refreshStarted] == nil)  // "none" removes the strategy's default
        #expect(preset.haptics[.refreshSucceeded] == .some(.success))
        #expect(preset.announcements[.refreshStarted] == nil)  // "" says nothing
        #expect(preset.announcements[.refreshSucceeded] == "Feed updated")
        #expect(preset.announcements[.refreshFailed] == "Refresh failed")
        let pipeline = resolved.makePipeline()
        #expect(pipeline.timing.timeout == 20)
        #expect(pipeline.feedback.haptics == [.refreshSucceeded: .success])
        #expect(pipeline.animations.settle == .interpolatingSpring(mass: 1, stiffness: 80, damping: 4))
        #expect((pipeline.strategy as? SampleStrategy)?.threshold == 80)
    }

    @Test func changingTheStrategyTypeDropsTheInheritedStrategyValues() throws {
        var catalog = sampleCatalog()
        catalog.registry.register(ElasticTestStrategy.self)
        let bytes = Array(#"{"name": "x", "extends": "base", "strategy": {"type": "com.example.elastic"}}"#.utf8)
        let resolved = try catalog.load(bytes: bytes, displayPath: "x.json").get()
        #expect(resolved.preset.strategyParameters.storage.keys.sorted() == ["stretch"])
    }
}

@Suite struct DSLTests {
    static let team = Preset(name: "team") {
        PresetExtends("base")
        PresetSummary("The team's tuning of base.")
        PresetStrategy(SampleStrategy.Parameters.threshold, 80)
        PresetStrategy(SampleStrategy.Parameters.mode, .brisk)
        PresetStrategy(SampleStrategy.Parameters.tint, RGBColor(red: 0x28, green: 0x28, blue: 0x28))
        PresetIndicator(SampleIndicator.Parameters.size, 30)
        PresetLayout(RefreshLayout.Parameters.indicatorInset, 4)
        PresetTiming(RefreshTiming.Parameters.timeout, 20)
        PresetAnimation(.hold, with: .spring(response: 0.4, dampingFraction: 0.7))
        PresetAnimation(.settle, with: .interpolatingSpring(mass: 1, stiffness: 80, damping: 4))
        PresetHaptic(nil, on: .refreshStarted)
        PresetHaptic(.success, on: .refreshSucceeded)
        PresetAnnouncement("Feed updated", on: .refreshSucceeded)
        PresetAnnouncement("", on: .refreshStarted)
    }

    @Test func theDSLBuildsTheSameValueAsTheFile() throws {
        let catalog = sampleCatalog()
        let file = try catalog.decode(file: fixtures + "/valid/team.json").get()
        #expect(Self.team == file)
    }

    @Test func theDSLIsValidatedLikeAFile() {
        let broken = Preset(name: "broken") {
            PresetStrategy("sample")
            PresetStrategy(SampleStrategy.Parameters.threshold, 900)
            PresetTiming(RefreshTiming.Parameters.minimumVisibleTime, 3)
            PresetTiming(RefreshTiming.Parameters.timeout, 2)
        }
        let diagnostics = sampleCatalog().load(broken).failureDiagnostics
        #expect(diagnostics.map(\.keyPath) == ["strategy.threshold", "timing.timeout"])
        #expect(diagnostics.map(\.file) == ["<broken>", "<broken>"])
        #expect(diagnostics.allSatisfy { $0.location == nil }, "a preset built in code is located by key path")
        #expect(diagnostics.first?.message == "'strategy.threshold' must be between 1 and 500 pt; found 900.")
    }

    @Test func conditionalsAndLoopsBuildParts() {
        let loud = true
        let preset = Preset(name: "loops") {
            PresetStrategy("sample")
            if loud { PresetHaptic(.heavy, on: .refreshStarted) } else { PresetHaptic(nil, on: .refreshStarted) }
            for event in [FeedbackEvent.refreshSucceeded, .refreshFailed] { PresetAnnouncement("", on: event) }
        }
        #expect(preset.haptics == [.refreshStarted: .some(.heavy)])
        #expect(preset.announcements == [.refreshSucceeded: "", .refreshFailed: ""])
    }

    @Test func fileToValueToFileToValueRoundTripsUnchanged() throws {
        let catalog = sampleCatalog(folders: [fixtures + "/valid"])
        let first = try catalog.decode(file: fixtures + "/valid/team.json").get()
        let written = catalog.encode(first, as: .json)
        let second = try catalog.decode(bytes: written, displayPath: "team.json").get()
        #expect(first == second)
        #expect(catalog.encode(second, as: .json) == written, "writing is deterministic")
        let dsl = catalog.encode(Self.team, as: .json)
        #expect(dsl == written)
    }

    @Test func writtenJSONReadsWell() {
        let text = String(decoding: sampleCatalog().encode(Self.team, as: .json), as: UTF8.self)
        #expect(
            text.hasPrefix(
                """
                {
                  "name": "team",
                  "summary": "The team's tuning of base.",
                  "extends": "base",
                  "strategy": {
                    "threshold": 80,
                    "mode": "brisk",
                    "tint": "#282828"
                  },
                """))
    }
}

@Suite struct SchemaTests {
    @Test func schemaListsEveryModuleAndParameterWithItsRange() throws {
        let text = PresetSchema.json(for: sampleRegistry())
        let node = try JSONReader.parse(Array(text.utf8))
        #expect(node["$schema"]?.value == .string("https://json-schema.org/draft/2020-12/schema"))
        let strategy = try #require(node["$defs"]?["strategy"])
        #expect(strategy["properties"]?["type"]?["enum"]?.withoutLocations == PresetNode(.array([PresetNode(.string("sample"))])))
        let thresholdSchema = strategy["allOf"].flatMap { allOf -> PresetNode? in
            guard case .array(let cases) = allOf.value else { return nil }
            return cases.first?["then"]?["properties"]?["threshold"]
        }
        #expect(thresholdSchema?["minimum"]?.value == .integer(1))
        #expect(thresholdSchema?["maximum"]?.value == .integer(500))
        #expect(thresholdSchema?["default"]?.value == .integer(50))
        #expect(thresholdSchema?["description"]?.value == .string("Start distance. (pt)"))
    }
}

extension Result where Failure == PresetLoadFailure {
    var failureDiagnostics: [PresetDiagnostic] {
        if case .failure(let failure) = self { return failure.diagnostics }
        return []
    }
}
