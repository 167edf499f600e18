import Foundation
import RefreshKit

/// `refreshkit preview`: what a user sees, as a self-contained page or image.
struct PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Draw what a user sees: a filmstrip of frames and a chart over time (HTML or SVG, no network).",
        usage:
            "preview <name-or-file> -o <file> [--format html|svg] [--title <text>] [--tint <#RRGGBB>] [--gesture <file> | --script <steps>] [--rate <hz>]",
        options: [
            .init(name: "-o", valueName: "file", help: "Where to write the page or image."),
            .init(
                name: "--format", valueName: "format",
                help: "html (filmstrip, chart and the resolved preset) or svg (the filmstrip alone); by default the -o file's extension."),
            .init(
                name: "--title", valueName: "text",
                help: "A title under the indicator, as pullToRefreshTitle(_:) shows it: one line, and the hold grows by it."),
            .init(
                name: "--tint", valueName: "#RRGGBB",
                help: "The app's tint, for the colours the preset leaves to it (\"tint\"); by default iOS's blue, #007AFF."),
        ] + SimulateCommand.gestureOptions,
        positionals: 1...1,
        discussion: SimulateCommand.gestureDiscussion + """


            The frames show the gesture's key moments: the pull beginning, the deepest pull, each change of phase,
            the content held and let go, and the end. Each is drawn as the SwiftUI layer draws it: the content where the
            scroll view and the hold put it, and the indicator clipped to the space shown above the content. Colours are
            light mode's: the preset's own, the tint, and iOS's label colours for "primary" and "secondary".
            """,
        examples: [
            "refreshkit preview bouncing-ball -o bouncing-ball.html",
            "refreshkit preview spinning-arrow --format svg -o docs/images/spinning-arrow.svg",
            "refreshkit preview progress-ring --title \"Updated 9:41\" --tint \"#FF3B30\" -o ring.html",
        ])

    /// The most characters a title may have: one line under the indicator.
    static let maximumTitleLength = 200

    let catalog: PresetCatalog

    @MainActor
    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream, errors: inout some TextOutputStream)
        throws(UsageError) -> Int32
    {
        let given: String? =
            parsed.value("--format") == nil
            ? nil : try parsed.choice("--format", among: ["html", "svg"], default: "html", subcommand: Self.spec.name)
        guard let path = parsed.value("-o") else {
            throw UsageError("Missing '-o <file>': where to write the \(given == "svg" ? "image" : "page").", subcommand: Self.spec.name)
        }
        let format = try Self.format(given: given, path: path)
        let title = parsed.value("--title")
        if let title, title.count > Self.maximumTitleLength {
            throw UsageError(
                "--title is \(title.count) characters long; a title is one line of at most \(Self.maximumTitleLength).",
                subcommand: Self.spec.name)
        }
        var tint: RGBColor?
        if let text = parsed.value("--tint") {
            guard let color = RGBColor(hex: text) else {
                throw UsageError("--tint must be a colour written #RRGGBB, like #007AFF; found '\(text)'.", subcommand: Self.spec.name)
            }
            tint = color
        }
        guard
            let (resolved, gesture, rate) = try SimulateCommand.load(
                parsed, catalog: catalog, subcommand: Self.spec.name, errors: &errors)
        else { return 1 }
        let simulation = Simulation.run(
            resolved.makePipeline(), gesture: gesture, rate: rate, titleHeight: title == nil ? 0 : PreviewRenderer.titleHeight)
        let renderer = PreviewRenderer(
            preset: resolved, gesture: gesture, simulation: simulation,
            presetJSON: String(decoding: catalog.encode(resolved.preset, as: .json), as: UTF8.self), tint: tint, title: title)
        let text = format == "svg" ? renderer.filmstripSVG(standalone: true) : renderer.html()
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw UsageError("Cannot write \(path): \(error.localizedDescription)", subcommand: Self.spec.name)
        }
        output.write("Wrote \(path) (\(renderer.keyFrames.count) frames, \(simulation.rows.count) samples).\n")
        return 0
    }

    /// What to write to `path`: its extension's format (`.html`, `.htm`,
    /// `.svg`, in any case), which `--format` may repeat but not contradict,
    /// or `--format` for a file named otherwise.
    static func format(given: String?, path: String) throws(UsageError) -> String {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        let implied: String? =
            switch fileExtension {
            case "html", "htm": "html"
            case "svg": "svg"
            default: nil
            }
        switch (given, implied) {
        case (let given?, let implied?) where given != implied:
            throw UsageError("--format \(given) does not match '\(path)', an .\(fileExtension) file.", subcommand: spec.name)
        case (let given?, _): return given
        case (nil, let implied?): return implied
        case (nil, nil):
            throw UsageError(
                "Cannot tell the format from '\(path)': name the file .html or .svg, or give --format html or svg.",
                subcommand: spec.name)
        }
    }
}
