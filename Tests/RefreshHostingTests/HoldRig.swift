import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// A preset's session in a simulated scroll view, as the SwiftUI layer hosts
/// it: an iPhone's screen under a navigation bar with a large title unless
/// told otherwise.
@MainActor
struct HoldRig {
    let simulation: ScrollSimulation
    let sink: RecordingFeedbackSink

    /// An iPhone's status bar (59 pt), inline navigation bar (44 pt) and large title (52 pt).
    nonisolated static let largeTitleTop = 59.0 + 44 + 52

    init(
        _ preset: RefreshPreset, rule: InsetChangeRule, resolution: ScrollResolution = .withTheInset,
        timing: DecisionTiming = .sameFrame,
        safeAreaTop: Double = HoldRig.largeTitleTop, appInsetTop: Double = 0, contentHeight: Double = 5000, canScroll: Bool = true,
        state: PullToRefreshState? = nil
    ) {
        let clock = ManualClock()
        let sink = RecordingFeedbackSink()
        var catalog = PresetCatalog.standard
        catalog.searchFolders = []
        let session = RefreshSession(
            preset: preset, catalog: catalog, makeSinks: { [sink] in [sink] }, work: .work(.external), state: state,
            canScroll: canScroll, clock: clock)
        let scrollView = SimulatedScrollView(
            rule: rule, resolution: resolution, safeAreaTop: safeAreaTop, appInsetTop: appInsetTop, contentHeight: contentHeight)
        simulation = ScrollSimulation(session: session, scrollView: scrollView, clock: clock, timing: timing)
        self.sink = sink
    }

    var session: RefreshSession { simulation.session }
    var controller: RefreshController { session.controller }
    var snapshots: [ScrollSnapshot] { simulation.snapshots }
    var uncovered: Double { simulation.uncoveredNow }
    var hold: Double { controller.contentInset }

    /// Ends the running refresh and lets everything settle.
    func finish(_ outcome: RefreshOutcome = .success) {
        controller.finishRefreshing(outcome)
        var waited = 0.0
        while controller.phase != .idle, waited < 5 {
            simulation.frame()
            waited += simulation.frameInterval
        }
        simulation.settle()
    }
}

/// What a scenario left on screen under each rule, with one decision timing.
struct RuleComparison {
    var snapshots: [InsetChangeRule: [ScrollSnapshot]]

    /// The first frame where the content's top or the indicator's frame differ
    /// between the rules by more than `tolerance` points, described. A frame
    /// that shows a change the system made before the engine's answer lands
    /// (``ScrollSnapshot/awaitsAnswer``) shows the scroll view's own rule, and
    /// is not compared.
    func firstDifference(tolerance: Double = 0.5) -> String? {
        let kept = snapshots[.offsetKept] ?? []
        let following = snapshots[.contentFollowsInset] ?? []
        for (index, (a, b)) in zip(kept, following).enumerated() where !a.awaitsAnswer && !b.awaitsAnswer {
            if abs(a.contentTop - b.contentTop) > tolerance
                || abs(a.indicatorFrame.top - b.indicatorFrame.top) > tolerance
                || abs(a.indicatorFrame.height - b.indicatorFrame.height) > tolerance
            {
                return
                    "frame \(index) (t = \(a.time)): content top \(a.contentTop) vs \(b.contentTop), indicator \(a.indicatorFrame) vs \(b.indicatorFrame)"
            }
        }
        guard kept.count == following.count else {
            return "the scenario ran \(kept.count) frames under offsetKept and \(following.count) under contentFollowsInset"
        }
        return nil
    }
}

/// Runs `scenario` under each rule and each decision timing, on a new rig
/// made by `makeRig`, and checks that, for either timing, the rows and the
/// indicator came out the same under both rules on every frame. Returns
/// every rig for the scenario's own expectations.
@MainActor
@discardableResult
func underBothRulesAndTimings(
    _ makeRig: (InsetChangeRule, DecisionTiming) -> HoldRig, sourceLocation: SourceLocation = #_sourceLocation,
    _ scenario: (HoldRig) -> Void
) -> [HoldRig] {
    var rigs: [HoldRig] = []
    for timing in DecisionTiming.allCases {
        var comparison = RuleComparison(snapshots: [:])
        for rule in InsetChangeRule.allCases {
            let rig = makeRig(rule, timing)
            scenario(rig)
            comparison.snapshots[rule] = rig.snapshots
            rigs.append(rig)
        }
        let difference = comparison.firstDifference()
        #expect(
            difference == nil, "what the user sees depends on the scroll view's rule (\(timing)): \(difference ?? "")",
            sourceLocation: sourceLocation)
    }
    return rigs
}
