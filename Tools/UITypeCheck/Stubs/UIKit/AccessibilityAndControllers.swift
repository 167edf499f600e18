// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): accessibility
// and the view controller the app samples subclass, copied from Apple's
// documentation pages. Bodies never run.

/// https://developer.apple.com/documentation/uikit/uiaccessibility (the namespace of UIKit's accessibility functions)
public enum UIAccessibility {
    /// A Boolean value that indicates whether the Reduce Motion setting is in an enabled state.
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    @MainActor public static var isReduceMotionEnabled: Bool { false }
}

/// The direction of a scrolling action.
/// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection
@available(iOS 4.2, *)
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// The user is scrolling to the right.
    case right = 1
    /// The user is scrolling to the left.
    case left = 2
    /// The user is scrolling up.
    case up = 3
    /// The user is scrolling down.
    case down = 4
    /// The user is scrolling to the next view in an ordered set of views.
    case next = 5
    /// The user is scrolling to the previous view in an ordered set of views.
    case previous = 6
}

/// A custom action to perform on an accessible object.
/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction (`@MainActor class`)
@available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIAccessibilityCustomAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// Creates a custom action object with the specified name and action handler.
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    @available(iOS 13.0, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
    open var name: String = ""
    /// A handler to perform for the action.
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/actionhandler
    @available(iOS 13.0, *)
    open var actionHandler: UIAccessibilityCustomAction.Handler?
}

/// An object that manages a view hierarchy for your UIKit app.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`)
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    /// The view that the controller manages.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError("stub") }
        set {}
    }
    /// Called after the controller's view is loaded into memory.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// The navigation item that represents the view controller in a parent's navigation bar.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem (`var navigationItem: UINavigationItem { get }`)
    open var navigationItem: UINavigationItem { fatalError("stub") }
    /// A localized string that represents the view this controller manages.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title (NOT FOUND IN DOCS corpus; `var title: String? { get set }`)
    open var title: String?
}
