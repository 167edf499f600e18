// SwiftUI stub for the Linux UI type-check (Tools/UITypeCheck): declarations
// copied from Apple's documentation pages (developer.apple.com/documentation/swiftui,
// the 2026 pages, SDK 27.x). Bodies never run; they only have to type-check.
//
// Conventions for every file of this module:
// - Attributes that cannot compile outside Apple's SDK are left out:
//   `@export(implementation)`, `@inlinable`, `@_alwaysEmitIntoClient`,
//   `@backDeployed`.
// - The 2026 pages spell builder parameters `@ContentBuilder`, a type alias of
//   `ViewBuilder` that only Xcode 27 declares; the stub writes `@ViewBuilder`,
//   the same type, which Xcode 26 (the SDK that pairs with Swift 6.3) spells.
// - "FOUND" means the page is in the docs corpus; "MIRROR" means the page was read
//   in a copy of Apple's pages (theAppLaunchers/apple-docs-for-rag, April 2025)
//   and not in the corpus; "NOT FOUND IN DOCS" marks a best guess.
// - A view type whose page says `nonisolated struct`, or whose `View` conformance
//   Apple declares in an extension, is declared so that it is not main-actor
//   isolated here either (a conformance on the primary declaration would infer
//   `@MainActor` for the whole type).

// On Apple platforms `import SwiftUI` makes Foundation's (and CoreGraphics')
// types visible: CGFloat, CGSize, CGPoint, CGRect, Bundle, Date, URL... On Linux
// Foundation provides most of them; the rest are in CoreGraphicsShims.swift.
@_exported import Foundation

// MARK: - View

/// A type that represents part of your app's user interface and provides modifiers that you use to configure views.
/// https://developer.apple.com/documentation/swiftui/view (FOUND)
/// `body` is shown as `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
/// (https://developer.apple.com/documentation/swiftui/view/body-8kl5o) and `Body` as
/// `associatedtype Body : View` (https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// NOT FOUND IN DOCS: Apple declares `extension Never : View` (quoted from the
// swiftinterface in forums.swift.org/t/swiftui-why-cant-call-text-image-struct-body-property/26182);
// primitive views use `Body == Never`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// NOT FOUND IN DOCS: `Optional : View where Wrapped : View` is what an `if`
// without `else` in a view builder produces (`buildIf` returns `Content?`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - ViewBuilder

/// A custom parameter attribute that constructs views from closures.
/// https://developer.apple.com/documentation/swiftui/viewbuilder (FOUND)
///
/// The 2026 page says: "When you build in Xcode 27 and later ... the system constructs
/// type-agnostic content from ViewBuilder closures, and doesn't restrict the types you use
/// in closures to conform to View"; its `buildBlock(_:)`, `buildIf(_:)` and `buildEither`
/// pages therefore show no `View` constraint. This stub keeps the Xcode 26 behaviour
/// (every component must be a `View`), which the page also documents ("When you build your
/// project in Xcode 26 and earlier"): it is the stricter of the two, so code that passes
/// here compiles with either Xcode.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder public struct ViewBuilder {
    // NOT FOUND IN DOCS (the corpus has no ViewBuilder/buildExpression(_:) page;
    // the April 2025 mirror shows `static func buildExpression(_ content: Content) -> Content where Content : View`).
    /// Builds an expression within the builder.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    // NOT FOUND IN DOCS as an Apple page (third-party index of SDK 27.1: `-> EmptyContent`,
    // a type alias of EmptyView; the April 2025 mirror: `-> EmptyView`).
    /// Builds an empty view from a block containing no statements.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) (FOUND; `where Content : View` kept from Xcode 26, see above)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    /// Builds a tuple view from several child views.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Produces optional content for conditional statements in multi-statement closures that's only included when the condition evaluates to true.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) (FOUND; `where Content : View` kept from Xcode 26)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    /// Produces content for a conditional statement in a multi-statement closure when the condition is true.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) (FOUND; View constraints kept from Xcode 26)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure when the condition is false.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) (FOUND; View constraints kept from Xcode 26)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    // NOT FOUND IN DOCS for ViewBuilder (the corpus page
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) is the
    // `Commands` overload, iOS 14/macOS 11 only); the April 2025 mirror shows
    // `static func buildLimitedAvailability(_ content: Content) -> AnyView where Content : View`.
    /// Processes view content for a conditional compiler-control statement that performs an availability check.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

// MARK: - Builder results

/// View content that shows one of two possible children (the result of `if`/`else` in a view builder).
/// NOT FOUND IN DOCS as its own page (the type appears in the buildEither pages above).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @frozen public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
/// https://developer.apple.com/documentation/swiftui/emptyview (FOUND)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct EmptyView: View {
    /// Creates an empty view.
    /// (init listed on the page: `nonisolated init()`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A View created from a swift tuple of View values.
/// https://developer.apple.com/documentation/swiftui/tupleview (FOUND)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct TupleView<T>: View {
    /// https://developer.apple.com/documentation/swiftui/tupleview/value (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var value: T
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type-erased view.
/// https://developer.apple.com/documentation/swiftui/anyview (FOUND)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct AnyView: View {
    /// Create an instance that type-erases `view`.
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init<V>(_ view: V) where V: View {}
    /// Creates a type-erased view.
    /// https://developer.apple.com/documentation/swiftui/anyview/init(erasing:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - ViewModifier

/// A modifier that you apply to a view or another view modifier, producing a different version of the original value.
/// https://developer.apple.com/documentation/swiftui/viewmodifier (FOUND)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// Gets the current body of the caller.
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) (FOUND)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// The content view type passed to `body()`.
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content (FOUND: `typealias Content`;
    /// its target, `_ViewModifier_Content<Self>`, comes from the page's mangled identifier)
    typealias Content = _ViewModifier_Content<Self>
}

/// The proxy for the view a modifier applies to (`ViewModifier.Content`).
/// NOT FOUND IN DOCS as its own page (named in the mangled identifier of ViewModifier/body(content:)).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
/// https://developer.apple.com/documentation/swiftui/modifiedcontent (FOUND)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content (listed on the type's page)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var content: Content
    /// The view modifier.
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var modifier: Modifier
    /// A structure that defines the content and modifier needed to produce a new view or view modifier.
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Applies a modifier to a view and returns a new view.
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type.
/// MIRROR: https://developer.apple.com/documentation/swiftui/placeholdercontentview (`struct PlaceholderContentView<Value>`,
/// iOS 17); the generic parameter is written `PlaceholderContentView<Self>` on the animation(_:body:) page.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PlaceholderContentView<Value> {
    init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PlaceholderContentView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
