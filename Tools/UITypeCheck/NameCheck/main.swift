// apple-name-check: fails when a public top-level name of RefreshKit equals a
// name an app also imports from Apple's frameworks (apple-names.tsv), and when
// the list names a SwiftUI, UIKit, Accessibility or os name that the stubs do
// not declare (then the compiler could not see that clash in code).
//
//   apple-name-check --names apple-names.tsv --library DIR --stubs DIR
//
// DIR holds `swift-symbolgraph-extract` output (`<Module>.symbols.json`).
import Foundation

/// One line of apple-names.tsv.
struct AppleName {
    let name: String
    let framework: String
    let kind: String
    let url: String
    let line: Int
}

/// A top-level public declaration read from a symbol graph.
struct Declaration: Hashable {
    let module: String
    let name: String
    let kind: String
}

/// The frameworks whose names the stubs must declare: the ones stubbed here.
let stubbedFrameworks: Set<String> = ["SwiftUI", "UIKit", "Accessibility", "os"]

struct Failure: Error, CustomStringConvertible {
    let description: String
}

func readNames(_ path: String) throws -> [AppleName] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var names: [AppleName] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4, !fields[0].isEmpty, fields[3].hasPrefix("https://") else {
            throw Failure(description: "\(path):\(index + 1): expected 'Name<TAB>Framework<TAB>Kind<TAB>https://...', found '\(line)'")
        }
        names.append(AppleName(name: fields[0], framework: fields[1], kind: fields[2], url: fields[3], line: index + 1))
    }
    return names
}

/// Every public top-level declaration in the `*.symbols.json` files of `folder`
/// (extension files, `Module@Other.symbols.json`, hold members only).
func readDeclarations(in folder: String) throws -> [Declaration] {
    struct Graph: Decodable {
        struct Module: Decodable { let name: String }
        struct Symbol: Decodable {
            struct Kind: Decodable { let identifier: String }
            let kind: Kind
            let pathComponents: [String]
            let accessLevel: String
        }
        let module: Module
        let symbols: [Symbol]
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".symbols.json") && !$0.contains("@") }
        .sorted()
    guard !files.isEmpty else { throw Failure(description: "\(folder) holds no symbol graphs") }
    var declarations: [Declaration] = []
    for file in files {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        for symbol in graph.symbols where symbol.pathComponents.count == 1 && ["public", "open"].contains(symbol.accessLevel) {
            // `swift.struct` -> `struct`; a function's name is its base name.
            let kind = symbol.kind.identifier.split(separator: ".").last.map(String.init) ?? symbol.kind.identifier
            let name = String(symbol.pathComponents[0].prefix { $0 != "(" })
            declarations.append(Declaration(module: graph.module.name, name: name, kind: kind))
        }
    }
    return declarations
}

func run(_ arguments: [String]) throws -> Int32 {
    var options: [String: String] = [:]
    var index = 0
    while index < arguments.count {
        let key = arguments[index]
        guard key.hasPrefix("--"), index + 1 < arguments.count else {
            throw Failure(description: "usage: apple-name-check --names FILE --library DIR --stubs DIR")
        }
        options[String(key.dropFirst(2))] = arguments[index + 1]
        index += 2
    }
    guard let namesPath = options["names"], let libraryFolder = options["library"], let stubsFolder = options["stubs"] else {
        throw Failure(description: "usage: apple-name-check --names FILE --library DIR --stubs DIR")
    }
    let names = try readNames(namesPath)
    let library = try readDeclarations(in: libraryFolder)
    let stubs = Set(try readDeclarations(in: stubsFolder).map { "\($0.module).\($0.name)" })
    var problems: [String] = []

    var appleByName: [String: [AppleName]] = [:]
    for name in names { appleByName[name.name, default: []].append(name) }
    for declaration in Set(library).sorted(by: { ($0.module, $0.name) < ($1.module, $1.name) }) {
        for apple in appleByName[declaration.name] ?? [] {
            problems.append(
                "error: \(declaration.module) declares public \(declaration.kind) '\(declaration.name)', and \(apple.framework) "
                    + "exports a top-level \(apple.kind) '\(apple.name)' (\(apple.url)): an app importing both cannot "
                    + "name it without 'is ambiguous for type lookup'. Rename RefreshKit's.")
        }
    }
    for apple in names where stubbedFrameworks.contains(apple.framework) && !stubs.contains("\(apple.framework).\(apple.name)") {
        problems.append(
            "error: \(namesPath):\(apple.line): \(apple.framework) '\(apple.name)' is listed but Stubs/\(apple.framework) "
                + "does not declare it; add a stub from \(apple.url) so the compiler sees a clash in code too.")
    }
    for problem in problems { print(problem) }
    let libraryNames = Set(library.map(\.name)).count
    print(
        "apple-name-check: \(libraryNames) public top-level names of RefreshKit against \(names.count) Apple names: "
            + (problems.isEmpty ? "no clash." : "\(problems.count) problem(s)."))
    return problems.isEmpty ? 0 : 1
}

do {
    exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
    FileHandle.standardError.write(Data("apple-name-check: \(error)\n".utf8))
    exit(2)
}
