/// A coloured area behind the indicator, from the scroll view's top edge down.
public struct IndicatorBackdrop: Sendable, Hashable {
    /// Points from the scroll view's top edge to the backdrop's top.
    public var top: Double
    /// The backdrop's height in points.
    public var height: Double
    /// Its colour in light mode.
    public var light: RGBColor
    /// Its colour in dark mode.
    public var dark: RGBColor

    public init(top: Double = 0, height: Double, light: RGBColor, dark: RGBColor) {
        self.top = top
        self.height = height
        self.light = light
        self.dark = dark
    }
}
