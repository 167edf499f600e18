import RefreshHosting
import RefreshKit

/// One run of a scenario on one screen: every frame it saw, and every
/// expectation that failed. The hosted tests turn failures into XCTest
/// failures and write the run to the recordings; the Linux tests turn them
/// into Swift Testing issues.
@MainActor
package final class ScenarioRun {
    package let name: String
    package let screen: any HostedScreen
    /// The screen at rest before the scenario: where the content rests unheld.
    package private(set) var baseline: HostedObservation
    package private(set) var observations: [HostedObservation] = []
    package private(set) var failures: [String] = []

    /// Frames a second, as the screens pass them.
    package static let frameRate = 60.0

    /// Lets the screen settle, then takes its place at rest as the baseline.
    package init(_ name: String, on screen: any HostedScreen) async {
        self.name = name
        self.screen = screen
        baseline = screen.observe()
        await settle()
        baseline = last
    }

    package var tolerance: Double { screen.tolerance }
    package var last: HostedObservation { observations.last ?? baseline }

    // MARK: Time

    package func frame() async {
        await screen.frame()
        observations.append(screen.observe())
    }

    package func frames(_ count: Int) async {
        for _ in 0..<max(count, 0) { await frame() }
    }

    package func wait(_ seconds: Double) async {
        await frames(Int((seconds * Self.frameRate).rounded()))
    }

    /// Frames until nothing on screen has moved for a sixth of a second, at
    /// most `limit` seconds.
    package func settle(limit: Double = 4) async {
        let still = Int(Self.frameRate / 6)
        var stillFrames = 0
        var waited = 0
        while stillFrames < still, Double(waited) < limit * Self.frameRate {
            let before = last
            await frame()
            waited += 1
            stillFrames = Self.isStill(before, last) ? stillFrames + 1 : 0
        }
    }

    /// Frames until `condition` holds for what the screen shows, at most
    /// `limit` seconds, then until it has settled. A strategy may take its
    /// time (document 000's arrow turns before it holds); the expectation
    /// that follows fails if the condition never came.
    package func settle(until condition: (HostedObservation) -> Bool, limit: Double = 4) async {
        // Held for a quarter of a second: a spring passes through its target
        // on its way to it.
        let held = Int(Self.frameRate / 4)
        var holding = condition(last) ? 1 : 0
        var waited = 0
        while holding < held, Double(waited) < limit * Self.frameRate {
            await frame()
            waited += 1
            holding = condition(last) ? holding + 1 : 0
        }
        await settle()
    }

    /// Frames until the refresh is over and its hold has closed, then until the screen has settled.
    package func settleAfterTheRefresh(limit: Double = 4) async {
        await settle(until: { [screen, tolerance] in screen.phase == .idle && abs($0.heldPadding ?? 0) <= tolerance }, limit: limit)
    }

    /// Whether `observation` shows the content's top `expected` points below where it rests unheld.
    package func shows(uncovered expected: Double, in observation: HostedObservation) -> Bool {
        uncovered(observation).map { abs($0 - expected) <= tolerance } ?? false
    }

    private static func isStill(_ a: HostedObservation, _ b: HostedObservation) -> Bool {
        let close = { (x: Double?, y: Double?) in
            switch (x, y) {
            case (nil, nil): true
            case (let x?, let y?): abs(x - y) < 0.05
            default: false
            }
        }
        return (a.largestRowShift(to: b) ?? 0) < 0.05 && close(a.areaTop, b.areaTop) && close(a.insetTop, b.insetTop)
            && close(a.headerTop, b.headerTop) && a.phase == b.phase
    }

    // MARK: Where the content is

    /// Points the content's top is below where it rests unheld (negative:
    /// scrolled into it), from row 0 and the indicator area's top as they
    /// were at rest. `nil` once row 0 is off screen.
    package func uncovered(_ observation: HostedObservation) -> Double? {
        guard let row = observation.rowTop(0), let restingRow = baseline.rowTop(0) else { return nil }
        let areaMoved = (observation.areaTop ?? 0) - (baseline.areaTop ?? 0)
        return row - restingRow - areaMoved
    }

    /// Moves the content, as a drag does, until its top is `target` points
    /// below where it rests unheld, and lets a frame pass.
    package func place(uncovered target: Double) async {
        let now = last
        guard let current = uncovered(now) else {
            fail("row 0 is off screen, so the content cannot be placed by it")
            return
        }
        screen.setOffsetY(now.offsetY - (target - current))
        await frame()
    }

    // MARK: Expectations

    package func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    package func fail(_ message: String) {
        failures.append("\(name) on \(screen.layout) at t = \(format(last.time)): \(message)")
    }

    /// `value` within the tolerance of `expected`; a missing value fails.
    package func expectClose(_ value: Double?, _ expected: Double?, _ what: String) {
        guard let value, let expected else {
            fail("\(what): not measured (\(value.map(format) ?? "nil") vs \(expected.map(format) ?? "nil"))")
            return
        }
        expect(abs(value - expected) <= tolerance, "\(what): \(format(value)), expected \(format(expected))")
    }

    /// No row on screen moved by more than the tolerance from one frame to
    /// the next over `frames`.
    package func expectNoRowMoves(in frames: ArraySlice<HostedObservation>, _ what: String) {
        let observed = Array(frames)
        guard observed.count > 1 else {
            fail("\(what): no frames to compare")
            return
        }
        var compared = 0
        for (before, after) in zip(observed, observed.dropFirst()) {
            guard let shift = before.largestRowShift(to: after) else { continue }
            compared += 1
            if shift > tolerance {
                fail("\(what): a row moved \(format(shift)) pt between t = \(format(before.time)) and \(format(after.time))")
                return
            }
        }
        expect(compared > 0, "\(what): no row stayed on screen to compare")
    }

    /// Where the recording of this run starts: the index of the next frame.
    package var mark: Int { observations.count }
}

func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// The hold engine's scenarios, as the hosted tests run them on iOS and the
/// Linux tests run them on the model: the same code and the same
/// expectations, so that every assertion about a real scroll view is also
/// checked against the model (under both inset rules and both scroll
/// resolutions there). Each scenario takes a new screen at rest at its top.
@MainActor
package enum HoldScenarios {
    /// How far scrolled away a screen is read "scrolled into the content".
    package static let scrolledAway = -600.0

    /// At rest: the indicator area starts under the bars and the app's
    /// margin, and the modifier adds no space and moves nothing.
    package static func restingPlace(_ screen: any HostedScreen) async -> ScenarioRun {
        let run = await ScenarioRun("at rest", on: screen)
        let resting = run.baseline
        run.expectClose(resting.areaTop, resting.insetTop, "the indicator area's top (under the bars and the app's margin)")
        let unmodified = await screen.observeWithoutPullToRefresh()
        run.expectClose(resting.insetTop, unmodified.insetTop, "the top inset with pull to refresh, against the same screen without it")
        run.expectClose(resting.rowTop(0), unmodified.rowTop(0), "row 0 with pull to refresh, against the same screen without it")
        let start = run.mark
        await run.wait(0.3)
        run.expectNoRowMoves(in: run.observations[start...], "at rest")
        run.expectClose(run.last.heldPadding, 0, "the hold at rest")
        return run
    }

    /// A refresh from code at rest at the top: the content moves down by
    /// the hold, never up, and the indicator area stays under the bars;
    /// when it ends the content comes back to the top.
    package static func revealFromCode(_ screen: any HostedScreen, hold: Double) async -> ScenarioRun {
        let run = await ScenarioRun("a refresh from code at the top", on: screen)
        let start = run.mark
        run.expect(screen.beginRefreshing(), "beginRefreshing() started no refresh")
        await run.settle(until: { run.shows(uncovered: hold, in: $0) })
        run.expectClose(run.uncovered(run.last), hold, "the content revealed by the hold")
        run.expectClose(run.last.heldPadding, hold, "the hold laid out")
        run.expectClose(run.last.areaTop, run.baseline.areaTop, "the indicator area's top")
        let shown = run.observations[start...].compactMap { run.uncovered($0) }
        run.expect(
            (shown.min() ?? -.infinity) >= -run.tolerance, "the content moved up, above its top edge: \(format(shown.min() ?? .nan))")
        screen.endRefreshing()
        await run.settleAfterTheRefresh()
        run.expectClose(run.uncovered(run.last), 0, "the content back at the top once the refresh ended")
        run.expectClose(run.last.heldPadding, 0, "the hold once the refresh ended")
        return run
    }

    /// Scrolled into the content, a refresh from code moves no row, applies
    /// no hold, and its end moves no row either.
    package static func fromCodeScrolledDown(_ screen: any HostedScreen, hold: Double) async -> ScenarioRun {
        let run = await ScenarioRun("a refresh from code scrolled down", on: screen)
        await run.place(uncovered: scrolledAway)
        await run.settle()
        let start = run.mark - 1
        run.expect(screen.beginRefreshing(), "beginRefreshing() started no refresh")
        await run.wait(0.5)
        run.expectNoRowMoves(in: run.observations[start...], "while the refresh starts scrolled down")
        run.expectClose(run.last.heldPadding, 0, "the hold out of view")
        let ending = run.mark - 1
        screen.endRefreshing()
        await run.settleAfterTheRefresh()
        run.expectNoRowMoves(in: run.observations[ending...], "while the refresh ends scrolled down")
        return run
    }

    /// A refresh that started at the top, scrolled away from: once the scroll
    /// comes to rest the hold closes and no row moves; a header that pins
    /// (by Apple's documentation) then sits under the bars, not a hold
    /// below them; the refresh's end moves no row.
    package static func endScrolledAway(_ screen: any HostedScreen, hold: Double) async -> ScenarioRun {
        let run = await ScenarioRun("a refresh ending scrolled away", on: screen)
        run.expect(screen.beginRefreshing(), "beginRefreshing() started no refresh")
        await run.settle(until: { run.shows(uncovered: hold, in: $0) })
        run.expectClose(run.uncovered(run.last), hold, "the content revealed by the hold")
        await run.place(uncovered: scrolledAway)
        // The frame of the scroll itself (bars that collapse with it) is the
        // scroll's; from the next one on, nothing may move.
        let scrolled = run.mark
        await run.settle(until: { [tolerance = run.tolerance] in abs($0.heldPadding ?? .infinity) <= tolerance })
        run.expectNoRowMoves(in: run.observations[scrolled...], "while the hold closes out of view")
        run.expectClose(run.last.heldPadding, 0, "the hold once the scroll rests out of view")
        if screen.layout.pinsHeaderByDocument {
            run.expectClose(run.last.headerTop, run.last.areaTop, "the pinned header (under the bars, not the hold below them)")
        }
        run.expect(screen.phase == .refreshing, "the refresh runs on: \(screen.phase)")
        let ending = run.mark - 1
        screen.endRefreshing()
        await run.settleAfterTheRefresh()
        run.expectNoRowMoves(in: run.observations[ending...], "while the refresh ends scrolled away")
        return run
    }

    /// Document 001's ring pulled 140 pt and let go: the refresh starts at
    /// 100 pt, nothing changes under a finger (where it can be faked), and
    /// the content springing back ends held 36 pt down, never above its top
    /// edge. With `catchesAtTheLine`, it is caught at the hold line rather
    /// than a moment later: UIKit's layer writes the offset itself, and a
    /// SwiftUI scroll view does so where it lays out a scroll to its top edge
    /// with the inset of the same update (``ScrollResolution/withTheInset``;
    /// the hosted tests record which it does). The spring back is the test's:
    /// a scroll view moved by code does not bounce.
    package static func pullHoldsAtTheLine(_ screen: any HostedScreen, catchesAtTheLine: Bool) async -> ScenarioRun {
        let ring = HostedPresets.ring
        let run = await ScenarioRun("a pull past the trigger", on: screen)
        screen.setFinger(down: true)
        let pulling = run.mark
        let pull = ring.trigger * 1.4
        for step in 1...20 { await run.place(uncovered: pull * Double(step) / 20) }
        await run.wait(0.2)
        run.expect(screen.phase == .refreshing, "the pull to \(format(pull)) pt started no refresh: \(screen.phase)")
        if screen.canFakeFinger {
            let underFinger = run.observations[pulling...].compactMap(\.heldPadding)
            run.expect(underFinger.allSatisfy { abs($0) <= run.tolerance }, "the hold changed under the finger: \(underFinger.max() ?? 0)")
        }
        let lifted = run.mark
        screen.setFinger(down: false)
        screen.setDecelerating(true)
        for _ in 0..<90 {
            guard let now = run.uncovered(run.last) else { break }
            let edge = run.last.heldPadding ?? 0
            if abs(now - edge) <= run.tolerance { break }
            await run.place(uncovered: edge + (now - edge) * 0.8)
        }
        screen.setDecelerating(false)
        await run.settle()
        run.expectClose(run.uncovered(run.last), ring.hold, "the content held after the pull")
        let lowest = run.observations[lifted...].compactMap { run.uncovered($0) }.min()
        let line = catchesAtTheLine ? ring.hold : 0
        run.expect(
            (lowest ?? -.infinity) >= line - run.tolerance,
            "the content sprang back past \(catchesAtTheLine ? "the hold line" : "its top edge"): \(lowest.map(format) ?? "not measured")")
        run.expect(screen.phase == .refreshing, "the refresh runs on: \(screen.phase)")
        screen.endRefreshing()
        await run.settleAfterTheRefresh()
        run.expectClose(run.uncovered(run.last), 0, "the content back at the top once the refresh ended")
        return run
    }
}
