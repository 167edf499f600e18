import Foundation
import RefreshKit

/// `refreshkit simulate`: a preset's pipeline over a gesture, step by step.
struct SimulateCommand {
    static let gestureOptions: [CommandSpec.Option] = [
        .init(
            name: "--gesture", valueName: "file",
            help:
                "JSON Lines: {\"t\": s, \"offset\": pt}, {\"t\": s, \"finger\": \"up\"}, {\"t\": s, \"finish\": \"success\"} ... per line."),
        .init(
            name: "--script", valueName: "steps",
            help: "Steps such as \"pull 150 over 0.6s; hold 0.3s; release; finish after 1.2s; wait 1s\"."),
        .init(name: "--rate", valueName: "hz", help: "Frames a second (default 30)."),
        .init(name: "--presets", valueName: "folder", help: "Also find presets in this folder (repeatable).", repeats: true),
    ]

    static let gestureDiscussion = """
        The gesture says what the finger and the app do; the scroll view does the rest, as on a device: past the top it
        resists with UIScrollView's rubber band, once the finger lifts it springs back or decelerates by itself, and the
        hold opens and closes as the SwiftUI layer decides it (never under a finger).

        Without --gesture or --script, the gesture is a whole refresh: a pull to 1.5 × the trigger distance over 0.5 s,
        a 0.2 s hold, the finger lifting, the action finishing 1 s later, then rest until the preset has finished.

        Script steps (separated by ';'): pull <pt> over <s> and move <pt> over <s> (the finger drags the content until
        <pt> show above it; negative: into the content), hold <s> and wait <s>, release [over <s>] (the finger lifts),
        touch, lift, fling <pt/s> (the finger lifts moving that fast down the screen; negative: up),
        finish [success|failure|cancel] [after <s>], begin (a refresh without a pull), leave (the view goes away).

        Gesture lines (--gesture), one object a line, times never decreasing: {"t": s, "offset": pt},
        {"t": s, "finger": "down"|"up"}, {"t": s, "fling": pt/s}, {"t": s, "finish": "success"|"failure"|"cancel"},
        {"t": s, "begin": true}, {"t": s, "leave": true}: the same steps as the script's.
        """

    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Run a preset over a gesture with a simulated clock and print what happens, frame by frame.",
        usage: "simulate <name-or-file> [--gesture <file> | --script <steps>] [--format table|jsonl] [--rate <hz>]",
        options: [.init(name: "--format", valueName: "format", help: "table (default) or jsonl: one JSON object per frame.")]
            + gestureOptions,
        positionals: 1...1,
        discussion: gestureDiscussion + """


            Columns: offset is how far the content's top is below where it rests unheld (the space shown above it), padding
            the hold as laid out, inset the hold the strategy asks for.

            jsonl lines: {"t", "finger", "offset", "padding", "phase", "state", "progress", "contentInset", "events",
            "inputs", "indicator", "indicatorFrame"}, one per frame, written after the frame's inputs and every deadline due
            by its time were handled. "events" lists "refreshStarted" when the action started, then the feedback events by
            name.
            """,
        examples: [
            "refreshkit simulate bouncing-ball",
            "refreshkit simulate release-to-refresh --script \"pull 80 over 0.4s; release; finish after 2s; wait 1s\"",
            "refreshkit simulate progress-ring --script \"pull 130 over 0.5s; hold 0.5s; finish; hold 1s; release; wait 1s\"",
            "refreshkit simulate Presets/team.json --gesture swipe.jsonl --format jsonl",
        ])

    let catalog: PresetCatalog

    @MainActor
    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream, errors: inout some TextOutputStream)
        throws(UsageError) -> Int32
    {
        let format = try parsed.choice("--format", among: ["table", "jsonl"], default: "table", subcommand: Self.spec.name)
        guard let (resolved, gesture, rate) = try Self.load(parsed, catalog: catalog, subcommand: Self.spec.name, errors: &errors)
        else {
            return 1
        }
        let simulation = Simulation.run(resolved.makePipeline(), gesture: gesture, rate: rate)
        if format == "jsonl" {
            for row in simulation.rows { output.write(SimulationText.jsonLine(row, customValues: simulation.customValues) + "\n") }
        } else {
            let preset = resolved.preset
            output.write("preset \(preset.name): strategy \(preset.strategyType ?? "?"), indicator \(preset.indicatorStyle ?? "?")\n")
            output.write("gesture: \(gesture.description)\n\n")
            output.write(SimulationText.table(simulation))
        }
        return 0
    }

    /// The preset and gesture the options name, or `nil` after printing why the preset is invalid.
    static func load(_ parsed: ParsedArguments, catalog: PresetCatalog, subcommand: String, errors: inout some TextOutputStream)
        throws(UsageError) -> (ResolvedPreset, Gesture, Double)?
    {
        let folders = try presetFolders(parsed, subcommand: subcommand)
        if parsed.positionals[0] == "-", parsed.value("--gesture") == "-" {
            throw UsageError("The preset and the gesture cannot both come from standard input (-).", subcommand: subcommand)
        }
        let resolved: ResolvedPreset
        switch try catalog.resolve(parsed.positionals[0], extraFolders: folders, subcommand: subcommand) {
        case .failure(let failure):
            _ = reportLoadFailure(failure, errors: &errors)
            return nil
        case .success(let value):
            resolved = value
        }
        var rate = 30.0
        if let text = parsed.value("--rate") {
            guard let value = Double(text), value >= 1, value <= 1000 else {
                throw UsageError("--rate must be a number of frames a second from 1 to 1000; found '\(text)'.", subcommand: subcommand)
            }
            rate = value
        }
        if parsed.value("--gesture") != nil, parsed.value("--script") != nil {
            throw UsageError("Give --gesture or --script, not both.", subcommand: subcommand)
        }
        let gesture: Gesture
        if let file = parsed.value("--gesture") {
            let data: Data
            if file == "-" {
                data = (try? FileHandle.standardInput.read(upToCount: Gesture.maximumFileSize + 1)) ?? Data()
            } else {
                guard let handle = FileHandle(forReadingAtPath: file) else {
                    throw UsageError("Cannot read the gesture file \(file).", subcommand: subcommand)
                }
                defer { try? handle.close() }
                data = (try? handle.read(upToCount: Gesture.maximumFileSize + 1)) ?? Data()
            }
            guard data.count <= Gesture.maximumFileSize else {
                throw UsageError("\(file): The gesture file is larger than 16 MiB.", subcommand: subcommand)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw UsageError("\(file): The gesture file is not UTF-8 text.", subcommand: subcommand)
            }
            gesture = try Gesture.parseJSONLines(text, file: file)
        } else if let script = parsed.value("--script") {
            gesture = try Gesture.parseScript(script, rate: rate)
        } else {
            let finishing = resolved.makePipeline().strategy.finishingDuration
            gesture = Gesture.standard(trigger: resolved.triggerDistance, finishing: finishing, rate: rate)
        }
        let frames = gesture.end * rate
        guard frames <= Double(Simulation.maximumFrameCount) else {
            throw UsageError(
                "The gesture lasts \(formatNumber(gesture.end)) s: at \(formatNumber(rate)) frames a second that is more than \(Simulation.maximumFrameCount) frames. Lower --rate or shorten the gesture.",
                subcommand: subcommand)
        }
        return (resolved, gesture, rate)
    }
}

/// How simulation rows are written.
enum SimulationText {
    static func table(_ simulation: Simulation) -> String {
        var cells = [["t", "finger", "offset", "padding", "phase", "state", "progress", "inset", "indicator", "events"]]
        for row in simulation.rows {
            cells.append([
                fixed(row.time, 3), row.isFingerDown ? "down" : "-", fixed(row.offset, 1), fixed(row.padding, 1),
                row.status.phase.rawValue, row.status.stateName, fixed(row.status.progress, 2), fixed(row.status.contentInset, 1),
                row.indicatorFrame.height > 0
                    ? describe(row.indicator, style: simulation.indicatorStyle, customValues: simulation.customValues) : "-",
                (row.events.map(\.rawValue) + row.inputs.compactMap(inputNote)).joined(separator: " "),
            ])
        }
        return Table(rows: cells, rightAligned: [0, 2, 3, 6, 7]).rendered
    }

    /// How a gesture's input is noted in the events column: `nil` for a drag,
    /// which the offset column shows.
    private static func inputNote(_ input: Gesture.Input) -> String? {
        switch input {
        case .offset, .dragStep: nil
        case .finger(let down): down ? "(touch)" : "(lift)"
        case .fling(let velocity): "(fling \(fixed(velocity, 0)))"
        case .finish(let outcome): "(finish \(outcome == .cancelled ? "cancel" : outcome.rawValue))"
        case .begin: "(begin)"
        case .leave: "(leave)"
        }
    }

    private static func inputName(_ input: Gesture.Input) -> String {
        switch input {
        case .offset, .dragStep: "offset"
        case .finger(let down): down ? "finger:down" : "finger:up"
        case .fling: "fling"
        case .finish(let outcome): "finish:" + (outcome == .cancelled ? "cancel" : outcome.rawValue)
        case .begin: "begin"
        case .leave: "leave"
        }
    }

    /// A short reading of the indicator: "arrow 51°", "ring 0.50", "ball x0.25 y30",
    /// and a custom shape as its style's name with the values it names: "com.example.hold pull 1.00 hold 0.50".
    static func describe(_ model: IndicatorModel, style: String = "", customValues: [CustomIndicatorValue] = []) -> String {
        guard model.opacity > 0 || model.backdrop != nil else { return "-" }
        let values = customValues.map { "\($0.name) \(fixed(model.custom[$0], 2))" }.joined(separator: " ")
        let shape: String
        switch model.shape {
        case .none: return model.backdrop.map { "backdrop \(fixed($0.height, 0))" } ?? "-"
        case .arrow: shape = "arrow \(fixed(model.rotation, 0))°"
        case .spinner: shape = "spinner"
        case .ring: shape = "ring \(fixed(model.progress, 2))"
        case .activityBand: shape = "band \(model.isAnimating ? "spinning" : "still")"
        case .ball: shape = "ball x\(fixed(model.position.x, 2)) y\(fixed(model.position.y, 0))"
        case .systemSpinner: shape = "system spinner"
        case .custom: return values.isEmpty ? style : style + " " + values
        }
        return values.isEmpty ? shape : shape + " " + values
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(format: "%.\(decimals)f", rounded == 0 ? 0 : rounded)
        if text == "-0" { text = "0" }
        return text
    }

    static func jsonLine(_ row: Simulation.Row, customValues: [CustomIndicatorValue] = []) -> String {
        let model = row.indicator
        var fields = [
            "\"t\":\(number(row.time))", "\"finger\":\"\(row.isFingerDown ? "down" : "up")\"", "\"offset\":\(number(row.offset))",
            "\"padding\":\(number(row.padding))", "\"phase\":\"\(row.status.phase.rawValue)\"",
            "\"state\":\"\(row.status.stateName)\"", "\"progress\":\(number(row.status.progress))",
            "\"contentInset\":\(number(row.status.contentInset))",
            "\"events\":[" + row.events.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]",
            "\"inputs\":[" + row.inputs.map { "\"\(inputName($0))\"" }.joined(separator: ",") + "]",
        ]
        var indicator = [
            "\"shape\":\"\(model.shape.rawValue)\"", "\"rotation\":\(number(model.rotation))",
            "\"progress\":\(number(model.progress))", "\"opacity\":\(number(model.opacity))",
            "\"x\":\(number(model.position.x))", "\"y\":\(number(model.position.y))", "\"size\":\(number(model.size))",
        ]
        if model.squash != 0 { indicator.append("\"squash\":\(number(model.squash))") }
        if let backdrop = model.backdrop { indicator.append("\"backdropHeight\":\(number(backdrop.height))") }
        if !customValues.isEmpty {
            let values = customValues.map { "\"\(jsonEscaped($0.name))\":\(number(model.custom[$0]))" }
            indicator.append("\"custom\":{" + values.joined(separator: ",") + "}")
        }
        fields.append("\"indicator\":{" + indicator.joined(separator: ",") + "}")
        fields.append(
            "\"indicatorFrame\":{\"top\":\(number(row.indicatorFrame.top)),\"height\":\(number(row.indicatorFrame.height))}")
        if let deadline = row.status.nextDeadline { fields.append("\"nextDeadline\":\(number(deadline))") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `text` inside a JSON string's quotes.
    static func jsonEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20:
                escaped +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Six decimals at most, no trailing zeros: times built from frames carry
    /// float noise. Always a JSON number (`null` for what JSON cannot write).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // From a billion on, six decimals lie below a Double's precision, and
        // `value * 1_000_000` would overflow to infinity near the top of its range.
        guard abs(value) < 1e9 else { return formatNumberExactly(value) }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return trimmed(String(format: "%.6f", rounded))
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
