import RefreshMallocCounter

/// The process's heap allocations, from the malloc replacement in
/// RefreshMallocCounter (glibc only).
enum AllocationCounter {
    static var count: UInt64 { refreshkit_allocation_count() }

    /// Whether allocations are counted here, checked by making one.
    static let isAvailable: Bool = {
        guard refreshkit_allocation_counting_available() != 0 else { return false }
        let before = count
        let array = [Int](repeating: 7, count: 64 + Int(before % 3))
        blackHole(array)
        return count &- before >= 1
    }()
}
