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
