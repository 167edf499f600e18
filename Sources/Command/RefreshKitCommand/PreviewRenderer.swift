import RefreshHosting
import RefreshKit

/// Draws a simulation as SVG: phone-shaped frames at the gesture's key
/// moments, and a chart of offset, progress, inset and phase over time.
struct PreviewRenderer {
    let preset: ResolvedPreset
    let gesture: Gesture
    let simulation: Simulation
    let presetJSON: String
    /// The app's tint (`--tint`), for the colours a preset leaves to it.
    var tint: RGBColor? = nil
    /// The title under the indicator (`--title`), as `pullToRefreshTitle(_:)` shows it.
    var title: String? = nil

    /// iOS's default tint, system blue, where `--tint` gives none.
    static let defaultTint = RGBColor(red: 0x00, green: 0x7A, blue: 0xFF)
    /// A title's height: one line of footnote text and the spacing under it.
    static let titleHeight = titleLineHeight + RefreshSession.titleSpacing
    /// The footnote text style's line height, the preview's assumption of one line.
    static let titleLineHeight = 18.0

    /// The screen drawn in each frame, in points.
    static let screenWidth = 240.0
    static let screenHeight = 300.0
    static let frameSpacing = 24.0
    static let captionHeight = 56.0

    // MARK: Key moments

    /// The rows worth a frame, in time order, at most `limit`.
    var keyFrames: [Simulation.Row] { Self.keyFrames(simulation.rows, limit: 8) }

    static func keyFrames(_ rows: [Simulation.Row], limit: Int) -> [Simulation.Row] {
        guard !rows.isEmpty else { return [] }
        var chosen: [(index: Int, weight: Int)] = []
        let deepest = rows.indices.max { rows[$0].offset < rows[$1].offset }!
        for index in rows.indices {
            let row = rows[index]
            let previous = index > 0 ? rows[index - 1] : nil
            var weight = 0
            if !row.events.isEmpty { weight += 3 }
            if row.status.phase != previous?.status.phase { weight += 3 }
            if row.status.stateName != previous?.status.stateName { weight += 2 }
            if row.padding != previous?.padding { weight += 1 }
            if row.isFingerDown != previous?.isFingerDown { weight += 2 }
            if index == deepest { weight += 2 }
            if index == rows.count - 1 { weight += 2 }
            if weight > 0 { chosen.append((index, weight)) }
        }
        if chosen.count > limit {
            chosen = Array(chosen.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.index < $1.index }.prefix(limit))
        }
        return chosen.map(\.index).sorted().map { rows[$0] }
    }

    // MARK: Filmstrip

    func filmstripSVG(standalone: Bool) -> String {
        let frames = keyFrames
        let width = Double(frames.count) * (Self.screenWidth + 16 + Self.frameSpacing) + Self.frameSpacing
        let height = Self.screenHeight + 16 + Self.captionHeight + 2 * Self.frameSpacing
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\""
        svg +=
            " font-family=\"-apple-system, Helvetica, Arial, sans-serif\" role=\"img\" aria-label=\"\(escape(preset.preset.name)) filmstrip\">\n"
        if standalone { svg += "<rect width=\"100%\" height=\"100%\" fill=\"#FAFAFA\"/>\n" }
        svg +=
            "<defs><clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"\(n(Self.screenWidth))\" height=\"\(n(Self.screenHeight))\" rx=\"14\"/></clipPath></defs>\n"
        for (position, row) in frames.enumerated() {
            let x = Self.frameSpacing + Double(position) * (Self.screenWidth + 16 + Self.frameSpacing)
            svg += "<g transform=\"translate(\(n(x)) \(n(Self.frameSpacing)))\">\n"
            svg += frame(row, index: position)
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// One phone: body, screen, content and indicator, caption. Drawn as the
    /// SwiftUI layer draws it: the content's top where the scroll view and
    /// the hold put it, and the indicator (backdrop included) clipped to the
    /// space shown above the content, from the area's top at the screen's top.
    func frame(_ row: Simulation.Row, index: Int) -> String {
        let width = Self.screenWidth
        let height = Self.screenHeight
        var svg = "<rect x=\"0\" y=\"0\" width=\"\(n(width + 16))\" height=\"\(n(height + 16))\" rx=\"22\" fill=\"#1C1C1E\"/>\n"
        svg += "<g transform=\"translate(8 8)\" clip-path=\"url(#screen)\">\n"
        // The space a pull or the hold opens above the content.
        svg += "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#F2F2F7\"/>\n"
        let shown = min(max(row.indicatorFrame.height, 0), height)
        let clip = "indicator-\(index)"
        svg += "<clipPath id=\"\(clip)\"><rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(shown))\"/></clipPath>\n"
        svg += "<g clip-path=\"url(#\(clip))\">\n"
        let model = row.indicator
        if let backdrop = model.backdrop {
            svg +=
                "<rect x=\"0\" y=\"\(n(backdrop.top))\" width=\"\(n(width))\" height=\"\(n(max(backdrop.height, 0)))\" fill=\"\(backdrop.light.hexString)\"/>\n"
        }
        svg += indicator(model, width: width)
        if let title {
            // Under the indicator, its baseline a descent above the spacing, as the overlay draws it.
            let baseline = row.indicatorFrame.top + row.indicatorFrame.height - RefreshSession.titleSpacing - 4
            svg +=
                "<text x=\"\(n(width / 2))\" y=\"\(n(baseline))\" text-anchor=\"middle\" font-size=\"13\"\(paint("fill", .secondary))>"
            svg += escape(title) + "</text>\n"
        }
        svg += "</g>\n"
        // The content: a list whose top is `offset` below the area's top.
        let top = row.offset
        svg += "<g transform=\"translate(0 \(n(top)))\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>\n"
        svg += "<line x1=\"0\" y1=\"0\" x2=\"\(n(width))\" y2=\"0\" stroke=\"#D1D1D6\" stroke-width=\"0.5\"/>\n"
        for line in 0..<8 {
            let y = 12 + Double(line) * 40
            svg += "<circle cx=\"24\" cy=\"\(n(y + 12))\" r=\"10\" fill=\"#E5E5EA\"/>"
            svg += "<rect x=\"44\" y=\"\(n(y + 4))\" width=\"\(n(width * 0.55))\" height=\"7\" rx=\"3\" fill=\"#D1D1D6\"/>"
            svg += "<rect x=\"44\" y=\"\(n(y + 16))\" width=\"\(n(width * 0.35))\" height=\"6\" rx=\"3\" fill=\"#E5E5EA\"/>\n"
        }
        svg += "</g>\n"
        svg += "</g>\n"
        // Caption.
        let captionY = height + 16 + 18
        svg +=
            "<text x=\"\(n((width + 16) / 2))\" y=\"\(n(captionY))\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"600\" fill=\"#1C1C1E\">"
        svg += "t = \(SimulationText.fixed(row.time, 2)) s · \(escape(row.status.phase.rawValue))</text>\n"
        svg += "<text x=\"\(n((width + 16) / 2))\" y=\"\(n(captionY + 16))\" text-anchor=\"middle\" font-size=\"11\" fill=\"#636366\">"
        svg +=
            "\(escape(row.status.stateName)) · offset \(SimulationText.fixed(row.offset, 0)) · hold \(SimulationText.fixed(row.padding, 0))\(row.isFingerDown ? " · finger down" : "")</text>\n"
        if !row.events.isEmpty {
            svg += "<text x=\"\(n((width + 16) / 2))\" y=\"\(n(captionY + 32))\" text-anchor=\"middle\" font-size=\"10\" fill=\"#0A84FF\">"
            svg += escape(row.events.map(\.rawValue).joined(separator: " ")) + "</text>\n"
        }
        return svg
    }

    /// The indicator model drawn in the screen's coordinates.
    func indicator(_ model: IndicatorModel, width: Double) -> String {
        guard model.opacity > 0, model.shape != .none else { return "" }
        let x = model.position.x * width
        let y = model.position.y
        let radius = max(model.size, 1) / 2
        var svg = "<g transform=\"translate(\(n(x)) \(n(y)))\" opacity=\"\(n(model.opacity))\">\n"
        switch model.shape {
        case .none:
            break
        case .arrow:
            svg +=
                "<g transform=\"rotate(\(n(model.rotation)))\"\(paint("stroke", model.color)) stroke-width=\"\(n(max(radius / 4, 1.5)))\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\">"
            svg += "<line x1=\"0\" y1=\"\(n(-radius))\" x2=\"0\" y2=\"\(n(radius))\"/>"
            svg +=
                "<polyline points=\"\(n(-radius * 0.6)),\(n(radius * 0.3)) 0,\(n(radius)) \(n(radius * 0.6)),\(n(radius * 0.3))\"/></g>\n"
        case .spinner, .systemSpinner:
            svg += spinner(radius: radius, color: model.color)
        case .ring:
            let ringRadius = radius - 2
            let circumference = 2 * Double.pi * ringRadius
            svg += "<circle r=\"\(n(ringRadius))\" fill=\"none\"\(paint("stroke", model.trackColor, opacity: 0.25)) stroke-width=\"3\"/>"
            svg += "<circle r=\"\(n(ringRadius))\" fill=\"none\"\(paint("stroke", model.color)) stroke-width=\"3\" stroke-linecap=\"round\""
            svg += " stroke-dasharray=\"\(n(circumference * model.progress)) \(n(circumference))\" transform=\"rotate(-90)\"/>\n"
        case .activityBand:
            // The band's colour is its backdrop; the indicator shows stopped or turning.
            svg += spinner(radius: min(radius, 10), color: model.color)
        case .ball:
            if model.shadowOpacity > 0 {
                svg +=
                    "<ellipse cx=\"0\" cy=\"\(n(radius + 4))\" rx=\"\(n(radius))\" ry=\"\(n(radius * 0.2))\" fill=\"#000000\" opacity=\"\(n(model.shadowOpacity * 0.35))\"/>"
            }
            let rx = radius * (1 + model.squash)
            let ry = radius * (1 - model.squash)
            svg += "<g transform=\"translate(0 \(n(radius - ry)))\">"
            svg += "<ellipse rx=\"\(n(rx))\" ry=\"\(n(ry))\"\(paint("fill", model.color))/>"
            // The mark that shows the roll, a quarter of the size above the centre, as the views draw it.
            svg += "<g transform=\"scale(\(n(1 + model.squash)) \(n(1 - model.squash))) rotate(\(n(model.rotation)))\">"
            svg +=
                "<circle cx=\"0\" cy=\"\(n(-radius / 2))\" r=\"\(n(radius / 4))\" fill=\"#FFFFFF\" fill-opacity=\"0.85\"/></g></g>\n"
        case .custom:
            svg += customShape(model)
        }
        return svg + "</g>\n"
    }

    /// A shape only the style's own renderer knows: a dashed box of the
    /// model's size, labelled with the style's name and the values it names.
    private func customShape(_ model: IndicatorModel) -> String {
        let side = max(model.size, 24)
        var svg =
            "<rect x=\"\(n(-side / 2))\" y=\"\(n(-side / 2))\" width=\"\(n(side))\" height=\"\(n(side))\" rx=\"6\""
        svg += " fill=\"#FFFFFF\" fill-opacity=\"0.7\" stroke=\"#8E8E93\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>\n"
        var lines = [simulation.indicatorStyle]
        lines += simulation.customValues.map { "\($0.name) \(SimulationText.fixed(model.custom[$0], 2))" }
        for (index, line) in lines.enumerated() {
            svg += "<text x=\"0\" y=\"\(n(side / 2 + 11 + Double(index) * 10))\" text-anchor=\"middle\" font-size=\"9\" fill=\"#3A3A3C\">"
            svg += escape(line) + "</text>\n"
        }
        return svg
    }

    /// ` stroke="#RRGGBB"` (and its opacity) for `color`: the tint is `--tint`
    /// or system blue, the foreground style's levels iOS's label colours in
    /// light mode. A spinner, as SwiftUI's `ProgressView`, takes the tint
    /// only when the app gives one, and is system grey otherwise.
    func paint(_ attribute: String, _ color: IndicatorColor, opacity: Double = 1, spinner: Bool = false) -> String {
        let (hex, own): (String, Double) =
            switch color {
            case .tint:
                spinner && tint == nil ? ("#8E8E93", 1) : ((tint ?? Self.defaultTint).hexString, 1)
            case .primary: ("#000000", 1)
            case .secondary: ("#3C3C43", 0.6)
            case .fixed(let rgb): (rgb.hexString, 1)
            }
        let total = own * opacity
        return " \(attribute)=\"\(hex)\"" + (total < 1 ? " \(attribute)-opacity=\"\(n(total))\"" : "")
    }

    private func spinner(radius: Double, color: IndicatorColor) -> String {
        var svg = ""
        for spoke in 0..<8 {
            let angle = Double(spoke) * 45
            let opacity = 0.25 + 0.75 * Double(spoke) / 7
            svg +=
                "<line x1=\"0\" y1=\"\(n(-radius * 0.45))\" x2=\"0\" y2=\"\(n(-radius))\"\(paint("stroke", color, spinner: true)) stroke-width=\"\(n(max(radius / 5, 1.5)))\""
            svg += " stroke-linecap=\"round\" opacity=\"\(n(opacity))\" transform=\"rotate(\(n(angle)))\"/>"
        }
        return svg + "\n"
    }

    // MARK: Chart

    static let phaseColors: [RefreshPhase: String] = [
        .idle: "#E5E5EA", .pulling: "#64D2FF", .armed: "#FF9F0A", .refreshing: "#30D158", .finishing: "#BF5AF2",
    ]

    func chartSVG() -> String {
        let rows = simulation.rows
        let width = 860.0
        let height = 260.0
        let left = 48.0
        let right = 48.0
        let top = 16.0
        let bottom = 64.0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let start = rows.first?.time ?? 0
        let end = max(rows.last?.time ?? 1, start + 0.001)
        let topPoints = max(rows.map { max($0.offset, $0.padding) }.max() ?? 1, 1)
        func xAt(_ time: Double) -> Double { left + (time - start) / (end - start) * plotWidth }
        func yPoints(_ value: Double) -> Double { top + plotHeight - max(value, 0) / topPoints * plotHeight }
        func yProgress(_ value: Double) -> Double { top + plotHeight - value * plotHeight }
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\""
        svg +=
            " font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"11\" role=\"img\" aria-label=\"chart over time\">\n"
        svg +=
            "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" fill=\"#FFFFFF\" stroke=\"#D1D1D6\"/>\n"
        // Phase band under the plot.
        for (index, row) in rows.enumerated() {
            let next = index + 1 < rows.count ? rows[index + 1].time : end
            svg +=
                "<rect x=\"\(n(xAt(row.time)))\" y=\"\(n(top + plotHeight + 6))\" width=\"\(n(max(xAt(next) - xAt(row.time), 0.5)))\" height=\"10\""
            svg += " fill=\"\(Self.phaseColors[row.status.phase]!)\"/>"
        }
        svg += "\n"
        func polyline(_ value: (Simulation.Row) -> Double, color: String, dash: String = "") -> String {
            let points = rows.map { "\(n(xAt($0.time))),\(n(value($0)))" }.joined(separator: " ")
            return
                "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")/>\n"
        }
        svg += polyline({ yPoints($0.offset) }, color: "#0A84FF")
        svg += polyline({ yPoints($0.padding) }, color: "#30D158")
        svg += polyline({ yProgress($0.status.progress) }, color: "#FF9F0A", dash: "5 3")
        // Events.
        for row in rows where !row.events.isEmpty {
            svg +=
                "<line x1=\"\(n(xAt(row.time)))\" y1=\"\(n(top))\" x2=\"\(n(xAt(row.time)))\" y2=\"\(n(top + plotHeight))\" stroke=\"#8E8E93\" stroke-dasharray=\"2 3\"/>"
            svg += "<title>\(escape(row.events.map(\.rawValue).joined(separator: " ")))</title>\n"
        }
        // Axes and legend.
        svg +=
            "<text x=\"\(n(left - 6))\" y=\"\(n(top + 4))\" text-anchor=\"end\" fill=\"#636366\">\(SimulationText.fixed(topPoints, 0)) pt</text>"
        svg += "<text x=\"\(n(left - 6))\" y=\"\(n(top + plotHeight))\" text-anchor=\"end\" fill=\"#636366\">0</text>"
        svg += "<text x=\"\(n(width - right + 6))\" y=\"\(n(top + 4))\" fill=\"#FF9F0A\">1</text>"
        svg += "<text x=\"\(n(width - right + 6))\" y=\"\(n(top + plotHeight))\" fill=\"#FF9F0A\">0</text>\n"
        svg += "<text x=\"\(n(left))\" y=\"\(n(height - 26))\" fill=\"#636366\">\(SimulationText.fixed(start, 2)) s</text>"
        svg +=
            "<text x=\"\(n(width - right))\" y=\"\(n(height - 26))\" text-anchor=\"end\" fill=\"#636366\">\(SimulationText.fixed(end, 2)) s</text>\n"
        var legendX = left
        for (label, color) in [("offset (pt)", "#0A84FF"), ("hold (pt)", "#30D158"), ("progress (0–1)", "#FF9F0A")] {
            svg += "<rect x=\"\(n(legendX))\" y=\"\(n(height - 14))\" width=\"12\" height=\"4\" fill=\"\(color)\"/>"
            svg += "<text x=\"\(n(legendX + 16))\" y=\"\(n(height - 9))\" fill=\"#3A3A3C\">\(label)</text>"
            legendX += 130
        }
        for phase in RefreshPhase.allCases {
            svg += "<rect x=\"\(n(legendX))\" y=\"\(n(height - 17))\" width=\"10\" height=\"10\" fill=\"\(Self.phaseColors[phase]!)\"/>"
            svg += "<text x=\"\(n(legendX + 14))\" y=\"\(n(height - 9))\" fill=\"#3A3A3C\">\(phase.rawValue)</text>"
            legendX += 74
        }
        return svg + "\n</svg>\n"
    }

    // MARK: Page

    func html() -> String {
        let resolved = preset.preset
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(resolved.name)) · RefreshKit preview</title>
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1C1C1E; background: #FAFAFA; }
            h1 { font-size: 22px; margin: 0 0 4px; } p { margin: 4px 0; color: #3A3A3C; }
            .strip { overflow-x: auto; background: #FFFFFF; border: 1px solid #E5E5EA; border-radius: 12px; margin: 16px 0; }
            .chart { background: #FFFFFF; border: 1px solid #E5E5EA; border-radius: 12px; padding: 8px; overflow-x: auto; }
            code, pre { font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
            pre { background: #F2F2F7; padding: 12px; border-radius: 8px; overflow-x: auto; }
            </style>
            </head>
            <body>
            <h1>\(escape(resolved.name))</h1>
            <p>\(escape(resolved.summary ?? ""))</p>
            <p>Strategy <code>\(escape(resolved.strategyType ?? ""))</code>, indicator <code>\(escape(resolved.indicatorStyle ?? ""))</code>,
            trigger distance \(SimulationText.fixed(preset.triggerDistance, 1)) pt.</p>
            <p>Gesture: \(escape(gesture.description))</p>
            <div class="strip">
            \(filmstripSVG(standalone: false))</div>
            <h2>Over time</h2>
            <div class="chart">
            \(chartSVG())</div>
            <details><summary>The resolved preset</summary>
            <pre>\(escape(presetJSON))</pre>
            </details>
            </body>
            </html>

            """
    }

    private func n(_ value: Double) -> String { SimulationText.number(value) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
