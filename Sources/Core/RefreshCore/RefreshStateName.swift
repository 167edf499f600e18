// A lock for the table of long names, from the C library, as Math.swift takes
// its functions from it.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(WinSDK)
import WinSDK
#endif

/// A strategy's own name for its state (``RefreshStatus/stateName``), as a
/// plain value: copying one touches no reference count, so a
/// ``RefreshStatus`` copies as the numbers it is, on every frame.
///
/// A name of up to 15 UTF-8 bytes (every built-in strategy's) is held inline.
/// A longer one is kept once per process in a table (a lock and a look-up
/// when such a name is made, never when it is copied, compared or read), so
/// that two equal names are always the same value.
///
/// Names compare by their UTF-8 bytes.
public struct RefreshStateName: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Bytes 0 to 7 inline; or the address of the long name's storage.
    @usableFromInline var low: UInt64
    /// Bytes 8 to 14 inline and the count in the top byte; ``longMarker`` for a long name.
    @usableFromInline var high: UInt64

    @usableFromInline static let longMarker = UInt64.max

    /// The name `name`.
    public init(_ name: String) {
        var name = name
        let inline: (low: UInt64, high: UInt64)? = name.withUTF8 { bytes in
            guard bytes.count <= 15 else { return nil }
            var low: UInt64 = 0
            var high = UInt64(bytes.count) << 56
            for (index, byte) in bytes.enumerated() {
                if index < 8 {
                    low |= UInt64(byte) << (8 * UInt64(index))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(index - 8))
                }
            }
            return (low, high)
        }
        if let inline {
            low = inline.low
            high = inline.high
        } else {
            low = LongStateNames.shared.address(of: name)
            high = Self.longMarker
        }
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The name as a string (no allocation for an inline name).
    public var string: String {
        if high == Self.longMarker {
            return Unmanaged<LongStateNames.Storage>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(low))!)
                .takeUnretainedValue().name
        }
        // Little-endian: `low`'s bytes, then `high`'s, are the name in order.
        let count = Int(high >> 56)
        return withUnsafeBytes(of: (low, high)) { raw in String(decoding: raw.prefix(count), as: UTF8.self) }
    }

    public var description: String { string }
}

/// The long names made so far, each in storage that lives as long as the
/// process, so that a ``RefreshStateName`` can refer to it without counting.
final class LongStateNames: @unchecked Sendable {
    final class Storage {
        let name: String
        init(name: String) { self.name = name }
    }

    static let shared = LongStateNames()

    private var storage: [String: Storage] = [:]
    private let lock = NameLock()

    func address(of name: String) -> UInt64 {
        lock.withLock {
            let kept: Storage
            if let existing = storage[name] {
                kept = existing
            } else {
                kept = Storage(name: name)
                storage[name] = kept
            }
            return UInt64(UInt(bitPattern: Unmanaged.passUnretained(kept).toOpaque()))
        }
    }
}

/// The platform's mutex, for the long-name table alone.
final class NameLock: @unchecked Sendable {
    #if canImport(WinSDK)
    private let handle = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
    init() { InitializeSRWLock(handle) }
    deinit { handle.deallocate() }
    func withLock<Result>(_ body: () -> Result) -> Result {
        AcquireSRWLockExclusive(handle)
        defer { ReleaseSRWLockExclusive(handle) }
        return body()
    }
    #else
    private let handle = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    init() { pthread_mutex_init(handle, nil) }
    deinit {
        pthread_mutex_destroy(handle)
        handle.deallocate()
    }
    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        return body()
    }
    #endif
}
