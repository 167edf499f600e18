/// A sink that passes every event on to several sinks, in order.
@MainActor
public final class MultiplexFeedbackSink: FeedbackSink {
    /// The sinks events go to.
    public var sinks: [any FeedbackSink]

    /// Creates a sink that fans out to `sinks`.
    public init(_ sinks: [any FeedbackSink]) { self.sinks = sinks }

    public func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        for sink in sinks { sink.receive(event, context: context) }
    }
}
