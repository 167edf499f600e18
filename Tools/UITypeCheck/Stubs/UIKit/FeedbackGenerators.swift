// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): the feedback
// generators RefreshKitUIKit's FeedbackGeneratorSink uses, copied from Apple's
// documentation pages. Bodies never run. UIKit exists on iOS, iPadOS and Mac
// Catalyst; the layer fences these uses with `os(iOS)`.

// On Apple platforms `import UIKit` makes Foundation's types visible.
@_exported import Foundation

/// The abstract superclass for all feedback generators.
/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator (`@MainActor class UIFeedbackGenerator`)
@available(iOS 10.0, macCatalyst 13.1, *)
@MainActor open class UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init() (deprecated in a future SDK; not from the floor)
    public init() {}

    /// Creates a feedback generator and attaches it to the specified view.
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:)
    @available(iOS 17.5, macCatalyst 17.5, *)
    public convenience init(view: UIView) { self.init() }

    /// Prepares the generator to trigger feedback.
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() {}
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator (`@MainActor class UIImpactFeedbackGenerator`)
@available(iOS 10.0, macCatalyst 13.1, *)
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision simulated by an impact feedback generator.
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        @available(iOS 13.0, macCatalyst 13.1, *) case soft
        @available(iOS 13.0, macCatalyst 13.1, *) case rigid
    }

    /// Creates an impact feedback generator with the specified style.
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:) (iOS 10.0 - 27.0:
    /// deprecated in 27, above RefreshKit's floor)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { super.init() }

    /// Creates an impact feedback generator with the specified style and view.
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:)
    @available(iOS 17.5, macCatalyst 17.5, *)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) { self.init(style: style) }

    /// Triggers impact feedback.
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    open func impactOccurred() {}

    /// Triggers impact feedback with a specific intensity.
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
    @available(iOS 13.0, macCatalyst 13.1, *)
    open func impactOccurred(intensity: CGFloat) {}
}

/// A concrete feedback generator subclass that creates haptics to communicate successes, failures, and warnings.
/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator (`@MainActor class`)
@available(iOS 10.0, macCatalyst 13.1, *)
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The type of notification that a notification feedback generator object generates.
    /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Triggers notification feedback.
    /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

/// A concrete feedback generator subclass that creates haptics to indicate a change in selection.
/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator (`@MainActor class`)
@available(iOS 10.0, macCatalyst 13.1, *)
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback.
    /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    open func selectionChanged() {}
}
