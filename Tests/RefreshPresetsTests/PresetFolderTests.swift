import Foundation
import RefreshCore
import RefreshTestSupport
import Testing

@testable import RefreshPresets

/// Issue 12: one reading of a folder for validate, extends and the list of names.
@Suite struct PresetFolderTests {
    func folder(_ files: [String: String]) throws -> String {
        let folder = try makeScratchFolder()
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return folder
    }

    static let preset = #"{"name": "NAME", "extends": "base"}"#

    @Test func extensionsInAnyCaseAndOnlyPresetFiles() throws {
        let root = try folder(["A.JSON": "", "b.Plist": "", "schema.json": "", "notes.txt": "", ".hidden.json": "", "sub/c.json": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let flat = PresetFolder(scanning: root)
        #expect(flat.files == [root + "/A.JSON", root + "/b.Plist"])
        #expect(
            flat.skipped.map(\.reason) == [
                "a hidden file", "not a .json or .plist file", "the JSON Schema for editors, not a preset",
                "a folder; --recursive checks the presets in subfolders too",
            ])
        #expect(PresetFolder(scanning: root, recursive: true).files == [root + "/A.JSON", root + "/b.Plist", root + "/sub/c.json"])
        #expect(PresetFolder.files(named: "A", in: root) == [root + "/A.JSON"])
        #expect(PresetFolder.files(named: "a", in: root).isEmpty, "names are matched exactly; extensions in any case")
    }

    @Test func extendsFindsAnUpperCaseExtension() throws {
        let root = try folder(["loud.JSON": Self.preset.replacingOccurrences(of: "NAME", with: "loud")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = sampleCatalog(folders: [root])
        #expect(catalog.presetNames.contains("loud"))
        #expect((try? catalog.load(named: "loud").get()) != nil)
    }

    @Test func oneNameInTwoFilesIsAnErrorNotFirstWins() throws {
        let root = try folder([
            "A/feed.json": Self.preset.replacingOccurrences(of: "NAME", with: "feed"),
            "B/feed.json": Self.preset.replacingOccurrences(of: "NAME", with: "feed"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = sampleCatalog(folders: [root + "/A", root + "/B"])
        #expect(
            catalog.load(named: "feed").failureMessages == [
                "There is more than one preset named 'feed': \(root)/A/feed.json and \(root)/B/feed.json."
            ])
        // The same folder given twice is one file, not two.
        #expect((try? sampleCatalog(folders: [root + "/A", root + "/A/", root + "/B/../A"]).load(named: "feed").get()) != nil)
    }

    @Test func aFileIsKnownByWhatItIsNotHowItsPathIsSpelled() throws {
        let root = try folder(["x.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/link.json", withDestinationPath: root + "/x.json")
        let identity = FileIdentity(path: root + "/x.json")
        #expect(identity != nil)
        for spelling in [root + "/./x.json", root + "/../" + (root as NSString).lastPathComponent + "/x.json", root + "/link.json"] {
            #expect(FileIdentity(path: spelling) == identity, "\(spelling)")
        }
        #expect(FileIdentity(path: root + "/missing.json") == nil)
    }
}

/// Folder listings are reused only while the folder is unchanged.
@Suite struct FolderListingTests {
    @Test func aFileAddedAfterAListingIsFound() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/a.json"))
        // A folder last changed an hour ago: its listing is kept.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder)
        #expect(PresetFolder.files(named: "a", in: folder) == [folder + "/a.json"])
        #expect(PresetFolder.files(named: "b", in: folder).isEmpty)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/b.json"))
        #expect(PresetFolder.files(named: "b", in: folder) == [folder + "/b.json"], "adding a file changes the folder's times")
        try FileManager.default.removeItem(atPath: folder + "/a.json")
        #expect(PresetFolder.files(named: "a", in: folder).isEmpty)
        #expect(PresetFolder(scanning: folder).files == [folder + "/b.json"])
    }
}
