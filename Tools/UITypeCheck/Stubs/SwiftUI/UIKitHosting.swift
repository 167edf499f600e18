// SwiftUI stub for the Linux UI type-check (Tools/UITypeCheck): SwiftUI's
// view controller for UIKit, which the hosted tests put their screens in,
// copied from Apple's documentation pages. Bodies never run. SwiftUI declares
// it over UIKit's `UIViewController`, so this stub module imports the UIKit
// stub (not re-exported: code that names UIKit types imports UIKit itself).
import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
/// (FOUND: `@MainActor @preconcurrency class UIHostingController<Content> where Content : View`; iOS 13, Mac Catalyst 13,
/// tvOS 13, visionOS 1)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:) (FOUND: `@MainActor @preconcurrency init(rootView: Content)`)
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:) (FOUND)
    public init?(coder aDecoder: NSCoder, rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview (FOUND: `@MainActor @preconcurrency var rootView: Content { get set }`)
    public var rootView: Content {
        get { fatalError("stub") }
        set {}
    }
}
