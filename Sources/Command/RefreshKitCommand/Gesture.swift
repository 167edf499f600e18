import Foundation
import RefreshKit

/// What the finger and the app do over time, for `simulate` and `preview`.
/// The scroll view does the rest: it springs back and decelerates by itself,
/// and the session decides the hold, as on a device.
struct Gesture {
    enum Input: Equatable {
        /// The finger drags the content until its top is this many points
        /// below where it rests unheld (negative: scrolled into the content);
        /// the finger lands first if it is up.
        case offset(Double)
        /// The finger lands (`true`) or lifts (`false`).
        case finger(down: Bool)
        /// The finger lifts moving this many points a second down the screen
        /// (negative: up, a fling into the content).
        case fling(Double)
        /// The app's action ends.
        case finish(RefreshOutcome)
        /// A refresh starts without a pull (a button, VoiceOver).
        case begin
        /// The view goes away.
        case leave
    }

    struct Event: Equatable {
        var time: Double
        var input: Input
    }

    var events: [Event]
    /// When the gesture ends, in seconds: its last event, or the end of a
    /// script's last wait.
    var end: Double
    /// How the gesture was given, for the output's header.
    var description: String

    /// The largest gesture file read, and the most events, so that a
    /// stranger's file cannot exhaust memory.
    static let maximumFileSize = 16 << 20
    static let maximumEventCount = 1_000_000
    /// The longest gesture simulated, in seconds: frames are made for all of it.
    static let maximumDuration = 3600.0

    // MARK: JSON Lines

    /// Reads `{"t": seconds, "offset": points}`, `{"t": seconds, "finger":
    /// "down" | "up"}`, `{"t": seconds, "fling": points a second}`,
    /// `{"t": seconds, "finish": "success" | "failure" | "cancel"}`,
    /// `{"t": seconds, "begin": true}` and `{"t": seconds, "leave": true}`,
    /// one object a line; blank lines are skipped; times never decrease.
    static func parseJSONLines(_ text: String, file: String) throws(UsageError) -> Gesture {
        var events: [Event] = []
        var lastTime = -Double.infinity
        let keys = ["t", "offset", "dragging", "finger", "fling", "finish", "begin", "leave"]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            func fail(_ message: String) -> UsageError { UsageError("\(file):\(lineNumber): \(message)", subcommand: "simulate") }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard events.count < maximumEventCount else { throw fail("More than \(maximumEventCount) events; split the gesture.") }
            let node: PresetNode
            do {
                node = try JSONReader.parse(
                    Array(trimmed.utf8),
                    limits: ReadingLimits(
                        maximumFileSize: 4096, maximumDepth: 2, maximumExtendsChain: 0, maximumValueCount: 16))
            } catch {
                throw fail("Not a JSON object: \(error.message)")
            }
            guard let members = node.members else { throw fail("Each line must be a JSON object like {\"t\": 0.1, \"offset\": 40}.") }
            for member in members where !keys.contains(member.key) {
                let hint = didYouMeanHint(member.key, in: keys)
                throw fail("Unknown key '\(Excerpt.of(member.key))'.\(hint)")
            }
            guard let timeNode = node["t"] else { throw fail("Missing 't' (the time in seconds).") }
            guard let time = number(timeNode), time.isFinite, time >= 0, time <= maximumDuration else {
                throw fail("'t' must be a number of seconds from 0 to \(formatNumber(maximumDuration)).")
            }
            guard time >= lastTime else {
                throw fail("'t' goes back in time (\(formatNumber(time)) after \(formatNumber(lastTime))); lines must be in time order.")
            }
            lastTime = time
            let kinds = ["offset", "finger", "fling", "finish", "begin", "leave"].filter { node[$0] != nil }
            guard kinds.count == 1 else {
                throw fail(
                    kinds.isEmpty
                        ? "A line needs one of 'offset', 'finger', 'fling', 'finish', 'begin' or 'leave'."
                        : "A line takes only one of \(kinds.quotedOrList).")
            }
            if let draggingNode = node["dragging"] {
                guard kinds[0] == "offset" else { throw fail("'dragging' goes with 'offset' only.") }
                guard case .bool(let flag) = draggingNode.value else { throw fail("'dragging' must be true or false.") }
                guard flag else {
                    throw fail(
                        "\"dragging\": false is no longer taken: an offset is where the finger drags the content, and once the finger lifts the scroll view moves the content by itself. Write {\"t\": \(formatNumber(time)), \"finger\": \"up\"} (or {\"t\": \(formatNumber(time)), \"fling\": 2000} for a fling) and leave the offsets after it out."
                    )
                }
            }
            switch kinds[0] {
            case "offset":
                guard let offset = number(node["offset"]!), offset.isFinite, abs(offset) <= ScrollSample.maximumPlausibleOffset else {
                    throw fail("'offset' must be a number of points.")
                }
                events.append(Event(time: time, input: .offset(offset)))
            case "finger":
                guard case .string(let name) = node["finger"]!.value, name == "down" || name == "up" else {
                    throw fail("'finger' must be \"down\" or \"up\".")
                }
                events.append(Event(time: time, input: .finger(down: name == "down")))
            case "fling":
                guard let velocity = number(node["fling"]!), velocity.isFinite, abs(velocity) <= maximumFlingVelocity else {
                    throw fail(
                        "'fling' must be a speed in points a second, from -\(formatNumber(maximumFlingVelocity)) to \(formatNumber(maximumFlingVelocity))."
                    )
                }
                events.append(Event(time: time, input: .fling(velocity)))
            case "finish":
                guard case .string(let name) = node["finish"]!.value, let outcome = outcome(named: name) else {
                    throw fail("'finish' must be \"success\", \"failure\" or \"cancel\".")
                }
                events.append(Event(time: time, input: .finish(outcome)))
            default:
                guard node[kinds[0]]?.value == .bool(true) else { throw fail("'\(kinds[0])' must be true.") }
                events.append(Event(time: time, input: kinds[0] == "begin" ? .begin : .leave))
            }
        }
        guard let last = events.last else { throw UsageError("\(file): The gesture holds no events.", subcommand: "simulate") }
        return Gesture(events: events, end: last.time, description: "gesture file \(file)")
    }

    /// The fastest fling taken, in points a second: several screens a second.
    static let maximumFlingVelocity = 20_000.0

    private static func number(_ node: PresetNode) -> Double? {
        switch node.value {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    static func outcome(named name: String) -> RefreshOutcome? {
        switch name {
        case "success": .success
        case "failure": .failure
        case "cancel": .cancelled
        default: nil
        }
    }

    // MARK: Script

    static let scriptSteps = ["pull", "move", "hold", "wait", "release", "touch", "lift", "fling", "finish", "begin", "leave"]

    /// Reads the script syntax, steps separated by ';' or new lines, each
    /// starting where the last ended:
    ///
    ///     pull 150 over 0.6s      the finger drags the content until 150 pt show above it, linearly
    ///     move 80 over 0.2s       the same, up or down (negative: into the content)
    ///     hold 0.3s               time passes; a finger down stays where it is (also: wait)
    ///     release [over 0.4s]     the finger lifts, and the scroll view springs back by itself
    ///     touch                   a finger lands without moving
    ///     lift                    the finger lifts (release without a wait)
    ///     fling 2000              the finger lifts moving 2000 pt a second down the screen (negative: up)
    ///     finish [success|failure|cancel] [after 1.2s]   the action ends, after waiting
    ///     begin                   a refresh starts without a pull
    ///     leave                   the view goes away
    ///
    /// A drag moves `rate` times a second. Points may be written `150` or
    /// `150pt`, times `0.6s` or `600ms`.
    static func parseScript(_ script: String, rate: Double) throws(UsageError) -> Gesture {
        var events: [Event] = []
        var time = 0.0
        var offset = 0.0
        func samples(to target: Double, over duration: Double) {
            let count = max(Int((duration * rate).rounded()), 1)
            let start = offset
            for index in 1...count {
                time += duration / Double(count)
                offset = start + (target - start) * Double(index) / Double(count)
                events.append(Event(time: time, input: .offset(offset)))
            }
        }
        let steps = script.split(whereSeparator: { $0 == ";" || $0 == "\n" }).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !steps.isEmpty else { throw UsageError("The script holds no steps.", subcommand: "simulate") }
        for (index, step) in steps.enumerated() {
            func fail(_ message: String) -> UsageError {
                UsageError("--script step \(index + 1) '\(Excerpt.of(step))': \(message)", subcommand: "simulate")
            }
            let words = step.split(separator: " ").map(String.init)
            switch words[0] {
            case "pull", "move":
                guard words.count == 4, words[2] == "over" else { throw fail("write '\(words[0]) <points> over <seconds>s'.") }
                guard let target = points(words[1]) else { throw fail("'\(Excerpt.of(words[1]))' is not a distance like 150 or 150pt.") }
                guard let duration = seconds(words[3]) else { throw fail("'\(Excerpt.of(words[3]))' is not a time like 0.6s or 600ms.") }
                samples(to: target, over: duration)
            case "hold", "wait":
                guard words.count == 2, let duration = seconds(words[1]) else { throw fail("write '\(words[0]) <seconds>s'.") }
                time += duration
            case "release":
                guard words.count == 1 || (words.count == 3 && words[1] == "over"), let duration = words.count == 3 ? seconds(words[2]) : 0
                else {
                    throw fail("write 'release' or 'release over <seconds>s'.")
                }
                events.append(Event(time: time, input: .finger(down: false)))
                offset = 0
                time += duration
            case "touch", "lift":
                guard words.count == 1 else { throw fail("'\(words[0])' takes nothing after it.") }
                events.append(Event(time: time, input: .finger(down: words[0] == "touch")))
            case "fling":
                guard words.count == 2, let velocity = Double(words[1].hasSuffix("pt/s") ? String(words[1].dropLast(4)) : words[1]),
                    velocity.isFinite, abs(velocity) <= maximumFlingVelocity
                else {
                    throw fail("write 'fling <points a second>', like 'fling 2000' (down the screen) or 'fling -3000' (into the content).")
                }
                events.append(Event(time: time, input: .fling(velocity)))
                offset = 0
            case "finish":
                var rest = Array(words.dropFirst())
                var outcome = RefreshOutcome.success
                if let first = rest.first, first != "after" {
                    guard let named = Gesture.outcome(named: first) else {
                        throw fail("'\(Excerpt.of(first))' is not an outcome; use success, failure or cancel.")
                    }
                    outcome = named
                    rest.removeFirst()
                }
                if !rest.isEmpty {
                    guard rest.count == 2, rest[0] == "after", let delay = seconds(rest[1]) else {
                        throw fail("write 'finish [success|failure|cancel] [after <seconds>s]'.")
                    }
                    time += delay
                }
                events.append(Event(time: time, input: .finish(outcome)))
            case "begin", "leave":
                guard words.count == 1 else { throw fail("'\(words[0])' takes nothing after it.") }
                events.append(Event(time: time, input: words[0] == "begin" ? .begin : .leave))
            default:
                let hint = didYouMeanHint(words[0], in: scriptSteps)
                throw fail("unknown step '\(Excerpt.of(words[0]))'.\(hint) The steps are \(scriptSteps.quotedOrList).")
            }
            guard events.count <= maximumEventCount else { throw fail("the script makes more than \(maximumEventCount) events.") }
            guard time <= maximumDuration else { throw fail("the script lasts more than \(formatNumber(maximumDuration)) s.") }
        }
        return Gesture(events: events, end: time, description: "script \"\(script)\"")
    }

    private static func points(_ word: String) -> Double? {
        let text = word.hasSuffix("pt") ? String(word.dropLast(2)) : word
        guard let value = Double(text), value.isFinite, abs(value) <= ScrollSample.maximumPlausibleOffset else { return nil }
        return value
    }

    private static func seconds(_ word: String) -> Double? {
        let value: Double?
        if word.hasSuffix("ms") {
            value = Double(word.dropLast(2)).map { $0 / 1000 }
        } else if word.hasSuffix("s") {
            value = Double(word.dropLast())
        } else {
            value = Double(word)
        }
        guard let value, value.isFinite, value >= 0, value <= 3600 else { return nil }
        return value
    }

    /// A whole refresh for the preset: a pull to one and a half times its
    /// trigger, a hold, a release, the action ending a second later, and
    /// enough time at rest to finish.
    static func standard(trigger: Double, finishing: Double, rate: Double) -> Gesture {
        let pull = formatNumber((trigger * 1.5).rounded())
        let rest = formatNumber(((finishing + 0.5) * 10).rounded() / 10)
        let script = "pull \(pull) over 0.5s; hold 0.2s; release over 0.3s; finish after 1s; hold \(rest)s"
        var gesture = try! parseScript(script, rate: rate)  // Built from numbers known to parse.
        gesture.description = "default: " + script
        return gesture
    }
}
