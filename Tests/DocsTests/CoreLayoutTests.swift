import Foundation
import RefreshTestSupport
import Testing

/// RefreshCore keeps one public type per file, named after it, as
/// swift-collections does: the file list is the type list. Protocol
/// extensions and type aliases live with their type.
@Suite struct CoreLayoutTests {
    @Test func everyRefreshCoreFileDeclaresAtMostOnePublicTypeNamedAfterIt() throws {
        let folder = packageRoot + "/Sources/Core/RefreshCore"
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var checked = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            let types = text.components(separatedBy: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ").map(String.init)
                guard line.hasPrefix("public "), words.first == "public" else { return nil }
                let rest = words.dropFirst().drop { $0 == "final" }
                guard let kind = rest.first, ["struct", "enum", "class", "protocol", "actor"].contains(kind), rest.count > 1 else {
                    return nil
                }
                return String(rest[rest.startIndex + 1].prefix { $0.isLetter || $0.isNumber })
            }
            let fileName = String((path as NSString).lastPathComponent.dropLast(".swift".count))
            #expect(types.count <= 1, "\(path) declares \(types.count) public types: \(types)")
            if let type = types.first { #expect(type == fileName, "\(path) declares \(type); name the file after it") }
            checked += 1
        }
        #expect(checked > 40, "the folder was read: \(checked) files")
    }
}
