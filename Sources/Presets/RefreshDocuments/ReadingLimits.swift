/// Limits on reading a preset file, which may come from a stranger.
public struct ReadingLimits: Sendable, Hashable {
    /// The largest file read, in bytes.
    public var maximumFileSize: Int
    /// The deepest nesting of objects and arrays.
    public var maximumDepth: Int
    /// The longest chain of `extends`.
    public var maximumExtendsChain: Int
    /// The most values in one file (objects, arrays, strings, numbers ...).
    public var maximumValueCount: Int
    /// The most problems listed for one file; one more line says how many
    /// more there are.
    public var maximumDiagnosticsPerFile: Int

    /// 1 MiB, 64 levels, 16 presets, 100,000 values, 100 problems a file: a
    /// real preset is a few kilobytes, 4 levels deep and extends 1 or 2 others.
    public static let standard = ReadingLimits(
        maximumFileSize: 1 << 20, maximumDepth: 64, maximumExtendsChain: 16, maximumValueCount: 100_000,
        maximumDiagnosticsPerFile: 100)

    /// Creates limits.
    public init(
        maximumFileSize: Int, maximumDepth: Int, maximumExtendsChain: Int, maximumValueCount: Int,
        maximumDiagnosticsPerFile: Int = 100
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumExtendsChain = maximumExtendsChain
        self.maximumValueCount = maximumValueCount
        self.maximumDiagnosticsPerFile = maximumDiagnosticsPerFile
    }

    /// Throws ``PresetSyntaxError/tooLarge(_:limit:)`` when `bytes` are more
    /// than ``maximumFileSize``: every reader checks this before parsing.
    package func checkSize(of bytes: [UInt8]) throws(PresetSyntaxError) {
        guard bytes.count <= maximumFileSize else { throw .tooLarge(bytes.count, limit: maximumFileSize) }
    }
}
