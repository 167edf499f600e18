// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): controls and
// their closure-based actions, copied from Apple's documentation pages.
// `addTarget(_:action:for:)` is left out: a `Selector` needs the
// Objective-C runtime, which Linux lacks, so app code here uses `UIAction`.
// Bodies never run.

/// The base class for controls, which are visual elements that convey a specific action or intention in response to user interactions.
/// https://developer.apple.com/documentation/uikit/uicontrol (`@MainActor class UIControl`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIControl: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    /// Constants describing the types of events possible for controls.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        @available(iOS 9.0, *) public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Constants describing the state of a control.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        public static let highlighted = State(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        public static let disabled = State(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The state of the control, specified as a bitmask value.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
    open var state: UIControl.State { .normal }
    /// A Boolean value indicating whether the control is in the enabled state.
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool = true
    /// A Boolean value indicating whether the control is in the selected state.
    /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected: Bool = false
    /// A Boolean value indicating whether the control draws a highlight.
    /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    open var isHighlighted: Bool = false

    /// Calls the action methods associated with the specified events.
    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    open func sendActions(for controlEvents: UIControl.Event) {}
    /// Adds the UIAction to a given event.
    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// Removes the action from the set of passed control events.
    /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// An object representing a menu, action, or command.
/// https://developer.apple.com/documentation/uikit/uimenuelement (`@MainActor class`)
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    public override init() { super.init() }

    /// Attributes that determine the style of the menu element.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Constants that indicate the state of an action- or command-based menu element.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// A type that defines the closure for an action handler.
/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that performs its action in a closure.
/// https://developer.apple.com/documentation/uikit/uiaction (`@MainActor class UIAction`)
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private init(stub: Void) { super.init() }

    /// Creates an action with the specified title, image, identifier, discoverability title, attributes, state, and handler.
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @preconcurrency public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(stub: ())
    }
}
