/// A set of feedback events, kept in one byte so that a strategy step can
/// report several without touching the heap. Iteration follows the order a
/// refresh runs through (the order of `FeedbackEvent.allCases`), through ``inOrder``.
public struct FeedbackEvents: OptionSet, Sendable, Hashable {
    public var rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A set holding `event`.
    public init(_ event: FeedbackEvent) { self.rawValue = event.bit }

    public static let pullBegan = FeedbackEvents(.pullBegan)
    public static let armed = FeedbackEvents(.armed)
    public static let disarmed = FeedbackEvents(.disarmed)
    public static let refreshStarted = FeedbackEvents(.refreshStarted)
    public static let refreshSucceeded = FeedbackEvents(.refreshSucceeded)
    public static let refreshFailed = FeedbackEvents(.refreshFailed)
    public static let refreshCancelled = FeedbackEvents(.refreshCancelled)

    /// Whether the set holds `event`.
    public func contains(_ event: FeedbackEvent) -> Bool { rawValue & event.bit != 0 }

    /// Adds `event`.
    public mutating func insert(_ event: FeedbackEvent) { rawValue |= event.bit }

    /// The events in the order a refresh runs through them.
    public var inOrder: OrderedEvents { OrderedEvents(set: self) }

    /// The events of a set in canonical order, without allocating.
    public struct OrderedEvents: Sequence, Sendable {
        let set: FeedbackEvents

        public func makeIterator() -> Iterator { Iterator(remaining: set) }

        /// Walks the events in canonical order.
        public struct Iterator: IteratorProtocol {
            var remaining: FeedbackEvents
            var index = 0

            public mutating func next() -> FeedbackEvent? {
                let all = FeedbackEvent.allCases
                while index < all.count {
                    let event = all[index]
                    index += 1
                    if remaining.contains(event) { return event }
                }
                return nil
            }
        }
    }
}
