// Runs the built `refreshkit`: only where a test can start a process.
#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import RefreshTestSupport
import Testing

/// Issue 25: `refreshkit members`, RefreshKitPlugin's step in an app's build
/// (Examples/PresetApp/check.sh runs the plugin itself).
@Suite struct MembersCommandTests {
    @Test func eachPresetGetsAMemberNamedAsTheBuiltInsAre() throws {
        let files = [
            "Presets/feed-ring.json": #"{"name": "feed-ring", "extends": "progress-ring", "summary": "The feed."}"#,
            "Presets/2col_grid.json": #"{"name": "2col_grid", "extends": "system"}"#,
            "Presets/default.json": #"{"name": "default", "extends": "system"}"#,
        ]
        try withPresetFolder(files) { folder in
            let paths = files.keys.sorted().map { folder + "/" + $0 }
            let run = try runProduct("refreshkit", ["members", "--output", folder + "/out.swift"] + paths, in: folder)
            #expect(run.status == 0, "\(run.transcript)")
            let source = try String(contentsOfFile: folder + "/out.swift", encoding: .utf8)
            #expect(source.contains("    static let feedRing: RefreshPreset = \"feed-ring\"\n"))
            #expect(source.contains("    /// The preset 'feed-ring' (feed-ring.json). The feed.\n"))
            #expect(source.contains("    static let _2colGrid: RefreshPreset = \"2col_grid\"\n"))
            #expect(source.contains("    static let `default`: RefreshPreset = \"default\"\n"))
            #expect(source.contains("static let targetPresets: [RefreshPreset] = [._2colGrid, .default, .feedRing]"))
        }
    }

    /// RefreshPreset lives in RefreshHosting, part of the RefreshKitUI and
    /// RefreshKitUIKit products: the file imports it from there, and for a
    /// target with the RefreshKit product alone (no RefreshPreset) names no
    /// members.
    @Test func theFileImportsRefreshPresetWhereTheTargetHasIt() throws {
        try withPresetFolder(["Presets/feed-ring.json": #"{"name": "feed-ring", "extends": "progress-ring"}"#]) { folder in
            let path = folder + "/Presets/feed-ring.json"
            for module in [nil, "RefreshHosting"] {
                let run = try runProduct(
                    "refreshkit", ["members", "--output", folder + "/out.swift", path] + (module.map { ["--import", $0] } ?? []), in: folder
                )
                #expect(run.status == 0, "\(run.transcript)")
                let source = try String(contentsOfFile: folder + "/out.swift", encoding: .utf8)
                #expect(source.split(separator: "\n").filter { $0.hasPrefix("import ") } == ["import RefreshHosting"], "\(source)")
                #expect(source.contains("extension RefreshPreset {"))
            }
            let run = try runProduct("refreshkit", ["members", "--output", folder + "/out.swift", path, "--import", "none"], in: folder)
            #expect(run.status == 0, "\(run.transcript)")
            let source = try String(contentsOfFile: folder + "/out.swift", encoding: .utf8)
            #expect(!source.contains("import ") && !source.contains("extension RefreshPreset"), "\(source)")
            // The members are missing, and the compiler would say only "no member 'feedRing'": a warning says why.
            #expect(
                run.output
                    == "\(path): warning: No RefreshPreset members were generated for this target's preset file (RefreshPreset.feedRing): RefreshPreset comes with the RefreshKitUI and RefreshKitUIKit products, and this target links neither. To use the members, add the product RefreshKitUI (SwiftUI) or RefreshKitUIKit (UIKit) to the target's dependencies; without them the presets are still validated, and found by name (PresetCatalog.load(named:)).\n",
                "\(run.transcript)")
            // Not with no preset files, and not where the target has RefreshPreset.
            let empty = try runProduct("refreshkit", ["members", "--output", folder + "/out.swift", "--import", "none"], in: folder)
            #expect(empty.status == 0 && empty.output.isEmpty, "\(empty.transcript)")
            let hosted = try runProduct("refreshkit", ["members", "--output", folder + "/out.swift", path], in: folder)
            #expect(!hosted.output.contains("warning"), "\(hosted.transcript)")
            let wrong = try runProduct(
                "refreshkit", ["members", "--output", folder + "/out.swift", path, "--import", "RefreshKit"], in: folder)
            #expect(wrong.status == 2, "RefreshKit has no RefreshPreset: \(wrong.transcript)")
        }
    }

    @Test func errorsFailAndTheirPlaceIsGiven() throws {
        let files = [
            "Presets/feed-ring.json": #"{"name": "feed-ring", "extends": "progress-ring", "strategy": {"offsetWhileLoadng": 4}}"#,
            "Presets/feed_ring.json": #"{"name": "feed_ring", "extends": "system"}"#,
            "Presets/built-ins.json": #"{"name": "built-ins", "extends": "system"}"#,
        ]
        try withPresetFolder(files) { folder in
            let paths = files.keys.sorted().map { folder + "/" + $0 }
            let run = try runProduct("refreshkit", ["members", "--output", folder + "/out.swift"] + paths, in: folder)
            #expect(run.status == 1)
            #expect(
                run.output.contains(
                    "\(folder)/Presets/feed-ring.json:1:64: error: Unknown key 'strategy.offsetWhileLoadng': strategy 'progress-ring' has no key of that name.\n"
                ), "\(run.output)")
            #expect(
                run.output.contains(
                    "\(folder)/Presets/feed_ring.json: error: The preset 'feed_ring' would be RefreshPreset.feedRing, but \(folder)/Presets/feed-ring.json gives the member 'feedRing' too."
                ), "\(run.output)")
            #expect(
                run.output.contains(
                    "The preset 'built-ins' would be RefreshPreset.builtIns, but RefreshPreset already has a member 'builtIns'."))
            #expect(FileManager.default.fileExists(atPath: folder + "/out.swift"), "written anyway, so the build reports the preset")
        }
    }
}
#endif
