import Foundation
import RefreshKitCommand
import RefreshTestSupport
import Testing

/// A style with a shape of its own (`IndicatorShape.custom`) and two named
/// values: `simulate` and `preview` show it labelled, with its values,
/// instead of nothing.
struct GaugeIndicator: IndicatorStyle {
    enum Values {
        static let fill = CustomIndicatorValue("fill", slot: 0)
        static let tilt = CustomIndicatorValue("tilt", slot: 2)
    }

    static let descriptor = IndicatorDescriptor(
        name: "com.example.gauge", summary: "A gauge the app draws.", parameters: [], customValues: [Values.fill, Values.tilt])

    init(parameters: ParameterValues, layout: RefreshLayout) {}

    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        guard status.phase != .idle else { return .hidden }
        var model = IndicatorModel(shape: .custom, size: 30, position: IndicatorPosition(x: 0.5, y: 20))
        model.custom[Values.fill] = status.clampedForDrawing.progress
        model.custom[Values.tilt] = -12.5
        return model
    }
}

@MainActor
@Suite struct CustomShapeTests {
    /// `refreshkit` with the gauge registered, on a preset whose style it is.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let folder = try makeScratchFolder("custom-shape")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let preset = #"{"name": "gauge", "strategy": {"type": "progress-ring"}, "indicator": {"style": "com.example.gauge"}}"#
        try preset.write(toFile: folder + "/gauge.json", atomically: true, encoding: .utf8)
        var catalog = PresetCatalog.standard
        catalog.registry.register(GaugeIndicator.self)
        var output = ""
        var errors = ""
        let arguments = arguments.map { $0 == "OUT" ? folder + "/preview.svg" : $0 }
        let status = RefreshCommandLine(catalog: catalog).run(
            arguments + ["--presets", folder], output: &output, errors: &errors)
        if let svg = try? String(contentsOfFile: folder + "/preview.svg", encoding: .utf8) { output += svg }
        return (status, output, errors)
    }

    @Test func simulateNamesTheStyleAndItsValues() throws {
        let run = try run(["simulate", "gauge", "--script", "pull 50 over 0.2s; hold 0.1s"])
        #expect(run.status == 0, "\(run.errors)")
        // Progress 0.5 at 50 pt of progress-ring's 100.
        #expect(run.output.contains("com.example.gauge fill 0.50 tilt -12.50"), "\(run.output)")
    }

    @Test func jsonlCarriesTheValuesByName() throws {
        let run = try run(["simulate", "gauge", "--format", "jsonl", "--script", "pull 50 over 0.2s"])
        #expect(run.status == 0, "\(run.errors)")
        let last = try #require(run.output.split(separator: "\n").last)
        #expect(last.contains(#""shape":"custom""#), "\(last)")
        #expect(last.contains(#""custom":{"fill":0.5,"tilt":-12.5}"#), "\(last)")
    }

    @Test func previewDrawsALabelledBox() throws {
        let run = try run(["preview", "gauge", "--format", "svg", "-o", "OUT", "--script", "pull 50 over 0.2s; hold 0.1s"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(#"stroke-dasharray="4 3"/>"#), "the box")
        #expect(run.output.contains(">com.example.gauge</text>"), "the style's name")
        #expect(run.output.contains(">fill 0.50</text>"), "a value")
        #expect(run.output.contains(">tilt -12.50</text>"), "the other value")
    }
}
