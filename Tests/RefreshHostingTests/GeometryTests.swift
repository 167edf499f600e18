import RefreshHosting
import RefreshKit
import Testing

/// Where the pull stands and where the indicator sits, from the numbers a
/// scroll view reports, in the situations an app puts a scroll view in. Inset
/// values are an iPhone's: a 59 pt status bar, a 44 pt inline navigation bar,
/// 52 pt more for a large title. What the scroll view does when the hold
/// changes is the hold engine's business (HoldScenarioTests), not this arithmetic's.
@Suite struct GeometryTests {
    static let largeTitleTop = 59.0 + 44 + 52

    /// Metrics with the content `pulled` points below its resting place.
    func metrics(insetTop: Double, pulled: Double) -> ScrollMetrics {
        ScrollMetrics(contentOffsetY: -insetTop - pulled, insetTop: insetTop)
    }

    @Test func underALargeTitleTheAreaStartsBelowTheBarAndThePullCountsFromRest() {
        let top = Self.largeTitleTop
        let rest = PullGeometry(metrics: metrics(insetTop: top, pulled: 0), hold: 0)
        #expect(rest == PullGeometry(contentTop: top, restTop: top, hold: 0))
        #expect(rest.pull == 0 && rest.areaTop == top && rest.uncovered == 0 && rest.isAtRest)
        let pulled = PullGeometry(metrics: metrics(insetTop: top, pulled: 50), hold: 0)
        #expect(pulled.pull == 50 && pulled.areaTop == top && pulled.uncovered == 50 && !pulled.isAtRest)
    }

    /// The hold is part of the inset the scroll view reports: held at rest,
    /// the pull is 0 and the held space is uncovered under the bar.
    @Test func heldAtRestTheHeldSpaceIsUncoveredBelowTheBar() {
        let top = Self.largeTitleTop
        let held = PullGeometry(metrics: metrics(insetTop: top + 36, pulled: 0), hold: 36)
        #expect(held.pull == 0)
        #expect(held.areaTop == top)
        #expect(held.uncovered == 36)
    }

    @Test func inASheetTheAreaStartsAtTheSheetsTop() {
        let geometry = PullGeometry(metrics: metrics(insetTop: 0, pulled: 30), hold: 0)
        #expect(geometry.areaTop == 0 && geometry.pull == 30 && geometry.uncovered == 30)
    }

    /// The app's own content margin (20 pt) and the safe area are both in the
    /// inset: the area starts below both.
    @Test func withSafeAreaAndContentMarginsTheAreaStartsBelowBoth() {
        let geometry = PullGeometry(metrics: metrics(insetTop: 59 + 20, pulled: 10), hold: 0)
        #expect(geometry.areaTop == 79 && geometry.pull == 10)
    }

    /// `.searchable` in the navigation bar drawer: the search field reveals
    /// first, growing the inset by its 52 pt; the pull counts from there.
    @Test func aRevealedSearchFieldMovesTheRestingPlaceDown() {
        let hidden = Self.largeTitleTop
        let shown = hidden + 52
        let revealing = PullGeometry(metrics: ScrollMetrics(contentOffsetY: -shown, insetTop: shown), hold: 0)
        #expect(revealing.pull == 0 && revealing.areaTop == shown)
        let pulling = PullGeometry(metrics: ScrollMetrics(contentOffsetY: -shown - 40, insetTop: shown), hold: 0)
        #expect(pulling.pull == 40 && pulling.areaTop == shown)
    }

    /// Before iOS 18 a probe at the content's top reports it in the scroll
    /// view's coordinates; it rests at the top safe area plus the hold.
    @Test func aProbeGivesTheSameGeometry() {
        let probe = PullGeometry(contentTop: 59 + 36 + 20, restTop: 59 + 36, hold: 36)
        let metrics = PullGeometry(metrics: ScrollMetrics(contentOffsetY: -(59 + 36 + 20), insetTop: 59 + 36), hold: 36)
        #expect(probe == metrics)
        #expect(probe.pull == 20 && probe.areaTop == 59 && probe.uncovered == 56)
    }

    @Test func absurdNumbersGiveRestAndNeverACrash() {
        let nan = PullGeometry(metrics: ScrollMetrics(contentOffsetY: .nan, insetTop: 10), hold: 0)
        #expect(nan.pull == 0 && nan.areaTop == 0 && nan.uncovered == 0)
        let infinite = PullGeometry(metrics: ScrollMetrics(contentOffsetY: -.infinity, insetTop: 10), hold: .infinity)
        #expect(infinite.pull == 0 && infinite.uncovered == 0)
        #expect(PullGeometry(contentTop: 10, restTop: 0, hold: -5).uncovered == 10, "a negative hold counts as none")
    }

    @Test func aScrollViewThatScrollsOnlySidewaysIsKnown() {
        let carousel = ScrollMetrics(
            contentOffsetY: 0, insetTop: 0, contentWidth: 2000, contentHeight: 200, containerWidth: 390, containerHeight: 200)
        let feed = ScrollMetrics(
            contentOffsetY: 0, insetTop: 0, contentWidth: 390, contentHeight: 5000, containerWidth: 390, containerHeight: 700)
        let short = ScrollMetrics(
            contentOffsetY: 0, insetTop: 0, contentWidth: 390, contentHeight: 100, containerWidth: 390, containerHeight: 700)
        #expect(carousel.scrollsOnlyHorizontally)
        #expect(!feed.scrollsOnlyHorizontally)
        #expect(!short.scrollsOnlyHorizontally)
    }

    /// Right to left, the built-in views and the app's own renderers get one
    /// mirrored model: a ball that rolls in from the leading edge comes from
    /// the right and turns the other way.
    @Test func rightToLeftMirrorsTheModelForEveryRenderer() {
        let model = IndicatorModel(shape: .ball, rotation: 90, size: 42, position: IndicatorPosition(x: 0.2, y: 30))
        let geometry = PullGeometry(contentTop: 0, restTop: 0, hold: 0)
        let rightToLeft = IndicatorAppearance(
            model: model, frame: geometry.indicatorFrame, phase: .pulling, rightToLeft: true, reduceMotion: false)
        #expect(rightToLeft.model.position.x == 0.8)
        #expect(rightToLeft.model.rotation == -90)
        #expect(rightToLeft.model.position.y == 30)
        let leftToRight = IndicatorAppearance(
            model: model, frame: geometry.indicatorFrame, phase: .pulling, rightToLeft: false, reduceMotion: false)
        #expect(leftToRight.model == model)
    }

    @Test func onlyModelsThatMoveWithTimeAndDoNotAnimateThemselvesRedrawEveryFrame() {
        let geometry = PullGeometry(contentTop: 0, restTop: 0, hold: 0)
        func redraws(_ shape: IndicatorShape, animating: Bool = true, reduceMotion: Bool = false) -> Bool {
            IndicatorAppearance(
                model: IndicatorModel(shape: shape, isAnimating: animating), frame: geometry.indicatorFrame, phase: .refreshing,
                rightToLeft: false, reduceMotion: reduceMotion
            ).redrawsEveryFrame
        }
        #expect(redraws(.ball))
        #expect(!redraws(.ball, reduceMotion: true))
        #expect(!redraws(.ball, animating: false))
        #expect(!redraws(.spinner) && !redraws(.systemSpinner) && !redraws(.activityBand))
    }
}
