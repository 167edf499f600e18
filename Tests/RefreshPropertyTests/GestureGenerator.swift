import RefreshKit
import RefreshTesting

/// Makes random gestures from a seed: pulls of any depth and speed with
/// jitter, holds, releases, pulls again during a refresh, outcomes at any
/// moment (also before the release), `begin`, the view going away, waits past
/// the timeout, non-finite and huge offsets, and time jumping back.
struct GestureGenerator {
    private var random: SplitMix64
    /// The strategy's trigger distance, so that pulls land around it.
    let trigger: Double
    /// The preset's own timing, used for half of the gestures.
    let presetTiming: CaseTiming
    private var events: [GestureEvent] = []
    private var offset = 0.0

    init(seed: UInt64, trigger: Double, presetTiming: CaseTiming) {
        random = SplitMix64(seed: seed)
        self.trigger = trigger
        self.presetTiming = presetTiming
    }

    /// One gesture of about `length` events (at least one piece).
    mutating func makeCase(length: ClosedRange<Int> = 8...60) -> GestureCase {
        events = []
        offset = 0
        let timing = makeTiming()
        let target = Int.random(in: length, using: &random)
        while events.count < target { addPiece(timing: timing) }
        return GestureCase(timing: timing, events: events)
    }

    // MARK: Pieces

    private mutating func makeTiming() -> CaseTiming {
        if chance(0.5) { return presetTiming }
        let minimum = pick([0, 0, 0.05, 0.3, 0.5, 2])
        // A preset's rule: a timeout is 0 (never) or longer than the minimum visible time.
        let timeout = pick([0, minimum + 0.25, minimum + 1, 5, 60])
        let coolDown = pick([0, 0, 0.2, 1, 3])
        return CaseTiming(minimumVisibleTime: minimum, timeout: timeout, coolDown: coolDown)
    }

    private mutating func addPiece(timing: CaseTiming) {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30: pull()
        case 30..<45: release()
        case 45..<53: hold()
        case 53..<58: jitterAroundTrigger()
        case 58..<70: events.append(.finish(pick(RefreshOutcome.allCases)))
        case 70..<78: events.append(.wait(pick([0, 0.01, 0.1, 0.3, 0.5, 1, 2, timing.timeout + 0.5, 30, 100])))
        case 78..<82: events.append(.begin)
        case 82..<85:
            events.append(.viewGone)
            if chance(0.5) { offset = 0 }
        case 85..<92: hostileSample()
        case 92..<95: events.append(.rewind(pick([0.001, 0.1, 0.5, 5, 100])))
        default: sameInstantSamples()
        }
    }

    /// From the current offset to a random depth, at a random speed, with jitter.
    private mutating func pull() {
        let depth: Double
        switch Int.random(in: 0..<10, using: &random) {
        case 0: depth = trigger
        case 1: depth = trigger + pick([-0.001, 0.001, -0.5, 0.5])
        case 2: depth = Double.random(in: trigger * 3...9_999, using: &random)
        case 3: depth = Double.random(in: 0...trigger, using: &random)
        default: depth = Double.random(in: trigger * 0.3...trigger * 2.5, using: &random)
        }
        let frames = Int.random(in: 1...30, using: &random)
        let frameTime = pick([1.0 / 120, 1.0 / 60, 1.0 / 30, 0.1, 0.4])
        let jitter = pick([0, 0, 0.5, 3, 15])
        let dragging = pick([nil, true, true] as [Bool?])
        let start = offset
        for frame in 1...frames {
            var next = start + (depth - start) * Double(frame) / Double(frames)
            if jitter > 0, frame < frames { next += Double.random(in: -jitter...jitter, using: &random) }
            scroll(next, after: frameTime, dragging: dragging)
        }
    }

    /// Back to rest (sometimes overshooting into the content first), fast or slow.
    private mutating func release() {
        let frames = Int.random(in: 1...20, using: &random)
        let frameTime = pick([1.0 / 120, 1.0 / 60, 0.05])
        let dragging = pick([nil, false] as [Bool?])
        let start = offset
        for frame in 1...frames { scroll(start * (1 - Double(frame) / Double(frames)), after: frameTime, dragging: dragging) }
        if chance(0.2) { scroll(-Double.random(in: 0...40, using: &random), after: frameTime, dragging: dragging) }
        if chance(0.8) { scroll(0, after: frameTime, dragging: dragging) }
    }

    /// The finger stays where it is for a while, with a little tremor.
    private mutating func hold() {
        let frames = Int.random(in: 1...20, using: &random)
        let frameTime = pick([1.0 / 60, 0.1, 0.5])
        let base = offset
        for _ in 0..<frames { scroll(base + Double.random(in: -1...1, using: &random), after: frameTime, dragging: true) }
    }

    /// Back and forth across the trigger, a point either side.
    private mutating func jitterAroundTrigger() {
        for _ in 0..<Int.random(in: 2...12, using: &random) {
            scroll(trigger + Double.random(in: -2...2, using: &random), after: 1.0 / 60, dragging: pick([nil, true] as [Bool?]))
        }
    }

    private mutating func hostileSample() {
        let value = pick([
            Double.nan, .infinity, -.infinity, 1e12, -1e12, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            ScrollSample.maximumPlausibleOffset, ScrollSample.maximumPlausibleOffset + 0.5, 9_999, -50_000,
        ])
        events.append(.scroll(value, after: pick([0, 1.0 / 60]), dragging: nil))
        // A real offset the sanitizer keeps becomes the current one.
        if value.isFinite, value <= ScrollSample.maximumPlausibleOffset { offset = max(value, 0) }
    }

    /// Several samples reported at the same instant.
    private mutating func sameInstantSamples() {
        for _ in 0..<Int.random(in: 2...4, using: &random) {
            scroll(Double.random(in: 0...trigger * 2, using: &random), after: 0, dragging: nil)
        }
    }

    private mutating func scroll(_ value: Double, after: Double, dragging: Bool?) {
        // Rounded so that printed gestures stay readable; edge values stay exact.
        let rounded = abs(value - trigger) < 1 ? value : (value * 100).rounded() / 100
        events.append(.scroll(rounded, after: (after * 10_000).rounded() / 10_000, dragging: dragging))
        offset = max(rounded, 0)
    }

    // MARK: Randomness

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }
}
