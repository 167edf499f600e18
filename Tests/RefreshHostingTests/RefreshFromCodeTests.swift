import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// An action the test lets run and end: it says when it has started, and it
/// ends when the test opens it.
@MainActor
final class GatedWork {
    private(set) var runs = 0
    private var started: CheckedContinuation<Void, Never>?
    private var hasStarted = false
    private var release: CheckedContinuation<Void, Never>?

    var work: RefreshWork {
        RefreshWork { @MainActor [self] in
            runs += 1
            hasStarted = true
            started?.resume()
            started = nil
            await withCheckedContinuation { release = $0 }
        }
    }

    /// Returns once the action has started.
    func waitUntilStarted() async {
        guard !hasStarted else { return }
        await withCheckedContinuation { started = $0 }
    }

    /// Lets the action end.
    func open() {
        release?.resume()
        release = nil
    }
}

/// `PullToRefreshState`'s refreshes from code: `refresh()` awaits the end, calls
/// that overlap share one refresh, and `cancelRefreshing()` ends it.
@MainActor
@Suite struct RefreshFromCodeTests {
    let clock = ManualClock()
    let gate = GatedWork()

    func session(_ preset: RefreshPreset = .progressRing) -> RefreshSession {
        var catalog = PresetCatalog.standard
        catalog.searchFolders = []
        return RefreshSession(preset: preset, catalog: catalog, makeSinks: { [] }, work: .work(gate.work), clock: clock)
    }

    @Test func twoCallsInARowRunTheActionOnceAndBothReturnWhenItEnds() async {
        let session = session()
        let state = session.state
        final class Returned {
            var first = false
            var second = false
        }
        let returned = Returned()
        let first = Task {
            await state.refresh()
            returned.first = true
        }
        let second = Task {
            await state.refresh()
            returned.second = true
        }
        await gate.waitUntilStarted()
        // Both calls made: the second task's call runs before this job.
        await queuedMainActorWorkHasRun()
        // Work that takes longer than document 001's 0.5 s minimum: the
        // refresh runs on, whatever the second call did.
        clock.advance(by: 2)
        await queuedMainActorWorkHasRun()
        #expect(state.isRefreshing, "the second call leaves the running refresh alone")
        #expect(!returned.first, "refresh() returns when the refresh ends, not when it starts")
        #expect(!returned.second, "a call that shares a running refresh waits for its end too")
        gate.open()
        // Document 001's refresh shows at least 0.5 s.
        await session.controller.waitForAction()
        clock.advance(by: 0.5)
        await first.value
        await second.value
        #expect(gate.runs == 1)
        #expect(session.controller.startedRefreshCount == 1)
        #expect(!state.isRefreshing)
        #expect(state.lastOutcome == .success)
    }

    @Test func aCallDuringAPullStartedRefreshAwaitsThatOne() async {
        let session = session()
        for offset in stride(from: 20.0, through: 120, by: 20) {
            clock.advance(by: 1.0 / 60)
            session.controller.scrollChanged(offset: offset, isDragging: true)
        }
        #expect(session.controller.startedRefreshCount == 1, "document 001 starts past 100 pt")
        final class Returned { var value = false }
        let returned = Returned()
        let call = Task {
            await session.state.refresh()
            returned.value = true
        }
        await gate.waitUntilStarted()
        await Task.detached {}.value
        #expect(!returned.value, "the call waits for the pull's refresh to end")
        gate.open()
        await session.controller.waitForAction()
        clock.advance(by: 0.5)
        await call.value
        #expect(gate.runs == 1)
        #expect(session.controller.startedRefreshCount == 1)
    }

    @Test func cancelRefreshingEndsTheRefreshAndTheCallReturns() async {
        let session = session()
        let call = Task { await session.state.refresh() }
        await gate.waitUntilStarted()
        session.state.cancelRefreshing()
        await call.value
        #expect(!session.state.isRefreshing)
        #expect(session.state.lastOutcome == .cancelled)
        #expect(session.controller.phase == .idle)
        gate.open()
    }

    @Test func beforeTheScrollViewAppearsACallReturnsAtOnce() async {
        let state = PullToRefreshState()
        await state.refresh()
        #expect(!state.beginRefreshing())
        state.cancelRefreshing()
        #expect(state.phase == .idle)
    }

    /// `.pullToRefresh(.system)` is a drop-in for `.refreshable`: the
    /// platform's spinner shows exactly as long as the work runs (work that
    /// ends at once ends the refresh with no time passing, where a drawn
    /// preset keeps it on screen for its minimum visible time), and RefreshKit
    /// speaks nothing of its own to VoiceOver.
    @Test func systemShowsTheSpinnerExactlyAsLongAsTheWorkAndSaysNothing() async {
        var catalog = PresetCatalog.standard
        catalog.searchFolders = []
        let sink = RecordingFeedbackSink()
        for preset in [RefreshPreset.system, .progressRing] {
            sink.removeAll()
            let session = RefreshSession(
                preset: preset, catalog: catalog, makeSinks: { [sink] in [sink] }, work: .work(RefreshWork {}), clock: clock)
            let refresh = session.platformRefresh
            let call = Task { await refresh() }
            await until { session.controller.startedRefreshCount == 1 }
            await session.controller.waitForAction()
            let overWithTheWork = session.controller.phase == .idle
            let spoken = sink.records.compactMap(\.context.announcement).filter { !$0.isEmpty }
            clock.advance(by: 2)
            await call.value
            if preset == .system {
                #expect(overWithTheWork, "system: over when the work is")
                #expect(spoken.isEmpty, "system says nothing of its own: \(spoken)")
                #expect(sink.events.contains(.refreshSucceeded), "the outcome still reaches the sinks")
            } else {
                #expect(!overWithTheWork, "\(preset.name): a quick refresh stays on screen")
                #expect(spoken.contains("Refreshing"))
            }
        }
    }

    /// SwiftUI's `.refreshable` never gives up on the app's work: neither does
    /// `system`, nor any built-in preset, since no document asks for a timeout.
    @Test(arguments: RefreshPreset.builtIns)
    func noBuiltInPresetTimesOut(preset: RefreshPreset) async {
        let session = session(preset)
        #expect(session.controller.pipeline.timing.timeout == 0, "\(preset.name)")
        #expect(session.state.beginRefreshing())
        await gate.waitUntilStarted()
        clock.advance(by: 3600)
        #expect(session.state.isRefreshing, "\(preset.name): an hour later the work still runs")
        gate.open()
        await session.controller.waitForAction()
    }
}
