import Foundation

/// The presets a catalog has resolved as what another extends, so that a
/// parent is read, parsed and decoded once however many presets extend it.
/// Copies of a catalog share it; changing any of a catalog's properties
/// gives that catalog a new, empty one.
///
/// An entry is used only while everything it was made from is unchanged:
/// each preset along its `extends` chain is still the one definition of its
/// name (the same built-in, or the same file path), and each file's bytes are
/// the bytes it was made from. Bytes, not modification times: reading a few
/// kilobytes costs a few microseconds, far less than parsing and decoding
/// them, and a file rewritten within one tick of the clock, or with its time
/// set back, is still seen to change. Only resolutions that succeeded are
/// kept (a failure may depend on the chain it was met on: a cycle, a chain
/// too long), with the diagnostics they reported, which are reported again
/// from the cache exactly as they were.
/// (Unchecked `Sendable`: `lock` guards the one mutable property.)
final class ParentCache: @unchecked Sendable {
    /// Where a preset came from: a built-in, or a file in a search folder.
    enum Origin: Hashable {
        case builtIn(String)
        case file(String)
    }

    /// One preset further up an entry's chain: the name `extends` gave, where
    /// it was found, and the file's bytes (none for a built-in).
    struct Ancestor {
        var name: String
        var origin: Origin
        var bytes: [UInt8]?
    }

    /// A resolved preset and what its resolution reported.
    struct Entry {
        /// The bytes it was resolved from (none for a built-in).
        var bytes: [UInt8]?
        var written: Preset
        var merged: Preset
        /// Everything reported while resolving it and what it extends, in order.
        var diagnostics: [PresetDiagnostic]
        /// Diagnostics past the per-file limit, counted by file and severity.
        var omitted: [String: [PresetDiagnostic.Severity: Int]]
        /// What it extends, nearest first.
        var ancestors: [Ancestor]
    }

    /// The most entries kept; when full, the cache starts again.
    static let capacity = 1_024

    private let lock = NSLock()
    private var entries: [Origin: Entry] = [:]

    func entry(for origin: Origin) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[origin]
    }

    func store(_ entry: Entry, for origin: Origin) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= Self.capacity { entries.removeAll() }
        entries[origin] = entry
    }
}
