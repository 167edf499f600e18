// State, bindings and dynamic properties. See View.swift for the conventions of this module.

import Observation

/// An interface for a stored variable that updates an external property of a view.
/// https://developer.apple.com/documentation/swiftui/dynamicproperty (MIRROR: `protocol DynamicProperty`, `mutating func update()`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update() (MIRROR)
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
/// https://developer.apple.com/documentation/swiftui/state (MIRROR: `@frozen @propertyWrapper struct State<Value>`).
/// Xcode 27 replaces it with the `State(initialValue:)` macro
/// (https://developer.apple.com/documentation/swiftui/state(initialvalue:), FOUND): "When you build with
/// Xcode 26 or earlier, the system uses the State property wrapper instead" — this stub models Xcode 26.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial wrapped value.
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(wrappedValue value: Value) {}

    /// Creates a state property that stores an initial value.
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(initialValue value: Value) {}

    /// The underlying value referenced by the state variable.
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue (MIRROR: `var wrappedValue: Value { get nonmutating set }`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A binding to the state value.
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue (MIRROR: `var projectedValue: Binding<Value> { get }`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    /// https://developer.apple.com/documentation/swiftui/state/init() (MIRROR: `init()`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init() {}
}

/// A property wrapper type that can read and write a value owned by a source of truth.
/// https://developer.apple.com/documentation/swiftui/binding (FOUND: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`;
/// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable")
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// The binding's transaction.
    /// https://developer.apple.com/documentation/swiftui/binding/transaction (MIRROR: `var transaction: Transaction`)
    public var transaction: Transaction

    /// Creates a binding with closures that read and write the binding value.
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp (FOUND; the April 2025 pages had no `@Sendable`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        transaction = Transaction()
    }

    /// Creates a binding with a closure that reads from the binding value, and a closure that applies a transaction when writing to the binding value.
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5 (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {
        transaction = Transaction()
    }

    /// Creates a binding from the value of another binding.
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(projectedValue: Binding<Value>) { transaction = projectedValue.transaction }

    init(_stub: Void) { transaction = Transaction() }

    /// Creates a binding with an immutable value.
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:) (MIRROR: `static func constant(_ value: Value) -> Binding<Value>`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func constant(_ value: Value) -> Binding<Value> { Binding(_stub: ()) }

    /// The underlying value referenced by the binding variable.
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue (MIRROR: `var wrappedValue: Value { get nonmutating set }`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A projection of the binding value that returns a binding.
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue (MIRROR: `var projectedValue: Binding<Value> { get }`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { Binding<Subject>(_stub: ()) }

    /// Specifies an animation to perform when the binding value changes.
    /// https://developer.apple.com/documentation/swiftui/binding/animation(_:) (MIRROR: `func animation(_ animation: Animation? = .default) -> Binding<Value>`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// Specifies a transaction for the binding.
    /// https://developer.apple.com/documentation/swiftui/binding/transaction(_:) (MIRROR: `func transaction(_ transaction: Transaction) -> Binding<Value>`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: DynamicProperty {}

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects.
/// https://developer.apple.com/documentation/swiftui/bindable (MIRROR: `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`, iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// The wrapped object.
    /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue (MIRROR: `var wrappedValue: Value`)
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using dynamic member lookup.
    /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue (MIRROR: `var projectedValue: Bindable<Value> { get }`)
    public var projectedValue: Bindable<Value> { self }

    init(_stub value: Value) { wrappedValue = value }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(_stub: ())
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:) (MIRROR)
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a bindable object from an observable object.
    /// https://developer.apple.com/documentation/swiftui/bindable/init(_:) (MIRROR)
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a bindable from the value of another bindable.
    /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:) (MIRROR)
    public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: DynamicProperty {}
