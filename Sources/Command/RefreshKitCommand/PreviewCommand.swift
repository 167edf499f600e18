import Foundation
import RefreshKit

/// `refreshkit preview`: what a user sees, as a self-contained page or image.
struct PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Draw what a user sees: a filmstrip of frames and a chart over time (HTML or SVG, no network).",
        usage: "preview <name-or-file> -o <file> [--format html|svg] [--gesture <file> | --script <steps>] [--rate <hz>]",
        options: [
            .init(name: "-o", valueName: "file", help: "Where to write the page or image."),
            .init(
                name: "--format", valueName: "format",
                help: "html (filmstrip, chart and the resolved preset) or svg (the filmstrip alone); by default the -o file's extension."),
        ] + SimulateCommand.gestureOptions,
        positionals: 1...1,
        discussion: SimulateCommand.gestureDiscussion + """


            The frames show the gesture's key moments: the pull beginning, the deepest pull, each change of phase,
            the content held and let go, and the end. Each is drawn as the SwiftUI layer draws it: the content where the
            scroll view and the hold put it, and the indicator clipped to the space shown above the content.
            """,
        examples: [
            "refreshkit preview bouncing-ball -o bouncing-ball.html",
            "refreshkit preview spinning-arrow --format svg -o docs/images/spinning-arrow.svg",
        ])

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
        guard
            let (resolved, gesture, rate) = try SimulateCommand.load(
                parsed, catalog: catalog, subcommand: Self.spec.name, errors: &errors)
        else { return 1 }
        let simulation = Simulation.run(resolved.makePipeline(), gesture: gesture, rate: rate)
        let renderer = PreviewRenderer(
            preset: resolved, gesture: gesture, simulation: simulation,
            presetJSON: String(decoding: catalog.encode(resolved.preset, as: .json), as: UTF8.self))
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
