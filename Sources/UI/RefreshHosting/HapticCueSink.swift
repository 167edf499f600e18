import Observation
import RefreshKit

/// A haptic the pull-to-refresh view plays: one of the preset's
/// `HapticStyle`s, new each time an event asks for one.
public struct HapticCue: Sendable, Hashable {
    /// What to play.
    public let style: HapticStyle
    /// Tells two cues of the same style apart, so that each plays.
    public let serial: Int
}

/// Plays the preset's haptics: each event's haptic becomes a ``HapticCue``,
/// which the pull-to-refresh view plays with SwiftUI's `sensoryFeedback`.
///
/// Every `HapticStyle` becomes a `SensoryFeedback` that, in Apple's words,
/// "Only plays feedback on iOS and watchOS" (the pages of `impact`,
/// `impact(weight:intensity:)`, `impact(flexibility:intensity:)`, `success`,
/// `warning`, `error` and `selection`): on a Mac, an Apple TV or an Apple
/// Vision Pro nothing plays.
///
/// `RefreshFeedbackSinks.standard` includes one. Keep it when you add sinks of
/// your own (`standard.makeSinks(strings) + [yours]`); leave it out and the
/// view plays none.
@MainActor
@Observable
public final class HapticCueSink: FeedbackSink {
    /// The last haptic asked for.
    public private(set) var cue: HapticCue?

    /// A sink with no cue yet.
    public init() {}

    public func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        guard let style = context.haptic else { return }
        cue = HapticCue(style: style, serial: (cue?.serial ?? 0) &+ 1)
    }
}
