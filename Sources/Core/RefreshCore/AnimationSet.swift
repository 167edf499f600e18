/// The animation curve for each ``AnimationRole``.
public struct AnimationSet: Sendable, Hashable {
    public var start: AnimationCurve
    public var hold: AnimationCurve
    public var finish: AnimationCurve
    public var settle: AnimationCurve

    /// Creates a set; roles left out do not animate.
    public init(
        start: AnimationCurve = .immediate,
        hold: AnimationCurve = .immediate,
        finish: AnimationCurve = .immediate,
        settle: AnimationCurve = .immediate
    ) {
        self.start = start
        self.hold = hold
        self.finish = finish
        self.settle = settle
    }

    /// The curve for `role`.
    public subscript(role: AnimationRole) -> AnimationCurve {
        get {
            switch role {
            case .start: start
            case .hold: hold
            case .finish: finish
            case .settle: settle
            }
        }
        set {
            switch role {
            case .start: start = newValue
            case .hold: hold = newValue
            case .finish: finish = newValue
            case .settle: settle = newValue
            }
        }
    }
}
