import Foundation
import RefreshTestSupport
import Testing

// What keeps the SwiftUI layer honest in every `swift test`: the documented
// code is the code the UI type-check (Tools/UITypeCheck/run) compiles as app
// code, and every file of the module compiles away where SwiftUI is missing.

let moduleFolder = packageRoot + "/Sources/UI/RefreshKitUI"

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
    /// The app target of the UI type-check, which compiles these samples as an app does.
    static let appSamplesFolder = packageRoot + "/Tools/UITypeCheck/AppSamples"

    static func appSamples() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: appSamplesFolder).filter { $0.hasSuffix(".swift") }
        return try files.sorted().map { try contents(appSamplesFolder + "/" + $0) }.joined(separator: "\n")
    }

    @Test(arguments: ["docs/swiftui.md", "README.md"])
    func everySwiftBlockIsCompiledAsAppCode(page: String) throws {
        let text = try contents(packageRoot + "/" + page)
        let samples = try Self.appSamples()
        let blocks = swiftBlocks(in: text)
        #expect(blocks.count >= (page == "README.md" ? 2 : 8), "\(page) should show the code an app writes")
        for block in blocks {
            #expect(samples.contains(block), "This block of \(page) is not in Tools/UITypeCheck/AppSamples:\n\(block)")
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
