extension ScrollSample {
    /// Offsets at or below this many points count as at rest: scroll views
    /// settle back with sub-point rounding error, and a strategy re-arms only
    /// once the content is back at rest.
    public static var restTolerance: Double { 0.5 }

    /// The largest pull taken as real, in points. The tallest screens are under
    /// 1,400 pt and rubber-banding halves a drag, so a larger offset is a glitch
    /// and is dropped rather than allowed to start a refresh.
    public static var maximumPlausibleOffset: Double { 10_000 }

    /// Whether the content is back at rest.
    public var isAtRest: Bool { offset <= Self.restTolerance }
}

/// Makes inputs safe for a strategy: drops samples whose offset or time is not
/// finite or whose offset is implausibly large, limits how far into the
/// content an offset can go, and never lets time run backwards.
public struct InputSanitizer: Sendable, Hashable {
    /// The latest time passed on.
    public var lastTime: Double { latest }
    var latest: Double = -.infinity

    public init() {}

    /// The input to pass on, or `nil` when it must be dropped.
    public mutating func sanitize(_ input: RefreshInput) -> RefreshInput? {
        switch input {
        case .sample(var sample):
            guard sample.offset.isFinite, sample.time.isFinite,
                sample.offset <= ScrollSample.maximumPlausibleOffset
            else { return nil }
            sample.offset = max(sample.offset, -ScrollSample.maximumPlausibleOffset)
            sample.time = monotonic(sample.time)
            return .sample(sample)
        case .outcome(let outcome, let time):
            return .outcome(outcome, time: monotonic(time))
        case .tick(let time):
            return .tick(time: monotonic(time))
        case .begin(let time):
            return .begin(time: monotonic(time))
        case .reset(let time):
            return .reset(time: monotonic(time))
        }
    }

    mutating func monotonic(_ time: Double) -> Double {
        let usable = time.isFinite ? time : (latest.isFinite ? latest : 0)
        latest = max(latest, usable)
        return latest
    }
}
