/// Decides what else happens when a refresh moves: haptics, VoiceOver
/// announcements, logging, test recording.
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - return quickly from ``receive(_:context:)``; it runs on the main actor in
///   the middle of a scroll. Slow work (writing a file, sending a metric) goes
///   to a task of the sink's own;
/// - not call back into the ``RefreshController`` that feeds it;
/// - expect events in the order a refresh runs through them, and exactly one
///   of ``FeedbackEvent/refreshSucceeded``, ``FeedbackEvent/refreshFailed`` or
///   ``FeedbackEvent/refreshCancelled`` after every
///   ``FeedbackEvent/refreshStarted`` (the controller guarantees this);
/// - take the haptic and announcement from the context rather than choosing
///   its own, so that presets stay in charge of them.
///
/// Tests inject a sink into the controller they build, as swift-log's tests
/// inject a handler, instead of configuring a global one.
@MainActor
public protocol FeedbackSink: AnyObject {
    /// Handles one event.
    func receive(_ event: FeedbackEvent, context: FeedbackContext)
}

/// What a sink knows about an event.
public struct FeedbackContext: Sendable, Hashable {
    /// When the event happened, in seconds on the controller's clock.
    public var time: Double
    /// The strategy's status right after the event.
    public var status: RefreshStatus
    /// The haptic the preset asks for on this event, if any.
    public var haptic: HapticStyle?
    /// The announcement the preset asks for on this event, if any.
    public var announcement: String?
    /// For ``FeedbackEvent/refreshFailed``: a description of the error.
    public var errorDescription: String?

    public init(
        time: Double,
        status: RefreshStatus,
        haptic: HapticStyle? = nil,
        announcement: String? = nil,
        errorDescription: String? = nil
    ) {
        self.time = time
        self.status = status
        self.haptic = haptic
        self.announcement = announcement
        self.errorDescription = errorDescription
    }
}

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

/// A sink that writes one line per event to a text stream, for logs and the
/// command line:
///
/// ```
/// 1.250 refreshStarted phase=refreshing state=loading haptic=heavy
/// ```
@MainActor
public final class StreamFeedbackSink<Target: TextOutputStream>: FeedbackSink {
    /// Where lines go.
    public private(set) var target: Target

    /// Creates a sink that writes to `target`.
    public init(_ target: Target) { self.target = target }

    public func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        target.write(Self.line(for: event, context: context) + "\n")
    }

    /// The line written for `event`.
    nonisolated public static func line(for event: FeedbackEvent, context: FeedbackContext) -> String {
        var line = "\(formatTime(context.time)) \(event.rawValue) phase=\(context.status.phase.rawValue)"
        line += " state=\(context.status.stateName)"
        if let haptic = context.haptic { line += " haptic=\(haptic.rawValue)" }
        if let announcement = context.announcement { line += " announce=\"\(announcement)\"" }
        if let error = context.errorDescription { line += " error=\"\(error)\"" }
        return line
    }
}

/// Standard output as a text stream, for ``StreamFeedbackSink``.
public struct StandardOutputStream: TextOutputStream, Sendable {
    public init() {}
    public mutating func write(_ string: String) { print(string, terminator: "") }
}

/// Seconds with exactly three decimals, for logs.
func formatTime(_ seconds: Double) -> String {
    guard seconds.isFinite else { return String(seconds) }
    let millis = Int64((seconds * 1000).rounded())
    let sign = millis < 0 ? "-" : ""
    let magnitude = abs(millis)
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
}
