import RefreshCore

/// What document 001 draws: a circular ring overlaid at the top of the scroll
/// view, filled to the pull's progress, full while refreshing.
///
/// The ring shows once the pull has passed the minimum distance (progress
/// above 0), as the document's "only show the progress indicator once a certain
/// threshold has been passed" intends. It reads only the phase and
/// ``RefreshStatus/progress``, so it draws any strategy's status.
public struct ProgressRingIndicator: IndicatorStyle {
    /// The ring's numbers, each declared once.
    public enum Parameters {
        public static let ringSize = IndicatorParameter<Double>(
            "ringSize", default: 30, range: 1...200, unit: .points,
            summary: "Diameter of the ring.",
            origin:
                "RefreshKit: chosen to fit the document's 36 pt held gap; the document's ring style (from an earlier article) prints no size"
        )
        public static let ringColor = IndicatorParameter<IndicatorColor>(
            "ringColor", default: .tint,
            summary: "The ring's filled part's colour.",
            origin: "RefreshKit: the app's tint (the document's ring style prints no colour)")
        public static let trackColor = IndicatorParameter<IndicatorColor>(
            "trackColor", default: .secondary,
            summary: "The unfilled track's colour, drawn at a quarter of its opacity.",
            origin: "RefreshKit: the foreground style's secondary level (the document's ring style prints no colour)")
        /// Every declaration, in the order presets list them.
        public static let all = [ringSize.declaration, ringColor.declaration, trackColor.declaration]
    }

    public static let descriptor = IndicatorDescriptor(
        name: "progress-ring",
        summary: "A circular ring at the top, filled to the pull's progress and full while refreshing.",
        parameters: Parameters.all,
        // The content is held 36 pt down "to make sure that the ProgressView
        // does not overlap with the content": the ring lives in that gap.
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(36)],
        source: "document 001: PullToRefreshView"
    )

    public let ringSize: Double
    public let ringColor: IndicatorColor
    public let trackColor: IndicatorColor
    public let layout: RefreshLayout
    /// Where the ring's centre sits: fixed by the layout, so worked out once.
    private let centre: IndicatorPosition

    public init(parameters: ParameterValues, layout: RefreshLayout) {
        ringSize = parameters[Parameters.ringSize]
        ringColor = parameters[Parameters.ringColor]
        trackColor = parameters[Parameters.trackColor]
        self.layout = layout
        // `.overlay(..., alignment: .top)`: pinned to the top, it does not move with the pull.
        centre = IndicatorPosition(x: 0.5, y: layout.indicatorInset + layout.indicatorHeight / 2)
    }

    /// The style with its own layout defaults (a 36 pt indicator area).
    public init(parameters: ParameterValues = ParameterValues()) {
        self.init(parameters: parameters, layout: RefreshLayout(parameters: Self.descriptor.layoutDefaults))
    }

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        let progress = status.progress.clamped(to: 0...1)
        let opacity: Double
        let fill: Double
        switch status.phase {
        case .idle:
            fill = 0
            opacity = 0
        case .pulling, .armed:
            fill = progress
            opacity = progress > 0 ? 1 : 0
        case .refreshing:
            fill = 1
            opacity = 1
        case .finishing:
            fill = 1
            opacity = 1 - (status.stateFraction(at: time) ?? 0)
        }
        return IndicatorModel(
            shape: .ring, progress: fill, opacity: opacity, size: ringSize, position: centre, color: ringColor,
            trackColor: trackColor)
    }
}
