import Foundation
import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// What an app switches and sets on a pull-to-refresh scroll view: pulling
/// off, a title, haptics, and a preset that does not load.
@MainActor
@Suite struct AppControlTests {
    /// `pullToRefreshDisabled(true)`: a pull past document 001's 100 pt starts
    /// nothing, VoiceOver's scroll at the top pages instead of refreshing, and
    /// a refresh from code still runs and shows.
    @Test func switchedOffAPullAndVoiceOverStartNothingButCodeStillRefreshes() {
        underBothRulesAndTimings({ HoldRig(.progressRing, rule: $0, timing: $1) }) { rig in
            rig.simulation.frames(2)
            rig.session.isPullDisabled = true
            rig.simulation.pullAndRelease(toUncover: 160)
            #expect(rig.controller.startedRefreshCount == 0)
            #expect(!rig.sink.events.contains(.pullBegan))
            guard case .page = rig.session.accessibilityScroll(towardsTop: true) else {
                Issue.record("VoiceOver's scroll at the top must page, not refresh")
                return
            }
            #expect(rig.controller.startedRefreshCount == 0)
            #expect(rig.session.state.beginRefreshing())
            rig.simulation.settle()
            #expect(abs(rig.uncovered - 36) <= HoldEngine.tolerance, "a refresh from code shows")
            rig.session.isPullDisabled = false
            rig.finish()
            rig.simulation.pullAndRelease(toUncover: 160)
            #expect(rig.controller.startedRefreshCount == 2, "switched back on, a pull refreshes")
        }
    }

    /// Switched off in the middle of a pull, the pull ends there.
    @Test func switchingOffDuringAPullEndsThePull() {
        let rig = HoldRig(.progressRing, rule: .offsetKept)
        rig.simulation.pull(toUncover: 60)
        #expect(rig.controller.phase == .pulling)
        rig.session.isPullDisabled = true
        #expect(rig.controller.phase == .idle)
        rig.simulation.pull(toUncover: 160)
        #expect(rig.controller.startedRefreshCount == 0)
    }

    /// A title under a built-in indicator: the hold grows by its height, and
    /// the indicator is drawn above it, on the title's strip.
    @Test func aTitleGrowsTheHoldAndTheIndicatorSitsAboveIt() {
        underBothRulesAndTimings({ HoldRig(.releaseToRefresh, rule: $0, timing: $1) }) { rig in
            rig.session.titleHeightChanged(to: 20)
            rig.simulation.pullAndRelease(toUncover: 90)
            #expect(abs(rig.uncovered - 70) <= HoldEngine.tolerance, "document 002's 50 pt band and the 20 pt title")
            let band = rig.session.indicatorAppearance(rightToLeft: false, reduceMotion: false).model
            #expect(abs(band.position.y + band.size / 2 - 50) <= HoldEngine.tolerance, "the band ends on the title's strip")
            rig.finish()
            #expect(abs(rig.uncovered) <= HoldEngine.tolerance)
        }
    }

    /// The preset's haptics become cues the view plays with `sensoryFeedback`:
    /// document 001's medium tap when the refresh starts, one cue per event.
    @Test func hapticsBecomeCuesForTheView() {
        let cues = HapticCueSink()
        let clock = ManualClock()
        let session = RefreshSession(
            preset: .progressRing, catalog: .standard, makeSinks: { [cues] }, work: .work(.external), clock: clock)
        #expect(session.hapticCues === cues)
        #expect(cues.cue == nil)
        for offset in stride(from: 20.0, through: 120, by: 20) {
            clock.advance(by: 1.0 / 60)
            session.scrollChanged(
                ScrollMetrics(contentOffsetY: -offset, insetTop: 0, contentHeight: 2000, containerHeight: 800), padding: 0)
        }
        #expect(cues.cue?.style == .medium)
        let first = cues.cue
        cues.receive(.refreshStarted, context: FeedbackContext(time: 1, status: session.controller.status, haptic: .medium))
        #expect(cues.cue != first, "the same style again is a new cue")
        let silent = RefreshSession(preset: .progressRing, catalog: .standard, makeSinks: { [] }, work: .work(.external))
        #expect(silent.hapticCues == nil, "no cue sink, no haptics")
    }

    /// A mistyped preset name still pulls and refreshes, as `system`: the
    /// platform's control runs the app's work through the session (what
    /// `.refreshable` calls), and `refreshkit simulate`, which draws `system`
    /// as RefreshKit guesses it, starts a refresh at its 115 pt.
    @Test func aMistypedPresetPullsAndRefreshesAsSystem() async {
        final class Runs: @unchecked Sendable { var count = 0 }
        let runs = Runs()
        let session = RefreshSession(
            preset: "bouncing-bal", catalog: .standard, makeSinks: { [] }, work: .work(RefreshWork { runs.count += 1 }))
        #expect(session.controller.pipeline.name == "system")
        #expect(session.usesPlatformControl)
        await session.platformRefresh()
        #expect(runs.count == 1, "the app's work ran")
        #expect(session.controller.lastOutcome == .success)
        #expect(session.state.offersRefreshAction)

        let clock = ManualClock()
        let simulated = RefreshSession(
            preset: "bouncing-bal", catalog: .standard, makeSinks: { [] }, work: .work(.external), simulatesPlatformControl: true,
            clock: clock)
        let simulation = ScrollSimulation(
            session: simulated, scrollView: SimulatedScrollView(rule: .offsetKept, safeAreaTop: HoldRig.largeTitleTop), clock: clock)
        #expect(simulation.notices.count == 1, "the fallback is told")
        simulation.pull(toUncover: 100)
        #expect(simulated.controller.startedRefreshCount == 0, "short of system's 115 pt")
        simulation.pull(toUncover: 130)
        #expect(simulated.controller.startedRefreshCount == 1)
        #expect(simulated.controller.pipeline.name == "system")
    }

    /// A preset that does not load never stops the program: the layers'
    /// sources carry no trap, and the session hands the reason on as an event.
    @Test func nothingInTheLayersStopsTheProgram() throws {
        let layers = ["Sources/UI/RefreshKitUI", "Sources/UI/RefreshKitUIKit", "Sources/UI/RefreshHosting"]
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for layer in layers {
            let folder = root.appendingPathComponent(layer)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for trap in ["assertionFailure(", "fatalError(", "preconditionFailure(", "precondition(", "assert("] {
                    #expect(!text.contains(trap), "\(layer)/\(file) calls \(trap): a preview or a UI test would stop")
                }
            }
        }
    }
}
