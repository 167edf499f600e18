import Foundation
import RefreshTestSupport
import Testing

/// The repository must stand alone: a reader of a clone (or of the API
/// documentation) never meets a path that leads outside it.
@Suite struct RepositoryReferenceTests {
    /// Every file a reader may meet, relative to the package root.
    static func files(withSuffixes suffixes: [String]) -> [String] {
        var found: [String] = []
        for folder in ["Sources", "Tests", "docs", "Examples", "Tools", "scripts", "presets"] {
            let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                if path.contains(".build") || path.hasPrefix("Fixtures/") { continue }
                if suffixes.contains(where: path.hasSuffix) { found.append(folder + "/" + path) }
            }
        }
        return found + ["README.md", "CHANGELOG.md"]
    }

    /// `[text](target)` links in Markdown, without URLs and anchors.
    static func relativeLinks(in text: String) -> [String] {
        var links: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = String(rest[..<close]).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") { links.append(String(target)) }
        }
        return links
    }

    @Test func everyRelativeLinkResolvesInsideTheRepository() throws {
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        for file in Self.files(withSuffixes: [".md"]) {
            let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
            let folder = (packageRoot + "/" + file as NSString).deletingLastPathComponent
            for link in Self.relativeLinks(in: text) {
                let target = URL(fileURLWithPath: folder + "/" + link).standardizedFileURL.path
                #expect(target.hasPrefix(root + "/") || target == root, "\(file) links outside the repository: \(link)")
                #expect(FileManager.default.fileExists(atPath: target), "\(file) links to a missing file: \(link)")
            }
        }
    }

    @Test func noSourceOrPageNamesAPathOutsideTheRepository() throws {
        let outside = ["../shared/", "/work/", "shared/seeds/"]
        for file in Self.files(withSuffixes: [".swift", ".md", ".sh", ".json", ".tsv"])
        where !file.hasSuffix("RepositoryReferenceTests.swift") {
            let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
            for path in outside {
                #expect(!text.contains(path), "\(file) names '\(path)', outside the repository")
            }
        }
    }

    @Test func theLinkReaderFindsRelativeTargetsOnly() {
        let text = "See [a](docs/a.md#x), [b](https://x.y/z), [c](../c.md) and [d](#top)."
        #expect(Self.relativeLinks(in: text) == ["docs/a.md", "../c.md"])
    }
}
