import RefreshHosting
import RefreshKit

/// The scroll container of a hosted screen.
package enum HostedContainer: String, Sendable, Hashable, CaseIterable, Codable {
    /// SwiftUI's `List` (a `UICollectionView` on iOS).
    case list
    /// SwiftUI's `Form`.
    case form
    /// SwiftUI's `ScrollView` with a `LazyVStack`.
    case scrollView
    /// A plain `UITableView` with RefreshKitUIKit.
    case tableView
    /// A `UICollectionView` with a compositional list layout and RefreshKitUIKit.
    case collectionView

    /// Whether the container is SwiftUI's (RefreshKitUI) rather than UIKit's (RefreshKitUIKit).
    package var isSwiftUI: Bool { self == .list || self == .form || self == .scrollView }
}

/// What surrounds the scroll view: the bars, the sections, the app's own top space.
package enum HostedVariant: String, Sendable, Hashable, CaseIterable, Codable {
    /// A navigation bar with an inline title.
    case inlineTitle
    /// A navigation bar with a large title.
    case largeTitle
    /// A large title and a search field that is always shown (`.searchable` in the
    /// bar's drawer, a `UISearchController` that does not hide).
    case searchable
    /// An inline title and rows in a section with a header.
    case stickySections
    /// The app's own 20 pt top margin, set outside `pullToRefresh` (UIKit: the
    /// app's `contentInset.top`, set before the control is attached).
    case marginOutside
    /// The app's own 20 pt top margin, set inside `pullToRefresh` (SwiftUI only).
    case marginInside
}

/// One hosted screen: a container and what surrounds it.
package struct HostedLayout: Sendable, Hashable, Codable, CustomStringConvertible {
    package var container: HostedContainer
    package var variant: HostedVariant

    package init(_ container: HostedContainer, _ variant: HostedVariant) {
        self.container = container
        self.variant = variant
    }

    /// The app's own top space, in points.
    package static let appMargin = 20.0

    /// The app's own top space of this screen.
    package var appMargin: Double { variant == .marginOutside || variant == .marginInside ? Self.appMargin : 0 }

    /// Whether the first section has a header.
    package var hasHeader: Bool { variant == .stickySections }

    /// Whether a header pins to the top of the visible area by Apple's
    /// documentation: `LazyVStack(pinnedViews: .sectionHeaders)` ("The header
    /// view of each `Section` will be pinned") and a plain `UITableView`
    /// (headers "float when the table view is scrolled"). For `List` and
    /// `Form` no page says; where their headers go is recorded, not asserted.
    package var pinsHeaderByDocument: Bool { hasHeader && (container == .scrollView || container == .tableView) }

    /// Whether the title bar is a large title.
    package var hasLargeTitle: Bool { variant == .largeTitle || variant == .searchable }

    package var description: String { "\(container.rawValue), \(variant.rawValue)" }

    /// Every SwiftUI screen: `List`, `Form` and `ScrollView` with each variant.
    package static let swiftUI: [HostedLayout] = [HostedContainer.list, .form, .scrollView].flatMap { container in
        HostedVariant.allCases.map { HostedLayout(container, $0) }
    }

    /// Every UIKit screen: a table view with each variant RefreshKitUIKit has
    /// (the app's inset is set on the scroll view, so there is no "inside"),
    /// and a collection view with a compositional list and no headers.
    package static let uiKit: [HostedLayout] =
        [HostedVariant.inlineTitle, .largeTitle, .searchable, .stickySections, .marginOutside].map {
            HostedLayout(.tableView, $0)
        } + [HostedVariant.inlineTitle, .largeTitle, .searchable, .marginOutside].map { HostedLayout(.collectionView, $0) }
}

/// One row on screen: its index in the content and its top, in points from
/// the scroll view's top edge.
package struct HostedRow: Sendable, Hashable, Codable {
    package var index: Int
    package var top: Double

    package init(index: Int, top: Double) {
        self.index = index
        self.top = top
    }
}

/// What a hosted screen shows at one moment. Every position is in points
/// from the scroll view's top edge (which lies under the bars), so a real
/// screen and its model compare directly.
package struct HostedObservation: Sendable, Hashable, Codable {
    /// Seconds since the screen was made.
    package var time: Double
    /// The rows on screen, by index.
    package var rows: [HostedRow]
    /// The first section's header, where the screen has one.
    package var headerTop: Double?
    /// Where RefreshKit's indicator area starts: where the content rests
    /// unheld, under the bars and the app's margin. `nil` without RefreshKit.
    package var areaTop: Double?
    /// The scroll view's top inset as it reports it: `ScrollGeometry.contentInsets.top`
    /// (SwiftUI), `adjustedContentInset.top` (UIKit). The bars, the app's
    /// margin and RefreshKit's hold.
    package var insetTop: Double?
    /// The offset the screen is placed with: `UIScrollView.contentOffset.y`
    /// on iOS, the model's offset on Linux.
    package var offsetY: Double
    /// `ScrollGeometry.contentOffset.y` as SwiftUI reported it (SwiftUI on iOS).
    package var geometryOffsetY: Double?
    /// `UIScrollView.adjustedContentInset.top` of SwiftUI's backing scroll view (SwiftUI on iOS).
    package var scrollViewInsetTop: Double?
    /// The refresh's phase (`RefreshPhase`).
    package var phase: String
    /// What the scroll view said the scroll is doing: SwiftUI's `ScrollPhase`,
    /// the model's activity, UIKit's finger.
    package var scrollPhase: String?

    package init(
        time: Double, rows: [HostedRow], headerTop: Double? = nil, areaTop: Double? = nil, insetTop: Double? = nil, offsetY: Double,
        geometryOffsetY: Double? = nil, scrollViewInsetTop: Double? = nil, phase: String, scrollPhase: String? = nil
    ) {
        self.time = time
        self.rows = rows
        self.headerTop = headerTop
        self.areaTop = areaTop
        self.insetTop = insetTop
        self.offsetY = offsetY
        self.geometryOffsetY = geometryOffsetY
        self.scrollViewInsetTop = scrollViewInsetTop
        self.phase = phase
        self.scrollPhase = scrollPhase
    }

    /// The top of row `index`, when it is on screen.
    package func rowTop(_ index: Int) -> Double? { rows.first { $0.index == index }?.top }

    /// The most any row on screen in both moved between `self` and `later`;
    /// `nil` when no row is on screen in both.
    package func largestRowShift(to later: HostedObservation) -> Double? {
        let shifts = rows.compactMap { row in later.rowTop(row.index).map { abs($0 - row.top) } }
        return shifts.max()
    }

    /// RefreshKit's hold as laid out: the inset above where the content rests unheld.
    package var heldPadding: Double? {
        guard let insetTop, let areaTop else { return nil }
        return insetTop - areaTop
    }
}

/// A screen with one pull-to-refresh scroll view, as the scenarios drive it:
/// on iOS a SwiftUI or UIKit screen in a window (the hosted tests), on Linux
/// a model of one (``ModelSwiftUIScreen``, ``ModelUIKitScreen``). Both are
/// driven only by code, as a test can drive a real scroll view: offsets set
/// as a drag puts them, refreshes started and ended from code.
@MainActor
package protocol HostedScreen: AnyObject {
    /// The screen's container and surroundings.
    var layout: HostedLayout { get }
    /// Points within which two positions count as the same (a pixel's rounding on a device).
    var tolerance: Double { get }
    /// What the screen shows now.
    func observe() -> HostedObservation
    /// Lets one frame pass (a sixtieth of a second).
    func frame() async
    /// Sets the scroll view's offset (``HostedObservation/offsetY``) at once,
    /// as a finger's drag moves the content: no animation, no scroll command.
    func setOffsetY(_ offsetY: Double)
    /// Whether the finger can be faked: UIKit's `isTracking` and
    /// `isDecelerating`, overridden by the test's scroll view. SwiftUI makes
    /// its own scroll view, so its finger cannot be faked.
    var canFakeFinger: Bool { get }
    /// Puts the faked finger down or lifts it (ignored where it cannot be faked).
    func setFinger(down: Bool)
    /// Says the content moves on by itself after the finger lifted (ignored where the finger cannot be faked).
    func setDecelerating(_ isDecelerating: Bool)
    /// Starts a refresh from code; returns whether one started.
    func beginRefreshing() -> Bool
    /// Ends the running refresh (the app's work returns).
    func endRefreshing()
    /// The refresh's phase.
    var phase: RefreshPhase { get }
    /// The same screen without pull to refresh, observed at rest: what the
    /// app's layout is before RefreshKit adds anything.
    func observeWithoutPullToRefresh() async -> HostedObservation
}

/// The drawn built-ins and the hold each document gives: 000's 40 pt, 001's
/// 36 pt, 002's 50 pt band, 003's 80 pt threshold, 004's 100 pt maxOffset.
package enum HostedPresets {
    package static let drawn: [(preset: RefreshPreset, hold: Double)] = [
        (.spinningArrow, 40), (.progressRing, 36), (.releaseToRefresh, 50), (.frozenHeader, 80), (.bouncingBall, 100),
    ]

    /// Document 001's ring: it starts a refresh the moment a pull crosses
    /// 100 pt, finger or no finger, and holds 36 pt.
    package static let ring = (preset: RefreshPreset.progressRing, hold: 36.0, trigger: 100.0)
}
