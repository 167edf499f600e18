import RefreshCore

/// Document 002's indicator: a full-width band, `indicatorHeight` tall, with
/// an activity indicator in it. The band's bottom sits on the content's top,
/// so it moves with the content: while loading (content held the band's
/// height down) it shows in the gap with its spinner turning; otherwise it
/// waits just above the content, revealed by a pull, its spinner still (the
/// document sets `hidesWhenStopped = false`).
///
/// Any strategy's status works: the band follows `offset + contentInset`,
/// turns while the phase is `refreshing`, and hides while `idle` away from
/// rest (a pull that must come back to rest before it counts).
public struct ActivityBandIndicator: IndicatorStyle {
    /// Every parameter, declared once.
    public enum Parameters {
        public static let bandColor = IndicatorParameter<RGBColor>(
            "bandColor", default: RGBColor(red: 255, green: 255, blue: 255),
            summary: "The band's colour in light mode.",
            origin: "document 002 (`.foregroundColor(.white)`)")
        public static let darkBandColor = IndicatorParameter<RGBColor>(
            "darkBandColor", default: RGBColor(red: 0, green: 0, blue: 0),
            summary: "The band's colour in dark mode.",
            origin:
                "RefreshKit: chosen because the document's white band would flash over dark content; black is the dark system background (the document gives no dark colour)"
        )
        public static let spinnerColor = IndicatorParameter<IndicatorColor>(
            "spinnerColor", default: .tint,
            summary: "The spinner's colour.",
            origin: "RefreshKit: the platform's spinner takes the app's tint (the document's `ActivityIndicator` sets no colour)")

        /// Every declaration, in file order.
        public static let all = [bandColor.declaration, darkBandColor.declaration, spinnerColor.declaration]
    }

    public static let descriptor = IndicatorDescriptor(
        name: "release-to-refresh",
        summary: "A band with an activity indicator above the content, shown while loading.",
        parameters: Parameters.all,
        // The document's band is THRESHOLD (50 pt) tall.
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(50)],
        source: "document 002: RefreshableScrollView (after SwiftUI Recipes)"
    )

    public let layout: RefreshLayout
    public let bandColor: RGBColor
    public let darkBandColor: RGBColor
    public let spinnerColor: IndicatorColor

    public init(parameters: ParameterValues, layout: RefreshLayout) {
        self.layout = layout
        bandColor = parameters[Parameters.bandColor]
        darkBandColor = parameters[Parameters.darkBandColor]
        spinnerColor = parameters[Parameters.spinnerColor]
    }

    /// The document's look, with its layout defaults.
    public init() {
        self.init(parameters: ParameterValues(), layout: RefreshLayout(parameters: Self.descriptor.layoutDefaults))
    }

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        // Offsets, inset and progress are finite and in range from here on.
        let status = status.clampedForDrawing
        let height = layout.indicatorHeight
        let contentTop = layout.indicatorInset + status.offset + status.contentInset
        let top = contentTop - height
        let hidden = status.phase == .idle && status.offset > ScrollSample.restTolerance
        return IndicatorModel(
            shape: .activityBand,
            progress: status.progress,
            opacity: hidden ? 0 : 1,
            size: height,
            position: IndicatorPosition(x: 0.5, y: top + height / 2),
            isAnimating: status.phase == .refreshing,
            backdrop: hidden ? nil : IndicatorBackdrop(top: top, height: height, light: bandColor, dark: darkBandColor),
            color: spinnerColor
        )
    }
}
