import RefreshCore

/// Document 004's `BallView`: a ball that rolls in from the leading edge with
/// the pull (`RollingBallView`), jumps while the refresh runs
/// (`JumpingBallView`), returns to the top when it ends, and rolls out to the
/// trailing edge.
///
/// Geometry, in the `indicatorHeight`-tall area above the held content
/// (100 pt, the strategy's `maxOffset`, by default):
/// - the **floor** is `spacing` above the content's top: the ball's centre
///   sits `spacing + ballSize / 2` (29 pt) above `offset + contentInset`;
/// - the **top** is `spacing` below the area's top edge: the centre sits
///   `spacing + ballSize / 2` below `offset`;
/// - a jump rises from the floor to the top: `indicatorHeight − 2 × spacing −
///   ballSize` (42 pt), a parabola every `jumpDuration` (0.35 s).
///
/// Motion is a pure function of the status and the time: jumps count from
/// ``RefreshStatus/stateEnteredAt``; the return and the roll-out follow
/// ``RefreshStatus/stateFraction(at:)`` of their timed states.
///
/// | phase (state) | ball |
/// |---|---|
/// | `idle` | hidden |
/// | `pulling`, `armed` | on the floor, x from −offscreenMargin to 0.5 and `rollInTurns` turns with progress |
/// | `refreshing` (`ongoing`) | at x 0.5, jumping, squashed near the floor, with a shadow |
/// | `finishing` (`preparingFinish`) | rises from the floor to the top over the state |
/// | `finishing` (other) | at the top, x from 0.5 to 1 + offscreenMargin and `rollOutTurns` more turns over the state |
///
/// ``IndicatorModel/isAnimating`` is `true` while the model changes with time
/// (jumping, returning, rolling out), so a view knows to redraw every frame.
public struct BouncingBallIndicator: IndicatorStyle {
    /// Every parameter, declared once.
    public enum Parameters {
        public static let ballSize = IndicatorParameter<Double>(
            "ballSize", default: 42, range: 4...200, unit: .points,
            summary: "The ball's diameter.",
            origin: "RefreshKit: chosen to fit a 42 pt jump in the 100 pt area (the document gives no number)")
        public static let spacing = IndicatorParameter<Double>(
            "spacing", default: 8, range: 0...100, unit: .points,
            summary: "Gap between the ball and the held content (the floor), and between the ball and the area's top edge.",
            origin: "RefreshKit: chosen as the standard 8 pt spacing (the document gives no number)")
        public static let jumpDuration = IndicatorParameter<Double>(
            "jumpDuration", default: 0.35, range: 0.05...5, unit: .seconds,
            summary: "How long one jump takes, floor to floor.",
            origin: "document 004 (the sample project's jump)")
        public static let rollInTurns = IndicatorParameter<Double>(
            "rollInTurns", default: 2, range: 0...20, unit: .none,
            summary: "Turns the ball makes rolling in over the whole pull.",
            origin: "document 004 (the sample project: two turns)")
        public static let rollOutTurns = IndicatorParameter<Double>(
            "rollOutTurns", default: 2, range: 0...20, unit: .none,
            summary: "Turns the ball makes rolling out.",
            origin: "document 004 (the sample project: two turns in about a second)")
        public static let maxSquash = IndicatorParameter<Double>(
            "maxSquash", default: 0.2, range: 0...0.9, unit: .fraction,
            summary: "How flat the ball gets on the floor: 0.2 is 80 % high and 120 % wide.",
            origin: "RefreshKit: chosen as a visible but gentle squash (the document gives no number)")
        public static let shadowOpacity = IndicatorParameter<Double>(
            "shadowOpacity", default: 0.3, range: 0...1, unit: .fraction,
            summary: "The shadow's opacity with the ball on the floor; half of it at the top of a jump.",
            origin: "RefreshKit: chosen as a soft shadow (the document gives no number)")
        public static let offscreenMargin = IndicatorParameter<Double>(
            "offscreenMargin", default: 0.1, range: 0...1, unit: .fraction,
            summary: "How far beyond the edges, as a fraction of the width, the ball starts rolling in and ends rolling out.",
            origin:
                "RefreshKit: chosen so that a 42 pt ball is fully out of sight on screens 210 pt wide or more (the document gives no number)"
        )

        public static let ballColor = IndicatorParameter<IndicatorColor>(
            "ballColor", default: .tint,
            summary: "The ball's colour.",
            origin: "RefreshKit: the app's tint (the document gives no colour)")

        /// Every declaration, in file order.
        public static let all = [
            ballSize.declaration, spacing.declaration, jumpDuration.declaration, rollInTurns.declaration,
            rollOutTurns.declaration, maxSquash.declaration, shadowOpacity.declaration, offscreenMargin.declaration,
            ballColor.declaration,
        ]
    }

    public static let descriptor = IndicatorDescriptor(
        name: "bouncing-ball",
        summary: "A ball that rolls in with the pull, jumps while refreshing, and rolls out.",
        parameters: Parameters.all,
        // The area above the held content is the strategy's maxOffset (100 pt) tall.
        layoutDefaults: [RefreshLayout.Parameters.indicatorHeight.name: .number(100)],
        source: "document 004: PullToRefresh (bouncing ball)"
    )

    public let layout: RefreshLayout
    public let ballSize: Double
    public let spacing: Double
    public let jumpDuration: Double
    public let rollInTurns: Double
    public let rollOutTurns: Double
    public let maxSquash: Double
    public let shadowOpacity: Double
    public let offscreenMargin: Double
    public let ballColor: IndicatorColor

    public init(parameters: ParameterValues, layout: RefreshLayout) {
        self.layout = layout
        ballSize = parameters[Parameters.ballSize]
        spacing = parameters[Parameters.spacing]
        jumpDuration = parameters[Parameters.jumpDuration]
        rollInTurns = parameters[Parameters.rollInTurns]
        rollOutTurns = parameters[Parameters.rollOutTurns]
        maxSquash = parameters[Parameters.maxSquash]
        shadowOpacity = parameters[Parameters.shadowOpacity]
        offscreenMargin = parameters[Parameters.offscreenMargin]
        ballColor = parameters[Parameters.ballColor]
    }

    /// The document's look, with its layout defaults.
    public init() {
        self.init(parameters: ParameterValues(), layout: RefreshLayout(parameters: Self.descriptor.layoutDefaults))
    }

    /// How high a jump goes, floor to top, in points.
    public var jumpHeight: Double { max(layout.indicatorHeight - 2 * spacing - ballSize, 0) }

    public func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        // Offsets, inset and progress are finite and in range from here on.
        let status = status.clampedForDrawing
        let lift = spacing + ballSize / 2
        let areaTop = layout.indicatorInset + status.offset
        let floorY = areaTop + status.contentInset - lift
        let progress = status.progress
        let rolledIn = 360 * rollInTurns
        switch status.phase {
        case .idle:
            return IndicatorModel(
                shape: .ball, progress: progress, opacity: 0, size: ballSize,
                position: IndicatorPosition(x: -offscreenMargin, y: floorY), color: ballColor)
        case .pulling, .armed:
            return IndicatorModel(
                shape: .ball, rotation: rolledIn * progress, progress: progress, size: ballSize,
                position: IndicatorPosition(x: -offscreenMargin + (0.5 + offscreenMargin) * progress, y: floorY),
                color: ballColor)
        case .refreshing:
            let elapsed = max(finite(time - status.stateEnteredAt), 0)
            let cycle = elapsed.truncatingRemainder(dividingBy: jumpDuration) / jumpDuration
            return jumping(height: 4 * cycle * (1 - cycle), floorY: floorY, rotation: rolledIn, progress: progress)
        case .finishing:
            let fraction = status.stateFraction(at: time) ?? 1
            if status.stateName == BouncingBallStrategy.State.preparingFinish.rawValue {
                // One last rise, decelerating into the top.
                let rest = 1 - fraction
                return jumping(height: 1 - rest * rest, floorY: floorY, rotation: rolledIn, progress: progress)
            }
            return IndicatorModel(
                shape: .ball, rotation: rolledIn + 360 * rollOutTurns * fraction, progress: progress, size: ballSize,
                position: IndicatorPosition(x: 0.5 + (0.5 + offscreenMargin) * fraction, y: areaTop + lift),
                isAnimating: true, color: ballColor)
        }
    }

    /// The ball at `height` (0 on the floor, 1 at the top) of a jump.
    private func jumping(height: Double, floorY: Double, rotation: Double, progress: Double) -> IndicatorModel {
        let low = 1 - height
        return IndicatorModel(
            shape: .ball, rotation: rotation, progress: progress, size: ballSize,
            position: IndicatorPosition(x: 0.5, y: floorY - jumpHeight * height),
            squash: maxSquash * low * low,
            shadowOpacity: shadowOpacity * (1 - height / 2),
            isAnimating: true, color: ballColor)
    }

    private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
