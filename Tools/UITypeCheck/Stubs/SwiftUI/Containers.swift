// Containers and simple views. See View.swift for the conventions of this module.

/// A type that collects multiple instances of a content type into a single unit.
/// https://developer.apple.com/documentation/swiftui/group (NOT FOUND IN DOCS as a type page; `@frozen struct Group<Content>`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Group<Content> {
    init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Group: View where Content: View {
    /// Creates a group of content.
    /// https://developer.apple.com/documentation/swiftui/group/init(content:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a vertical line.
/// https://developer.apple.com/documentation/swiftui/vstack (NOT FOUND IN DOCS as a type page; declared like HStack)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    /// Creates an instance with the given spacing and horizontal alignment.
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
/// https://developer.apple.com/documentation/swiftui/hstack (FOUND: `@frozen nonisolated struct HStack<Content> where Content : View`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct HStack<Content>: View where Content: View {
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    /// (NOT FOUND IN DOCS as a page; written like VStack's, with VerticalAlignment)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
/// https://developer.apple.com/documentation/swiftui/zstack (NOT FOUND IN DOCS as a type page; declared like HStack)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    /// Creates an instance with the given alignment.
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its children in a line that grows vertically, creating items only as needed.
/// https://developer.apple.com/documentation/swiftui/lazyvstack (FOUND)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct LazyVStack<Content>: View where Content: View {
    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning behavior, and content.
    /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:) (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as needed.
/// https://developer.apple.com/documentation/swiftui/lazyhstack (FOUND)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct LazyHStack<Content>: View where Content: View {
    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning behavior, and content.
    /// https://developer.apple.com/documentation/swiftui/lazyhstack/init(alignment:spacing:pinnedviews:content:)
    /// (listed on the type page; declaration written like LazyVStack's, with VerticalAlignment)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that arranges its child views in a grid that grows vertically, creating items only as needed.
/// https://developer.apple.com/documentation/swiftui/lazyvgrid (FOUND)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct LazyVGrid<Content>: View where Content: View {
    /// Creates a grid that grows vertically.
    /// https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:) (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A description of a row or a column in a lazy grid.
/// https://developer.apple.com/documentation/swiftui/griditem (FOUND: `struct GridItem`)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    /// (MIRROR / NOT FOUND IN DOCS: `enum Size`)
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// (MIRROR: `var size: GridItem.Size`)
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    /// Creates a grid item with the size, spacing, and alignment that you specify.
    /// https://developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:) (MIRROR)
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

// MARK: - ForEach

/// A structure that computes views on demand from an underlying collection of identified data.
/// https://developer.apple.com/documentation/swiftui/foreach (FOUND: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    /// https://developer.apple.com/documentation/swiftui/foreach/data (MIRROR)
    public var data: Data
    /// A function to create content on demand using the underlying data.
    /// https://developer.apple.com/documentation/swiftui/foreach/content (MIRROR)
    public var content: (Data.Element) -> Content
    init(_data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = _data
        self.content = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the identity of the underlying data.
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    /// NOT FOUND IN DOCS for views (that URL is an overload group whose page shows the MapKit
    /// variant, `@MainActor init(... @MapContentBuilder ...)`); MIRROR (April 2025):
    /// `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on the provided key path to the underlying data's identifier.
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    /// NOT FOUND IN DOCS for views (overload group page shows the MapKit variant); MIRROR:
    /// `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx (FOUND:
    /// `init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int) -> Content)`; the 2026 page's
    /// extension has no `Content : View` constraint (Xcode 27 builder); kept here as in Xcode 26)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, content: content)
    }
}

// MARK: - Spacer, Divider

/// A flexible space that expands along the major axis of its containing stack layout, or on both axes if not contained in a stack.
/// https://developer.apple.com/documentation/swiftui/spacer (FOUND: `@frozen struct Spacer`; the April 2025
/// pages said `@MainActor @frozen @preconcurrency struct Spacer` — the 2026 page drops the isolation)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Spacer {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    /// https://developer.apple.com/documentation/swiftui/spacer/minlength (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var minLength: CGFloat?
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Spacer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A visual element that can be used to separate other content.
/// https://developer.apple.com/documentation/swiftui/divider (MIRROR: `struct Divider`, `init()`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Divider {
    /// https://developer.apple.com/documentation/swiftui/divider/init() (MIRROR)
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Divider: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
