// Foundation's key-value observing in Swift, as Apple's Foundation declares
// it, for the Linux UI type-check. On Apple platforms `import UIKit` makes
// Foundation visible (FeedbackGenerators.swift re-exports it here); the Linux
// toolchain's Foundation has no key-value observing, so the declarations the
// UIKit layer uses are written here from Apple's pages. Bodies never run.

/// Swift's conformance point for key-value coding and observing; `NSObject` adopts it.
/// https://developer.apple.com/documentation/foundation/_keyvaluecodingandobserving (NOT FOUND IN DOCS corpus
/// search; the protocol the `observe` page's precise identifier names, `s:10Foundation27_KeyValueCodingAndObservingP`)
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// "when the returned NSKeyValueObservation is deinited or invalidated, it will stop observing"
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
    @preconcurrency public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        fatalError("stub")
    }
}

/// An object that holds one key-value observation; observing stops when it is invalidated or deinitialised.
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public class NSKeyValueObservation: NSObject {
    /// Stops the observation.
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
    public func invalidate() {}
}

/// The values that can be returned in a change dictionary.
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/new
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/old
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/prior
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kinds of changes that can be observed.
/// https://developer.apple.com/documentation/foundation/nskeyvaluechange
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change an observation reports.
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/kind
    public let kind: Kind
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue
    public let newValue: Value?
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/oldvalue
    public let oldValue: Value?
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/indexes
    public let indexes: IndexSet?
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/isprior
    public let isPrior: Bool
}
