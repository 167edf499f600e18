// Toolbars. See View.swift for the conventions of this module.

/// Conforming types represent items that can be placed in various locations in a toolbar.
/// https://developer.apple.com/documentation/swiftui/toolbarcontent (MIRROR: `@MainActor @preconcurrency protocol ToolbarContent`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: ToolbarContent {}

/// Toolbar content built from a tuple (the result of several items in a toolbar content builder).
/// NOT FOUND IN DOCS (https://developer.apple.com/documentation/swiftui/tupletoolbarcontent).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct TupleToolbarContent<T> {
    init(_ value: T) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension TupleToolbarContent: ToolbarContent {
    public var body: Never { fatalError() }
}

/// Constructs a toolbar item set from multi-expression closures.
/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder (MIRROR: `@resultBuilder struct ToolbarContentBuilder`, iOS 14).
/// The pages list `buildBlock` overloads of one to ten items for `CustomizableToolbarContent`; the
/// stub accepts `ToolbarContent` items, one to six (NOT FOUND IN DOCS: the `ToolbarContent` overloads).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:) (FOUND, CustomizableToolbarContent member; ToolbarContent member here)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<C0>(_ c0: C0) -> C0 where C0: ToolbarContent { c0 }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent {
        TupleToolbarContent((c0, c1))
    }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        TupleToolbarContent((c0, c1, c2))
    }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3))
    }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5))
    }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
/// https://developer.apple.com/documentation/swiftui/toolbaritem (MIRROR: `struct ToolbarItem<ID, Content> where Content : View`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItem<ID, Content> where Content: View {
    init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItem: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:) (MIRROR)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.init() }
}

/// A structure that defines the placement of a toolbar item.
/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement (MIRROR: `struct ToolbarItemPlacement`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItemPlacement: Sendable {
    let id: Int
    /// The system places the item automatically.
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic (MIRROR: `static let automatic: ToolbarItemPlacement`)
    public static let automatic = ToolbarItemPlacement(id: 0)
    /// The item represents a primary action.
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction (MIRROR: `static let primaryAction: ToolbarItemPlacement`)
    public static let primaryAction = ToolbarItemPlacement(id: 1)
    /// Places the item in the trailing edge of the top bar.
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing (MIRROR: `@backDeployed(before: iOS 17.0, tvOS 17.0)
    /// static var topBarTrailing: ToolbarItemPlacement { get }`; iOS 14, tvOS 14, watchOS 10, visionOS 1; no macOS)
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(id: 2) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:) (MIRROR: ToolbarContentBuilder member, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent {
        self
    }

    /// Populates the toolbar or navigation bar with the specified items.
    /// NOT FOUND IN DOCS: the ViewBuilder member of the toolbar(content:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }
}
