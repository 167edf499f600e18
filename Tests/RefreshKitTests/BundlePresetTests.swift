import Foundation
import RefreshKit
import RefreshTestSupport
import Testing

/// Issue 26: an app's presets found in its bundle, copied as a folder or flat,
/// in bundles shaped as Xcode and SwiftPM make them (`Bundle(path:)` on a
/// folder), beside the other resources an app ships.
@Suite struct BundlePresetTests {
    static let teamArrow = """
        {
          "name": "team-arrow",
          "summary": "Settings: the spinning arrow, starting sooner.",
          "extends": "spinning-arrow",
          "strategy": { "triggerDistance": 120 }
        }
        """

    /// A preset as an XML property list: the files a team writes in Xcode.
    static let calmRing = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>name</key>
            <string>calm-ring</string>
            <key>extends</key>
            <string>progress-ring</string>
            <key>strategy</key>
            <dict>
                <key>holdDistance</key>
                <integer>44</integer>
            </dict>
        </dict>
        </plist>
        """

    /// An iOS app's Info.plist, at its bundle's root.
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key>
            <string>com.example.feed</string>
            <key>CFBundleName</key>
            <string>Feed</string>
            <key>CFBundleExecutable</key>
            <string>Feed</string>
        </dict>
        </plist>
        """

    /// What an iOS app's bundle holds at its root besides presets: its
    /// Info.plist, and resources of its own in JSON, one of them named like
    /// a built-in preset and one named `config` with a `name` of `config`.
    static let otherResources = [
        "Info.plist": infoPlist,
        "config.json": #"{"name": "config", "apiURL": "https://example.com/api"}"#,
        "system.json": #"{"theme": "dark", "followsSystem": true}"#,
        "spinner.json": #"{"v": "5.7.4", "fr": 60, "layers": []}"#,
        "Base.lproj/Main.strings": "",
    ]

    /// A bundle folder holding `files` (paths inside it), and the bundle.
    func makeBundle(_ files: [String: String]) throws -> (root: String, bundle: Bundle) {
        let root = try makeScratchFolder("bundle") + "/Feed.app"
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let bundle = try #require(Bundle(path: root))
        #expect(bundle.resourcePath == root, "a flat bundle's resources are at its root, as on iOS")
        return (root, bundle)
    }

    func remove(_ root: String) {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }

    /// Every name the catalog lists loads: what `refreshkit list` and a
    /// settings screen that offers every preset do.
    func expectEveryListedNameLoads(_ catalog: PresetCatalog, sourceLocation: SourceLocation = #_sourceLocation) {
        for name in catalog.presetNames {
            if case .failure(let failure) = catalog.load(named: name) {
                Issue.record("'\(name)' is listed but does not load:\n\(failure)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The catalog lists the built-ins and the app's two presets, and
    /// nothing else: the arrow (trigger at 120 pt) and the ring (held 44 pt).
    func expectAppPresets(
        arrow: String = "team-arrow", ring: String = "calm-ring", in catalog: PresetCatalog,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(catalog.presetNames == (PresetCatalog.standard.presetNames + [arrow, ring]).sorted(), sourceLocation: sourceLocation)
        #expect(try catalog.load(named: arrow).get().triggerDistance == 120, sourceLocation: sourceLocation)
        let held = try catalog.load(named: ring).get().preset.strategyParameters["holdDistance"]
        #expect(held?.numericValue == 44, sourceLocation: sourceLocation)
        expectEveryListedNameLoads(catalog, sourceLocation: sourceLocation)
    }

    @Test func aFolderReferenceIsSearchedAsAFolder() throws {
        var files = Self.otherResources
        files["Presets/team-arrow.json"] = Self.teamArrow
        files["Presets/calm-ring.plist"] = Self.calmRing
        let (root, bundle) = try makeBundle(files)
        defer { remove(root) }

        let catalog = PresetCatalog.standard.addingPresets(in: bundle)
        #expect(catalog.searchFolders == [root + "/Presets"])
        #expect(catalog.resourceFolders.isEmpty)
        try expectAppPresets(in: catalog)
    }

    @Test func aFlatCopyIsFoundAmongTheAppsOtherResources() throws {
        var files = Self.otherResources
        files["team-arrow.json"] = Self.teamArrow
        files["calm-ring.plist"] = Self.calmRing
        let (root, bundle) = try makeBundle(files)
        defer { remove(root) }

        let catalog = PresetCatalog.standard.addingPresets(in: bundle)
        #expect(catalog.searchFolders.isEmpty)
        #expect(catalog.resourceFolders == [root])
        // Info.plist, config.json, system.json and spinner.json are the app's, not presets.
        try expectAppPresets(in: catalog)

        // The app's own system.json does not make the built-in ambiguous.
        let system = try catalog.load(named: "system").get()
        #expect(system.warnings.isEmpty)
        #expect(system.preset.summary == (try PresetCatalog.standard.load(named: "system").get().preset.summary))
    }

    @Test func aFileThatIsNoPresetIsReportedOnlyWhenAskedForByName() throws {
        let (root, bundle) = try makeBundle(Self.otherResources.merging(["team-arrow.json": Self.teamArrow]) { $1 })
        defer { remove(root) }
        let catalog = PresetCatalog.standard.addingPresets(in: bundle)

        // Loading a preset reads no other file, and nothing it says names one.
        let loaded = try catalog.load(named: "team-arrow").get()
        #expect(loaded.warnings.isEmpty)

        // Asked for by name, with nothing else of that name: its problems, in its file.
        let config = catalog.load(named: "config")
        guard case .failure(let failure) = config else {
            Issue.record("config.json is not a preset, yet it loaded")
            return
        }
        #expect(failure.errors.map(\.file) == [root + "/config.json", root + "/config.json"])
        #expect(
            failure.errors.map(\.message) == [
                "Missing required key 'strategy'.", "Unknown key 'apiURL': a preset has no key of that name.",
            ])
        guard case .failure(let info) = catalog.load(named: "Info") else {
            Issue.record("Info.plist is not a preset, yet it loaded")
            return
        }
        #expect(info.errors.allSatisfy { $0.file == root + "/Info.plist" })

        // A name nothing defines suggests presets, never the app's other files.
        guard case .failure(let unknown) = catalog.load(named: "confi") else {
            Issue.record("an unknown name loaded")
            return
        }
        #expect(unknown.errors.map(\.message) == ["There is no preset named 'confi'."])
        #expect(unknown.errors.first?.expected?.contains("config") == false)
        #expect(unknown.errors.first?.expected?.contains("team-arrow") == true)
    }

    @Test func aPresetAtTheRootThatTakesABuiltInsNameIsStillAnError() throws {
        let (root, bundle) = try makeBundle([
            "bouncing-ball.json": #"{"name": "bouncing-ball", "strategy": {"type": "bouncing-ball"}}"#
        ])
        defer { remove(root) }
        let catalog = PresetCatalog.standard.addingPresets(in: bundle)
        guard case .failure(let failure) = catalog.load(named: "bouncing-ball") else {
            Issue.record("a preset that reads as one and takes a built-in's name loaded")
            return
        }
        #expect(failure.errors.map(\.rule) == [.duplicateName])
        #expect(failure.errors.first?.message.contains(root + "/bouncing-ball.json") == true)
    }

    @Test func theSubfolderAloneIsSearchedWhenThereIsOne() throws {
        // A flat copy an earlier build left behind beside the folder reference.
        let stale = Self.teamArrow.replacingOccurrences(of: "120", with: "90")
        let (root, bundle) = try makeBundle(["Presets/team-arrow.json": Self.teamArrow, "team-arrow.json": stale])
        defer { remove(root) }
        let catalog = PresetCatalog.standard.addingPresets(in: bundle)
        #expect(try catalog.load(named: "team-arrow").get().triggerDistance == 120)

        // Another subfolder name, and a bundle added twice.
        let (other, otherBundle) = try makeBundle(["RefreshPresets/team-arrow.json": Self.teamArrow])
        defer { remove(other) }
        var twice = PresetCatalog.standard
        twice.addPresets(in: otherBundle, subdirectory: "RefreshPresets")
        twice.addPresets(in: otherBundle, subdirectory: "RefreshPresets")
        #expect(twice.searchFolders == [other + "/RefreshPresets"])
        #expect(PresetCatalog.standard.addingPresets(in: otherBundle).resourceFolders == [other])
    }

    @Test func aBinaryPropertyListAsXcodeWritesOneIsAPreset() throws {
        // Xcode may copy a .plist resource as a binary property list; Foundation writes this one.
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["name": "calm-ring", "extends": "progress-ring", "strategy": ["holdDistance": 44]],
            format: .binary, options: 0)
        let (root, bundle) = try makeBundle(Self.otherResources)
        defer { remove(root) }
        try data.write(to: URL(fileURLWithPath: root + "/calm-ring.plist"))
        let catalog = PresetCatalog.standard.addingPresets(in: bundle)
        #expect(catalog.presetNames.contains("calm-ring"))
        #expect(try catalog.load(named: "calm-ring").get().preset.strategyParameters["holdDistance"]?.numericValue == 44)
    }

    @Test func readingTheRootIsBoundedByTheCatalogsLimits() throws {
        // A preset padded past a small limit: not read whole to decide what it is.
        let padded = Self.teamArrow.replacingOccurrences(
            of: "\"summary\"", with: "\"summary\": \"\(String(repeating: "x", count: 600))\", \"x-summary\"")
        let (root, bundle) = try makeBundle(["team-arrow.json": padded, "calm-ring.plist": Self.calmRing])
        defer { remove(root) }
        var catalog = PresetCatalog.standard
        catalog.limits.maximumFileSize = 512
        catalog.addPresets(in: bundle)
        #expect(catalog.presetNames.contains("calm-ring"))
        #expect(!catalog.presetNames.contains("team-arrow"))
        // Asked for by name: the limit, in that file.
        guard case .failure(let failure) = catalog.load(named: "team-arrow") else {
            Issue.record("a file over the limit loaded")
            return
        }
        #expect(failure.errors.map(\.rule) == [.limit])
        #expect(failure.errors.map(\.file) == [root + "/team-arrow.json"])
    }

    /// SwiftPM's `.process` copies a folder's files flat into the target's
    /// bundle (Package.swift: this target's `BundledPresets`): the call that
    /// names the folder finds them at the root.
    @Test func swiftPMsProcessedResourcesAreFoundFlat() throws {
        #expect(Bundle.module.url(forResource: "bundled-arrow", withExtension: "json") != nil)
        #expect(Bundle.module.url(forResource: "bundled-arrow", withExtension: "json", subdirectory: "BundledPresets") == nil)
        let catalog = PresetCatalog.standard.addingPresets(in: .module, subdirectory: "BundledPresets")
        #expect(catalog.resourceFolders == [Bundle.module.resourcePath])
        // SwiftPM's Info.plist (on Linux, beside the resources) and settings.json are not presets.
        try expectAppPresets(arrow: "bundled-arrow", ring: "bundled-ring", in: catalog)
    }
}
