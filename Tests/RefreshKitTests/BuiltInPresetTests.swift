import Foundation
import RefreshKit
import RefreshTestSupport
import RefreshTesting
import Testing

@Suite struct BuiltInPresetTests {
    static let names = ["bouncing-ball", "frozen-header", "progress-ring", "release-to-refresh", "spinning-arrow", "system"]

    @Test func importRefreshKitGivesAllSixByName() {
        #expect(ModuleRegistry.standard.strategyNames == Self.names)
        #expect(ModuleRegistry.standard.indicatorNames == Self.names)
        #expect(PresetCatalog.standard.presetNames == Self.names)
    }

    @Test func everyFileInPresetsShipsAndNothingElse() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/presets")
            .filter { PresetCatalog.isPresetFile($0) && $0 != "schema.json" }
            .map { ($0 as NSString).deletingPathExtension }.sorted()
        #expect(
            files == PresetCatalog.standard.builtIns.keys.sorted(),
            "presets/ and Package.swift's builtInPresets list must name the same files")
        for name in files {
            let shipped = PresetCatalog.standard.builtIns[name]?.bytes
            let onDisk = FileManager.default.contents(atPath: packageRoot + "/presets/\(name).json").map { [UInt8]($0) }
            #expect(shipped == onDisk, "the shipped \(name) is the file in presets/")
        }
    }

    @Test(arguments: names)
    func builtInPresetLoadsByNameWithoutWarnings(name: String) throws {
        let resolved = try PresetCatalog.standard.load(named: name).get()
        #expect(resolved.warnings.isEmpty)
        #expect(resolved.preset.strategyType == name)
        #expect(resolved.preset.indicatorStyle == name)
        #expect(resolved.preset.summary?.isEmpty == false)
    }

    /// The preset file and the module's declared defaults (the document's
    /// numbers) must drive the strategy and indicator identically.
    @Test(arguments: names)
    func builtInPresetBehavesExactlyAsTheModuleDefaults(name: String) throws {
        let registry = ModuleRegistry.standard
        let strategy = try #require(registry.strategies[name])
        let indicator = try #require(registry.indicators[name])
        let layout = RefreshLayout(parameters: indicator.descriptor.layoutDefaults)
        var fromModule = RefreshPipeline(
            name: name, strategy: strategy.make(ParameterValues()),
            indicator: indicator.make(ParameterValues(), layout), layout: layout)
        var fromFile = try PresetCatalog.standard.pipeline(named: name)
        if name == "system" {
            // A drop-in for `.refreshable` (docs/swiftui.md): the spinner
            // shows exactly as long as the work runs, and RefreshKit says
            // nothing to VoiceOver of its own. The file says both.
            fromModule.timing.minimumVisibleTime = 0
            fromModule.feedback.announcements = [:]
        }
        #expect(fromFile.layout == fromModule.layout)
        #expect(fromFile.timing == fromModule.timing)
        #expect(fromFile.animations == fromModule.animations)
        #expect(fromFile.feedback == fromModule.feedback)
        var generator = SplitMix64(seed: 0xB0A7)
        var time = 0.0
        for stepNumber in 0..<20_000 {
            time += Double.random(in: 0...0.03, using: &generator)
            let input: RefreshInput
            switch Int.random(in: 0..<40, using: &generator) {
            case 0: input = .outcome(RefreshOutcome.allCases.randomElement(using: &generator)!, time: time)
            case 1: input = .tick(time: fromModule.status.nextDeadline ?? time)
            case 2: input = .begin(time: time)
            default: input = .sample(ScrollSample(offset: Double.random(in: -30...250, using: &generator), time: time))
            }
            let expected = fromModule.step(input)
            let actual = fromFile.step(input)
            guard expected == actual else {
                Issue.record("step \(stepNumber) (\(input)): the preset file gives \(actual), the module defaults \(expected)")
                return
            }
        }
    }

    @Test func committedSchemaMatchesTheDeclarations() throws {
        let committed = try String(contentsOfFile: packageRoot + "/presets/schema.json", encoding: .utf8)
        #expect(
            committed == PresetSchema.json(for: .standard),
            "presets/schema.json is stale: run `swift run refreshkit schema > presets/schema.json`")
    }

    @Test func everyBuiltInStrategyKeepsThePromises() {
        for entry in ModuleRegistry.standard.strategies.values {
            expectConformance(of: entry.make(ParameterValues()))
        }
    }

    @Test func everyBuiltInIndicatorKeepsThePromises() {
        for (name, entry) in ModuleRegistry.standard.indicators {
            let style = entry.make(ParameterValues(), RefreshLayout(parameters: entry.descriptor.layoutDefaults))
            let stateNames = ModuleRegistry.standard.strategies[name]?.descriptor.stateNames ?? []
            for violation in IndicatorConformance.violations(of: style, stateNames: stateNames) {
                Issue.record("\(name): \(violation)")
            }
        }
    }

    private func expectConformance<S: RefreshStrategy>(of strategy: S) {
        StrategyConformance.expectConformance(of: S.self)
    }
}

@Suite struct DerivedAnimationTests {
    /// Document 004 eases into `finishing` over `timeForTheBallToReturn`: a
    /// preset that changes the return time gets a settle curve that follows it.
    @Test func bouncingBallSettleCurveFollowsTheReturnTime() throws {
        let preset = Preset(name: "slow-return") {
            PresetExtends("bouncing-ball")
            PresetStrategy(BouncingBallStrategy.Parameters.timeForTheBallToReturn, 0.6)
        }
        let resolved = try PresetCatalog.standard.load(preset).get()
        #expect(resolved.preset.animations[.settle] == .easeInOut(duration: 0.6))
        #expect(try PresetCatalog.standard.load(named: "bouncing-ball").get().preset.animations[.settle] == .easeInOut(duration: 0.3))
    }
}
