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
    /// The shape's colour: the arrow, the spinner, the ring's fill, the ball.
    public var color: IndicatorColor
    /// The colour of a ring's unfilled track, drawn at a quarter of its
    /// opacity so that the fill stands out.
    public var trackColor: IndicatorColor
    /// A custom style's own numbers, named by its descriptor's
    /// ``IndicatorDescriptor/customValues`` (zeros for the built-in styles).
    public var custom: CustomIndicatorValues
    /// What to draw.
    public var shape: IndicatorShape
    /// Whether the indicator moves with time: a spinner turns, a ball jumps or
    /// rolls. Views redraw it every frame while this is `true`.
    public var isAnimating: Bool

    /// Creates a model.
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
        color: IndicatorColor = .tint,
        trackColor: IndicatorColor = .secondary,
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
        self.color = color
        self.trackColor = trackColor
        self.custom = custom
    }

    /// Nothing to draw.
    public static let hidden = IndicatorModel(shape: .none, opacity: 0)
}
