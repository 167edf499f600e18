// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): the window and
// the navigation interface the hosted tests put their screens in, copied
// from Apple's documentation pages. Bodies never run.

/// The backdrop for your app's user interface and the object that dispatches events to your views.
/// https://developer.apple.com/documentation/uikit/uiwindow (`@MainActor class UIWindow`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIWindow: UIView {
    /// The root view controller for the window.
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (`var rootViewController: UIViewController? { get set }`)
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController?
    /// The scene containing the window.
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene (`weak var windowScene: UIWindowScene? { get set }`)
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene?
}

/// An object that represents one instance of your app's user interface.
/// https://developer.apple.com/documentation/uikit/uiscene (`@MainActor class UIScene`)
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIScene: UIResponder {}

/// A scene that manages one or more windows for your app.
/// https://developer.apple.com/documentation/uikit/uiwindowscene (`@MainActor class UIWindowScene`)
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIWindowScene: UIScene {}

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller (`@MainActor class UINavigationController`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UINavigationController: UIViewController {
    /// Initializes and returns a newly created navigation controller.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) (`init(rootViewController: UIViewController)`)
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
    /// The navigation bar managed by the navigation controller.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar (NOT FOUND IN DOCS corpus;
    /// `var navigationBar: UINavigationBar { get }`)
    open var navigationBar: UINavigationBar { fatalError("stub") }
}

/// Navigational controls that display in a bar along the top of the screen.
/// https://developer.apple.com/documentation/uikit/uinavigationbar (`@MainActor class UINavigationBar`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UINavigationBar: UIView {
    /// A Boolean value that indicates whether the title displays in a large format.
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles (`var prefersLargeTitles: Bool { get set }`)
    @available(iOS 11.0, *)
    open var prefersLargeTitles: Bool = false
}

/// The items that a navigation bar displays when the associated view controller is visible.
/// https://developer.apple.com/documentation/uikit/uinavigationitem (`@MainActor class UINavigationItem`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UINavigationItem: NSObject {
    /// The mode for displaying the title of the navigation bar.
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
    @available(iOS 11.0, *)
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    /// The search controller to integrate into your navigation interface.
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller (`var searchController: UISearchController? { get set }`)
    @available(iOS 11.0, *)
    open var searchController: UISearchController?
    /// A Boolean value that indicates whether the app hides the integrated search bar when scrolling any underlying content.
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling (`var hidesSearchBarWhenScrolling: Bool { get set }`)
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling: Bool = true

    /// Modes that determine how to display the title of the navigation bar.
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
    @available(iOS 11.0, *)
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic
        case automatic = 0
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/always
        case always = 1
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/never
        case never = 2
    }
}

/// A view controller that manages the display of search results based on interactions with a search bar.
/// https://developer.apple.com/documentation/uikit/uisearchcontroller (`@MainActor class UISearchController`)
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UISearchController: UIViewController {
    /// Creates and returns a search controller with the specified view controller for displaying the results.
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
    /// (`init(searchResultsController: UIViewController?)`)
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
}
