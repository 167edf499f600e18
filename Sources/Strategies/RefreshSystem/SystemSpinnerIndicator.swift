import RefreshCore

/// The platform's own refresh control (``IndicatorShape/systemSpinner``): its
/// spinner fades in with the pull's progress, turns while refreshing, and sits
/// centred in the gap above the content until the gap is as tall as the
/// indicator area.
///
/// On screen the UI layer hands this shape to the platform; the model's
/// numbers serve simulation and the command line. It reads only the phase,
/// progress, offset and inset, so it draws any strategy's status.
public struct SystemSpinnerIndicator: IndicatorStyle {
    /// The spinner's numbers, each declared once.
    public enum Parameters {
        public static let spinnerSize = IndicatorParameter<Double>(
            "spinnerSize", default: 20, range: 1...200, unit: .points,
            summary: "Diameter of the spinner.",
            origin: "RefreshKit: chosen because the platform's medium activity indicator is 20 pt")
        /// Every declaration, in the order presets list them.
        public static let all = [spinnerSize.declaration]
    }

    public static let descriptor = IndicatorDescriptor(
        name: "system",
        summary: "The platform's own refresh control.",
        parameters: Parameters.all,
        // The gap ``SystemStrategy`` holds while refreshing.
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(50)],
        source: "SwiftUI's .refreshable (document 002's List example)",
        isPlatformControl: true
    )

    public let spinnerSize: Double
    public let layout: RefreshLayout

    public init(parameters: ParameterValues, layout: RefreshLayout) {
        spinnerSize = parameters[Parameters.spinnerSize]
        self.layout = layout
    }

    /// The style with its own layout defaults (a 50 pt indicator area).
    public init(parameters: ParameterValues = ParameterValues()) {
        self.init(parameters: parameters, layout: RefreshLayout(parameters: Self.descriptor.layoutDefaults))
    }

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        let pulled = status.offset.isFinite ? max(status.offset, 0) : 0
        let held = status.contentInset.isFinite ? max(status.contentInset, 0) : 0
        let gap = min(pulled + held, layout.indicatorHeight)
        let position = IndicatorPosition(x: 0.5, y: layout.indicatorInset + gap / 2)
        let progress = status.progress.clamped(to: 0...1)
        switch status.phase {
        case .idle:
            return IndicatorModel(shape: .systemSpinner, opacity: 0, size: spinnerSize, position: position)
        case .pulling, .armed:
            return IndicatorModel(
                shape: .systemSpinner, progress: progress, opacity: progress, size: spinnerSize, position: position)
        case .refreshing:
            return IndicatorModel(
                shape: .systemSpinner, progress: 1, size: spinnerSize, position: position, isAnimating: true)
        case .finishing:
            let fraction = status.stateFraction(at: time) ?? 0
            return IndicatorModel(
                shape: .systemSpinner, progress: 1, opacity: 1 - fraction, size: spinnerSize, position: position,
                isAnimating: true)
        }
    }
}
