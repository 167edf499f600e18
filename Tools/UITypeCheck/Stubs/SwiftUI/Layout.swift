// Layout value types. See View.swift for the conventions of this module
// (omitted attributes, FOUND / MIRROR / NOT FOUND IN DOCS).

// MARK: - Angle

/// A geometric angle whose value you access in either radians or degrees.
/// https://developer.apple.com/documentation/swiftui/angle (MIRROR: `@frozen struct Angle`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Angle: Hashable, Comparable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/angle/radians (MIRROR)
    public var radians: Double
    /// https://developer.apple.com/documentation/swiftui/angle/degrees (MIRROR: `var degrees: Double { get set }`)
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// https://developer.apple.com/documentation/swiftui/angle/init() (MIRROR)
    public init() { radians = 0 }
    /// https://developer.apple.com/documentation/swiftui/angle/init(radians:) (MIRROR)
    public init(radians: Double) { self.radians = radians }
    /// https://developer.apple.com/documentation/swiftui/angle/init(degrees:) (MIRROR)
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// Returns an angle with the given radians.
    /// https://developer.apple.com/documentation/swiftui/angle/radians(_:) (MIRROR)
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// Returns an angle with the given degrees.
    /// https://developer.apple.com/documentation/swiftui/angle/degrees(_:) (MIRROR)
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// https://developer.apple.com/documentation/swiftui/angle/zero (MIRROR: `static var zero: Angle { get }`)
    public static var zero: Angle { Angle() }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// MARK: - UnitPoint

/// A normalized 2D point in a view's coordinate space.
/// https://developer.apple.com/documentation/swiftui/unitpoint (MIRROR: `@frozen struct UnitPoint`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/x (MIRROR)
    public var x: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/y (MIRROR)
    public var y: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init() (MIRROR)
    public init() {
        x = 0
        y = 0
    }
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:) (MIRROR)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// (MIRROR: `static let zero: UnitPoint` ... `static let bottomTrailing: UnitPoint`)
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: - Alignment

/// An alignment position along the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/horizontalalignment (NOT FOUND IN DOCS; `@frozen struct HorizontalAlignment`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    let key: Int
    public static let leading = HorizontalAlignment(key: 0)
    public static let center = HorizontalAlignment(key: 1)
    public static let trailing = HorizontalAlignment(key: 2)
}

/// An alignment position along the vertical axis.
/// https://developer.apple.com/documentation/swiftui/verticalalignment (NOT FOUND IN DOCS; `@frozen struct VerticalAlignment`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
    let key: Int
    public static let top = VerticalAlignment(key: 0)
    public static let center = VerticalAlignment(key: 1)
    public static let bottom = VerticalAlignment(key: 2)
    public static let firstTextBaseline = VerticalAlignment(key: 3)
    public static let lastTextBaseline = VerticalAlignment(key: 4)
}

/// An alignment in both axes.
/// https://developer.apple.com/documentation/swiftui/alignment (NOT FOUND IN DOCS; `@frozen struct Alignment`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

// MARK: - Edges

/// An enumeration to indicate one edge of a rectangle.
/// https://developer.apple.com/documentation/swiftui/edge (NOT FOUND IN DOCS; `@frozen enum Edge : Int8, CaseIterable`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    /// https://developer.apple.com/documentation/swiftui/edge/set (NOT FOUND IN DOCS; `@frozen struct Set : OptionSet`)
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/horizontaledge (NOT FOUND IN DOCS; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
    case leading, trailing
}

/// An edge on the vertical axis.
/// https://developer.apple.com/documentation/swiftui/verticaledge (NOT FOUND IN DOCS; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
    case top, bottom
}

/// The inset distances for the sides of a rectangle.
/// https://developer.apple.com/documentation/swiftui/edgeinsets (NOT FOUND IN DOCS; `@frozen struct EdgeInsets`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// MARK: - Axis

/// The horizontal or vertical dimension in a 2D coordinate system.
/// https://developer.apple.com/documentation/swiftui/axis (NOT FOUND IN DOCS; `@frozen enum Axis : Int8, CaseIterable`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// https://developer.apple.com/documentation/swiftui/axis/set (NOT FOUND IN DOCS; `@frozen struct Set : OptionSet`)
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// A set of symbolic safe area regions.
/// https://developer.apple.com/documentation/swiftui/safearearegions (NOT FOUND IN DOCS; iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The visibility of a UI element, chosen automatically based on the platform, current context, and other factors.
/// https://developer.apple.com/documentation/swiftui/visibility (NOT FOUND IN DOCS; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// A set of view types that may be pinned to the bounds of a scroll view.
/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews (MIRROR: `struct PinnedScrollableViews`, iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// (MIRROR: `static let sectionHeaders: PinnedScrollableViews`)
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// (MIRROR: `static let sectionFooters: PinnedScrollableViews`)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
