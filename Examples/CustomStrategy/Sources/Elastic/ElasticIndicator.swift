import RefreshKit

/// A dot that rides the rubber band: its centre sits at `rubberBand(offset)`
/// below the top, so it lags a long pull as the content does, and it grows
/// with the progress; a spinner while refreshing; it fades while recoiling.
public struct ElasticIndicator: IndicatorStyle {
    public enum Parameters {
        public static let dotSize = IndicatorParameter<Double>(
            "dotSize", default: 28, range: 4...120, unit: .points, summary: "The dot's diameter at full stretch.")
    }

    public static let descriptor = IndicatorDescriptor(
        name: "com.example.elastic",
        summary: "A dot riding the rubber-band curve; a spinner while refreshing.",
        parameters: [Parameters.dotSize.declaration],
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(56)]
    )

    let dotSize: Double
    let height: Double
    let dimension: Double

    public init(parameters: ParameterValues, layout: RefreshLayout) {
        dotSize = parameters[Parameters.dotSize]
        height = layout.indicatorHeight
        dimension = ElasticStrategy.Parameters.dimension.defaultValue
    }

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        let status = status.clampedForDrawing
        switch status.phase {
        case .idle:
            return .hidden
        case .pulling, .armed:
            let y = rubberBand(status.offset, dimension: dimension) / 2
            let size = dotSize * (0.4 + 0.6 * status.progress)
            return IndicatorModel(shape: .ring, progress: status.progress, size: size, position: IndicatorPosition(x: 0.5, y: y))
        case .refreshing:
            return IndicatorModel(shape: .spinner, size: dotSize, position: IndicatorPosition(x: 0.5, y: height / 2), isAnimating: true)
        case .finishing:
            let fade = 1 - (status.stateFraction(at: time) ?? 1)
            return IndicatorModel(shape: .spinner, opacity: fade, size: dotSize, position: IndicatorPosition(x: 0.5, y: height / 2))
        }
    }
}
