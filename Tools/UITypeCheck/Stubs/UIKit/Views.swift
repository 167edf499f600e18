// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): the views,
// colours, drawing and animation RefreshKitUIKit uses, copied from Apple's
// documentation pages. Bodies never run.

/// An abstract interface for responding to and handling events.
/// https://developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    // Apple declares the accessibility members below on NSObject, in UIKit's
    // informal protocols (UIAccessibility, UIAccessibilityAction). A Swift
    // extension's member cannot be overridden without Objective-C, and
    // RefreshKitUIKit overrides `accessibilityScroll(_:)`, so the members
    // code overrides are declared on the first UIKit class here; every UIKit
    // type the layer uses inherits them either way. The ones only read or
    // set are declared on NSObject (below), as Apple does, so that an
    // accessibility element that is not a view (SwiftUI's) has them too.

    /// A Boolean value that indicates whether the element is an accessibility element that an assistive app can access.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool = false
    /// A Boolean value that indicates whether the accessibility elements within this accessibility element are hidden.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    open var accessibilityElementsHidden: Bool = false
    /// Scrolls screen content in an application-specific way and returns the success or failure of the action.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:)
    @available(iOS 4.2, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview (`@MainActor class UIView`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    /// `UIView()`: NSObject's `init()`, which UIView implements as `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect = .zero
    /// The insets that you use to determine the safe area for this view.
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets (`var safeAreaInsets: UIEdgeInsets { get }`)
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    @available(iOS 7.0, *)
    open var tintColor: UIColor! {
        get { fatalError("stub") }
        set {}
    }
    /// Called by the system when the tintColor property changes.
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange() (`func tintColorDidChange()`, iOS 7)
    @available(iOS 7.0, *)
    open func tintColorDidChange() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { [] }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {}
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}
    /// The receiver's window object, or `nil` if it has none.
    /// https://developer.apple.com/documentation/uikit/uiview/window (`var window: UIWindow? { get }`)
    open var window: UIWindow? { nil }
    /// Lays out the subviews immediately, if layout updates are pending.
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (`func layoutIfNeeded()`)
    open func layoutIfNeeded() {}
    /// Converts a rectangle from the receiver's coordinate system to that of another view (`nil`: window base coordinates).
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d
    /// (The `UICoordinateSpace` overload, convert(_:to:)-3imkt, is not stubbed: `to: nil` cannot pick it.)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { .zero }

    /// Asks the view to calculate and return the size that best fits the specified size.
    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) ("The default implementation of this
    /// method returns the existing size of the view.")
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The traits, such as the size class and scale factor, that describe the current environment of the object.
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection (UITraitEnvironment, which
    /// UIView adopts: `var traitCollection: UITraitCollection { get }`, iOS 8)
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { fatalError("stub") }

    /// Lays out subviews.
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// Invalidates the current layout of the receiver and triggers a layout update during the next update cycle.
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {}

    /// Draws the receiver's image within the passed-in rectangle.
    /// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
    open func draw(_ rect: CGRect) {}
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    open func setNeedsDisplay() {}

    /// Disables a view transition animation.
    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    @available(iOS 7.0, *)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

/// An object that manages image-based content and allows you to perform animations on that content.
/// https://developer.apple.com/documentation/quartzcore/calayer (QuartzCore, which `import UIKit` makes visible;
/// no QuartzCore module exists on Linux)
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@MainActor open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat = 3
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
}

/// The inset distances for views.
/// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets()
}

/// The directionality of the user interface's content.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// An object that stores color data and sometimes opacity.
/// https://developer.apple.com/documentation/uikit/uicolor (`class UIColor`: not main-actor isolated)
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, watchOS 2.0, *)
open class UIColor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// Creates a color object that uses the specified block to generate its color data dynamically.
    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uicolor/label
    @available(iOS 13.0, *)
    open class var label: UIColor { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { fatalError("stub") }
    /// A red color that automatically adapts to the current trait environment.
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred (iOS 7)
    open class var systemRed: UIColor { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { fatalError("stub") }

    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    /// Sets the color of subsequent fill operations to the color that the receiver represents.
    /// https://developer.apple.com/documentation/uikit/uicolor/setfill()
    open func setFill() {}
    /// Sets the color of subsequent stroke operations to the color that the receiver represents.
    /// https://developer.apple.com/documentation/uikit/uicolor/setstroke()
    open func setStroke() {}
}

/// The iOS interface environment for your app.
/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// The font sizing option preferred by the user.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    @available(iOS 10.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { .unspecified }
}

/// Constants that indicate the preferred size of your content.
/// https://developer.apple.com/documentation/uikit/uicontentsizecategory (`struct UIContentSizeCategory`, a string
/// constant; the layer only compares two values, so a few of the page's constants are declared)
@available(iOS 7.0, *)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}

/// An object that provides access to the font's characteristics.
/// https://developer.apple.com/documentation/uikit/uifont (`class UIFont`: not main-actor isolated)
@available(iOS 2.0, *)
open class UIFont: NSObject {
    /// Constants that describe the preferred styles for fonts.
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The font for footnotes.
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote (`static let footnote: UIFont.TextStyle`, iOS 7)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for body text.
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for captions.
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    }

    private override init() { super.init() }

    /// Returns an instance of the system font for the specified text style with scaling for the user's selected
    /// content size category.
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:) (iOS 7)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stub") }
    /// Returns an instance of the system font for the appropriate text style and traits.
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:) (iOS 10)
    @available(iOS 10.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        fatalError("stub")
    }
}

/// A view that displays one or more lines of informational text.
/// https://developer.apple.com/documentation/uikit/uilabel (`@MainActor class UILabel`)
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// The styled text that the label displays.
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext (`@NSCopying var attributedText:
    /// NSAttributedString? { get set }`, iOS 6)
    @available(iOS 6.0, *)
    @NSCopying open var attributedText: NSAttributedString?
    /// The text that the label displays.
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// The font of the text.
    /// https://developer.apple.com/documentation/uikit/uilabel/font (`var font: UIFont! { get set }`)
    open var font: UIFont!
    /// The color of the text.
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor (`var textColor: UIColor! { get set }`)
    open var textColor: UIColor!
    /// The technique for aligning the text.
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment (`var textAlignment: NSTextAlignment { get set }`)
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines for rendering text.
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines (default 1; 0 for as many as needed)
    open var numberOfLines: Int = 1
    /// A Boolean that indicates whether the object automatically updates its font when the device's content size
    /// category changes.
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    /// (UIContentSizeCategoryAdjusting, which UILabel adopts; iOS 10)
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false
}

/// Constants that specify text alignment.
/// https://developer.apple.com/documentation/uikit/nstextalignment (`enum NSTextAlignment`; raw values as iOS has them)
@available(iOS 6.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// The paragraph or ruler attributes for an attributed string.
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle (`class NSParagraphStyle`; UIKit's on iOS)
@available(iOS 6.0, *)
open class NSParagraphStyle: NSObject {
    public override init() { super.init() }
    /// The text alignment of the paragraph.
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment
    open var alignment: NSTextAlignment { .natural }
}

/// An object for changing the values of the subattributes in a paragraph style attribute.
/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle (`class NSMutableParagraphStyle`)
@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override init() { super.init() }
    /// The text alignment of the paragraph.
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/alignment (`var alignment: NSTextAlignment { get set }`)
    open override var alignment: NSTextAlignment {
        get { .natural }
        set {}
    }
}

// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key`
// (Linux's Foundation declares the type and none of these).
extension NSAttributedString.Key {
    /// The font of the text; a `UIFont`. Without it an attributed string uses a 12-point Helvetica Neue font.
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font (`static let font:
    /// NSAttributedString.Key`, iOS 6)
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text; a `UIColor`.
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor (iOS 6)
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The paragraph style of the text; an `NSParagraphStyle`.
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle (iOS 6)
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// Constants that indicate the interface style for the app.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// A path that consists of straight and curved line segments that you can render in your custom views.
/// https://developer.apple.com/documentation/uikit/uibezierpath (isolation not given on the page: main actor
/// here, which asks more of the caller, as the layer draws in `draw(_:)` on the main actor)
@available(iOS 3.2, *)
@MainActor open class UIBezierPath: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)
    public convenience init(ovalIn rect: CGRect) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
    }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/linewidth
    open var lineWidth: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)
    open func move(to point: CGPoint) {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)
    open func addLine(to point: CGPoint) {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/fill()
    open func fill() {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/stroke()
    open func stroke() {}
}

/// A view that shows that a task is in progress.
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview (`@MainActor class`)
@available(iOS 2.0, *)
@MainActor open class UIActivityIndicatorView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    public enum Style: Int, Sendable {
        @available(iOS 13.0, *) case medium = 100
        @available(iOS 13.0, *) case large = 101
    }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    open var hidesWhenStopped: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    open var isAnimating: Bool { false }
    /// The color of the activity indicator.
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color (`var color: UIColor! { get set }`, iOS 5)
    open var color: UIColor!
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    open func startAnimating() {}
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    open func stopAnimating() {}
}

/// A class that animates changes to views and allows the dynamic modification of those animations.
/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator (`@MainActor class`)
@available(iOS 10.0, *)
@MainActor open class UIViewPropertyAnimator: NSObject {
    // Apple's designated initializer takes a UITimingCurveProvider, which the
    // layer does not use; the two convenience initializers it does use are
    // below, and delegate here.
    private init(stub duration: TimeInterval) { super.init() }

    /// Initializes the animator object with a cubic Bézier timing curve.
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:controlpoint1:controlpoint2:animations:)
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(stub: duration)
    }
    /// Initializes the animator object with spring-based timing information.
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(stub: duration)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewanimating/state
    open var state: UIViewAnimatingState { .inactive }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
    open func startAnimation() {}
    /// Stops the animations at their current positions.
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    open func stopAnimation(_ withoutFinishing: Bool) {}
    /// Finishes the animations and returns the animator to the inactive state.
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// Constants indicating the current state of the animation.
/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
@available(iOS 10.0, *)
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Constants indicating positions within the animation.
/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
@available(iOS 10.0, *)
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An object that manages image data in your app.
/// https://developer.apple.com/documentation/uikit/uiimage (a type only here: UIAction's initializer names it)
@available(iOS 2.0, *)
open class UIImage: NSObject {}

/// UIKit's informal accessibility protocols on NSObject (UIAccessibility,
/// UIAccessibilityAction, UIAccessibilityContainer): the members that are read
/// or set and never overridden here. Apple declares them `@objc` on NSObject,
/// and the hosted tests read them from SwiftUI's accessibility elements, which
/// are not views.
extension NSObject {
    /// An array of custom actions to display along with the built-in actions.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    @available(iOS 8.0, *)
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { nil }
        set {}
    }
    /// A localized string that identifies the accessibility element.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel (`var accessibilityLabel:
    /// String? { get set }`, as UIAccessibilityElement's page, uikit/uiaccessibilityelement/accessibilitylabel, declares it too)
    @MainActor public var accessibilityLabel: String? {
        get { nil }
        set {}
    }
    /// The number of accessibility elements in the container.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementcount()
    /// (`@MainActor func accessibilityElementCount() -> Int`)
    @MainActor public func accessibilityElementCount() -> Int { 0 }
    /// The accessibility element at the specified index.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelement(at:) (listed on
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer; declaration NOT FOUND IN DOCS corpus, written
    /// as its sibling accessibilityElementCount() is, returning `Any?` as the container's elements are)
    @MainActor public func accessibilityElement(at index: Int) -> Any? { nil }
}
