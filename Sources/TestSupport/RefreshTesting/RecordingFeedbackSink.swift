import RefreshCore

/// A sink that keeps every event it hears, for tests.
@MainActor
public final class RecordingFeedbackSink: FeedbackSink {
    /// One heard event.
    public struct Record: Sendable, Hashable, CustomStringConvertible {
        public var event: FeedbackEvent
        public var context: FeedbackContext

        public var description: String { StreamFeedbackSink<String>.line(for: event, context: context) }
    }

    /// Everything heard, oldest first.
    public private(set) var records: [Record] = []

    public init() {}

    /// The events heard, oldest first.
    public var events: [FeedbackEvent] { records.map(\.event) }

    /// How many outcome events (succeeded, failed, cancelled) were heard.
    public var outcomeCount: Int {
        records.filter { [.refreshSucceeded, .refreshFailed, .refreshCancelled].contains($0.event) }.count
    }

    /// Forgets everything heard.
    public func removeAll() { records.removeAll() }

    public func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        records.append(Record(event: event, context: context))
    }
}
