// Accessibility modifiers and types. See View.swift for the conventions of this module.
// Most of these modifiers return `ModifiedContent<Self, AccessibilityAttachmentModifier>`
// (declared in Modifiers.swift), as their pages show.

/// The structure that defines the kinds of available accessibility actions.
/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind (MIRROR: `struct AccessibilityActionKind`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    /// The value that represents the default accessibility action.
    /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default (MIRROR: ``static let `default`: AccessibilityActionKind``)
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape (MIRROR)
    public static let escape = AccessibilityActionKind(name: "escape")
    /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/magictap (MIRROR: no macOS)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/init(named:) (FOUND: `init(named name: Text)`)
    public init(named name: Text) { self.name = "named" }
    init(name: String) { self.name = name }
}

/// Defines the behavior for the child elements of the new parent element.
/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior (MIRROR: `struct AccessibilityChildBehavior`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let id: Int
    /// (MIRROR: `static let ignore: AccessibilityChildBehavior`)
    public static let ignore = AccessibilityChildBehavior(id: 0)
    /// (MIRROR: `static let contain: AccessibilityChildBehavior`)
    public static let contain = AccessibilityChildBehavior(id: 1)
    /// (MIRROR: `static let combine: AccessibilityChildBehavior`)
    public static let combine = AccessibilityChildBehavior(id: 2)
}

/// A set of accessibility traits that describe how an element behaves.
/// https://developer.apple.com/documentation/swiftui/accessibilitytraits (MIRROR: `struct AccessibilityTraits`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var raw: UInt64
    init(raw: UInt64) { self.raw = raw }
    public init() { raw = 0 }
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
    public func contains(_ member: AccessibilityTraits) -> Bool { raw & member.raw == member.raw }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(raw: raw | other.raw) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(raw: raw & other.raw) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(raw: raw ^ other.raw) }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        raw |= newMember.raw
        return (inserted, newMember)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        raw &= ~member.raw
        return had ? member : nil
    }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        raw |= newMember.raw
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { raw |= other.raw }
    public mutating func formIntersection(_ other: AccessibilityTraits) { raw &= other.raw }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { raw ^= other.raw }

    /// (MIRROR: `static let isButton: AccessibilityTraits` and the others below, iOS 13 unless noted)
    public static let isButton = AccessibilityTraits(raw: 1 << 0)
    public static let isHeader = AccessibilityTraits(raw: 1 << 1)
    public static let isSelected = AccessibilityTraits(raw: 1 << 2)
    public static let isLink = AccessibilityTraits(raw: 1 << 3)
    public static let isSearchField = AccessibilityTraits(raw: 1 << 4)
    public static let isImage = AccessibilityTraits(raw: 1 << 5)
    public static let playsSound = AccessibilityTraits(raw: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(raw: 1 << 7)
    public static let isStaticText = AccessibilityTraits(raw: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(raw: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(raw: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(raw: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(raw: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(raw: 1 << 13)
    public static let isModal = AccessibilityTraits(raw: 1 << 14)
    /// (MIRROR, iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static let isToggle = AccessibilityTraits(raw: 1 << 15)
    /// (MIRROR, iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static let isTabBar = AccessibilityTraits(raw: 1 << 16)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// Adds an accessibility action to the view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds an accessibility action to the view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-6t20v (FOUND: Text overload)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds an accessibility action to the view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-9ra29 (FOUND: LocalizedStringKey overload, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds an accessibility action to the view.
    /// NOT FOUND IN DOCS: the StringProtocol member of the accessibilityAction(named:_:) group (iOS 14), written
    /// like the LocalizedStringKey one. (The group's LocalizedStringResource member, iOS 16,
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:) FOUND, is not stubbed:
    /// Foundation on Linux has no LocalizedStringResource.)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds multiple accessibility actions to the view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:) (MIRROR, iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View where Content: View { self }

    /// Adds an accessibility scroll action to the view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityscrollaction(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Specifies whether to hide this view from system accessibility features.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) (MIRROR, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Creates a new accessibility element, or modifies the AccessibilityChildBehavior of the existing accessibility element.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds a label to the view that describes its contents.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) (MIRROR: Text overload, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds a label to the view that describes its contents.
    /// NOT FOUND IN DOCS: the LocalizedStringKey member of the accessibilityLabel(_:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds a label to the view that describes its contents.
    /// NOT FOUND IN DOCS: the StringProtocol member of the accessibilityLabel(_:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Communicates to the user what happens after performing the view's action.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:) (MIRROR: Text overload, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Communicates to the user what happens after performing the view's action.
    /// NOT FOUND IN DOCS: the LocalizedStringKey member of the accessibilityHint(_:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds a textual description of the value that the view contains.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:) (MIRROR: Text overload, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds a textual description of the value that the view contains.
    /// NOT FOUND IN DOCS: the StringProtocol member of the accessibilityValue(_:) group (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds the given traits to the view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:) (MIRROR, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Removes the given traits from this view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityremovetraits(_:) (MIRROR, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other elements at the same level.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:) (MIRROR, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Explicitly set whether this accessibility element responds to user interaction and would thus be interacted with by technologies such as Switch Control, Voice Control or Full Keyboard Access.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityrespondstouserinteraction(_:) (MIRROR, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Uses the string you specify to identify the view.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:) (MIRROR, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}
