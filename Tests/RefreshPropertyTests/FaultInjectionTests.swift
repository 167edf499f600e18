import RefreshKit
import RefreshTestSupport
import RefreshTesting
import Testing

/// Something an action (or the app around it) does wrong.
enum Fault: String, CaseIterable, Sendable {
    /// Nothing wrong: the action returns when the test lets it.
    case none
    /// The action throws.
    case throwsError
    /// The action throws `CancellationError` on its own.
    case cancelsItself
    /// The action never returns until it is cancelled: the timeout ends it.
    case hangs
    /// The action ignores cancellation and returns long after the timeout.
    case hangsPastCancellation
    /// A `.callback` action calls `done` twice at once, before the release.
    case doneTwiceAtOnce
    /// A `.callback` action calls `done` twice, later.
    case doneTwiceLater
    /// A `.flag` action whose flag is set back to `false` twice.
    case flagClearedTwice
    /// The app calls `finishRefreshing` twice, with different outcomes.
    case finishRefreshingTwice
    /// The action returns while the content is still pulled.
    case finishesBeforeRelease
    /// The view goes away (`cancel()`), then the action returns.
    case finishesAfterViewWentAway
    /// The app calls `finishRefreshing` and the action returns as well.
    case finishedFromBothSides

    /// How the controller must report the refresh's end.
    var expectedOutcome: RefreshOutcome? {
        switch self {
        case .throwsError, .hangs, .hangsPastCancellation: .failure
        case .cancelsItself, .finishesAfterViewWentAway: .cancelled
        case .finishRefreshingTwice: nil  // the first of two random outcomes
        default: .success
        }
    }
}

struct InjectedError: Error, Equatable {}

/// Makes actions with faults, and counts the action tasks alive, those that
/// have started, and those that have reached the point where they wait for
/// the test (or, for an action that ends at once, started).
@MainActor
final class FaultLab {
    private let liveCount = WatchedCount()
    private let startedCount = WatchedCount()
    private let readyCount = WatchedCount()
    private var release: [@MainActor () -> Void] = []
    private var flag: RefreshFlag?
    private var done: (@MainActor @Sendable () -> Void)?

    var live: Int { liveCount.value }
    var started: Int { startedCount.value }
    var readied: Int { readyCount.value }

    func action(for fault: Fault) -> RefreshWork {
        switch fault {
        case .throwsError:
            return counted(readyAtStart: true) { throw InjectedError() }
        case .cancelsItself:
            return counted(readyAtStart: true) { throw CancellationError() }
        case .hangsPastCancellation:
            return counted { await self.gate(cancellable: false) }
        case .doneTwiceAtOnce:
            let callback = RefreshWork.callback { done in
                done()
                done()
            }
            return counted(readyAtStart: true) { try await callback.run() }
        case .doneTwiceLater:
            let callback = RefreshWork.callback { done in
                self.done = done
                self.readyCount.add(1)
            }
            return counted { try await callback.run() }
        case .flagClearedTwice:
            let flag = RefreshFlag { isOn in if isOn { self.readyCount.add(1) } }
            self.flag = flag
            let action = RefreshWork.flag(flag)
            return counted { try await action.run() }
        case .finishesBeforeRelease:
            return counted(readyAtStart: true) {}
        case .none, .hangs, .finishRefreshingTwice, .finishesAfterViewWentAway, .finishedFromBothSides:
            return counted {
                await self.gate(cancellable: true)
                try Task.checkCancellation()
            }
        }
    }

    /// The action's part of the fault, at the moment the test chooses.
    func complete(_ fault: Fault) {
        switch fault {
        case .doneTwiceLater:
            done?()
            done?()
            done = nil
        case .flagClearedTwice:
            flag?.valueChanged(to: false)
            flag?.valueChanged(to: false)
        case .hangs, .hangsPastCancellation:
            break
        default:
            openGates()
        }
    }

    /// Lets every waiting action return (the late returns of hung actions too).
    func openGates() {
        let gates = release
        release = []
        for open in gates { open() }
        done?()
        done = nil
        flag?.valueChanged(to: false)
    }

    /// Returns once `count` actions in all have reached the point where they
    /// wait for the test; `false` if they never do.
    func ready(_ count: Int) async -> Bool {
        await readyCount.wait { $0 >= count }
    }

    /// Returns once no action task is alive; `false` if some never end.
    func drained() async -> Bool {
        await liveCount.wait { $0 == 0 }
    }

    private func counted(readyAtStart: Bool = false, _ body: @escaping @MainActor () async throws -> Void) -> RefreshWork {
        RefreshWork { @MainActor in
            self.startedCount.add(1)
            self.liveCount.add(1)
            if readyAtStart { self.readyCount.add(1) }
            defer { self.liveCount.add(-1) }
            try await body()
        }
    }

    /// Suspends until ``openGates()``; a cancellable gate also opens on cancellation.
    private func gate(cancellable: Bool) async {
        let box = GateBox()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                box.continuation = continuation
                if cancellable, Task.isCancelled { box.open() }
                release.append { box.open() }
                readyCount.add(1)
            }
        } onCancel: {
            if cancellable { Task { @MainActor in box.open() } }
        }
    }
}

/// One continuation, resumed at most once.
@MainActor
private final class GateBox {
    var continuation: CheckedContinuation<Void, Never>?

    func open() {
        continuation?.resume()
        continuation = nil
    }
}

/// Actions that throw, hang, finish twice, finish early or after the view went
/// away, through the controller with a `ManualClock`: every started refresh
/// ends with exactly one outcome, the phase never sticks, no task is left.
@MainActor
@Suite struct FaultInjectionTests {
    static let timing = CaseTiming(minimumVisibleTime: 0.3, timeout: 2, coolDown: 0)

    /// One controller with a recording sink and a fault lab, on a clock only
    /// the test moves. Nothing waits on real time or on turns of the main
    /// actor: each wait is for the event it needs (an action reaching its
    /// gate, its task ending), and simulated time moves only once nothing
    /// else is in flight.
    @MainActor
    final class Rig {
        let clock = ManualClock()
        let sink = RecordingFeedbackSink()
        let lab = FaultLab()
        let controller: RefreshController
        let trigger: Double
        let finishingDuration: Double

        init(preset: String, timing: CaseTiming = FaultInjectionTests.timing) throws {
            var pipeline = try PresetCatalog.standard.pipeline(named: preset)
            pipeline.timing = timing.refreshTiming
            trigger = pipeline.strategy.triggerDistance
            finishingDuration = pipeline.strategy.finishingDuration
            controller = RefreshController(pipeline: pipeline, sink: sink, clock: clock)
        }

        func scroll(to offset: Double, frames: Int = 8) {
            let start = controller.status.offset
            for frame in 1...frames {
                clock.advance(by: 1.0 / 60)
                controller.scrollChanged(offset: start + (offset - start) * Double(frame) / Double(frames))
            }
        }

        /// Moves simulated time on in frames of 0.05 s.
        func advance(by seconds: Double) {
            let end = clock.now + seconds
            while clock.now < end { clock.advance(to: min(clock.now + 0.05, end)) }
        }

        /// Waits until the action tasks have ended and their outcomes reached
        /// the controller; `false` if a task never ends.
        func settleActions() async -> Bool {
            guard await lab.drained() else { return false }
            // The task delivers its outcome after the action's body returns.
            await controller.waitForAction()
            return true
        }

        /// One refresh with `fault`; returns what went wrong, if anything.
        func cycle(_ fault: Fault, finishWith outcomes: (RefreshOutcome, RefreshOutcome) = (.success, .failure)) async -> String? {
            let startsBefore = controller.startedRefreshCount
            let outcomesBefore = sink.outcomeCount
            let readyBefore = lab.readied
            controller.action = lab.action(for: fault)
            scroll(to: trigger * 1.5)
            if controller.startedRefreshCount > startsBefore, fault == .finishesBeforeRelease || fault == .doneTwiceAtOnce {
                // These end as soon as they start: let them, while the pull is held.
                guard await settleActions() else { return "\(fault): the action's task never ended" }
            }
            scroll(to: 0)
            if controller.startedRefreshCount == startsBefore { controller.beginRefreshing() }
            guard controller.startedRefreshCount == startsBefore + 1 else {
                return "\(controller.startedRefreshCount - startsBefore) refreshes started, not 1"
            }
            guard await lab.ready(readyBefore + 1) else { return "\(fault): the action never reached its gate" }
            switch fault {
            case .finishRefreshingTwice:
                controller.finishRefreshing(outcomes.0)
                controller.finishRefreshing(outcomes.1)
            case .finishedFromBothSides:
                controller.finishRefreshing(outcomes.0)
                lab.complete(fault)
            case .finishesAfterViewWentAway:
                controller.cancel()
                lab.complete(fault)
            default:
                lab.complete(fault)
            }
            var problems: [String] = []
            // Where the controller, not the action, ends the refresh, it does
            // so in simulated time: a hung action at the timeout, the app's
            // outcome once the minimum visible time has passed. Every other
            // action ends by itself, before time moves on.
            if fault == .hangs || fault == .hangsPastCancellation { advance(by: FaultInjectionTests.timing.timeout + 0.05) }
            if fault == .finishRefreshingTwice { advance(by: FaultInjectionTests.timing.minimumVisibleTime + 0.05) }
            // Once the refresh has ended, its task must end too: the controller
            // cancels what it no longer waits for. Only an action that ignores
            // cancellation may still run, until it returns by itself.
            if fault != .hangsPastCancellation, await !settleActions() {
                problems.append("\(lab.live) action task(s) still alive after the refresh ended")
            }
            advance(by: FaultInjectionTests.timing.minimumVisibleTime + finishingDuration + 0.5)
            let expected = fault == .finishRefreshingTwice || fault == .finishedFromBothSides ? outcomes.0 : fault.expectedOutcome
            // Hung actions return late, long after the controller gave up on them.
            lab.openGates()
            if await !settleActions() { problems.append("\(lab.live) action task(s) still alive") }
            advance(by: 0.2)
            if controller.isRefreshing || controller.phase != .idle {
                problems.append("stuck: \(describe(controller.status)), isRefreshing \(controller.isRefreshing)")
            }
            if sink.outcomeCount - outcomesBefore != 1 {
                problems.append("\(sink.outcomeCount - outcomesBefore) outcomes heard for 1 started refresh")
            }
            if let expected, controller.lastOutcome != expected {
                problems.append("ended as \(controller.lastOutcome?.rawValue ?? "nothing"), expected \(expected.rawValue)")
            }
            if fault == .hangs || fault == .hangsPastCancellation, !(controller.lastError is RefreshTimeoutError) {
                problems.append("a hung action must end with RefreshTimeoutError, got \(String(describing: controller.lastError))")
            }
            if fault == .throwsError, controller.lastError as? InjectedError != InjectedError() {
                problems.append("the thrown error is not kept as lastError")
            }
            return problems.isEmpty ? nil : "\(fault): " + problems.joined(separator: "; ")
        }
    }

    @Test(arguments: Fault.allCases)
    func eachFaultEndsWithExactlyOneOutcome(fault: Fault) async throws {
        for preset in PresetCatalog.standard.presetNames {
            let rig = try Rig(preset: preset)
            if let problem = await rig.cycle(fault) { Issue.record("\(preset): \(problem)") }
        }
    }

    @Test func aHungActionIsCancelledAtTheTimeoutAndItsLateReturnIsIgnored() async throws {
        let rig = try Rig(preset: "progress-ring")
        rig.controller.action = rig.lab.action(for: .hangsPastCancellation)
        rig.scroll(to: rig.trigger * 1.5)
        let startedAt = rig.controller.status.stateEnteredAt
        #expect(await rig.lab.ready(1))
        rig.clock.advance(to: startedAt + 1.99)
        #expect(rig.controller.isRefreshing)
        rig.clock.advance(to: startedAt + 2.01)
        #expect(!rig.controller.isRefreshing)
        #expect(rig.controller.lastError as? RefreshTimeoutError == RefreshTimeoutError(timeout: 2))
        #expect(rig.lab.live == 1, "the action ignores cancellation and is still running")
        rig.lab.openGates()
        #expect(await rig.settleActions())
        #expect(rig.lab.live == 0)
        #expect(rig.sink.outcomeCount == 1)
        #expect(rig.controller.lastOutcome == .failure)
    }

    @Test func anOutcomeAfterTheViewWentAwayIsNotHeard() async throws {
        let rig = try Rig(preset: "bouncing-ball")
        rig.controller.action = rig.lab.action(for: .finishesAfterViewWentAway)
        rig.scroll(to: rig.trigger * 1.5)
        #expect(await rig.lab.ready(1))
        rig.controller.cancel()
        #expect(rig.sink.events.last == .refreshCancelled)
        rig.lab.openGates()
        #expect(await rig.settleActions())
        rig.clock.advance(by: 5)
        #expect(rig.sink.outcomeCount == 1)
        #expect(rig.controller.phase == .idle)
        #expect(rig.clock.pendingCount == 0)
    }

    /// Thousands of refreshes in a row on one controller per preset, each
    /// with a random fault: no stuck phase, no leaked task, no lost outcome.
    @Test(arguments: PresetCatalog.standard.presetNames)
    func thousandsOfCyclesWithMixedFaults(preset: String) async throws {
        let rig = try Rig(preset: preset)
        var random = SplitMix64(seed: PropertySettings.seed(for: "faults-" + preset, index: 0))
        let cycles = 1_000
        for index in 0..<cycles {
            let fault = Fault.allCases.randomElement(using: &random)!
            let outcomes = (RefreshOutcome.allCases.randomElement(using: &random)!, RefreshOutcome.allCases.randomElement(using: &random)!)
            if let problem = await rig.cycle(fault, finishWith: outcomes) {
                Issue.record("\(preset), cycle \(index): \(problem)")
                return
            }
            // Sometimes the content stays at rest a while; sometimes the next pull comes at once.
            if Bool.random(using: &random) { rig.advance(by: Double.random(in: 0...1, using: &random)) }
        }
        #expect(rig.controller.startedRefreshCount == cycles)
        #expect(rig.sink.outcomeCount == cycles)
        #expect(rig.lab.live == 0)
        #expect(rig.clock.pendingCount == 0)
    }
}
