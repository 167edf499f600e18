// Colors, shape styles and shapes. See View.swift for the conventions of this module.

// MARK: - Animatable support (needed by Shape)

/// A type that describes how to animate a property of a view.
/// https://developer.apple.com/documentation/swiftui/animatable (NOT FOUND IN DOCS; minimal declaration)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A type that can serve as the animatable data of an animatable type.
/// https://developer.apple.com/documentation/swiftui/vectorarithmetic (FOUND: `protocol VectorArithmetic : AdditiveArithmetic`;
/// its Topics list `magnitudeSquared` and `scale(by:)`, stubbed here)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

// SwiftUI makes the floating-point types animatable data (the conforming types
// the VectorArithmetic page lists: Double, Float and CGFloat among them); an
// `Animatable` modifier with `animatableData: Double` relies on it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// An empty type for animatable data.
/// https://developer.apple.com/documentation/swiftui/emptyanimatabledata (NOT FOUND IN DOCS)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

// MARK: - ShapeStyle

/// A color or pattern to use when rendering a shape.
/// https://developer.apple.com/documentation/swiftui/shapestyle (MIRROR: `protocol ShapeStyle : Sendable`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// A shape style that maps to one of the numbered content styles.
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle (MIRROR: `@frozen struct HierarchicalShapeStyle`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    let id: UInt32
    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(id: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(id: 1)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
/// A style that reflects the current tint color.
/// https://developer.apple.com/documentation/swiftui/tintshapestyle (MIRROR: `@frozen struct TintShapeStyle`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen public struct TintShapeStyle: ShapeStyle {
    /// Creates a tint shape style.
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tint (MIRROR: `static var tint: TintShapeStyle { get }`)
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    /// https://developer.apple.com/documentation/swiftui/shapestyle/primary (MIRROR: `static var primary: HierarchicalShapeStyle { get }`)
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// A shape style that maps to the second level of the current content style.
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary (MIRROR: `static var secondary: HierarchicalShapeStyle { get }`)
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

/// A type-erased ShapeStyle value.
/// https://developer.apple.com/documentation/swiftui/anyshapestyle (MIRROR: `@frozen struct AnyShapeStyle`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
    /// Create an instance from `style`.
    /// https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:) (MIRROR: `init<S>(_ style: S) where S : ShapeStyle`)
    public init<S>(_ style: S) where S: ShapeStyle {}
}

/// The foreground style in the current context.
/// https://developer.apple.com/documentation/swiftui/foregroundstyle (MIRROR: `@frozen struct ForegroundStyle`, `init()`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/foregroundstyle/init() (MIRROR)
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    /// https://developer.apple.com/documentation/swiftui/shapestyle/foreground (MIRROR: `static var foreground: ForegroundStyle { get }`)
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// MARK: - Color

/// A representation of a color that adapts to a given context.
/// https://developer.apple.com/documentation/swiftui/color (MIRROR: `@frozen struct Color`; View and ShapeStyle conformances in extensions)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Color: Hashable, Sendable {
    let name: String

    /// A profile that specifies how to interpret a color value for display.
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace (FOUND: `enum RGBColorSpace`, Sendable, Hashable)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// Creates a constant color from red, green, and blue component values.
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }

    /// Creates a constant grayscale color.
    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:) (NOT FOUND IN DOCS; used as the
    /// default of `shadow(color:radius:x:y:)`: `Color(.sRGBLinear, white: 0, opacity: 0.33)`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { name = "white" }

    init(name: String) { self.name = name }

    /// A color that reflects the accent color of the system or app.
    /// https://developer.apple.com/documentation/swiftui/color/accentcolor (MIRROR: `static var accentColor: Color { get }`)
    public static var accentColor: Color { Color(name: "accent") }
    /// https://developer.apple.com/documentation/swiftui/color/white (MIRROR: `static let white: Color`)
    public static let white = Color(name: "white")
    /// https://developer.apple.com/documentation/swiftui/color/black (MIRROR)
    public static let black = Color(name: "black")
    /// https://developer.apple.com/documentation/swiftui/color/clear (MIRROR)
    public static let clear = Color(name: "clear")
    /// https://developer.apple.com/documentation/swiftui/color/primary (MIRROR)
    public static let primary = Color(name: "primary")
    /// https://developer.apple.com/documentation/swiftui/color/secondary (MIRROR)
    public static let secondary = Color(name: "secondary")
    /// https://developer.apple.com/documentation/swiftui/color/orange (MIRROR)
    public static let orange = Color(name: "orange")
    /// https://developer.apple.com/documentation/swiftui/color/red (MIRROR)
    public static let red = Color(name: "red")
    /// https://developer.apple.com/documentation/swiftui/color/blue (MIRROR)
    public static let blue = Color(name: "blue")
    /// https://developer.apple.com/documentation/swiftui/color/gray (MIRROR)
    public static let gray = Color(name: "gray")

    /// Multiplies the opacity of the color by the given amount.
    /// https://developer.apple.com/documentation/swiftui/color/opacity(_:) (MIRROR: `func opacity(_ opacity: Double) -> Color`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func opacity(_ opacity: Double) -> Color { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: ShapeStyle {}

/// Leading-dot colors where a `ShapeStyle` is expected (`.foregroundStyle(.orange)`).
/// https://developer.apple.com/documentation/swiftui/shapestyle/orange (MIRROR: `static var orange: Color { get }`, iOS 13;
/// the same pattern for white, black, clear, red, blue, gray: shapestyle/white ... shapestyle/gray, MIRROR)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == Color {
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var orange: Color { Color.orange }
    public static var red: Color { Color.red }
    public static var blue: Color { Color.blue }
    public static var gray: Color { Color.gray }
}

// MARK: - Shape

/// A 2D shape that you can use when drawing a view.
/// https://developer.apple.com/documentation/swiftui/shape (MIRROR: `protocol Shape : Sendable, Animatable, View,
/// _RemoveGlobalActorIsolation`). The underscored marker protocol, which stops shapes from
/// inheriting View's main-actor isolation, has no effect outside Apple's SDK (tested with
/// Swift 6.3), so the built-in shapes below are declared `nonisolated struct`; an app's own
/// Shape types are main-actor isolated here, which can only make this check stricter.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    /// https://developer.apple.com/documentation/swiftui/shape/path(in:) (MIRROR: `nonisolated func path(in rect: CGRect) -> Path`)
    nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// The outline of a 2D shape.
/// https://developer.apple.com/documentation/swiftui/path (NOT FOUND IN DOCS; minimal declaration)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
}

/// A shape with a style applied to it (the result of `fill(_:style:)`).
/// NOT FOUND IN DOCS as its own page; named in the return type of Shape/fill(_:style:) (MIRROR).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path.
    /// https://developer.apple.com/documentation/swiftui/shape/trim(from:to:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }

    /// Traces the outline of this shape with a color or gradient.
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }

    /// Traces the outline of this shape with a color or gradient.
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }

    /// Fills this shape with a color or gradient.
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:) (MIRROR, iOS 17:
    /// `nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle`;
    /// the iOS 13 `-> some View` form is not stubbed: with both, `.fill(color)` would be ambiguous here)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
}

/// A shape type that is able to inset itself to produce another shape.
/// https://developer.apple.com/documentation/swiftui/insettableshape (MIRROR: `protocol InsettableShape : Shape`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    /// https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:) (MIRROR)
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A circle centered on the frame of the view containing it.
/// https://developer.apple.com/documentation/swiftui/circle (MIRROR: `@frozen struct Circle`, `init()`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct Circle: InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/circle/init() (MIRROR)
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// A capsule shape aligned inside the frame of the view containing it.
/// https://developer.apple.com/documentation/swiftui/capsule (MIRROR: `@frozen struct Capsule`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    /// https://developer.apple.com/documentation/swiftui/capsule/init(style:) (MIRROR)
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A rectangular shape aligned inside the frame of the view containing it.
/// https://developer.apple.com/documentation/swiftui/rectangle (MIRROR: `@frozen struct Rectangle`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct Rectangle: InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/rectangle/init() (MIRROR)
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
/// https://developer.apple.com/documentation/swiftui/roundedrectangle (MIRROR: `@frozen struct RoundedRectangle`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:) (MIRROR)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:) (MIRROR)
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// Defines the shape of a rounded rectangle's corners.
/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle (MIRROR: `enum RoundedCornerStyle`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// The characteristics of a stroke that traces a path.
/// https://developer.apple.com/documentation/swiftui/strokestyle (MIRROR: `@frozen struct StrokeStyle`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    /// Creates a new stroke style from the given components.
    /// https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:) (MIRROR)
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A style for rasterizing vector shapes.
/// https://developer.apple.com/documentation/swiftui/fillstyle (MIRROR: `@frozen struct FillStyle`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:) (MIRROR)
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
