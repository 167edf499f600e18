import RefreshCore

/// Document 003's `SymbolView`: an arrow pointing down that turns towards the
/// threshold, and an activity indicator in its place while refreshing. The
/// symbol sits centred in an `indicatorHeight`-tall box whose bottom rests on
/// the content's top, so it moves with the content: above it during a pull,
/// in the frozen space while the content is held.
///
/// The arrow stays at 0° until the pull reaches `arrowStartFraction` of the
/// threshold, then turns linearly to `arrowTurn` at the threshold; it reads
/// the turn from ``RefreshStatus/progress`` (offset / threshold for this
/// module's strategy), so any strategy's status works. It hides while `idle`
/// away from rest (a pull that must come back to rest before it counts).
public struct FrozenHeaderIndicator: IndicatorStyle {
    /// Every parameter, declared once.
    public enum Parameters {
        public static let arrowStartFraction = IndicatorParameter<Double>(
            "arrowStartFraction", default: 0.6, range: 0...0.95, unit: .fraction,
            summary: "The arrow starts to turn once the pull reaches this fraction of the threshold.",
            origin: "document 003 (the original article's symbolRotation: 60% of the threshold)")
        public static let arrowTurn = IndicatorParameter<Double>(
            "arrowTurn", default: 180, range: 0...360, unit: .degrees,
            summary: "The arrow's turn when the pull reaches the threshold.",
            origin: "document 003")
        public static let symbolSizeFraction = IndicatorParameter<Double>(
            "symbolSizeFraction", default: 0.25, range: 0.05...1, unit: .fraction,
            summary: "The arrow's (and spinner's) size as a fraction of the indicator height.",
            origin: "document 003 (`.frame(width: height * 0.25, height: height * 0.25)`)")

        public static let arrowColor = IndicatorParameter<IndicatorColor>(
            "arrowColor", default: .primary,
            summary: "The arrow's colour.",
            origin: "document 003 (`Image(systemName: \"arrow.down\")` sets no colour: the foreground style)")
        public static let spinnerColor = IndicatorParameter<IndicatorColor>(
            "spinnerColor", default: .tint,
            summary: "The spinner's colour.",
            origin: "RefreshKit: the platform's spinner takes the app's tint (the document's `ActivityRep` sets no colour)")

        /// Every declaration, in file order.
        public static let all = [
            arrowStartFraction.declaration, arrowTurn.declaration, symbolSizeFraction.declaration, arrowColor.declaration,
            spinnerColor.declaration,
        ]
    }

    public static let descriptor = IndicatorDescriptor(
        name: "frozen-header",
        summary: "An arrow that turns towards the threshold, and a spinner while refreshing.",
        parameters: Parameters.all,
        // The document's symbol box is `threshold` (80 pt) tall.
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(80)],
        source: "document 003: RefreshableScrollView (the frozen kind, after swiftui-lab.com's ScrollView – Pull to Refresh)"
    )

    public let layout: RefreshLayout
    public let arrowStartFraction: Double
    public let arrowTurn: Double
    public let symbolSizeFraction: Double
    public let arrowColor: IndicatorColor
    public let spinnerColor: IndicatorColor

    public init(parameters: ParameterValues, layout: RefreshLayout) {
        self.layout = layout
        arrowStartFraction = parameters[Parameters.arrowStartFraction]
        arrowTurn = parameters[Parameters.arrowTurn]
        symbolSizeFraction = parameters[Parameters.symbolSizeFraction]
        arrowColor = parameters[Parameters.arrowColor]
        spinnerColor = parameters[Parameters.spinnerColor]
    }

    /// The document's look, with its layout defaults.
    public init() {
        self.init(parameters: ParameterValues(), layout: RefreshLayout(parameters: Self.descriptor.layoutDefaults))
    }

    /// The arrow's turn for `progress`: the seeds' `180 * clamp(offset - 0.6*threshold,
    /// 0, 0.4*threshold) / (0.4*threshold)` with offset = progress × threshold.
    public func arrowRotation(progress: Double) -> Double {
        let span = 1 - arrowStartFraction
        return arrowTurn * ((progress.clamped(to: 0...1) - arrowStartFraction) / span).clamped(to: 0...1)
    }

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        // Offsets, inset and progress are finite and in range from here on.
        let status = status.clampedForDrawing
        let height = layout.indicatorHeight
        let contentTop = layout.indicatorInset + status.offset + status.contentInset
        let refreshing = status.phase == .refreshing
        let hidden = status.phase == .idle && status.offset > ScrollSample.restTolerance
        let progress = status.progress
        return IndicatorModel(
            shape: refreshing ? .spinner : .arrow,
            rotation: refreshing ? 0 : arrowRotation(progress: progress),
            progress: progress,
            opacity: hidden ? 0 : 1,
            size: height * symbolSizeFraction,
            position: IndicatorPosition(x: 0.5, y: contentTop - height / 2),
            isAnimating: refreshing,
            color: refreshing ? spinnerColor : arrowColor
        )
    }
}
