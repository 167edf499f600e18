import Foundation
import RefreshTestSupport
import Testing

// What keeps the UI layers honest in every `swift test`: the documented code
// is the code the UI type-check (Tools/UITypeCheck/run) compiles as app code,
// and every file of each layer compiles away where its framework is missing.

let moduleFolder = packageRoot + "/Sources/UI/RefreshKitUI"
let uiKitModuleFolder = packageRoot + "/Sources/UI/RefreshKitUIKit"

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

    /// The fewest Swift blocks each page shows: the code an app writes.
    static let minimumBlocks = ["docs/swiftui.md": 8, "README.md": 2, "docs/uikit.md": 8]

    @Test(arguments: ["docs/swiftui.md", "README.md", "docs/uikit.md"])
    func everySwiftBlockIsCompiledAsAppCode(page: String) throws {
        let text = try contents(packageRoot + "/" + page)
        let samples = try Self.appSamples()
        let blocks = swiftBlocks(in: text)
        #expect(blocks.count >= Self.minimumBlocks[page, default: 1], "\(page) should show the code an app writes")
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

    /// RefreshKitUIKit is for UIKit's scroll views on iOS (and Mac Catalyst):
    /// every file is fenced by UIKit and iOS, which the UI type-check opens
    /// with `REFRESHKIT_UI_TYPECHECK`, so the module is empty on Linux,
    /// macOS, tvOS, watchOS and visionOS, and compiled here against the stubs.
    @Test func everyFileOfTheUIKitModuleCompilesAwayWithoutUIKit() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: uiKitModuleFolder).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        let fence = "#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)"
        for file in files {
            let text = try contents(uiKitModuleFolder + "/" + file)
            let firstCode = text.split(separator: "\n").first { !$0.hasPrefix("//") && !$0.isEmpty }
            #expect(firstCode.map(String.init) == fence, "\(file) must start with \(fence)")
            #expect(text.hasSuffix("#endif\n"), "\(file) must end with the #endif of that fence")
        }
    }

    @Test func theBlockReaderFindsFencedSwiftOnly() {
        let markdown = "text\n```swift\nlet a = 1\n\nlet b = 2\n```\n```sh\nswift test\n```\n```swift\nx\n```\n"
        #expect(swiftBlocks(in: markdown) == ["let a = 1\n\nlet b = 2", "x"])
    }
}
