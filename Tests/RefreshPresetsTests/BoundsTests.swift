import Foundation
import RefreshCore
import RefreshTestSupport
import Testing

@testable import RefreshPresets

@Suite struct BoundsTests {
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "refreshkit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func filesOverOneMebibyteAreRefusedBeforeParsing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.json"
        let padding = String(repeating: " ", count: 1 << 20)
        try Data(("{\"name\": \"big\"}" + padding).utf8).write(to: URL(fileURLWithPath: path))
        let diagnostics = sampleCatalog().validate(file: path)
        #expect(
            diagnostics.map(Expected.init).map(\.description) == [
                Expected(
                    .error, "-", "", "The file is larger than 1 MiB, the limit for presets.",
                    fix: "A preset is a few kilobytes; check that this is the right file."
                ).description
            ])
        // The same bound holds for bytes handed over directly.
        let bytes = Array(("{\"name\": \"big\"}" + padding).utf8)
        let failure = sampleCatalog().load(bytes: bytes, displayPath: "big.json")
        #expect(failure.failureMessages == ["The file is 1 MiB; presets are limited to 1 MiB."])
    }

    @Test func readingADeviceStopsAtTheLimit() {
        // /dev/zero never ends: reading must stop one byte past the limit.
        let diagnostics = sampleCatalog().validate(file: "/dev/zero")
        #expect(diagnostics.first?.message == "The file is larger than 1 MiB, the limit for presets.")
    }

    @Test func nestingDeeperThan64LevelsIsRefused() {
        expectDiagnostics(
            "too-deep.json",
            [
                Expected(
                    .error, "1:96", "", "Objects and arrays are nested deeper than 64 levels.",
                    fix: "A preset is nested 4 levels deep; check that this is the right file.")
            ])
        // 64 levels exactly is fine for the reader.
        let sixtyFour = "{\"a\": " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        #expect(throws: Never.self) { try JSONReader.parse(Array(sixtyFour.utf8)) }
    }

    @Test func tooManyValuesAreRefused() throws {
        var limits = ReadingLimits.standard
        limits.maximumValueCount = 10
        let text = "[" + Array(repeating: "1", count: 20).joined(separator: ",") + "]"
        #expect(
            throws: PresetSyntaxError(
                .tooManyValues, "The file holds more than 10 values.", at: FilePosition(line: 1, column: 20),
                fix: "A preset holds a few dozen values; check that this is the right file.")
        ) {
            try JSONReader.parse(Array(text.utf8), limits: limits)
        }
    }

    @Test func extendsChainsLongerThan16AreRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 0...17 {
            let parent = index == 0 ? "base" : "link-\(index - 1)"
            try Data(#"{"name": "link-\#(index)", "extends": "\#(parent)"}"#.utf8)
                .write(to: URL(fileURLWithPath: folder + "/link-\(index).json"))
        }
        let catalog = sampleCatalog(folders: [folder])
        #expect(catalog.validate(file: folder + "/link-15.json").isEmpty, "16 presets in a chain are fine")
        let diagnostics = catalog.validate(file: folder + "/link-17.json")
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message.hasPrefix("The 'extends' chain from 'link-17' is longer than 16 presets: link-17 → link-16 → ")
                == true)
        // Issue 25: on the file whose chain is too long, not the one 16 steps along.
        #expect(diagnostics.first?.file == folder + "/link-17.json")
        #expect(diagnostics.first?.rule == .extendsChainTooLong)
    }

    @Test func extendsNeverFollowsALinkOutOfItsFolder() throws {
        let inside = try temporaryFolder()
        let outside = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: inside)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try Data(#"{"name": "secret", "strategy": {"type": "sample"}}"#.utf8).write(to: URL(fileURLWithPath: outside + "/secret.json"))
        try FileManager.default.createSymbolicLink(atPath: inside + "/secret.json", withDestinationPath: outside + "/secret.json")
        try Data(#"{"name": "child", "extends": "secret"}"#.utf8).write(to: URL(fileURLWithPath: inside + "/child.json"))
        let diagnostics = sampleCatalog(folders: [inside]).validate(file: inside + "/child.json")
        #expect(diagnostics.map(\.message) == ["'extends' names an unknown preset 'secret'."])
    }

    @Test func missingFilesAndFoldersAreClearErrors() {
        #expect(sampleCatalog().validate(file: "/nonexistent/x.json").map(\.message) == ["The file does not exist."])
        #expect(sampleCatalog().validate(file: fixtures).map(\.message) == ["This is a folder, not a preset file."])
    }
}

extension Result where Failure == PresetLoadFailure {
    var failureMessages: [String] {
        if case .failure(let failure) = self { return failure.diagnostics.map(\.message) }
        return []
    }
}
