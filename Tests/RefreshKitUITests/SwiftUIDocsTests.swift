import Foundation
import RefreshTestSupport
import Testing

// Nothing on Linux compiles SwiftUI, so these tests check, here too, what
// keeps the SwiftUI layer honest: the documented code is the compiled code,
// and every file of the module compiles away where SwiftUI is missing.

let moduleFolder = packageRoot + "/Sources/RefreshKitUI"

func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

/// The ```swift blocks of a Markdown text, without their fences.
func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil {
            if line == "```swift" { current = [] }
        } else if line == "```" {
            blocks.append(current!.joined(separator: "\n"))
            current = nil
        } else {
            current!.append(line)
        }
    }
    return blocks
}

@Suite struct SwiftUIDocsTests {
    @Test func everySwiftBlockOfTheSwiftUIPageIsCompiledInExamples() throws {
        let page = try contents(packageRoot + "/docs/swiftui.md")
        let examples = try contents(moduleFolder + "/Examples.swift")
        let blocks = swiftBlocks(in: page)
        #expect(blocks.count >= 8, "docs/swiftui.md should show each preset's code")
        for block in blocks {
            #expect(examples.contains(block), "This block of docs/swiftui.md is not in Examples.swift:\n\(block)")
        }
    }

    @Test func everyFileOfTheModuleCompilesAwayWithoutSwiftUI() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: moduleFolder).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try contents(moduleFolder + "/" + file)
            let firstCode = text.split(separator: "\n").first { !$0.hasPrefix("//") && !$0.isEmpty }
            #expect(firstCode == "#if canImport(SwiftUI)", "\(file) must start with #if canImport(SwiftUI)")
            #expect(text.hasSuffix("#endif\n"), "\(file) must end with the #endif of canImport(SwiftUI)")
        }
    }

    @Test func theBlockReaderFindsFencedSwiftOnly() {
        let markdown = "text\n```swift\nlet a = 1\n\nlet b = 2\n```\n```sh\nswift test\n```\n```swift\nx\n```\n"
        #expect(swiftBlocks(in: markdown) == ["let a = 1\n\nlet b = 2", "x"])
    }
}
