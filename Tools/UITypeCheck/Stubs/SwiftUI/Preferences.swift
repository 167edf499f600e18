// Preferences. See View.swift for the conventions of this module.

/// A named value produced by a view.
/// https://developer.apple.com/documentation/swiftui/preferencekey (FOUND: `protocol PreferenceKey`; no isolation and no
/// Sendable requirement on the protocol or on `defaultValue`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    /// https://developer.apple.com/documentation/swiftui/preferencekey/value (FOUND)
    associatedtype Value
    /// The default value of the preference.
    /// https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue (FOUND: `static var defaultValue: Self.Value { get }`)
    static var defaultValue: Self.Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a closure that provides the next value.
    /// https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:) (listed on the protocol page; MIRROR declaration)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Sets a value for the given preference.
    /// https://developer.apple.com/documentation/swiftui/view/preference(key:value:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey { self }

    /// Adds an action to perform when the specified preference key's value changes.
    /// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:) (FOUND)
    ///
    /// The closure's type changed across SDKs: `@escaping (K.Value) -> Void` up to Xcode 16.1; `@escaping @Sendable
    /// (K.Value) -> Void` from Xcode 16.2 (reported in swift-markdown-ui#389 and Rings#52: "In Xcode 16.2
    /// onPreferenceChange closure become sendable", not main-actor isolated); and on the current (2026) page
    /// `@escaping (K.Value) -> Void` again — no `@Sendable`, no isolation — which is what is declared here.
    /// A non-Sendable closure written in a main-actor context is main-actor isolated, so it may touch view
    /// state; code that must also build with Xcode 16.2–16.4 still needs a Sendable-safe body
    /// (e.g. `MainActor.assumeIsolated { ... }` capturing only Sendable values).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K: PreferenceKey, K.Value: Equatable { self }

    /// Applies a transformation to a preference value.
    /// https://developer.apple.com/documentation/swiftui/view/transformpreference(_:_:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View
    where K: PreferenceKey { self }
}
