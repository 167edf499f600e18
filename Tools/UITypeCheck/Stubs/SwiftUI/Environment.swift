// The environment. See View.swift for the conventions of this module.

import Observation

/// A key for accessing values in the environment.
/// https://developer.apple.com/documentation/swiftui/environmentkey (FOUND: `protocol EnvironmentKey`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value (MIRROR: `associatedtype Value`)
    associatedtype Value
    /// The default value for the environment key.
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue (MIRROR: `static var defaultValue: Self.Value { get }`)
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/environmentvalues (MIRROR: `struct EnvironmentValues`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init() (FOUND)
    public init() {}

    /// Accesses the environment value associated with a custom key.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:) (MIRROR:
    /// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }

    public var description: String { "EnvironmentValues" }

    /// The color scheme of this environment.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme (MIRROR: `{ get set }`)
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }

    /// The layout direction associated with the current environment.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection (MIRROR: `{ get set }`)
    public var layoutDirection: LayoutDirection {
        get { .leftToRight }
        set {}
    }

    /// Whether the system preference for Reduce Motion is enabled.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion (MIRROR: `{ get }`)
    public var accessibilityReduceMotion: Bool { false }

    /// A Boolean value that indicates whether the VoiceOver screen reader is in use.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityvoiceoverenabled (MIRROR: `{ get }`, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// The current Dynamic Type size.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize (MIRROR: `{ get set }`, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }

    /// A Boolean value that indicates when the user is searching.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/issearching (MIRROR: `{ get }`, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var isSearching: Bool { false }

    /// An action that dismisses the current presentation.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss (MIRROR: `var dismiss: DismissAction { get }`, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dismiss: DismissAction { DismissAction() }

    /// A refresh action stored in a view's environment.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/refresh (MIRROR: `var refresh: RefreshAction? { get }`, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var refresh: RefreshAction? { nil }

    /// The current phase of the scene.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase (MIRROR: `{ get set }`, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

/// A property wrapper that reads a value from a view's environment.
/// https://developer.apple.com/documentation/swiftui/environment (FOUND: `@frozen @propertyWrapper struct Environment<Value>`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    init(_stub: Void) {}

    /// The current value of the environment property.
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue (MIRROR: `var wrappedValue: Value { get }`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
    /// Creates an environment property to read an observable object from the environment, returning `nil` if no corresponding object has been set in the current view's environment.
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { self.init(_stub: ()) }

    /// Creates an environment property to read an observable object from the environment.
    /// NOT FOUND IN DOCS (the non-optional sibling of init(_:)-8slkf; iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { self.init(_stub: ()) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Sets the environment value of the specified key path to the given value.
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }

    /// Places an observable object in the view's environment.
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }

    /// Transforms the environment value of the specified key path with the given function.
    /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View { self }

    /// Sets the preferred color scheme for this presentation.
    /// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:) (MIRROR; macOS 11)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Adds an asynchronous handler that can update the data the view displays when a person initiates a request, such as by pulling to refresh.
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (FOUND)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// The possible color schemes, corresponding to the light and dark appearances.
/// https://developer.apple.com/documentation/swiftui/colorscheme (MIRROR: `enum ColorScheme`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// A direction in which SwiftUI can lay out content.
/// https://developer.apple.com/documentation/swiftui/layoutdirection (MIRROR: `enum LayoutDirection`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// A Dynamic Type size, which specifies how large scalable content should be.
/// https://developer.apple.com/documentation/swiftui/dynamictypesize (MIRROR: `enum DynamicTypeSize`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum DynamicTypeSize: CaseIterable, Hashable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// An indication of a scene's operational state.
/// https://developer.apple.com/documentation/swiftui/scenephase (MIRROR: `enum ScenePhase`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// An action that dismisses a presentation.
/// https://developer.apple.com/documentation/swiftui/dismissaction (MIRROR: `@MainActor @preconcurrency struct DismissAction`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency public struct DismissAction {
    nonisolated init() {}
    /// Dismisses the view if it is currently presented.
    /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction() (MIRROR: `@MainActor @preconcurrency func callAsFunction()`)
    @MainActor @preconcurrency public func callAsFunction() {}
}

/// An action that initiates a refresh operation.
/// https://developer.apple.com/documentation/swiftui/refreshaction (FOUND: `struct RefreshAction`)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct RefreshAction {
    /// Initiates a refresh action.
    /// https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction() (FOUND: `func callAsFunction() async`)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func callAsFunction() async {}
}
