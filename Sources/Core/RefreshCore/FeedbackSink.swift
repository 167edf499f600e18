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

/// Seconds with exactly three decimals, for logs.
func formatTime(_ seconds: Double) -> String {
    guard seconds.isFinite else { return String(seconds) }
    let millis = Int64((seconds * 1000).rounded())
    let sign = millis < 0 ? "-" : ""
    let magnitude = abs(millis)
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
}
