// SwiftUI stub for the Linux UI type-check (Tools/UITypeCheck): focused
// values and keyboard shortcuts, copied from Apple's documentation pages.
// Bodies never run.

/// A collection of state exported by the focused scene or view and its ancestors.
/// https://developer.apple.com/documentation/swiftui/focusedvalues (MIRROR: `struct FocusedValues`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct FocusedValues {
    init() {}

    /// Reads and writes values associated with a given focused value key.
    /// https://developer.apple.com/documentation/swiftui/focusedvalues/subscript(_:) (MIRROR)
    public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
        get { nil }
        set {}
    }
}

/// A protocol for identifier types used when publishing and observing focused values.
/// https://developer.apple.com/documentation/swiftui/focusedvaluekey (MIRROR: `protocol FocusedValueKey`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public protocol FocusedValueKey {
    associatedtype Value
}

/// A property wrapper for observing values from the focused view or one of its ancestors.
/// https://developer.apple.com/documentation/swiftui/focusedvalue (MIRROR: `@propertyWrapper struct FocusedValue<Value>`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper public struct FocusedValue<Value>: DynamicProperty {
    /// A new property wrapper for the given key path.
    /// https://developer.apple.com/documentation/swiftui/focusedvalue/init(_:) (MIRROR)
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// The value for the focus key given the current scope and state of the focused view hierarchy.
    /// https://developer.apple.com/documentation/swiftui/focusedvalue/wrappedvalue (MIRROR: `var wrappedValue: Value? { get }`)
    public var wrappedValue: Value? { nil }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
    /// Modifies this view by injecting a value that you provide for use by
    /// other views whose state depends on the focused scene.
    /// https://developer.apple.com/documentation/swiftui/view/focusedscenevalue(_:_:)-5iugx (MIRROR)
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
}

/// Key equivalents consist of a letter, punctuation, or function key that can
/// be combined with an optional set of modifier keys to specify a keyboard shortcut.
/// https://developer.apple.com/documentation/swiftui/keyequivalent (MIRROR: `struct KeyEquivalent`, iOS 14)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:) (MIRROR)
    public init(_ character: Character) {}
    /// https://developer.apple.com/documentation/swiftui/keyequivalent/init(extendedgraphemeclusterliteral:) (MIRROR)
    public init(extendedGraphemeClusterLiteral: Character) {}
}

/// A set of key modifiers that you can add to a gesture.
/// https://developer.apple.com/documentation/swiftui/eventmodifiers (MIRROR: `@frozen struct EventModifiers`, iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Command key.
    /// https://developer.apple.com/documentation/swiftui/eventmodifiers/command (MIRROR)
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control.
    /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:) (MIRROR)
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
}
