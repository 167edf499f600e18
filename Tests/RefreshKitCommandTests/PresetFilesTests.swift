import Foundation
import RefreshTestSupport
import Testing

/// What RefreshKitPlugin (in SwiftPM and in Xcode) and RefreshKitValidate
/// take as a target's preset files: `PresetFiles.swift`, the plugins' one
/// copy, is linked into this target too, since the plugins' Xcode form is
/// compiled out on Linux.
@Suite struct PresetFilesTests {
    /// A scratch folder holding `files` (empty ones), removed after `body`.
    func withFiles(_ files: [String], _ body: (URL) throws -> Void) throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("preset-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try body(root.standardizedFileURL)
    }

    static let tree = [
        "App/Presets/feed-ring.json", "App/Presets/schema.json", "App/Presets/Team/arrow.plist", "App/Presets/notes.txt",
        "App/Resources/Presets/quiet.json", "App/Resources/colors.json", "App/Other/loose.json",
    ]

    /// Xcode lists a folder reference (a blue folder) named Presets as one
    /// input, the folder: it is walked, not filtered out as a file.
    @Test func aFolderNamedPresetsIsWalked() throws {
        try withFiles(Self.tree) { root in
            let found = PresetFiles.among([root.appendingPathComponent("App/Presets")]).map(\.path)
            #expect(found == [root.path + "/App/Presets/Team/arrow.plist", root.path + "/App/Presets/feed-ring.json"])
        }
    }

    /// A folder reference that holds a Presets folder gives that folder's
    /// files, and one inside a Presets folder all of its own; other files
    /// of a folder reference are no presets.
    @Test func aFolderThatHoldsOrLiesInPresetsIsWalked() throws {
        try withFiles(Self.tree) { root in
            #expect(
                PresetFiles.among([root.appendingPathComponent("App/Resources")]).map(\.path) == [
                    root.path + "/App/Resources/Presets/quiet.json"
                ])
            #expect(
                PresetFiles.among([root.appendingPathComponent("App/Presets/Team")]).map(\.path) == [
                    root.path + "/App/Presets/Team/arrow.plist"
                ])
            #expect(PresetFiles.among([root.appendingPathComponent("App/Other")]).isEmpty)
        }
    }

    /// Files listed one by one (SwiftPM's processed resources, Xcode's
    /// files) are taken where they are in a Presets folder; a file listed
    /// alone and in its folder is taken once.
    @Test func filesAreTakenOnceAndOnlyInAPresetsFolder() throws {
        try withFiles(Self.tree) { root in
            let inputs = ["App/Presets/feed-ring.json", "App/Other/loose.json", "App/Presets/schema.json", "App/Presets"].map {
                root.appendingPathComponent($0)
            }
            #expect(
                PresetFiles.among(inputs).map(\.path) == [
                    root.path + "/App/Presets/Team/arrow.plist", root.path + "/App/Presets/feed-ring.json",
                ])
        }
    }

    /// The generated file imports RefreshPreset from RefreshHosting, part
    /// of the RefreshKitUI and RefreshKitUIKit products, for a target that
    /// has one of them (itself or through its targets); a target with the
    /// RefreshKit product alone has no RefreshPreset.
    @Test func theModuleRefreshPresetComesFrom() {
        #expect(PresetFiles.presetModule(products: ["RefreshKit", "RefreshKitUI"]) == "RefreshHosting")
        #expect(PresetFiles.presetModule(products: ["RefreshKitUIKit"]) == "RefreshHosting")
        #expect(PresetFiles.presetModule(products: ["RefreshKit"]) == "none")
        #expect(PresetFiles.presetModule(products: []) == "none")
    }

    /// The Xcode form (compiled out here) finds its files as the SwiftPM
    /// form does: both hand their target's inputs to `PresetFiles.among`.
    /// Only SwiftPM's form asks which products the target links; Xcode's
    /// imports RefreshHosting (its API reports no dependencies).
    @Test func bothFormsOfThePluginShareTheWalk() throws {
        let source = try String(contentsOfFile: packageRoot + "/Plugins/RefreshKitPlugin/RefreshKitPlugin.swift", encoding: .utf8)
        let xcodeForm = try #require(source.range(of: "extension RefreshKitPlugin: XcodeBuildToolPlugin"))
        #expect(source[..<xcodeForm.lowerBound].contains("PresetFiles.among(target.sourceFiles.map(\\.url))"))
        #expect(source[xcodeForm.lowerBound...].contains("PresetFiles.among(target.inputFiles.map(\\.url))"))
        #expect(source[..<xcodeForm.lowerBound].contains("PresetFiles.presetModule("))
        #expect(source[xcodeForm.lowerBound...].contains("let module = \"RefreshHosting\""))
    }
}
