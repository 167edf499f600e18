import RefreshCore

/// What document 000 draws: a bold down-arrow that turns with the pull, a
/// spinner once the refresh has started, and behind both a backdrop that grows
/// with the pull, `50 + max(offset, 0)` points tall, light `(240, 240, 245)`
/// or dark `(40, 40, 40)`.
///
/// The arrow's turn is read from ``RefreshStatus/progress`` (`angle / 180` for
/// ``SpinningArrowStrategy``), so the style draws any strategy's status: an
/// arrow while pulling or armed, a spinner while refreshing, a fading spinner
/// while finishing, nothing but the backdrop when idle.
public struct SpinningArrowIndicator: IndicatorStyle {
    /// Document 000's numbers for what it draws, each declared once.
    public enum Parameters {
        public static let backdropHeight = IndicatorParameter<Double>(
            "backdropHeight", default: 50, range: 0...400, unit: .points,
            summary: "Height of the backdrop at rest; the pull adds to it.",
            origin: "document 000 (`.frame(height: 50 + (scrollOffset > 0 ? scrollOffset : 0))`)")
        public static let lightColor = IndicatorParameter<RGBColor>(
            "lightColor", default: RGBColor(red: 240, green: 240, blue: 245),
            summary: "Backdrop colour in light mode.",
            origin: "document 000 (`Color(red: 240 / 255, green: 240 / 255, blue: 245 / 255)`)")
        public static let darkColor = IndicatorParameter<RGBColor>(
            "darkColor", default: RGBColor(red: 40, green: 40, blue: 40),
            summary: "Backdrop colour in dark mode.",
            origin: "document 000 (`Color(red: 40 / 255, green: 40 / 255, blue: 40 / 255)`)")
        public static let arrowSize = IndicatorParameter<Double>(
            "arrowSize", default: 18, range: 1...200, unit: .points,
            summary: "Size of the arrow glyph.",
            origin: "document 000 (`.font(.system(size: 18, weight: .bold))`)")
        public static let spinnerSize = IndicatorParameter<Double>(
            "spinnerSize", default: 20, range: 1...200, unit: .points,
            summary: "Diameter of the spinner.",
            origin: "RefreshKit: chosen because the document's `ProgressView()` is the platform's medium activity indicator, 20 pt")
        public static let arrowColor = IndicatorParameter<IndicatorColor>(
            "arrowColor", default: .primary,
            summary: "The arrow's colour.",
            origin: "document 000 (`Image(systemName: \"arrow.down\")` sets no colour: the foreground style)")
        public static let spinnerColor = IndicatorParameter<IndicatorColor>(
            "spinnerColor", default: .tint,
            summary: "The spinner's colour.",
            origin: "RefreshKit: the platform's spinner takes the app's tint (the document's `ProgressView()` sets no colour)")
        /// Every declaration, in the order presets list them.
        public static let all = [
            backdropHeight.declaration, lightColor.declaration, darkColor.declaration,
            arrowSize.declaration, spinnerSize.declaration, arrowColor.declaration, spinnerColor.declaration,
        ]
    }

    public static let descriptor = IndicatorDescriptor(
        name: "spinning-arrow",
        summary: "An arrow that turns with the pull and becomes a spinner, over a backdrop that grows with the pull.",
        parameters: Parameters.all,
        // The arrow and spinner sit in a 40 pt frame at the top (`.frame(height: 40)`).
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(40)],
        source: "document 000: ScrollActionView"
    )

    public let backdropHeight: Double
    public let lightColor: RGBColor
    public let darkColor: RGBColor
    public let arrowSize: Double
    public let spinnerSize: Double
    public let arrowColor: IndicatorColor
    public let spinnerColor: IndicatorColor
    public let layout: RefreshLayout

    public init(parameters: ParameterValues, layout: RefreshLayout) {
        backdropHeight = parameters[Parameters.backdropHeight]
        lightColor = parameters[Parameters.lightColor]
        darkColor = parameters[Parameters.darkColor]
        arrowSize = parameters[Parameters.arrowSize]
        spinnerSize = parameters[Parameters.spinnerSize]
        arrowColor = parameters[Parameters.arrowColor]
        spinnerColor = parameters[Parameters.spinnerColor]
        self.layout = layout
    }

    /// The style with its own layout defaults (a 40 pt indicator area).
    public init(parameters: ParameterValues = ParameterValues()) {
        self.init(parameters: parameters, layout: RefreshLayout(parameters: Self.descriptor.layoutDefaults))
    }

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        // The document's frame is pinned to the top, outside the scroll view,
        // so the arrow stays put while the backdrop grows under it.
        let pulled = status.offset.isFinite ? max(status.offset, 0) : 0
        let backdrop = IndicatorBackdrop(top: 0, height: backdropHeight + pulled, light: lightColor, dark: darkColor)
        let position = IndicatorPosition(x: 0.5, y: layout.indicatorInset + layout.indicatorHeight / 2)
        let progress = status.progress.clamped(to: 0...1)
        switch status.phase {
        case .idle:
            return IndicatorModel(shape: .none, opacity: 0, position: position, backdrop: backdrop)
        case .pulling, .armed:
            return IndicatorModel(
                shape: .arrow, rotation: progress * 180, progress: progress, size: arrowSize, position: position,
                backdrop: backdrop, color: arrowColor)
        case .refreshing:
            return IndicatorModel(
                shape: .spinner, progress: 1, size: spinnerSize, position: position, isAnimating: true, backdrop: backdrop,
                color: spinnerColor)
        case .finishing:
            let fraction = status.stateFraction(at: time) ?? 0
            return IndicatorModel(
                shape: .spinner, progress: 1, opacity: 1 - fraction, size: spinnerSize, position: position,
                isAnimating: true, backdrop: backdrop, color: spinnerColor)
        }
    }
}
