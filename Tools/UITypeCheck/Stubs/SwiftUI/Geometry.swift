// Geometry readers and coordinate spaces. See View.swift for the conventions of this module.

/// A container view that defines its content as a function of its own size and coordinate space.
/// https://developer.apple.com/documentation/swiftui/geometryreader (MIRROR: `@frozen struct GeometryReader<Content> where Content : View`;
/// declared nonisolated like the other container views of the 2026 pages)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/content (MIRROR: `var content: (GeometryProxy) -> Content`)
    public var content: (GeometryProxy) -> Content
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
/// https://developer.apple.com/documentation/swiftui/geometryproxy (FOUND: `struct GeometryProxy`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GeometryProxy {
    init() {}
    /// The size of the container view.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size (MIRROR: `var size: CGSize { get }`)
    public var size: CGSize { .zero }
    /// The safe area inset of the container view.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets (MIRROR: `var safeAreaInsets: EdgeInsets { get }`)
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw (FOUND: "iOS 13.0 - 27.0" on every
    /// platform: deprecated in the 27 SDKs, above this package's floor, so no `*` deprecation)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use frame(in:) with a CoordinateSpaceProtocol value")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use frame(in:) with a CoordinateSpaceProtocol value")
    @available(tvOS, introduced: 13.0, deprecated: 27.0, message: "Use frame(in:) with a CoordinateSpaceProtocol value")
    @available(watchOS, introduced: 6.0, deprecated: 27.0, message: "Use frame(in:) with a CoordinateSpaceProtocol value")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use frame(in:) with a CoordinateSpaceProtocol value")
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:) (MIRROR, iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
}

/// A resolved coordinate space created by the coordinate space protocol.
/// https://developer.apple.com/documentation/swiftui/coordinatespace (MIRROR: `enum CoordinateSpace`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
    /// (MIRROR: `var isGlobal: Bool { get }`)
    public var isGlobal: Bool { self == .global }
    /// (MIRROR: `var isLocal: Bool { get }`)
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system.
/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol (FOUND: `protocol CoordinateSpaceProtocol`)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace (FOUND)
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space.
/// https://developer.apple.com/documentation/swiftui/namedcoordinatespace (MIRROR: `struct NamedCoordinateSpace`, iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The global coordinate space at the root of the view hierarchy.
/// https://developer.apple.com/documentation/swiftui/globalcoordinatespace (NOT FOUND IN DOCS; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
/// https://developer.apple.com/documentation/swiftui/localcoordinatespace (NOT FOUND IN DOCS; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:) (MIRROR: `static func named(_ name: some Hashable) -> NamedCoordinateSpace`)
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The named coordinate space that is added by the system for the innermost containing scroll view.
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview (MIRROR: `static var scrollView: NamedCoordinateSpace { get }`)
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView")) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/global (MIRROR: `static var global: GlobalCoordinateSpace { get }`)
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local (MIRROR: `static var local: LocalCoordinateSpace { get }`)
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points and sizes relative to the named space.
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:) (MIRROR, iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }

    /// Assigns a name to the view's coordinate space.
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:) (MIRROR: deprecated "13.0–18.4" on the
    /// April 2025 pages, the SDK's own version then: a soft deprecation, `deprecated: 100000.0`)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
    nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable { self }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:) (FOUND; the April 2025
    /// pages had no `@Sendable` on `transform`)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @preconcurrency nonisolated public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable { self }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    /// NOT FOUND IN DOCS: the `(T, T)` member of the overload group; written like the `(T)` member.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @preconcurrency nonisolated public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View where T: Equatable, T: Sendable { self }
}
