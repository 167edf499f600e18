// UIKit stub for the Linux UI type-check (Tools/UITypeCheck): the device's
// idiom, copied from Apple's documentation pages. Bodies never run.

/// A representation of the current device.
/// https://developer.apple.com/documentation/uikit/uidevice
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIDevice {
    /// Returns an object that represents the current device.
    /// https://developer.apple.com/documentation/uikit/uidevice/current
    public class var current: UIDevice { UIDevice() }

    /// The style of interface to use on the current device.
    /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }

    init() {}
}

/// The type of interface that should be used on the current device.
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// An undefined interface type.
    case unspecified = -1
    /// An interface designed for iPhone and iPod touch.
    case phone = 0
    /// An interface designed for iPad.
    case pad = 1
    /// An interface designed for tvOS and Apple TV.
    case tv = 2
    /// An interface designed for an in-car experience.
    case carPlay = 3
    /// An interface designed for the Mac.
    /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/mac
    @available(iOS 14.0, *)
    case mac = 5
    /// An interface designed for visionOS and Apple Vision Pro.
    @available(iOS 17.0, *)
    case vision = 6
}
