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

    /// What an author reads and writes against is about the domain: the
    /// speed mechanisms live in the Engine folder (docs/performance.md,
    /// "Where the speed lives"). Outside it, no public declaration of
    /// RefreshCore is `@inlinable` or `@usableFromInline`, and no doc
    /// comment talks of inlining or specialising.
    @Test func noPublicDeclarationOutsideTheEngineIsAboutSpeed() throws {
        let folder = packageRoot + "/Sources/Core/RefreshCore"
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var checked = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("Engine/") else { continue }
            let lines = try String(contentsOfFile: folder + "/" + path, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("///") {
                    let comment = code.lowercased()
                    let speedTalk = ["inlinable", "inlined", "specialise", "specialize", "usablefrominline"].filter { comment.contains($0) }
                    #expect(speedTalk.isEmpty, "\(path):\(index + 1) talks of \(speedTalk) to authors: \(code)")
                } else if code.hasPrefix("@inlinable") || code.hasPrefix("@usableFromInline") {
                    // The attribute's declaration: on the same line, or the next.
                    let declaration = code.split(separator: " ").count > 1 ? code : lines[min(index + 1, lines.count - 1)]
                    let isPublic = declaration.contains("public ") || declaration.contains("open ")
                    #expect(!isPublic, "\(path):\(index + 1) makes a public declaration inlinable: \(code)")
                }
            }
            checked += 1
        }
        #expect(checked > 40, "the folder was read: \(checked) files")
    }
}
