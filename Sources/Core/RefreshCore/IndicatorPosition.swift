/// A point in the indicator's coordinate space.
public struct IndicatorPosition: Sendable, Hashable {
    /// Across the scroll view: 0 at the leading edge, 0.5 in the middle, 1 at
    /// the trailing edge (mirrored in right-to-left layouts).
    public var x: Double
    /// Points from the scroll view's top edge down to the shape's centre.
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
