import RefreshHosting
import RefreshKit
import Testing

/// Where a scroll view works out a scroll to its top edge against the inset
/// as it was before the new hold (`ScrollResolution.whenAsked`), the scroll
/// lands short; the engine sees it once the padding has landed and asks
/// again. Under both inset rules the content ends where the engine decided,
/// a moment later than where the scroll is laid out with the new inset.
@MainActor
@Suite struct ScrollResolutionTests {
    static let tolerance = HoldEngine.tolerance

    func rigs(_ preset: RefreshPreset) -> [HoldRig] {
        InsetChangeRule.allCases.map { HoldRig(preset, rule: $0, resolution: .whenAsked) }
    }

    @Test(arguments: HoldScenarioTests.drawnPresets)
    func aPullsHoldEndsAtTheDocumentsHold(preset: RefreshPreset, hold: Double) {
        for rig in rigs(preset) {
            let trigger = rig.controller.pipeline.strategy.triggerDistance
            rig.simulation.pullAndRelease(toUncover: trigger * 1.3 + 10, frames: 30, holding: 0.3)
            // Document 004's spring lasts seconds, and the scroll may be asked twice.
            rig.simulation.settle(limit: 10)
            #expect(abs(rig.uncovered - hold) <= Self.tolerance, "\(preset.name): \(rig.uncovered)")
            rig.finish()
            #expect(abs(rig.uncovered) <= Self.tolerance, "\(preset.name): the hold closes")
        }
    }

    @Test(arguments: HoldScenarioTests.drawnPresets)
    func aRefreshFromCodeAtRestIsRevealed(preset: RefreshPreset, hold: Double) {
        for rig in rigs(preset) {
            rig.simulation.frames(2)
            #expect(rig.session.state.beginRefreshing())
            // Twice the preset's curve: the reveal that lands short, then the one asked again.
            rig.simulation.settle(limit: 10)
            #expect(abs(rig.uncovered - hold) <= Self.tolerance, "\(preset.name): revealed by \(rig.uncovered)")
        }
    }

    @Test func scrolledAwayNothingMovesAndRotationKeepsTheTop() {
        for rig in rigs(.spinningArrow) {
            rig.simulation.frames(2)
            rig.session.state.beginRefreshing()
            rig.simulation.settle()
            rig.simulation.rotate(safeAreaTop: 32, width: 844, height: 390)
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 40) <= Self.tolerance, "landscape: \(rig.uncovered)")
            rig.simulation.touchDown()
            rig.simulation.drag(by: -600, frames: 30)
            rig.simulation.lift()
            rig.simulation.settle()
            let rows = rig.simulation.scrollView.contentTop
            let endedAt = rig.snapshots.count
            rig.finish()
            #expect(rig.snapshots[endedAt...].allSatisfy { abs($0.contentTop - rows) <= Self.tolerance }, "no row moves")
        }
    }
}
