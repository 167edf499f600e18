// Lists, forms and sections. See View.swift for the conventions of this module.

/// A container that presents rows of data arranged in a single column, optionally providing the ability to select one or more members.
/// https://developer.apple.com/documentation/swiftui/list (MIRROR: `@MainActor @preconcurrency struct List<SelectionValue, Content>` on the
/// April 2025 pages; the 2026 initializer pages are `nonisolated`, so the type is declared nonisolated here — NOT FOUND IN DOCS
/// for the 2026 type declaration)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    init(_stub: Void) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    /// https://developer.apple.com/documentation/swiftui/list/init(content:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content) { self.init(_stub: ()) }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(_stub: ())
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(_stub: ())
    }
}

/// A protocol that describes the behavior and appearance of a list.
/// https://developer.apple.com/documentation/swiftui/liststyle (MIRROR: `protocol ListStyle`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ListStyle {}

/// The list style that describes the behavior and appearance of a plain list.
/// https://developer.apple.com/documentation/swiftui/plainliststyle (MIRROR: `struct PlainListStyle`, `init()`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct PlainListStyle: ListStyle {
    /// https://developer.apple.com/documentation/swiftui/plainliststyle/init() (MIRROR)
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset grouped list.
/// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle (MIRROR: iOS 14, visionOS 1 only)
@available(iOS 14.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle {
    /// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle/init() (MIRROR)
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    /// https://developer.apple.com/documentation/swiftui/liststyle/plain (NOT FOUND IN DOCS; iOS 15)
    public static var plain: PlainListStyle { PlainListStyle() }
}

@available(iOS 15.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    /// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped (NOT FOUND IN DOCS; iOS 15)
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Sets the style for lists within this view.
    /// https://developer.apple.com/documentation/swiftui/view/liststyle(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors.
/// https://developer.apple.com/documentation/swiftui/form (MIRROR: `struct Form<Content> where Content : View`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Form<Content> where Content: View {
    /// Creates a form with the provided content.
    /// https://developer.apple.com/documentation/swiftui/form/init(content:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Form: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
/// https://developer.apple.com/documentation/swiftui/section (MIRROR: `struct Section<Parent, Content, Footer>`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer> {
    init(_stub: Void) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    /// Creates a section with a header, footer, and the provided section content.
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(_stub: ())
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    /// https://developer.apple.com/documentation/swiftui/section/init(content:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content) { self.init(_stub: ()) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { self.init(_stub: ()) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    /// https://developer.apple.com/documentation/swiftui/section/init(content:footer:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { self.init(_stub: ()) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:) (MIRROR, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(_stub: ()) }
}
