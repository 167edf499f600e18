import Foundation
import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// What the UIKit layer draws above the content besides the preset's shape
/// (``ScrollViewAdapter``): the title under the indicator
/// (`PullToRefreshControl.attributedTitle`) and the app's own indicator view
/// (`PullToRefreshControl.indicatorView`), on the model of a `UIScrollView`
/// under UIKit's rule. A one-line footnote title is about 16 pt tall.
@MainActor
@Suite struct UIKitTitleTests {
    nonisolated static let tolerance = HoldEngine.tolerance
    nonisolated static let spacing = RefreshSession.titleSpacing
    nonisolated static let titleHeight = 16.0

    /// The title's bottom, in the scroll view's coordinates (the content's top is 0).
    static func titleBottom(_ placement: IndicatorPlacement) -> Double {
        placement.y + placement.titleTop + placement.titleHeight
    }

    // MARK: The title

    /// Document 001's 36 pt hold grows by the title and the spacing under
    /// it; the title rides on the content's top, 6 pt above it, on every
    /// frame of the pull and the hold, and the ring is drawn above it.
    @Test func theTitleRidesOnTheContentAndTheHoldGrowsByIt() {
        let rig = UIKitRig(.progressRing)
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        let pulledAt = rig.snapshots.count
        rig.pullAndRelease(toUncover: 130)
        let held = 36 + Self.titleHeight + Self.spacing
        #expect(abs(rig.uncovered - held) <= Self.tolerance, "36 pt, the title and its spacing: \(rig.uncovered)")
        #expect(rig.model.read().contentInsetTop == held, "RefreshKit's part of contentInset holds the title too")
        let shown = rig.snapshots[pulledAt...].map(\.drawing.placement).filter { $0.height > 0 }
        #expect(shown.count > 20)
        for placement in shown {
            #expect(placement.titleHeight == Self.titleHeight)
            #expect(
                abs(Self.titleBottom(placement) + Self.spacing) <= Self.tolerance,
                "the title's bottom is 6 pt above the content's top: \(Self.titleBottom(placement))")
        }
        let drawing = rig.adapter.indicatorDrawing(rightToLeft: false)
        let ringBottom = drawing.model.position.y + drawing.model.size / 2
        #expect(ringBottom <= drawing.placement.titleTop + Self.tolerance, "the ring ends above the title: \(ringBottom)")
        rig.finish()
        #expect(abs(rig.uncovered) <= Self.tolerance)
        #expect(rig.model.read().contentInsetTop == 0)
    }

    /// Document 002's band follows the pull: drawn with the title, it ends
    /// on the title's strip, as the SwiftUI layer draws it.
    @Test func aBandEndsWhereTheTitleBegins() {
        let rig = UIKitRig(.releaseToRefresh)
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        rig.pullAndRelease(toUncover: 100)
        let drawing = rig.adapter.indicatorDrawing(rightToLeft: false)
        #expect(abs(rig.uncovered - (50 + Self.titleHeight + Self.spacing)) <= Self.tolerance)
        let bandBottom = drawing.model.position.y + drawing.model.size / 2
        #expect(abs(bandBottom - drawing.placement.titleTop) <= Self.tolerance, "\(bandBottom) vs \(drawing.placement.titleTop)")
    }

    /// A title set while the hold is open, the content at rest at the top:
    /// the hold grows by it along the preset's curve, moving the content
    /// down and never up; taking the title away shrinks the hold again.
    @Test func aTitleSetDuringAHoldGrowsItAlongThePresetsCurve() {
        let rig = UIKitRig(.progressRing)
        rig.pullAndRelease(toUncover: 130)
        #expect(abs(rig.uncovered - 36) <= Self.tolerance)
        let setAt = rig.snapshots.count
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        rig.settle()
        let held = 36 + Self.titleHeight + Self.spacing
        #expect(abs(rig.uncovered - held) <= Self.tolerance, "grown: \(rig.uncovered)")
        let tops = rig.snapshots[setAt...].map(\.uncovered)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 >= $0 - Self.tolerance }, "down only: \(tops)")
        #expect(tops.contains { $0 > 36 + 1 && $0 < held - 1 }, "along the curve, not at once")
        rig.adapter.titleHeightChanged(to: 0)
        rig.settle()
        #expect(abs(rig.uncovered - 36) <= Self.tolerance, "the title gone, the hold is the document's again")
        #expect(rig.adapter.indicatorDrawing(rightToLeft: false).placement.titleHeight == 0)
    }

    /// Under a finger the title waits: nothing moves until it lifts.
    @Test func aTitleSetUnderAFingerWaitsForIt() {
        let rig = UIKitRig(.progressRing)
        rig.pullAndRelease(toUncover: 130)
        rig.touchDown()
        let touchedAt = rig.snapshots.count
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        rig.frames(20)
        #expect(rig.snapshots[touchedAt...].allSatisfy { $0.contentInsetTop == 36 }, "not under the finger")
        rig.lift()
        rig.settle()
        #expect(abs(rig.uncovered - (36 + Self.titleHeight + Self.spacing)) <= Self.tolerance)
    }

    /// Scrolled into the content, a new title moves no row; back at the
    /// top, the running refresh shows with it.
    @Test func aTitleSetScrolledAwayMovesNoRow() {
        let rig = UIKitRig(.progressRing)
        rig.frames(2)
        rig.scroll(by: -1000)
        #expect(rig.session.state.beginRefreshing())
        rig.wait(0.3)
        let rows = rig.model.presentedContentTop
        let setAt = rig.snapshots.count
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        rig.wait(0.5)
        #expect(rig.snapshots[setAt...].allSatisfy { $0.contentTop == rows }, "no row moves")
        rig.touchDown()
        rig.drag(by: 1030, frames: 30)
        rig.lift()
        rig.settle()
        #expect(abs(rig.uncovered - (36 + Self.titleHeight + Self.spacing)) <= Self.tolerance)
    }

    /// VoiceOver reads the title while something is uncovered, never while
    /// the area is 0 tall.
    @Test func voiceOverReadsTheTitleOnlyWhileItShows() {
        let rig = UIKitRig(.progressRing)
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        rig.frames(2)
        #expect(!rig.adapter.indicatorDrawing(rightToLeft: false).isReadable, "at rest nothing shows")
        rig.pull(toUncover: 40)
        #expect(rig.adapter.indicatorDrawing(rightToLeft: false).isReadable)
        rig.pull(toUncover: 130)
        rig.lift()
        rig.settle()
        #expect(rig.adapter.indicatorDrawing(rightToLeft: false).isReadable, "held")
        rig.finish()
        #expect(!rig.adapter.indicatorDrawing(rightToLeft: false).isReadable, "closed")
    }

    /// `system`: UIKit's control draws the title (the layer sets its
    /// `attributedTitle`); RefreshKit writes nothing and places nothing for it.
    @Test func systemLeavesTheTitleToUIKitsControl() {
        let rig = UIKitRig(.system)
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        rig.pullAndRelease(toUncover: 200)
        rig.adapter.platformControlPulled()
        rig.wait(0.5)
        #expect(rig.model.writes.isEmpty)
        let drawing = rig.adapter.indicatorDrawing(rightToLeft: false)
        #expect(drawing.placement.height == 0 && drawing.placement.titleHeight == 0)
        #expect(!drawing.isReadable)
    }

    // MARK: The app's own indicator view

    /// The app's own view (44 pt) replaces the preset's style: document
    /// 001's 36 pt hold grows to fit it, the title is the view's to draw
    /// (RefreshKit neither places it nor holds space for it: 36 pt and the
    /// title would be 58 pt), and the view is told the strategy's state and
    /// progress.
    @Test func anAppIndicatorViewGrowsTheHoldAndDrawsTheTitleItself() {
        let rig = UIKitRig(.progressRing)
        rig.adapter.titleHeightChanged(to: Self.titleHeight)
        rig.adapter.appIndicatorChanged(height: 44)
        rig.pull(toUncover: 60)
        let pulling = rig.adapter.indicatorDrawing(rightToLeft: false)
        #expect(pulling.placement.titleHeight == 0, "RefreshKit draws no title over the app's view")
        #expect(pulling.progress == rig.controller.status.progress && pulling.progress > 0)
        #expect(pulling.stateName == rig.controller.status.stateName)
        #expect(pulling.phase == .pulling)
        rig.pull(toUncover: 130)
        rig.lift()
        rig.settle()
        #expect(abs(rig.uncovered - 44) <= Self.tolerance, "the view's 44 pt: \(rig.uncovered)")
        rig.finish()
        rig.adapter.appIndicatorChanged(height: nil)
        rig.pullAndRelease(toUncover: 130)
        #expect(abs(rig.uncovered - (36 + Self.titleHeight + Self.spacing)) <= Self.tolerance, "the preset's style and the title again")
    }

    /// Right to left: RefreshKit's own drawing gets the model mirrored
    /// (document 000's arrow turns the other way); the app's own view gets
    /// it as it is, to lay out in its own direction.
    @Test func anAppIndicatorViewGetsTheModelUnmirrored() {
        let rig = UIKitRig(.spinningArrow)
        // Short of the trigger, past where the arrow starts to turn.
        rig.pull(toUncover: rig.controller.pipeline.strategy.triggerDistance * 0.9)
        let leftToRight = rig.adapter.indicatorDrawing(rightToLeft: false).model
        #expect(leftToRight.rotation > 1, "the arrow has turned: \(leftToRight.rotation)")
        #expect(rig.adapter.indicatorDrawing(rightToLeft: true).model.rotation == -leftToRight.rotation)
        rig.adapter.appIndicatorChanged(height: 40)
        #expect(rig.adapter.indicatorDrawing(rightToLeft: true).model == leftToRight)
        #expect(rig.adapter.indicatorDrawing(rightToLeft: false).styleName == "spinning-arrow", "the view can tell styles apart")
    }
}

/// The title's attributes: the app's own stay, RefreshKit's fill the rest.
@Suite struct TitleAttributesTests {
    static let font = NSAttributedString.Key("TestFont")
    static let color = NSAttributedString.Key("TestColor")

    @Test func theAppsAttributesStayAndTheDefaultsFillTheRest() {
        let title = NSMutableAttributedString(string: "Updated 9:41")
        title.addAttribute(Self.font, value: "app", range: NSRange(location: 0, length: 7))
        let filled = title.fillingAttributes([Self.font: "footnote", Self.color: "secondary"])
        #expect(filled.string == "Updated 9:41")
        #expect(filled.attribute(Self.font, at: 0, effectiveRange: nil) as? String == "app")
        #expect(filled.attribute(Self.font, at: 6, effectiveRange: nil) as? String == "app")
        #expect(filled.attribute(Self.font, at: 7, effectiveRange: nil) as? String == "footnote")
        #expect(filled.attribute(Self.font, at: 11, effectiveRange: nil) as? String == "footnote")
        for index in [0, 7, 11] {
            #expect(filled.attribute(Self.color, at: index, effectiveRange: nil) as? String == "secondary")
        }
        #expect(title.attribute(Self.color, at: 0, effectiveRange: nil) == nil, "the app's own string is left as it was")
    }

    @Test func anEmptyTitleStaysEmpty() {
        let filled = NSAttributedString(string: "").fillingAttributes([Self.font: "footnote"])
        #expect(filled.length == 0)
    }
}
