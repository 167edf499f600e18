// Navigation, presentation, search and tabs. See View.swift for the conventions of this module.

/// A type-erased list of data representing the content of a navigation stack.
/// https://developer.apple.com/documentation/swiftui/navigationpath (NOT FOUND IN DOCS as a type page; iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath: Equatable {
    /// Creates a new, empty navigation path.
    /// https://developer.apple.com/documentation/swiftui/navigationpath/init() (FOUND)
    public init() {}
    /// The number of elements in this path.
    public var count: Int { 0 }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { true }
    /// Appends a new value to the end of this path.
    public mutating func append<V>(_ value: V) where V: Hashable {}
    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {}
}

/// A view that displays a root view and enables you to present additional views over the root view.
/// https://developer.apple.com/documentation/swiftui/navigationstack (FOUND: `nonisolated struct NavigationStack<Data, Root> where Root : View`;
/// the April 2025 pages said `@MainActor @preconcurrency struct NavigationStack`)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    /// Creates a navigation stack that manages its own navigation state.
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:) (FOUND)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h (FOUND)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q (FOUND)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that controls a navigation presentation.
/// https://developer.apple.com/documentation/swiftui/navigationlink (MIRROR: `struct NavigationLink<Label, Destination> where Label : View, Destination : View`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
    init(_stub: Void) {}

    /// Creates a navigation link that presents the destination view.
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:) (MIRROR: `init(@ViewBuilder destination:, @ViewBuilder label:)`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension NavigationLink: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the link generates from a localized string key.
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(_stub: ()) }

    /// Creates a navigation link that presents a destination view, with a text label that the link generates from a title string.
    /// NOT FOUND IN DOCS: the StringProtocol member of the init(_:destination:) group
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol { self.init(_stub: ()) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:) (MIRROR)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {
        self.init(_stub: ())
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label that the link generates from a localized string key.
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (MIRROR)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable {
        self.init(_stub: ())
    }
}

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
/// https://developer.apple.com/documentation/swiftui/navigationbaritem (MIRROR: `struct NavigationBarItem`; iOS 13, tvOS 13, watchOS 6, visionOS 1; no macOS)
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode (MIRROR: `enum TitleDisplayMode`)
    public enum TitleDisplayMode: Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar. (MIRROR: iOS 13, visionOS 1, watchOS 8; no tvOS)
        @available(iOS 13.0, watchOS 8.0, visionOS 1.0, *)
        @available(tvOS, unavailable)
        case large
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    /// NOT FOUND IN DOCS: the Text member of the navigationTitle(_:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }

    /// Configures the view's title for purposes of navigation, using a localized string.
    /// NOT FOUND IN DOCS: the LocalizedStringKey member of the navigationTitle(_:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    /// Configures the view's title for purposes of navigation, using a string.
    /// NOT FOUND IN DOCS: the StringProtocol member of the navigationTitle(_:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }

    /// Configures the view's title for purposes of navigation, using a string binding.
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (MIRROR: `nonisolated func navigationTitle(_ title: Binding<String>) -> some View`, iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { self }

    /// Configures the title display mode for this view.
    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:) (MIRROR: iOS 14, Mac Catalyst 14,
    /// visionOS 1, watchOS 8; not macOS or tvOS)
    @available(iOS 14.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { self }

    /// Marks this view as searchable, which configures the display of a search field.
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:) (MIRROR: LocalizedStringKey member, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
        -> some View
    { self }

    /// Marks this view as searchable, which configures the display of a search field.
    /// NOT FOUND IN DOCS: the `Text? = nil` member of the searchable(text:placement:prompt:) group (iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    { self }

    /// Marks this view as searchable, which configures the display of a search field.
    /// NOT FOUND IN DOCS: the StringProtocol member of the searchable(text:placement:prompt:) group (iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View
    where S: StringProtocol { self }

    /// Sets the tab bar item associated with this view.
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:) (MIRROR: deprecated "13.0–18.4" on the April 2025 pages,
    /// the SDK's own version then: a soft deprecation, `deprecated: 100000.0`; watchOS 7)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Tab(title:image:value:content:) and related initializers instead")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use Tab(title:image:value:content:) and related initializers instead"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use Tab(title:image:value:content:) and related initializers instead"
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use Tab(title:image:value:content:) and related initializers instead"
    )
    @available(visionOS 1.0, *)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }
}

/// The placement of a search field in a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/searchfieldplacement (MIRROR: `struct SearchFieldPlacement`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SearchFieldPlacement: Sendable {
    let id: Int
    /// (MIRROR: `static let automatic: SearchFieldPlacement`)
    public static let automatic = SearchFieldPlacement(id: 0)
    /// (MIRROR: `static let toolbar: SearchFieldPlacement`; iOS 15, macOS 12, watchOS 8, visionOS 1; no tvOS)
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public static let toolbar = SearchFieldPlacement(id: 1)
    /// (MIRROR: `static let sidebar: SearchFieldPlacement`; iOS 15, macOS 12, visionOS 1)
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let sidebar = SearchFieldPlacement(id: 2)
    /// (MIRROR: `static let navigationBarDrawer: SearchFieldPlacement`; iOS 15, watchOS 8, visionOS 1)
    @available(iOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static let navigationBarDrawer = SearchFieldPlacement(id: 3)

    /// The search field appears in the navigation bar using the specified display mode.
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawer(displaymode:) (FOUND: iOS 15,
    /// Mac Catalyst 15, visionOS 1)
    @available(iOS 15.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(id: 4)
    }

    /// A mode that determines when to display a search field that appears in a navigation bar.
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode (FOUND: `struct`, Sendable)
    @available(iOS 15.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let id: Int
        /// Always display the search field regardless of the scroll activity.
        /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode/always (FOUND)
        public static let always = NavigationBarDrawerDisplayMode(id: 0)
        /// Enable hiding the search field in response to scrolling.
        /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode/automatic (FOUND)
        public static let automatic = NavigationBarDrawerDisplayMode(id: 1)
    }
}

/// A view that switches between multiple child views using interactive user interface elements.
/// https://developer.apple.com/documentation/swiftui/tabview (MIRROR: `struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`;
/// watchOS 7). Only the classic (pre-`Tab`) initializer is stubbed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    init(_stub: Void) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension TabView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension TabView where SelectionValue == Int {
    /// Creates an instance that selects from content associated with `Selection` values.
    /// NOT FOUND IN DOCS: the classic `init(content:)` (`where SelectionValue == Int`); the April 2025 page for
    /// TabView/init(content:) shows the iOS 18 `@TabContentBuilder` form, not stubbed.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content) { self.init(_stub: ()) }
}
