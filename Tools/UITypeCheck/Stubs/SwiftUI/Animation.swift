// Animations, transactions and transitions. See View.swift for the conventions of this module.

/// The way a view changes over time to create a smooth visual transition from one state to another.
/// https://developer.apple.com/documentation/swiftui/animation (MIRROR: `@frozen struct Animation`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Animation: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }

    /// A default animation instance.
    /// https://developer.apple.com/documentation/swiftui/animation/default (MIRROR: ``static let `default`: Animation``)
    public static let `default` = Animation(name: "default")

    /// https://developer.apple.com/documentation/swiftui/animation/linear (MIRROR: `static var linear: Animation { get }`)
    public static var linear: Animation { Animation(name: "linear") }
    /// https://developer.apple.com/documentation/swiftui/animation/linear(duration:) (MIRROR)
    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear") }
    /// https://developer.apple.com/documentation/swiftui/animation/easein (MIRROR)
    public static var easeIn: Animation { Animation(name: "easeIn") }
    /// https://developer.apple.com/documentation/swiftui/animation/easein(duration:) (MIRROR)
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn") }
    /// https://developer.apple.com/documentation/swiftui/animation/easeout (MIRROR)
    public static var easeOut: Animation { Animation(name: "easeOut") }
    /// https://developer.apple.com/documentation/swiftui/animation/easeout(duration:) (MIRROR)
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut") }
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout (MIRROR)
    public static var easeInOut: Animation { Animation(name: "easeInOut") }
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:) (MIRROR)
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut") }
    /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:) (MIRROR)
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }

    /// A persistent spring animation.
    /// https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:) (MIRROR)
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: "spring")
    }
    /// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:) (MIRROR; the page lists iOS 13 availability)
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    /// https://developer.apple.com/documentation/swiftui/animation/spring (MIRROR: `static var spring: Animation { get }`)
    public static var spring: Animation { Animation(name: "spring") }
    /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:) (MIRROR)
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0)
        -> Animation
    { Animation(name: "interpolatingSpring") }
    /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(duration:bounce:initialvelocity:) (MIRROR)
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    /// https://developer.apple.com/documentation/swiftui/animation/smooth (MIRROR)
    public static var smooth: Animation { Animation(name: "smooth") }
    /// https://developer.apple.com/documentation/swiftui/animation/smooth(duration:extrabounce:) (MIRROR)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(name: "smooth") }
    /// https://developer.apple.com/documentation/swiftui/animation/snappy (MIRROR)
    public static var snappy: Animation { Animation(name: "snappy") }
    /// https://developer.apple.com/documentation/swiftui/animation/snappy(duration:extrabounce:) (MIRROR)
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(name: "snappy") }
    /// https://developer.apple.com/documentation/swiftui/animation/bouncy (MIRROR)
    public static var bouncy: Animation { Animation(name: "bouncy") }
    /// https://developer.apple.com/documentation/swiftui/animation/bouncy(duration:extrabounce:) (MIRROR)
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(name: "bouncy") }

    /// Delays the start of the animation by the specified number of seconds.
    /// https://developer.apple.com/documentation/swiftui/animation/delay(_:) (MIRROR)
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// Changes the duration of an animation by adjusting its speed.
    /// https://developer.apple.com/documentation/swiftui/animation/speed(_:) (MIRROR)
    public func speed(_ speed: Double) -> Animation { self }
}

/// The criteria that determines when an animation is considered finished.
/// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria (FOUND: Sendable, Equatable, Hashable)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let value: Int
    /// The animation has logically completed, but may still be in its long tail.
    /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete (listed on the page)
    public static let logicallyComplete = AnimationCompletionCriteria(value: 0)
    /// The entire animation is finished and will now be removed.
    /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/removed (listed on the page)
    public static let removed = AnimationCompletionCriteria(value: 1)
}

/// Returns the result of recomputing the view's body with the provided animation.
/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:) (FOUND)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the completion when all animations are complete.
/// https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:) (FOUND)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    try body()
}

/// The context of the current state-processing update.
/// https://developer.apple.com/documentation/swiftui/transaction (FOUND: `@frozen struct Transaction`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Transaction {
    /// Creates a transaction.
    /// https://developer.apple.com/documentation/swiftui/transaction/init() (listed on the page)
    public init() {}
    /// Creates a transaction and assigns its animation property.
    /// https://developer.apple.com/documentation/swiftui/transaction/init(animation:) (FOUND)
    public init(animation: Animation?) { self.animation = animation }
    /// The animation, if any, associated with the current state change.
    /// https://developer.apple.com/documentation/swiftui/transaction/animation (FOUND: `var animation: Animation? { get set }`)
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations (MIRROR: `{ get set }`)
    public var disablesAnimations: Bool = false
    /// A Boolean value that indicates whether the transaction originated from an action that produces a sequence of values.
    /// https://developer.apple.com/documentation/swiftui/transaction/iscontinuous (MIRROR: `{ get set }`)
    public var isContinuous: Bool = false

    /// Adds a completion to run when the animations created with this transaction are all complete.
    /// https://developer.apple.com/documentation/swiftui/transaction/addanimationcompletion(criteria:_:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {}
}

/// Executes a closure with the specified transaction and returns the result.
/// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:) (MIRROR)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Applies the given animation to this view when the specified value changes.
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }

    /// Applies the given animation to all animatable values within the `body` closure.
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:body:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func animation<V>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View
    where V: View { self }

    /// Applies the given animation to all animatable values within this view.
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:)-1hc0p (FOUND: deprecated, "iOS 13.0 - 15.0",
    /// macOS 10.15 - 12.0, tvOS 13.0 - 15.0, watchOS 6.0 - 8.0, visionOS 1.0 - 1.0). Deprecated below the package's
    /// floor on every platform, so it is also marked deprecated for Linux (`*`) to reproduce the warning.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { self }

    /// Applies the given transaction mutation function to all animations used within the view.
    /// https://developer.apple.com/documentation/swiftui/view/transaction(_:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Applies the given transaction mutation function to all animations used within the view.
    /// https://developer.apple.com/documentation/swiftui/view/transaction(value:_:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Applies the given transaction mutation function to all animations used within the `body` closure.
    /// https://developer.apple.com/documentation/swiftui/view/transaction(_:body:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func transaction<V>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View where V: View { self }

    /// Associates a transition with the view.
    /// https://developer.apple.com/documentation/swiftui/view/transition(_:) (MIRROR: `nonisolated func transition(_ t: AnyTransition) -> some View`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }
}

/// A type-erased transition.
/// https://developer.apple.com/documentation/swiftui/anytransition (NOT FOUND IN DOCS as a type page; `@frozen struct AnyTransition`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct AnyTransition: Sendable {
    let name: String
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    /// https://developer.apple.com/documentation/swiftui/anytransition/opacity (NOT FOUND IN DOCS; `static let opacity: AnyTransition`)
    public static let opacity = AnyTransition(name: "opacity")
    /// A transition that returns the input view, unmodified, as the output view.
    /// https://developer.apple.com/documentation/swiftui/anytransition/identity (NOT FOUND IN DOCS; `static let identity: AnyTransition`)
    public static let identity = AnyTransition(name: "identity")
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:) (NOT FOUND IN DOCS)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Returns a transition that scales the view by the specified amount.
    /// https://developer.apple.com/documentation/swiftui/anytransition/scale(scale:anchor:) (FOUND)
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
}
