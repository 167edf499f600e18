// Scroll views and scrolling modifiers. See View.swift for the conventions of this module.

/// A scrollable view.
/// https://developer.apple.com/documentation/swiftui/scrollview (FOUND: `nonisolated struct ScrollView<Content> where Content : View`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ScrollView<Content>: View where Content: View {
    /// The scroll view's content.
    /// https://developer.apple.com/documentation/swiftui/scrollview/content (MIRROR: `var content: Content`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var content: Content

    /// The scrollable axes of the scroll view.
    /// https://developer.apple.com/documentation/swiftui/scrollview/axes (FOUND: `nonisolated var axes: Axis.Set { get set }`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var axes: Axis.Set

    /// A value that indicates whether the scroll view displays the scrollable component of the content offset, in a way that's suitable for the platform.
    /// https://developer.apple.com/documentation/swiftui/scrollview/showsindicators (FOUND: `nonisolated var showsIndicators: Bool { get set }`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show indicators while scrolling.
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = true
        self.content = content()
    }

    /// Creates a new instance that's scrollable in the direction of the given axis and can show indicators while scrolling.
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:) (FOUND: "iOS 13.0 - 27.0",
    /// macOS 10.15 - 27.0, tvOS 13.0 - 27.0, watchOS 6.0 - 27.0; visionOS 1.0 with no end: deprecated in the 27 SDKs,
    /// above this package's floor, so no `*` deprecation)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use init(_:content:) and scrollIndicators(_:axes:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use init(_:content:) and scrollIndicators(_:axes:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 27.0, message: "Use init(_:content:) and scrollIndicators(_:axes:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 27.0, message: "Use init(_:content:) and scrollIndicators(_:axes:) instead.")
    @available(visionOS 1.0, *)
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views.
/// https://developer.apple.com/documentation/swiftui/scrollviewreader (FOUND: `@frozen nonisolated struct ScrollViewReader<Content> where Content : View`)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@frozen nonisolated public struct ScrollViewReader<Content>: View where Content: View {
    /// The content builder that creates the reader's content.
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader/content (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:) (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/scrollviewproxy (FOUND: `struct ScrollViewProxy`)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ScrollViewProxy {
    init() {}
    /// Scans all scroll views contained by the proxy for the first with a child view with identifier `id`, and then scrolls to that view.
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:) (listed on the type page; MIRROR declaration)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

/// A type that defines the geometry of a scroll view.
/// https://developer.apple.com/documentation/swiftui/scrollgeometry (FOUND: `struct ScrollGeometry`: Equatable, Sendable, CustomDebugStringConvertible)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content offset of the scroll view. (MIRROR: `var contentOffset: CGPoint { get set }`)
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view. (MIRROR: `var contentSize: CGSize`)
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
    public var contentSize: CGSize
    /// The content insets of the scroll view. (MIRROR: `var contentInsets: EdgeInsets`)
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view. (MIRROR: `var containerSize: CGSize { get set }`)
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
    public var containerSize: CGSize
    /// The visible rect of the scroll view. (MIRROR: `var visibleRect: CGRect { get }`)
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/visiblerect
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The bounds rect of the scroll view. (MIRROR: `var bounds: CGRect { get }`)
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/bounds
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// Creates a scroll geometry.
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/init(contentoffset:contentsize:contentinsets:containersize:) (FOUND)
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    public var debugDescription: String { "ScrollGeometry" }
}

/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view.
/// https://developer.apple.com/documentation/swiftui/scrollphase (MIRROR: `@frozen enum ScrollPhase`, iOS 18)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Equatable, Sendable {
    /// The scroll view isn't scrolling.
    case idle
    /// The scroll view is tracking a pointer or touch, but the user hasn't started scrolling yet.
    case tracking
    /// The user is interacting with the scroll view.
    case interacting
    /// The user stopped interacting with the scroll view, which is decelerating.
    case decelerating
    /// The scroll view is animating to a new position.
    case animating

    /// Whether the scroll view is actively scrolling.
    /// https://developer.apple.com/documentation/swiftui/scrollphase/isscrolling (MIRROR: `var isScrolling: Bool { get }`)
    public var isScrolling: Bool { self != .idle }
}

/// A type that provides you with more content when the phase of a scroll view changes.
/// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext (MIRROR: `struct ScrollPhaseChangeContext`, iOS 18)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
    init() { fatalError() }
    /// The geometry of the scroll view at the time of the scroll phase change.
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/geometry (FOUND: `var geometry: ScrollGeometry { get }`)
    public var geometry: ScrollGeometry { fatalError() }
    /// The velocity of the scroll view at the time of the scroll phase change.
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity (MIRROR: `var velocity: CGVector? { get }`)
    public var velocity: CGVector? { nil }
}

/// The placement of margins.
/// https://developer.apple.com/documentation/swiftui/contentmarginplacement (MIRROR: `struct ContentMarginPlacement`, iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ContentMarginPlacement: Sendable {
    let id: Int
    /// (MIRROR: `static var automatic: ContentMarginPlacement { get }`)
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(id: 0) }
    /// (MIRROR: `static var scrollContent: ContentMarginPlacement { get }`)
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(id: 1) }
    /// (MIRROR: `static var scrollIndicators: ContentMarginPlacement { get }`)
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(id: 2) }
}

/// A type that defines the semantic position of where a scroll view is scrolled within its content.
/// https://developer.apple.com/documentation/swiftui/scrollposition (FOUND: `struct ScrollPosition`)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Equatable, Sendable {
    /// Creates a new automatic scroll position.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:) (FOUND)
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    /// Creates a new scroll position to a view with a provided identity value.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(id:anchor:) (FOUND)
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
    /// Creates a new scroll position to a provided edge.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:edge:) (MIRROR)
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
    /// Creates a new scroll position to a provided point.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:point:) (MIRROR)
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:x:) (MIRROR)
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:y:) (MIRROR)
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:x:y:) (MIRROR)
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {}

    /// The edge the scroll view is positioned at, if any. (MIRROR: `var edge: Edge? { get }`)
    /// https://developer.apple.com/documentation/swiftui/scrollposition/edge
    public var edge: Edge? { nil }
    /// The point the scroll view is positioned at, if any. (MIRROR: `var point: CGPoint? { get }`)
    /// https://developer.apple.com/documentation/swiftui/scrollposition/point
    public var point: CGPoint? { nil }
    /// Whether the position was last set by the user scrolling. (MIRROR: `var isPositionedByUser: Bool { get set }`)
    /// https://developer.apple.com/documentation/swiftui/scrollposition/ispositionedbyuser
    public var isPositionedByUser: Bool {
        get { false }
        set {}
    }
    /// The identity of the view the scroll view is positioned at, if any. (MIRROR: `var viewID: (any Hashable & Sendable)? { get }`)
    /// https://developer.apple.com/documentation/swiftui/scrollposition/viewid
    public var viewID: (any Hashable & Sendable)? { nil }
    /// The identity of the view the scroll view is positioned at, as a given type. (MIRROR)
    /// https://developer.apple.com/documentation/swiftui/scrollposition/viewid(type:)
    public func viewID<T>(type: T.Type) -> T? where T: Hashable, T: Sendable { nil }

    /// Scrolls the position of the scroll view to a view with a identity value and anchor you provide.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(id:anchor:) (FOUND)
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(edge:) (MIRROR)
    public mutating func scrollTo(edge: Edge) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(point:) (MIRROR)
    public mutating func scrollTo(point: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:) (MIRROR)
    public mutating func scrollTo(x: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:) (MIRROR)
    public mutating func scrollTo(y: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:y:) (MIRROR)
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {}

    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { true }
}

/// The ways that a scrollable view can bounce when it reaches the end of its content.
/// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior (MIRROR: `struct ScrollBounceBehavior`, iOS 16.4)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct ScrollBounceBehavior: Sendable {
    let id: Int
    /// (MIRROR: `static var automatic: ScrollBounceBehavior { get }`)
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(id: 0) }
    /// (MIRROR: `static var always: ScrollBounceBehavior { get }`)
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(id: 1) }
    /// (MIRROR: `static var basedOnSize: ScrollBounceBehavior { get }`)
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(id: 2) }
}

/// The visibility of scroll indicators of a UI element.
/// https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility (MIRROR: `struct ScrollIndicatorVisibility`, iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let id: Int
    /// (MIRROR: `static var automatic: ScrollIndicatorVisibility { get }` and the others)
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 0) }
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 1) }
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 2) }
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(id: 3) }
}

/// A type that defines the scroll behavior of a scrollable view.
/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior (NOT FOUND IN DOCS; minimal: no requirements stubbed)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ScrollTargetBehavior {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:) (FOUND)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollGeometryChange<T>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View where T: Equatable { self }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes.
    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) (MIRROR: copies of Apple's page
    /// dated April and October 2025; the docs corpus only returned pages that link to it)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes.
    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) (MIRROR: the three-parameter
    /// member of the overload group, as copied from Apple's pages in GitHub mirrors)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)
        -> some View
    { self }

    /// Adds an action to be called when the view crosses the threshold to be considered on/off screen.
    /// https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:) (MIRROR)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }

    /// Configures the content margin for a provided placement.
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:) (MIRROR, EdgeInsets overload)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }

    /// Configures the content margin for a provided placement.
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)
    /// (NOT FOUND IN DOCS: the `CGFloat?` overload of the same group, written like the EdgeInsets one)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View
    { self }

    /// Configures the content margin for a provided placement.
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:for:) (MIRROR)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }

    /// Adds the provided insets into the safe area of this view.
    /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:) (MIRROR, EdgeInsets overload)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }

    /// Adds the provided insets into the safe area of this view.
    /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:) (MIRROR)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    /// Adds the provided insets into the safe area of this view.
    /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:) (NOT FOUND IN DOCS: the `CGFloat` overload)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { self }

    /// Associates a binding to a scroll position with a scroll view within this view.
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:) (MIRROR, iOS 18)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }

    /// Associates a binding to be updated when a scroll view within this view scrolls.
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Disables or enables scrolling in scrollable views.
    /// https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:) (MIRROR, iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Configures the bounce behavior of scrollable views along the specified axis.
    /// https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:) (MIRROR, iOS 16.4)
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Sets the visibility of scroll indicators within this view.
    /// https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:) (FOUND)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }

    /// Specifies the visibility of the background for scrollable views within this view.
    /// https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:) (MIRROR, iOS 16; no tvOS)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Associates an anchor to control which part of the scroll view's content should be rendered by default.
    /// https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:) (MIRROR, iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Sets the scroll behavior of views scrollable in the provided axes.
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:) (MIRROR, iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Configures the outermost layout as a scroll target layout.
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:) (MIRROR, iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
