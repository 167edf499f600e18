/// The error kept in ``RefreshController/lastError`` when an action runs past
/// its preset's timeout.
public struct RefreshTimeoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The timeout that passed, in seconds.
    public var timeout: Double

    public init(timeout: Double) { self.timeout = timeout }

    public var description: String { "the refresh action did not finish within \(formatNumber(timeout)) s" }
}
