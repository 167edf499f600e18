import Foundation
import RefreshHosting
import RefreshKit
import Testing

@Suite struct PresetTests {
    @Test func everyBuiltInPresetHasAStaticMemberAndNoMemberNamesAnythingElse() {
        let names = RefreshPreset.builtIns.map(\.name)
        #expect(Set(names) == Set(PresetCatalog.standard.builtIns.keys))
        #expect(names.count == Set(names).count)
        for preset in RefreshPreset.builtIns {
            #expect(PresetResolution(preset, catalog: .standard).fallbackReason == nil, "\(preset.name) must load")
        }
    }

    @Test func aMistypedNameRunsSystemAndSaysWhyWithTheLikelyName() {
        let resolution = PresetResolution("bouncing-bal", catalog: .standard)
        #expect(resolution.pipeline.name == "system")
        let reason = try! #require(resolution.fallbackReason)
        #expect(reason.contains("preset 'bouncing-bal' did not load; this scroll view uses 'system' instead."))
        #expect(reason.contains("Did you mean 'bouncing-ball'?"))
        #expect(reason.contains(".bouncingBall"))
    }

    @Test func anInvalidPresetValueRunsSystemAndNamesTheProblem() {
        let preset = Preset(name: "broken") {
            PresetExtends("progress-ring")
            PresetStrategy(ProgressRingStrategy.Parameters.minimumDistance, 200)
        }
        let resolution = PresetResolution(.preset(preset), catalog: .standard)
        #expect(resolution.pipeline.name == "system")
        #expect(resolution.fallbackReason?.contains("minimumDistance must be less than triggerDistance") == true)
    }

    @Test func aPipelineIsTakenAsItIsAndIdentifiedByName() {
        let pipeline = PresetCatalog.standard.pipelineForTests("frozen-header")
        let resolution = PresetResolution(.pipeline(pipeline), catalog: PresetCatalog())
        #expect(resolution.pipeline.name == "frozen-header")
        #expect(resolution.fallbackReason == nil)
        #expect(RefreshPreset.pipeline(pipeline) == .pipeline(pipeline))
        #expect(RefreshPreset.bouncingBall == "bouncing-ball")
        #expect(RefreshPreset.bouncingBall != .system)
    }

    @Test func aCatalogWithoutSystemStillFallsBack() {
        let resolution = PresetResolution("missing", catalog: PresetCatalog())
        #expect(resolution.pipeline.strategyTypeName == "system")
        #expect(resolution.fallbackReason != nil)
    }
}

extension PresetCatalog {
    func pipelineForTests(_ name: String) -> RefreshPipeline {
        try! pipeline(named: name)
    }
}

@Suite struct StringTests {
    @Test func refreshKitShipsEnglishForEveryKeyItSpeaks() {
        let strings = RefreshStrings.standard
        #expect(strings.text(for: RefreshStrings.refreshActionKey) == "Refresh")
        for key in FeedbackConfiguration.defaultAnnouncements.values {
            #expect(strings.text(for: key) == key)
        }
        #expect(strings.text(for: "Feed updated") == "Feed updated", "a preset's own key reads as itself")
    }

    @Test func theShippedEnglishTableHasEveryKey() throws {
        let path = try #require(
            RefreshStrings.shippedBundle.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "en"))
        let data = try #require(FileManager.default.contents(atPath: path))
        let table = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(Set(table.keys) == Set(RefreshStrings.refreshKitKeys))
    }

    @Test func anAppsStringsComeFirst() throws {
        let bundle = NSTemporaryDirectory() + "refreshkit-strings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: bundle + "/en.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: bundle) }
        try #"""
        "Refreshed" = "Feed updated";
        "Refresh" = "Reload";
        """#.write(toFile: bundle + "/en.lproj/Feed.strings", atomically: true, encoding: .utf8)
        let strings = RefreshStrings(table: "Feed", bundlePath: bundle)
        #expect(strings.text(for: "Refreshed") == "Feed updated")
        #expect(strings.text(for: RefreshStrings.refreshActionKey) == "Reload")
        // Keys the app leaves out come from RefreshKit.
        #expect(strings.text(for: "Refresh failed") == "Refresh failed")
    }
}
