/// The kind of thing an indicator draws.
public enum IndicatorShape: String, Sendable, Hashable, CaseIterable {
    /// Nothing.
    case none
    /// An arrow pointing down, turned by ``IndicatorModel/rotation``.
    case arrow
    /// A spinning activity indicator.
    case spinner
    /// A circular ring filled to ``IndicatorModel/progress``.
    case ring
    /// A full-width band with a spinner in it (``IndicatorModel/size`` is its height).
    case activityBand
    /// A ball that rolls, jumps and squashes.
    case ball
    /// The platform's own refresh control.
    case systemSpinner
    /// A shape of the style's own, drawn by the app's renderer for the style:
    /// ``IndicatorModel/custom`` carries its numbers, named by the style's
    /// ``IndicatorDescriptor/customValues``. `refreshkit simulate` and
    /// `preview` show it as a labelled box with those values.
    case custom
}

/// A point in the indicator's coordinate space.
public struct IndicatorPosition: Sendable, Hashable {
    /// Across the scroll view: 0 at the leading edge, 0.5 in the middle, 1 at
    /// the trailing edge (mirrored in right-to-left layouts).
    public var x: Double
    /// Points from the scroll view's top edge down to the shape's centre.
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

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

    @inlinable
    public init(top: Double = 0, height: Double, light: RGBColor, dark: RGBColor) {
        self.top = top
        self.height = height
        self.light = light
        self.dark = dark
    }
}

/// What an indicator shows at one moment, as plain data.
public struct IndicatorModel: Sendable, Hashable {
    /// Clockwise rotation in degrees (the arrow's turn, the ball's roll).
    public var rotation: Double
    /// How full a ring is, in `0...1`.
    public var progress: Double
    /// The shape's opacity in `0...1` (the backdrop is drawn whatever it is).
    public var opacity: Double
    /// The shape's size in points (its diameter; a band's height).
    public var size: Double
    /// Where the shape's centre is.
    public var position: IndicatorPosition
    /// How much a ball is squashed: 0 round, 0.3 flattened to 70 % height and
    /// stretched to 130 % width.
    public var squash: Double
    /// Opacity of the shadow under a ball, in `0...1`.
    public var shadowOpacity: Double
    /// The coloured area behind the indicator, if any.
    public var backdrop: IndicatorBackdrop?
    /// A custom style's own numbers, named by its descriptor's
    /// ``IndicatorDescriptor/customValues`` (zeros for the built-in styles).
    public var custom: CustomIndicatorValues
    /// What to draw.
    public var shape: IndicatorShape
    /// Whether the indicator moves with time: a spinner turns, a ball jumps or
    /// rolls. Views redraw it every frame while this is `true`.
    public var isAnimating: Bool

    /// Creates a model.
    @inlinable
    public init(
        shape: IndicatorShape,
        rotation: Double = 0,
        progress: Double = 0,
        opacity: Double = 1,
        size: Double = 0,
        position: IndicatorPosition = IndicatorPosition(x: 0.5, y: 0),
        squash: Double = 0,
        shadowOpacity: Double = 0,
        isAnimating: Bool = false,
        backdrop: IndicatorBackdrop? = nil,
        custom: CustomIndicatorValues = CustomIndicatorValues()
    ) {
        self.shape = shape
        self.rotation = rotation
        self.progress = progress
        self.opacity = opacity
        self.size = size
        self.position = position
        self.squash = squash
        self.shadowOpacity = shadowOpacity
        self.isAnimating = isAnimating
        self.backdrop = backdrop
        self.custom = custom
    }

    /// Nothing to draw.
    public static let hidden = IndicatorModel(shape: .none, opacity: 0)
}
