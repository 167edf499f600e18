import Foundation
import RefreshKit
import RefreshTestSupport
import Testing

/// A fenced code block in a Markdown file.
struct CodeBlock: CustomStringConvertible {
    let file: String
    let line: Int
    let language: String
    let text: String
    /// The HTML comment right before the fence, if any (`<!-- not a preset -->`).
    let note: String?

    var description: String { "\(file):\(line) (\(language))" }
}

/// Every fenced block in README.md and docs/**/*.md.
func codeBlocks() throws -> [CodeBlock] {
    var files = ["README.md"]
    let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/docs")
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".md") { files.append("docs/" + path) }
    }
    return try codeBlocks(in: files)
}

/// Every fenced block in `files`, paths from the package root.
func codeBlocks(in files: [String]) throws -> [CodeBlock] {
    var blocks: [CodeBlock] = []
    for file in files.sorted() {
        let lines = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8).components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") {
                let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                let note = index > 0 && lines[index - 1].hasPrefix("<!--") ? lines[index - 1] : nil
                var body: [String] = []
                index += 1
                while index < lines.count, !lines[index].hasPrefix("```") {
                    body.append(lines[index])
                    index += 1
                }
                blocks.append(
                    CodeBlock(
                        file: file, line: index - body.count, language: language,
                        text: body.joined(separator: "\n"), note: note))
            }
            index += 1
        }
    }
    return blocks
}

/// The Swift sources that compile the docs' samples: this target (built and
/// run here), the example package (built by .ci/run) and the app samples of
/// the UI type-check (compiled against the SwiftUI stubs by .ci/run).
func compiledSources() throws -> String {
    var text = ""
    for folder in ["Tests/DocsTests", "Examples/CustomStrategy/Sources", "Examples/CustomStrategy/Tests", "Tools/UITypeCheck/AppSamples"] {
        let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            text += try String(contentsOfFile: packageRoot + "/\(folder)/\(path)", encoding: .utf8) + "\n"
        }
    }
    // The example's manifest is compiled by SwiftPM whenever .ci/run builds it.
    text += try String(contentsOfFile: packageRoot + "/Examples/CustomStrategy/Package.swift", encoding: .utf8)
    text += try String(contentsOfFile: packageRoot + "/Examples/PresetApp/Package.swift", encoding: .utf8)
    return normalized(text)
}

/// Lines without their indentation, so a sample may sit at any depth.
func normalized(_ text: String) -> String {
    text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
}

@Suite struct DocsSampleTests {
    @Test func everySwiftSampleIsCompiled() throws {
        let sources = try compiledSources()
        // Quotations of the source documents are theirs, not RefreshKit's API.
        for block in try codeBlocks() where block.language == "swift" && block.note?.contains("quoted from the document") != true {
            if !sources.contains(normalized(block.text)) {
                Issue.record(
                    "\(block): this sample is not in a compiled source (Tests/DocsTests, Examples/CustomStrategy or Tools/UITypeCheck/AppSamples)"
                )
            }
        }
    }

    @Test func everyJSONSampleIsAValidPreset() throws {
        var catalog = PresetCatalog.standard
        catalog.searchFolders = [packageRoot + "/Tests/Fixtures/cli/presets"]
        for block in try codeBlocks() where block.language == "json" && block.note?.contains("not a preset") != true {
            switch catalog.load(bytes: Array(block.text.utf8), displayPath: "\(block.file):\(block.line)") {
            case .success(let resolved):
                for warning in resolved.warnings where !warning.message.contains("its file is named") {
                    Issue.record("\(block): \(warning)")
                }
            case .failure(let failure):
                Issue.record("\(block): \(failure)")
            }
        }
    }

    #if os(macOS) || os(Linux) || os(Windows)
    /// Runs each `swift run refreshkit ...` line of the shell samples with the
    /// built binary from the package root; files they write go to a temporary folder.
    @Test func everyCommandSampleRuns() throws {
        let scratch = NSTemporaryDirectory() + "refreshkit-docs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for block in try codeBlocks() where block.language == "sh" {
            for line in block.text.components(separatedBy: "\n") where line.hasPrefix("swift run refreshkit ") {
                var arguments = shellWords(String(line.dropFirst("swift run refreshkit ".count)))
                if let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count {
                    arguments[output + 1] = scratch + "/" + (arguments[output + 1] as NSString).lastPathComponent
                }
                let run = try runProduct("refreshkit", arguments)
                #expect(run.status == 0, "\(block): `\(line)` exited with \(run.status): \(run.errors)")
            }
        }
    }
    #endif
}

/// Splits a command line on spaces, keeping "quoted text" together and
/// dropping a trailing `# comment`.
func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var hasWord = false
    for character in line {
        if character == "\"" {
            quoted.toggle()
            hasWord = true
        } else if character == "#", !quoted, current.isEmpty {
            break
        } else if character == " ", !quoted {
            if hasWord { words.append(current) }
            current = ""
            hasWord = false
        } else {
            current.append(character)
            hasWord = true
        }
    }
    if hasWord { words.append(current) }
    return words
}

#if os(macOS) || os(Linux) || os(Windows)
@Suite struct DocsImageTests {
    /// docs/images holds `refreshkit preview NAME --format svg` for each
    /// built-in; regenerate with scripts/docs-images.sh.
    @Test(arguments: ["spinning-arrow", "progress-ring", "release-to-refresh", "frozen-header", "bouncing-ball", "system"])
    func filmstripIsCurrent(name: String) throws {
        let output = NSTemporaryDirectory() + "refreshkit-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(try runProduct("refreshkit", ["preview", name, "--format", "svg", "-o", output]).status == 0)
        let fresh = try String(contentsOfFile: output, encoding: .utf8)
        let committed = try String(contentsOfFile: packageRoot + "/docs/images/\(name).svg", encoding: .utf8)
        #expect(fresh == committed, "docs/images/\(name).svg is stale: run scripts/docs-images.sh")
    }
}
#endif
