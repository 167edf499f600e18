// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): the scroll
// views, their pan gesture and UIKit's own refresh control, copied from
// Apple's documentation pages. Bodies never run.

/// A view that allows the scrolling and zooming of its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview (`@MainActor class UIScrollView`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIScrollView: UIView {
    /// The point at which the origin of the content view is offset from the origin of the scroll view.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
    /// Sets the offset from the content view's origin that corresponds to the receiver's origin.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = .zero
    /// The insets derived from the content insets and the safe area of the scroll view.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { .zero }
    /// The size of the content view.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
    /// Returns whether the user has touched the content to initiate scrolling.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    open var isTracking: Bool { false }
    /// A Boolean value that indicates whether the user has begun scrolling the content.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
    open var isDragging: Bool { false }
    /// Returns whether the content is moving in the scroll view after the user lifted their finger.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    open var isDecelerating: Bool { false }
    /// The underlying gesture recognizer for pan gestures.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    @available(iOS 5.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError("stub") }
    /// The refresh control associated with the scroll view.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var refreshControl: UIRefreshControl?
}

/// A view that presents data using rows in a single column.
/// https://developer.apple.com/documentation/uikit/uitableview (`@MainActor class UITableView`)
@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        @available(iOS 13.0, *) case insetGrouped = 2
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// The background view of the table view.
    /// https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    @available(iOS 3.2, *)
    open var backgroundView: UIView?
}

/// An object that manages an ordered collection of data items and presents them using customizable layouts.
/// https://developer.apple.com/documentation/uikit/uicollectionview (`@MainActor class UICollectionView`)
@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// The view that provides the background appearance.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    open var backgroundView: UIView?
}

/// An abstract base class for generating layout information for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout (`@MainActor class`)
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
}

/// A layout object that lets you combine items in highly adaptive and flexible visual arrangements.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout (`@MainActor class`)
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Creates a compositional layout that contains only list sections of the specified configuration.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    @available(iOS 14.0, *)
    @preconcurrency public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        fatalError("stub")
    }
}

/// A configuration for creating a list layout.
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
    public enum Appearance: Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// Creates a list layout configuration with the specified appearance.
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { self.appearance = appearance }
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
    public let appearance: UICollectionLayoutListConfiguration.Appearance
}

/// The base class for concrete gesture recognizers.
/// https://developer.apple.com/documentation/uikit/uigesturerecognizer (`@MainActor class`)
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
    /// The current state of the gesture recognizer.
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State = .possible

    /// The current state a gesture recognizer is in.
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized
        public static var recognized: State { .ended }
    }
}

/// A continuous gesture recognizer that interprets panning gestures.
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer (`@MainActor class`)
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// A standard control that can initiate the refreshing of a scroll view's contents.
/// https://developer.apple.com/documentation/uikit/uirefreshcontrol (`@MainActor class UIRefreshControl`)
@available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/init()
    public init() { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// A Boolean value indicating whether a refresh operation has been triggered and is in progress.
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
    open var isRefreshing: Bool { false }
    /// Tells the control that a refresh operation was started programmatically.
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
    open func beginRefreshing() {}
    /// Tells the control that a refresh operation has ended.
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
    open func endRefreshing() {}
    /// The styled title text to display in the refresh control.
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/attributedtitle (`var attributedTitle: NSAttributedString? { get set }`, iOS 6)
    open var attributedTitle: NSAttributedString?
}
