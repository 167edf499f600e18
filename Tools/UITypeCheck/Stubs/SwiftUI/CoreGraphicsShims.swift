// CoreGraphics stand-ins. On Apple platforms `import SwiftUI` re-exports
// CoreGraphics; Foundation on Linux has CGFloat, CGPoint, CGSize and CGRect but
// not the types below, which SwiftUI declarations use. They are declared here,
// in the SwiftUI stub, only because no CoreGraphics module exists on Linux; the
// UIKit stub must not declare them again (it would make the names ambiguous).

/// A structure that contains a two-dimensional vector.
/// https://developer.apple.com/documentation/corefoundation/cgvector (NOT FOUND IN DOCS corpus search; CoreGraphics type)
@available(iOS 2.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() {
        dx = 0
        dy = 0
    }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    public static var zero: CGVector { CGVector() }
}

/// Styles for rendering the endpoint of a stroked line.
/// https://developer.apple.com/documentation/coregraphics/cglinecap (NOT FOUND IN DOCS corpus search; CoreGraphics type)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// Junction types for stroked lines.
/// https://developer.apple.com/documentation/coregraphics/cglinejoin (NOT FOUND IN DOCS corpus search; CoreGraphics type)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
