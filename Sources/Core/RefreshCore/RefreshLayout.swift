/// Where the indicator sits: a preset's `layout` section.
public struct RefreshLayout: Sendable, Hashable {
    /// The height of the area the indicator is drawn in, in points.
    public var indicatorHeight: Double
    /// Extra space between the scroll view's top edge and the indicator area, in points.
    public var indicatorInset: Double

    /// The section's declarations.
    public enum Parameters {
        public static let indicatorHeight = LayoutParameter<Double>(
            "indicatorHeight", default: 50, range: 0...400, unit: .points,
            summary: "Height of the area the indicator is drawn in; each style gives its own default.")
        public static let indicatorInset = LayoutParameter<Double>(
            "indicatorInset", default: 0, range: 0...400, unit: .points,
            summary: "Extra space between the scroll view's top edge and the indicator area.")
        /// Every layout declaration, in file order.
        public static let all = [indicatorHeight.declaration, indicatorInset.declaration]
    }

    /// Reads the section from preset values.
    public init(parameters: ParameterValues = ParameterValues()) {
        indicatorHeight = parameters[Parameters.indicatorHeight]
        indicatorInset = parameters[Parameters.indicatorInset]
    }

    /// The section as preset values.
    public var parameterValues: ParameterValues {
        var values = ParameterValues()
        values[Parameters.indicatorHeight] = indicatorHeight
        values[Parameters.indicatorInset] = indicatorInset
        return values
    }
}
