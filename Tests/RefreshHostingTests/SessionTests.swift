import Observation
import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// The rules of RefreshSession: what the SwiftUI modifier's `@State` holds.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SessionTests {
    let clock = ManualClock()
    let sink = RecordingFeedbackSink()
    /// Short timing, so that a refresh ends as soon as its outcome arrives.
    var catalog: PresetCatalog {
        var catalog = PresetCatalog.standard
        catalog.searchFolders = []
        return catalog
    }

    func session(_ preset: RefreshPreset = .progressRing, work: RefreshWorkForm = .work(.external)) -> RefreshSession {
        RefreshSession(preset: preset, catalog: catalog, makeSinks: { [sink] in [sink] }, work: work, clock: clock)
    }

    /// Pulls the progress-ring preset past document 001's 100 pt.
    func pullPastTheTrigger(_ controller: RefreshController) {
        for offset in stride(from: 20.0, through: 120, by: 20) {
            clock.advance(by: 1.0 / 60)
            controller.scrollChanged(offset: offset, isDragging: true)
        }
    }

    @Test func theSamePresetKeepsTheControllerAndANewOneReplacesIt() {
        let session = session()
        let first = session.controller
        #expect(!session.update(preset: .progressRing, catalog: catalog, makeSinks: { [] }, work: .work(.external)))
        #expect(session.controller === first)
        #expect(session.update(preset: .bouncingBall, catalog: catalog, makeSinks: { [] }, work: .work(.external)))
        #expect(session.controller !== first)
        #expect(session.controller.pipeline.name == "bouncing-ball")
        #expect(session.state.controller === session.controller)
    }

    @Test func aNewPresetCancelsTheRunningRefresh() async {
        let session = session()
        pullPastTheTrigger(session.controller)
        #expect(session.controller.isRefreshing)
        session.update(preset: .bouncingBall, catalog: catalog, makeSinks: { [] }, work: .work(.external))
        #expect(sink.events.last == .refreshCancelled)
    }

    @Test func theNewestWorkRuns() async {
        let session = session()
        final class Runs: @unchecked Sendable { var names: [String] = [] }
        let runs = Runs()
        session.update(preset: .progressRing, catalog: catalog, makeSinks: { [] }, work: .work(RefreshWork { runs.names.append("old") }))
        session.update(preset: .progressRing, catalog: catalog, makeSinks: { [] }, work: .work(RefreshWork { runs.names.append("new") }))
        pullPastTheTrigger(session.controller)
        await session.controller.waitForAction()
        #expect(runs.names == ["new"])
    }

    /// A navigation push or a tab switch keeps the view's state, so the
    /// refresh runs on; it ends when the state itself goes away.
    @Test func theRefreshIsCancelledWhenTheSessionGoesAwayAndNotBefore() async {
        var session: RefreshSession? = session()
        let controller = session!.controller
        pullPastTheTrigger(controller)
        #expect(controller.isRefreshing)
        await queuedMainActorWorkHasRun()
        #expect(controller.isRefreshing)
        #expect(!sink.events.contains(.refreshCancelled))
        session = nil
        // The cancellation hops to the main actor.
        await until { !controller.isRefreshing }
        #expect(sink.events.last == .refreshCancelled)
        #expect(session == nil)
    }

    // MARK: The Binding<Bool> form

    @Observable final class AppFlag {
        var value = false
        var writes: [Bool] = []
    }

    func flagSession(_ flag: AppFlag) -> RefreshSession {
        session(
            work: .flag(set: {
                flag.value = $0
                flag.writes.append($0)
            }))
    }

    /// The app sets its flag to `false` once the refresh's work has begun:
    /// the refresh ends as a success.
    func appTurnsItOffAndTheRefreshSucceeds(
        _ flag: AppFlag, _ session: RefreshSession, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        flag.value = false
        session.flagChanged(to: false)
        await session.controller.waitForAction()
        clock.advance(by: 1)
        #expect(!session.controller.isRefreshing, sourceLocation: sourceLocation)
        #expect(sink.events.last == .refreshSucceeded, sourceLocation: sourceLocation)
    }

    @Test func settingTheBindingToTrueStartsARefreshAndFalseEndsIt() async {
        let flag = AppFlag()
        let session = flagSession(flag)
        flag.value = true
        session.flagChanged(to: true)
        #expect(session.controller.isRefreshing)
        #expect(session.controller.startedRefreshCount == 1)
        #expect(session.controller.contentInset == 36, "document 001 holds 36 pt, pulled or not")
        // The app turns it off in the same turn, before the refresh's work has begun.
        flag.value = false
        session.flagChanged(to: false)
        await queuedMainActorWorkHasRun()
        clock.advance(by: 1)
        session.controller.scrollChanged(offset: 0, isDragging: false)
        #expect(!session.controller.isRefreshing, "the app's false ended it")
        #expect(sink.events.filter { $0 == .refreshStarted }.count == 1)
        #expect(sink.events.last == .refreshSucceeded)
        #expect(flag.writes.isEmpty, "the app's own true and false stand: RefreshKit wrote nothing")
    }

    @Test func theBindingTurnedOnOffAndOnInOneTurnKeepsTheRefresh() async {
        let flag = AppFlag()
        let session = flagSession(flag)
        for isOn in [true, false, true] {
            flag.value = isOn
            session.flagChanged(to: isOn)
        }
        // The refresh's task, queued before this, has begun its work; time
        // passes, and the refresh waits for the app.
        await queuedMainActorWorkHasRun()
        clock.advance(by: 1)
        session.controller.scrollChanged(offset: 0, isDragging: false)
        #expect(session.controller.isRefreshing, "the app's last word was true")
        #expect(!sink.events.contains(.refreshSucceeded))
        #expect(session.controller.startedRefreshCount == 1)
        await appTurnsItOffAndTheRefreshSucceeds(flag, session)
    }

    @Test func theBindingTurnedOffAfterTheWorkBeganEndsTheRefresh() async {
        let flag = AppFlag()
        let session = flagSession(flag)
        flag.value = true
        session.flagChanged(to: true)
        await until { flag.writes == [true] }
        #expect(session.controller.isRefreshing)
        await appTurnsItOffAndTheRefreshSucceeds(flag, session)
    }

    @Test func aPullSetsTheBindingAndItsEchoStartsNoSecondRefresh() async {
        let flag = AppFlag()
        let session = flagSession(flag)
        pullPastTheTrigger(session.controller)
        await until { flag.value }
        // SwiftUI reports the change RefreshKit made.
        session.flagChanged(to: true)
        #expect(session.controller.startedRefreshCount == 1)
    }

    @Test func trueWhenNoRefreshCanStartIsSetBackToFalse() async {
        let flag = AppFlag()
        let catalog = self.catalog
        // bouncing-ball finishes over 1.3 s: no new refresh starts meanwhile.
        let session = RefreshSession(
            preset: .bouncingBall, catalog: catalog, makeSinks: { [] },
            work: .flag(set: {
                flag.value = $0
                flag.writes.append($0)
            }), clock: clock)
        session.flagChanged(to: true)
        session.flagChanged(to: false)
        await session.controller.waitForAction()
        clock.advance(by: 0.6)
        #expect(session.controller.phase == .finishing)
        flag.writes.removeAll()
        session.flagChanged(to: true)
        #expect(session.controller.startedRefreshCount == 1)
        #expect(flag.writes == [false])
        // SwiftUI reports the false RefreshKit wrote; the next refresh, from a
        // pull, still waits for the app's own false.
        session.flagChanged(to: false)
        for _ in 0..<120 where session.controller.phase != .idle {
            clock.advance(by: 1.0 / 60)
            session.controller.scrollChanged(offset: 0, isDragging: false)
        }
        #expect(session.controller.phase == .idle)
        pullPastTheTrigger(session.controller)
        // The refresh's task, queued before this, sets the flag as it starts.
        await queuedMainActorWorkHasRun()
        #expect(flag.value)
        #expect(session.controller.isRefreshing, "a false from before this refresh must not end it")
        flag.value = false
        session.flagChanged(to: false)
        await session.controller.waitForAction()
        #expect(session.controller.startedRefreshCount == 2)
    }

    // MARK: The platform's control

    @Test func systemRunsThroughThePlatformControlAndWaitsForTheEnd() async {
        let session = session(.system)
        #expect(session.usesPlatformControl)
        #expect(!self.session(.bouncingBall).usesPlatformControl)
        // The work hands the test its end as it starts.
        let (started, start) = AsyncStream.makeStream(of: CheckedContinuation<Void, Never>.self)
        session.update(
            preset: .system, catalog: catalog, makeSinks: { [] },
            work: .work(RefreshWork { await withCheckedContinuation { start.yield($0) } }))
        let platform = Task { [refresh = session.platformRefresh] in await refresh() }
        var ends = started.makeAsyncIterator()
        let end = await ends.next()
        #expect(session.controller.isRefreshing)
        end?.resume()
        await session.controller.waitForAction()
        clock.advance(by: 1)
        await platform.value
        #expect(!session.controller.isRefreshing)
        #expect(sink.events.contains(.refreshSucceeded))
    }

    /// The platform's control waits in `.refreshable`'s task; that wait must
    /// not keep the session alive, or destroying the screen would never
    /// cancel the refresh.
    @Test func destroyingTheScreenCancelsARefreshThePlatformIsWaitingFor() async {
        var session: RefreshSession? = session(.system)
        let controller = session!.controller
        let platform = Task { [refresh = session!.platformRefresh] in await refresh() }
        await until { controller.isRefreshing }
        platform.cancel()
        session = nil
        await until { !controller.isRefreshing }
        #expect(sink.events.last == .refreshCancelled)
        await platform.value
        #expect(session == nil)
    }

    /// SwiftUI cancels `.refreshable`'s task when a redraw rebuilds the scroll
    /// view; the work goes on, and its end still ends the platform's wait.
    @Test func cancellingThePlatformTaskLeavesTheWorkRunning() async {
        let session = session(.system)
        let platform = Task { [refresh = session.platformRefresh] in await refresh() }
        await until { session.controller.isRefreshing }
        platform.cancel()
        // Anything the cancellation handed the main actor has run, and changed nothing.
        await queuedMainActorWorkHasRun()
        #expect(session.controller.isRefreshing)
        #expect(!sink.events.contains(.refreshCancelled))
        session.controller.finishRefreshing()
        clock.advance(by: 1)
        await platform.value
        #expect(!session.controller.isRefreshing)
        #expect(sink.events.last == .refreshSucceeded)
    }

    /// The holder makes one session and, during `body`, only hands it the
    /// newest work: a new preset is the layer's `onChange`, never `body`'s.
    @Test func theHolderMakesOneSessionAndTakesOnlyTheNewestWorkAfterwards() async {
        let holder = RefreshSessionHolder()
        var made = 0
        final class Runs: @unchecked Sendable { var names: [String] = [] }
        let runs = Runs()
        let first = holder.session(
            preset: .progressRing, catalog: catalog,
            makeSinks: {
                made += 1
                return []
            },
            work: .work(RefreshWork { runs.names.append("old") }), state: nil)
        let second = holder.session(
            preset: .bouncingBall, catalog: catalog,
            makeSinks: {
                made += 1
                return []
            },
            work: .work(RefreshWork { runs.names.append("new") }), state: nil)
        #expect(first === second)
        #expect(second.controller.pipeline.name == "progress-ring", "no preset change during body")
        #expect(made == 1, "sinks are made once per controller")
        second.controller.beginRefreshing()
        await second.controller.waitForAction()
        #expect(runs.names == ["new"])
    }

    /// Before iOS 18 the platform's control pulls for every preset: its own
    /// tap plays when it arms, so the preset's pull haptics do not; the
    /// outcome's do.
    @Test func whereThePlatformPullsForEveryPresetItsPullHapticsAreSilenced() async {
        let recorder = RecordingFeedbackSink()
        let session = RefreshSession(
            preset: .progressRing, catalog: catalog, makeSinks: { [recorder] in [recorder] }, work: .work(.external),
            platformDrawsEveryPreset: true, clock: clock)
        #expect(session.usesPlatformControl)
        session.controller.beginRefreshing()
        session.controller.finishRefreshing()
        clock.advance(by: 1)
        let started = recorder.records.first { $0.event == .refreshStarted }
        #expect(started != nil && started?.context.haptic == nil, "document 001's medium tap would double the platform's")
        let plain = RecordingFeedbackSink()
        let drawn = RefreshSession(
            preset: .progressRing, catalog: catalog, makeSinks: { [plain] in [plain] }, work: .work(.external), clock: clock)
        drawn.controller.beginRefreshing()
        #expect(plain.records.first { $0.event == .refreshStarted }?.context.haptic == .medium)
    }

    // MARK: The app's state

    @Test func theAppsStateFollowsThePresetsController() {
        let state = PullToRefreshState()
        #expect(state.phase == .idle)
        #expect(!state.beginRefreshing(), "no scroll view yet")
        let session = RefreshSession(
            preset: .progressRing, catalog: catalog, makeSinks: { [] }, work: .work(.external), state: state, clock: clock)
        #expect(state.controller === session.controller)
        #expect(state.beginRefreshing())
        #expect(state.phase == .refreshing)
        #expect(state.isRefreshing)
        #expect(!state.beginRefreshing(), "one refresh at a time")
        session.update(preset: .frozenHeader, catalog: catalog, makeSinks: { [] }, work: .work(.external), state: state)
        #expect(state.controller === session.controller)
        #expect(state.phase == .idle)
    }
}
