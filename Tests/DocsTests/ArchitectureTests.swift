import Foundation
import RefreshTestSupport
import Testing

/// docs/architecture.md's module map is the rule the sources keep: each
/// target's folder, its layer and the modules it may import.
@Suite struct ArchitectureTests {
    struct Row {
        let module: String
        let layer: String
        let folder: String
        let allowed: Set<String>
    }

    /// Lower layers rank lower; a module may import only its own layer's
    /// lower modules (named in its row) and layers below it.
    static let layerRanks = ["Core": 0, "Strategies": 1, "TestSupport": 1, "Presets": 2, "UI": 3, "Command": 3, "Tools": 3]

    /// Layers whose modules build on one another (RefreshKit on RefreshPresets
    /// on RefreshDocuments); SwiftPM refuses a cycle among them.
    static let layersBuiltInOrder: Set<String> = ["Presets", "UI", "Command", "Tools"]

    /// Modules that are not this package's (the platform, Swift Testing).
    static let platformModules: Set<String> = [
        "Foundation", "Observation", "Testing", "SwiftUI", "UIKit", "Accessibility", "os", "Glibc", "Musl", "Darwin", "ucrt", "WinSDK",
    ]

    static func backticked(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The table's rows; "the six strategy modules" stands for every Strategies row.
    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: packageRoot + "/docs/architecture.md", encoding: .utf8)
        var raw: [(module: String, layer: String, folder: String, cell: Substring)] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces)[...] }
            guard cells.count == 4, let module = backticked(cells[0]).first, let folder = backticked(cells[2]).first else {
                Issue.record("docs/architecture.md: a map row needs four cells, `Module`, Layer, `Folder`, May import: \(line)")
                continue
            }
            raw.append((module, String(cells[1]), folder, cells[3]))
        }
        let strategies = raw.filter { $0.layer == "Strategies" }.map(\.module)
        return raw.map { row in
            var allowed = Set(backticked(row.cell))
            if row.cell.contains("the six strategy modules") { allowed.formUnion(strategies) }
            return Row(module: row.module, layer: row.layer, folder: row.folder, allowed: allowed)
        }
    }

    static func swiftFiles(in folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files
    }

    /// The modules a Swift file imports, whatever the attributes or the kind
    /// (`@_exported import`, `@testable import`, `import struct X.Y`).
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "private"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return String(path.split(separator: ".")[0])
        }
    }

    @Test func everyTargetFolderHasARowAndEveryRowAFolder() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 19, "docs/architecture.md's map has \(rows.count) rows")
        let fileManager = FileManager.default
        var listed: Set<String> = []
        for layer in try fileManager.contentsOfDirectory(atPath: packageRoot + "/Sources") {
            for target in try fileManager.contentsOfDirectory(atPath: packageRoot + "/Sources/" + layer) {
                listed.insert("Sources/\(layer)/\(target)")
                let row = rows.first { $0.folder == "Sources/\(layer)/\(target)" }
                #expect(row != nil, "Sources/\(layer)/\(target) is missing from docs/architecture.md's map")
                #expect(row.map { $0.module == target } ?? true, "Sources/\(layer)/\(target): a target's folder is its name")
                #expect(row.map { $0.layer == layer } ?? true, "Sources/\(layer)/\(target): the map says layer \(row?.layer ?? "")")
            }
        }
        for row in rows {
            var isFolder: ObjCBool = false
            #expect(
                fileManager.fileExists(atPath: packageRoot + "/" + row.folder, isDirectory: &isFolder) && isFolder.boolValue,
                "docs/architecture.md names \(row.folder), which is not a folder")
            #expect(Self.layerRanks[row.layer] != nil, "\(row.module): unknown layer \(row.layer)")
        }
    }

    @Test func everyImportIsAllowedByTheMap() throws {
        let rows = try Self.rows()
        var checked = 0
        for row in rows {
            for file in Self.swiftFiles(in: row.folder) {
                let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
                for module in Self.imports(in: text) {
                    checked += 1
                    #expect(
                        row.allowed.contains(module),
                        "\(file) imports \(module), which docs/architecture.md does not allow \(row.module) (\(row.layer)); move the code or change the map"
                    )
                }
            }
        }
        #expect(checked > 40, "only \(checked) imports were found: the file walk is broken")
    }

    @Test func noRowAllowsAHigherLayerOrAnotherStrategy() throws {
        let rows = try Self.rows()
        let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0.module, $0) })
        for row in rows {
            for module in row.allowed where !Self.platformModules.contains(module) {
                guard let target = byName[module] else {
                    Issue.record("\(row.module) may import \(module), which is neither a row nor a platform module")
                    continue
                }
                let (from, to) = (Self.layerRanks[row.layer] ?? 0, Self.layerRanks[target.layer] ?? 0)
                #expect(
                    to < from || (to == from && Self.layersBuiltInOrder.contains(row.layer)),
                    "\(row.module) (\(row.layer)) may import \(module) (\(target.layer)), a layer at or above its own")
                #expect(
                    !(row.layer == "Strategies" && target.layer == "Strategies"), "\(row.module) may import another strategy, \(module)")
            }
        }
    }

    @Test func noModuleDeclaresAPublicTypeOfItsOwnName() throws {
        for row in try Self.rows() {
            let name = row.module.replacingOccurrences(of: "-", with: "_")
            for file in Self.swiftFiles(in: row.folder) {
                let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
                for kind in ["struct", "enum", "class", "actor", "protocol", "typealias"] {
                    for access in ["public", "open", "public final"] {
                        #expect(
                            !text.contains("\(access) \(kind) \(name) ") && !text.contains("\(access) \(kind) \(name):")
                                && !text.contains("\(access) \(kind) \(name)<"),
                            "\(file): module \(name) declares a public \(kind) \(name); `\(name).X` becomes ambiguous for its users")
                    }
                }
            }
        }
    }

    @Test func strategyFoldersPackageListAndReexportsAgree() throws {
        let folders = Set(try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Sources/Strategies"))
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        let start = try #require(manifest.range(of: "let strategyModules = ["))
        let end = try #require(manifest[start.upperBound...].range(of: "]"))
        let listed = Set(
            manifest[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
                line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
            })
        let umbrella = try String(contentsOfFile: packageRoot + "/Sources/Presets/RefreshKit/RefreshKit.swift", encoding: .utf8)
        let exported = Set(
            umbrella.split(separator: "\n").filter { $0.hasPrefix("@_exported import") }.map { String($0.split(separator: " ")[2]) })
        #expect(folders.count == 6)
        #expect(listed == folders, "Package.swift's strategyModules and Sources/Strategies differ")
        #expect(
            folders.isSubset(of: exported),
            "RefreshKit must re-export every strategy module: missing \(folders.subtracting(exported).sorted())")
    }
}
