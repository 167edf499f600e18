// Text, images, labels, buttons, progress views and fonts. See View.swift for
// the conventions of this module.

// MARK: - LocalizedStringKey

/// The key for a string resource in a localized strings table.
/// https://developer.apple.com/documentation/swiftui/localizedstringkey (MIRROR: `@frozen struct LocalizedStringKey`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// Creates a localized string key from the given string value.
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:) (MIRROR)
    public init(_ value: String) { key = value }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:) (MIRROR)
    public init(stringLiteral value: String) { key = value }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:) (MIRROR)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.key }

    /// Represents the contents of a string literal with interpolations while it's being built, for use in creating a localized string key.
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    /// NOT FOUND IN DOCS: the members below are the common ones (`appendLiteral`, String, Text,
    /// numeric values through `_FormatSpecifiable`, formatter and format-style interpolations).
    @frozen public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation(_ string: String) { key += string }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

/// NOT FOUND IN DOCS: the underscored protocol that numeric interpolations in a
/// `LocalizedStringKey` go through (Int, Double, CGFloat and the other numeric types).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// MARK: - Text

/// A view that displays one or more lines of read-only text.
/// https://developer.apple.com/documentation/swiftui/text (FOUND: `@frozen struct Text`; Equatable and
/// Sendable as in the interface quoted on forums; the `View` conformance is an extension)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Text: Equatable, Sendable {
    /// Creates a text view that displays a string literal without localization.
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(verbatim content: String) {}

    /// Creates a text view that displays a stored string without localization.
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init<S>(_ content: S) where S: StringProtocol {}

    /// Creates a text view that displays localized content identified by a key.
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}

    /// Creates an instance that displays localized dates and times using a specific style.
    /// https://developer.apple.com/documentation/swiftui/text/init(_:style:) (MIRROR: `init(_ date: Date, style: Text.DateStyle)`, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ date: Date, style: Text.DateStyle) {}

    /// A predefined style used to display a `Date`.
    /// https://developer.apple.com/documentation/swiftui/text/datestyle (NOT FOUND IN DOCS; iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public struct DateStyle: Equatable, Sendable {
        let id: Int
        public static let time = DateStyle(id: 0)
        public static let date = DateStyle(id: 1)
        public static let relative = DateStyle(id: 2)
        public static let offset = DateStyle(id: 3)
        public static let timer = DateStyle(id: 4)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Font

/// An environment-dependent font.
/// https://developer.apple.com/documentation/swiftui/font (MIRROR: `@frozen struct Font`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Font: Hashable, Sendable {
    let name: String
    /// A font with the title text style.
    /// https://developer.apple.com/documentation/swiftui/font/title (MIRROR: `static let title: Font`)
    public static let title = Font(name: "title")
    /// https://developer.apple.com/documentation/swiftui/font/headline (MIRROR)
    public static let headline = Font(name: "headline")
    /// https://developer.apple.com/documentation/swiftui/font/body (MIRROR)
    public static let body = Font(name: "body")
    /// https://developer.apple.com/documentation/swiftui/font/caption (MIRROR)
    public static let caption = Font(name: "caption")
    /// A font with the footnote text style.
    /// https://developer.apple.com/documentation/swiftui/font/footnote (MIRROR: `static let footnote: Font`)
    public static let footnote = Font(name: "footnote")

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2 (FOUND)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font(name: "system") }

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88 (FOUND; the page shows
    /// "iOS 13.0 - 27.2", i.e. deprecated in the SDK's own version: a soft deprecation, `deprecated: 100000.0`;
    /// the April 2025 pages showed "13.0–18.4" for the same declaration)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` with optional weight and design")
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(name: "system")
    }

    /// A weight to use for fonts.
    /// https://developer.apple.com/documentation/swiftui/font/weight (MIRROR: `@frozen struct Weight`)
    @frozen public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A design to use for fonts.
    /// https://developer.apple.com/documentation/swiftui/font/design (MIRROR: `enum Design`)
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

// MARK: - Image

/// A view that displays an image.
/// https://developer.apple.com/documentation/swiftui/image (FOUND: `@frozen struct Image`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Image: Equatable {
    let name: String
    /// Creates a system symbol image.
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:) (FOUND)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(systemName: String) { name = systemName }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    /// https://developer.apple.com/documentation/swiftui/image/resizingmode (NOT FOUND IN DOCS)
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Label

/// A standard label for user interface items, consisting of an icon with a title.
/// https://developer.apple.com/documentation/swiftui/label (MIRROR: `struct Label<Title, Icon> where Title : View, Icon : View`)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// Creates a label with a custom title and icon.
    /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:) (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    /// MIRROR (the 2026 overload-group page shows the LocalizedStringResource variant, iOS 16)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}

    /// Creates a label with a system icon image and a title generated from a string.
    /// NOT FOUND IN DOCS (written like init(_:image:)-6zbvg, the StringProtocol variant)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}

    /// Creates a label with an icon image and a title generated from a string.
    /// https://developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init<S>(_ title: S, image name: String) where S: StringProtocol {}
}

// MARK: - Button

/// A value that describes the purpose of a button.
/// https://developer.apple.com/documentation/swiftui/buttonrole (MIRROR: `struct ButtonRole`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
    let value: Int
    /// (MIRROR: `static let destructive: ButtonRole`)
    public static let destructive = ButtonRole(value: 1)
    /// (MIRROR: `static let cancel: ButtonRole`)
    public static let cancel = ButtonRole(value: 2)
}

/// A control that initiates an action.
/// https://developer.apple.com/documentation/swiftui/button (MIRROR: `struct Button<Label> where Label : View`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    /// Creates a button that displays a custom label.
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    /// Creates a button with a specified role that displays a custom label.
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) (FOUND)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

    /// Creates a button that generates its label from a string.
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
    /// Creates a button that generates its label from a localized string key and system image name.
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:) (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}

    /// Creates a button with a specified role that generates its label from a localized string key and a system image.
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:) (FOUND)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    {}
}

// MARK: - ProgressView

/// A view that shows the progress toward completion of a task.
/// https://developer.apple.com/documentation/swiftui/progressview (FOUND)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    init() {}
    /// Creates a progress view for showing determinate progress, with a custom label.
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:currentvaluelabel:) (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init<V>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where V: BinaryFloatingPoint {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    /// https://developer.apple.com/documentation/swiftui/progressview/init() (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init() where Label == EmptyView {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView {
    /// Creates a progress view for showing determinate progress.
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:) (FOUND)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    }
}

/// An alignment position for text along the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/textalignment (MIRROR: `@frozen enum TextAlignment`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Sets the alignment of a text view that contains multiple lines of text.
    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:) (MIRROR)
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
}
