import Foundation
import RefreshCore
import RefreshTestSupport
import Testing

@testable import RefreshPresets

/// Issue 14: a parent is read, parsed and decoded once per catalog however
/// many presets extend it, and again when its file changes; what loading
/// reports is the same from the cache as without it.
@Suite struct ParentCacheTests {
    /// Counts the documents a catalog parses, by display path.
    final class ParseCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func note(_ path: String) {
            lock.lock()
            counts[path, default: 0] += 1
            lock.unlock()
        }

        func count(_ path: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return counts[path] ?? 0
        }
    }

    func folder(_ files: [String: String]) throws -> String {
        let folder = try makeScratchFolder()
        for (name, text) in files { try write(text, to: folder + "/" + name) }
        return folder
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func counted(_ catalog: PresetCatalog) -> (PresetCatalog, ParseCounter) {
        let counter = ParseCounter()
        var catalog = catalog
        catalog.parseObserver = { counter.note($0) }
        return (catalog, counter)
    }

    static func parent(threshold: Int, name: String = "parent") -> String {
        #"{"name": "\#(name)", "strategy": {"type": "sample", "threshold": \#(threshold)}}"#
    }

    static func child(_ name: String, extending parent: String = "parent") -> String {
        #"{"name": "\#(name)", "extends": "\#(parent)", "timing": {"minimumVisibleTime": 0.4}}"#
    }

    static func threshold(_ result: Result<ResolvedPreset, PresetLoadFailure>) -> Double? {
        (try? result.get())?.preset.strategyParameters["threshold"]?.numericValue
    }

    @Test func manyChildrenParseTheirParentOnce() throws {
        var files = ["parent.json": Self.parent(threshold: 70)]
        for index in 0..<5 { files["child-\(index).json"] = Self.child("child-\(index)") }
        for index in 0..<3 { files["of-base-\(index).json"] = Self.child("of-base-\(index)", extending: "base") }
        let root = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (catalog, counter) = counted(sampleCatalog(folders: [root]))
        for index in 0..<5 {
            #expect(Self.threshold(catalog.load(file: root + "/child-\(index).json")) == 70)
            #expect(counter.count(root + "/child-\(index).json") == 1)
        }
        for index in 0..<3 { #expect(Self.threshold(catalog.load(file: root + "/of-base-\(index).json")) == 60) }
        #expect(counter.count(root + "/parent.json") == 1, "a file parent, parsed once")
        #expect(counter.count("builtin/base.json") == 1, "a built-in parent, parsed once")
        // Copies share the catalog's parents...
        let copy = catalog
        #expect(Self.threshold(copy.load(file: root + "/child-0.json")) == 70)
        #expect(Self.threshold(copy.load(named: "child-1")) == 70)
        #expect(counter.count(root + "/parent.json") == 1)
        // ...and a catalog whose folders, built-ins, registry or limits
        // change starts again.
        var changed = catalog
        changed.searchFolders = [root]
        #expect(Self.threshold(changed.load(file: root + "/child-0.json")) == 70)
        #expect(counter.count(root + "/parent.json") == 2)
        changed.limits.maximumDiagnosticsPerFile += 1
        #expect(Self.threshold(changed.load(file: root + "/child-0.json")) == 70)
        #expect(counter.count(root + "/parent.json") == 3)
        // Loading the parent itself is not loading it as a parent: it is
        // checked against its folder each time.
        #expect(Self.threshold(catalog.load(file: root + "/parent.json")) == 70)
        #expect(Self.threshold(catalog.load(named: "parent")) == 70)
        #expect(counter.count(root + "/parent.json") == 5)
    }

    @Test func aChangedParentIsLoadedAgain() throws {
        let root = try folder(["parent.json": Self.parent(threshold: 70), "child.json": Self.child("child")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (catalog, counter) = counted(sampleCatalog(folders: [root]))
        let child = root + "/child.json"
        #expect(Self.threshold(catalog.load(file: child)) == 70)
        #expect(Self.threshold(catalog.load(file: child)) == 70)
        #expect(counter.count(root + "/parent.json") == 1)
        // The same size, at once (within the clock's tick): the bytes differ.
        try write(Self.parent(threshold: 75), to: root + "/parent.json")
        #expect(Self.threshold(catalog.load(file: child)) == 75)
        #expect(counter.count(root + "/parent.json") == 2)
        // Another size.
        try write(Self.parent(threshold: 100), to: root + "/parent.json")
        #expect(Self.threshold(catalog.load(file: child)) == 100)
        #expect(Self.threshold(catalog.load(file: child)) == 100)
        #expect(counter.count(root + "/parent.json") == 3)
        // Broken: the problem is reported, and the next fix is seen.
        try write(#"{"name": "parent", "strategy": {"type": "sample", "threshold": "x"}}"#, to: root + "/parent.json")
        #expect(catalog.load(file: child).failureMessages.contains { $0.hasPrefix("'strategy.threshold' must be") })
        try write(Self.parent(threshold: 80), to: root + "/parent.json")
        #expect(Self.threshold(catalog.load(file: child)) == 80)
        // Removed: the name is unknown again.
        try FileManager.default.removeItem(atPath: root + "/parent.json")
        #expect(catalog.load(file: child).failureMessages.contains("'extends' names an unknown preset 'parent'."))
    }

    @Test func aChangeFurtherUpTheChainIsSeen() throws {
        let root = try folder([
            "top.json": Self.parent(threshold: 70, name: "top"),
            "parent.json": Self.child("parent", extending: "top"),
            "child.json": Self.child("child"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (catalog, counter) = counted(sampleCatalog(folders: [root]))
        let child = root + "/child.json"
        #expect(Self.threshold(catalog.load(file: child)) == 70)
        #expect(Self.threshold(catalog.load(file: child)) == 70)
        #expect(counter.count(root + "/top.json") == 1)
        #expect(counter.count(root + "/parent.json") == 1)
        try write(Self.parent(threshold: 75, name: "top"), to: root + "/top.json")
        #expect(Self.threshold(catalog.load(file: child)) == 75)
        // A second definition of a name up the chain makes it ambiguous.
        try write(Self.parent(threshold: 75, name: "top"), to: root + "/top.plist")
        #expect(
            catalog.load(file: child).failureMessages.contains { $0.hasPrefix("'extends' names 'top', which more than one file defines") })
        try FileManager.default.removeItem(atPath: root + "/top.plist")
        #expect(Self.threshold(catalog.load(file: child)) == 75)
    }

    func reported(_ result: Result<ResolvedPreset, PresetLoadFailure>) -> [PresetDiagnostic] {
        switch result {
        case .success(let resolved): resolved.warnings
        case .failure(let failure): failure.diagnostics
        }
    }

    /// Whatever a warm catalog reports, a new one reports too, in the same
    /// order: a parent's warning (under the parent's file, once), a cycle
    /// met through a parent resolved before, a chain that grows too long.
    @Test func diagnosticsAreTheSameFromTheCache() throws {
        let root = try folder([
            // Named unlike its file: a warning under parent.json.
            "parent.json": Self.parent(threshold: 70, name: "elder"),
            "child.json": Self.child("child"),
            "other-child.json": Self.child("other-child"),
            "b.json": Self.child("b", extending: "a"),
            "a.json": Self.parent(threshold: 65, name: "a"),
            "c.json": Self.child("c", extending: "b"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var limits = ReadingLimits.standard
        limits.maximumExtendsChain = 2
        var warm = sampleCatalog(folders: [root])
        warm.limits = limits
        func fresh() -> PresetCatalog {
            var catalog = sampleCatalog(folders: [root])
            catalog.limits = limits
            return catalog
        }
        let warning = try #require(reported(fresh().load(file: root + "/child.json")).first)
        #expect(warning.file == root + "/parent.json")
        #expect(warning.severity == .warning)
        #expect(reported(fresh().load(file: root + "/child.json")).count == 1)
        for path in ["child.json", "other-child.json", "child.json", "c.json", "b.json", "c.json"] {
            #expect(reported(warm.load(file: root + "/" + path)) == reported(fresh().load(file: root + "/" + path)), "\(path)")
        }
        // `b` is resolved (it extends `a`); loaded from a file named `a` that
        // extends `b`, it closes a cycle, warm or not.
        let closing = Array(Self.child("a", extending: "b").utf8)
        let cycle = reported(warm.load(bytes: closing, displayPath: "elsewhere/a.json"))
        #expect(cycle.map(\.message).contains("'extends' forms a cycle: a → b → a."))
        #expect(cycle == reported(fresh().load(bytes: closing, displayPath: "elsewhere/a.json")))
        // `c` → `b` → `a` is resolved; one link more is past the limit of 2, warm or not.
        let longer = Array(Self.child("d", extending: "c").utf8)
        let tooLong = reported(warm.load(bytes: longer, displayPath: "<stdin>"))
        #expect(tooLong.map(\.message).contains { $0.hasPrefix("The 'extends' chain from 'd' is longer than 2 presets") })
        #expect(tooLong == reported(fresh().load(bytes: longer, displayPath: "<stdin>")))
    }
}
