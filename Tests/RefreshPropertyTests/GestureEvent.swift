import RefreshKit

/// One thing that happens to a controller in a generated gesture. Each event is
/// complete on its own, so that the shrinker can drop any of them and the rest
/// still replays.
enum GestureEvent: Sendable, Hashable, CustomStringConvertible {
    /// The clock moves on by `after` seconds, then the scroll view reports `offset`.
    case scroll(Double, after: Double, dragging: Bool? = nil)
    /// The clock moves on by this many seconds, running whatever is due.
    case wait(Double)
    /// The clock jumps back by this many seconds (a clock that is not monotonic).
    case rewind(Double)
    /// The app ends the refresh from outside: `finishRefreshing(_:)`.
    case finish(RefreshOutcome)
    /// `beginRefreshing()`, as the VoiceOver action calls it.
    case begin
    /// The view went away: `cancel()`.
    case viewGone

    /// The event as Swift source, so that a printed gesture pastes into a test.
    var description: String {
        switch self {
        case .scroll(let offset, let after, let dragging):
            let drag = dragging.map { ", dragging: \($0)" } ?? ""
            return ".scroll(\(literal(offset)), after: \(literal(after))\(drag))"
        case .wait(let seconds): return ".wait(\(literal(seconds)))"
        case .rewind(let seconds): return ".rewind(\(literal(seconds)))"
        case .finish(let outcome): return ".finish(.\(outcome.rawValue))"
        case .begin: return ".begin"
        case .viewGone: return ".viewGone"
        }
    }

    /// How far the event moves the clock forward.
    var duration: Double {
        switch self {
        case .scroll(_, let after, _): after
        case .wait(let seconds): seconds
        default: 0
        }
    }

    var rewinds: Bool {
        if case .rewind = self { true } else { false }
    }
}

/// A Double as Swift source, including the values that have no literal.
func literal(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
    if value == -.greatestFiniteMagnitude { return "-.greatestFiniteMagnitude" }
    return "\(value)"
}

/// The controller timing a gesture runs under.
struct CaseTiming: Sendable, Hashable, CustomStringConvertible {
    var minimumVisibleTime: Double
    var timeout: Double
    var coolDown: Double

    init(minimumVisibleTime: Double, timeout: Double, coolDown: Double) {
        self.minimumVisibleTime = minimumVisibleTime
        self.timeout = timeout
        self.coolDown = coolDown
    }

    init(_ timing: RefreshTiming) {
        self.init(minimumVisibleTime: timing.minimumVisibleTime, timeout: timing.timeout, coolDown: timing.coolDown)
    }

    var refreshTiming: RefreshTiming {
        var timing = RefreshTiming()
        timing.minimumVisibleTime = minimumVisibleTime
        timing.timeout = timeout
        timing.coolDown = coolDown
        return timing
    }

    var description: String {
        ".init(minimumVisibleTime: \(literal(minimumVisibleTime)), timeout: \(literal(timeout)), coolDown: \(literal(coolDown)))"
    }
}

/// A generated gesture and the timing it runs under: everything a replay needs.
struct GestureCase: Sendable, Hashable {
    var timing: CaseTiming
    var events: [GestureEvent]

    /// The case as Swift source: `GestureCase(timing: ..., events: [...])`.
    var source: String {
        "GestureCase(timing: \(timing), events: [\n" + events.map { "    \($0)," }.joined(separator: "\n") + "\n])"
    }
}
