/// The re-arm promise as a value: after a refresh ends with the content away
/// from rest, no pull counts until a sample at rest has been seen, so one
/// pull starts at most one refresh. ``StrategyMachine`` keeps one for a
/// strategy; a strategy that keeps its own state asks it before starting.
public struct RearmLatch: Sendable, Hashable {
    /// Whether pulls are ignored until the content comes back to rest.
    public private(set) var isWaitingForRest = false

    /// A latch that is armed: the next pull counts.
    public init() {}

    /// A refresh ended with the content `offset` points down; unless that is
    /// rest, the pull under way no longer counts.
    public mutating func refreshEnded(atOffset offset: Double) {
        isWaitingForRest = offset > ScrollSample.restTolerance
    }

    /// The pull under way no longer counts, whatever the offset (a pull made
    /// while a strategy finishes, say).
    public mutating func ignoreCurrentPull() { isWaitingForRest = true }

    /// Every sample passes through here first: one at rest re-arms.
    public mutating func observe(_ sample: ScrollSample) {
        if sample.isAtRest { isWaitingForRest = false }
    }
}
