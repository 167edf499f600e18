// SwiftUI stub for the Linux UI type-check (Tools/UITypeCheck): the commands
// an app puts in its menus, copied from Apple's documentation pages. Bodies
// never run.

/// Conforming types represent a group of related commands that can be exposed to the user via the main menu.
/// https://developer.apple.com/documentation/swiftui/commands (MIRROR: `@MainActor @preconcurrency protocol Commands`, iOS 14)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    /// https://developer.apple.com/documentation/swiftui/commands/body-swift.property (MIRROR)
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Constructs command sets from multi-expression closures.
/// https://developer.apple.com/documentation/swiftui/commandsbuilder (MIRROR: `@resultBuilder struct CommandsBuilder`)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder public struct CommandsBuilder {
    /// Passes a single command group written as a child group through modified.
    /// https://developer.apple.com/documentation/swiftui/commandsbuilder/buildblock(_:) (MIRROR)
    public static func buildBlock<C>(_ content: C) -> C where C: Commands { content }
}

/// Groups of controls that you can add to existing command menus.
/// https://developer.apple.com/documentation/swiftui/commandgroup (MIRROR: `nonisolated struct CommandGroup<Content> where Content : View`)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroup<Content: View>: Commands {
    /// A value describing the addition of the given views to the end of the indicated group.
    /// https://developer.apple.com/documentation/swiftui/commandgroup/init(after:addition:) (MIRROR; `@ContentBuilder` in the newest SDK)
    nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}

    /// A value describing the addition of the given views to the beginning of the indicated group.
    /// https://developer.apple.com/documentation/swiftui/commandgroup/init(before:addition:) (MIRROR)
    nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}

    public var body: Never { fatalError("stub") }
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: Commands {}

/// The standard locations that you can place new command groups relative to.
/// https://developer.apple.com/documentation/swiftui/commandgroupplacement (MIRROR: `struct CommandGroupPlacement`)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroupPlacement: Sendable {
    let id: Int
    /// Placement for commands that manipulate the toolbar.
    /// https://developer.apple.com/documentation/swiftui/commandgroupplacement/toolbar (MIRROR: `static let toolbar: CommandGroupPlacement`)
    public static let toolbar = CommandGroupPlacement(id: 0)
    /// Placement for commands that control the app's sidebar and full-screen modes.
    /// https://developer.apple.com/documentation/swiftui/commandgroupplacement/sidebar (MIRROR)
    public static let sidebar = CommandGroupPlacement(id: 1)
    /// Placement for commands that create different kinds of documents.
    /// https://developer.apple.com/documentation/swiftui/commandgroupplacement/newitem (MIRROR)
    public static let newItem = CommandGroupPlacement(id: 2)
}
