import Foundation
import RefreshHostedScenarios
import RefreshHosting
import RefreshKit
import Testing

/// Every assertion the hosted tests make about a real scroll view
/// (RefreshKitHostedTests, on an iPhone simulator), made here about the
/// model: the same scenarios (``HoldScenarios``), the same screens, driven
/// the same way, by code. SwiftUI screens run under both inset rules, both
/// scroll resolutions and both decision timings; UIKit screens under UIKit's
/// documented rule.
@MainActor
@Suite struct HostedScenarioModelTests {
    /// The same scenario on the SwiftUI model under every resolution and
    /// decision timing, on the screen `preset` draws in `layout`.
    func swiftUIRuns(
        _ layout: HostedLayout, preset: RefreshPreset = HostedPresets.ring.preset, rule: InsetChangeRule,
        _ scenario: (ModelSwiftUIScreen, ScrollResolution) async -> ScenarioRun
    ) async -> [ScenarioRun] {
        var runs: [ScenarioRun] = []
        for resolution in ScrollResolution.allCases {
            for timing in DecisionTiming.allCases {
                let screen = ModelSwiftUIScreen(layout, preset: preset, rule: rule, resolution: resolution, timing: timing)
                runs.append(await scenario(screen, resolution))
            }
        }
        return runs
    }

    /// The same, for a scenario that does not depend on the resolution.
    func swiftUIRuns(
        _ layout: HostedLayout, rule: InsetChangeRule, _ scenario: (ModelSwiftUIScreen) async -> ScenarioRun
    ) async -> [ScenarioRun] {
        await swiftUIRuns(layout, rule: rule) { screen, _ in await scenario(screen) }
    }

    func expectPassed(_ runs: [ScenarioRun], sourceLocation: SourceLocation = #_sourceLocation) {
        for run in runs {
            #expect(run.observations.count > 5, "\(run.name) on \(run.screen.layout): \(run.observations.count) frames")
            #expect(run.failures.isEmpty, "\(run.failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }

    // MARK: SwiftUI

    @Test(arguments: HostedLayout.swiftUI, InsetChangeRule.allCases)
    func swiftUIAtRest(layout: HostedLayout, rule: InsetChangeRule) async {
        expectPassed(await swiftUIRuns(layout, rule: rule) { await HoldScenarios.restingPlace($0) })
    }

    @Test(arguments: HostedLayout.swiftUI, InsetChangeRule.allCases)
    func swiftUIRevealFromCode(layout: HostedLayout, rule: InsetChangeRule) async {
        expectPassed(await swiftUIRuns(layout, rule: rule) { await HoldScenarios.revealFromCode($0, hold: HostedPresets.ring.hold) })
    }

    @Test(arguments: HostedLayout.swiftUI, InsetChangeRule.allCases)
    func swiftUIFromCodeScrolledDown(layout: HostedLayout, rule: InsetChangeRule) async {
        expectPassed(
            await swiftUIRuns(layout, rule: rule) { await HoldScenarios.fromCodeScrolledDown($0, hold: HostedPresets.ring.hold) })
    }

    @Test(arguments: HostedLayout.swiftUI, InsetChangeRule.allCases)
    func swiftUIEndScrolledAway(layout: HostedLayout, rule: InsetChangeRule) async {
        expectPassed(await swiftUIRuns(layout, rule: rule) { await HoldScenarios.endScrolledAway($0, hold: HostedPresets.ring.hold) })
    }

    /// Caught at the hold line where the scroll view lays out a scroll with
    /// the inset of the same update; a moment later where it does not (the
    /// engine asks again), never above the top edge.
    @Test(arguments: [HostedContainer.list, .form, .scrollView], InsetChangeRule.allCases)
    func swiftUIPullHoldsAtTheLine(container: HostedContainer, rule: InsetChangeRule) async {
        expectPassed(
            await swiftUIRuns(HostedLayout(container, .inlineTitle), rule: rule) { screen, resolution in
                await HoldScenarios.pullHoldsAtTheLine(screen, catchesAtTheLine: resolution == .withTheInset)
            })
    }

    /// Each drawn built-in revealed from code by its document's hold, as the
    /// hosted tests run it on one screen.
    @Test(arguments: HostedPresets.drawn.map(\.preset), InsetChangeRule.allCases)
    func everyDrawnBuiltInIsRevealedByItsHold(preset: RefreshPreset, rule: InsetChangeRule) async {
        let hold = HostedPresets.drawn.first { $0.preset == preset }?.hold ?? 0
        let runs = await swiftUIRuns(HostedLayout(.scrollView, .largeTitle), preset: preset, rule: rule) { screen, _ in
            await HoldScenarios.revealFromCode(screen, hold: hold)
        }
        let refreshing = ModelSwiftUIScreen(HostedLayout(.scrollView, .largeTitle), preset: preset, rule: rule)
        #expect(refreshing.beginRefreshing())
        #expect(refreshing.session.controller.contentInset == hold, "\(preset.name): the table's hold is the document's")
        expectPassed(runs)
    }

    // MARK: UIKit

    @Test(arguments: HostedLayout.uiKit)
    func uiKitScenarios(layout: HostedLayout) async {
        let hold = HostedPresets.ring.hold
        expectPassed([
            await HoldScenarios.restingPlace(ModelUIKitScreen(layout)),
            await HoldScenarios.revealFromCode(ModelUIKitScreen(layout), hold: hold),
            await HoldScenarios.fromCodeScrolledDown(ModelUIKitScreen(layout), hold: hold),
            await HoldScenarios.endScrolledAway(ModelUIKitScreen(layout), hold: hold),
            await HoldScenarios.pullHoldsAtTheLine(ModelUIKitScreen(layout), catchesAtTheLine: true),
        ])
    }

    // MARK: The scenarios can fail

    /// With the engine's scroll commands left out, what the user sees follows
    /// the scroll view's own rule, and the scenarios catch it: under UIKit's
    /// rule a refresh from code at the top reveals nothing; where the content
    /// follows the inset, the hold closing out of view moves the rows. And a
    /// scroll view that lays out a scroll before the inset lands the pull's
    /// hold late, which the catch at the hold line sees.
    @Test(arguments: DecisionTiming.allCases)
    func withoutTheEnginesScrollsTheScenariosFail(timing: DecisionTiming) async {
        let layout = HostedLayout(.list, .inlineTitle)
        let hold = HostedPresets.ring.hold
        let unrevealed = await HoldScenarios.revealFromCode(
            ModelSwiftUIScreen(layout, rule: .offsetKept, timing: timing, canScroll: false), hold: hold)
        #expect(unrevealed.failures.contains { $0.contains("the content revealed by the hold") }, "\(unrevealed.failures)")
        let moved = await HoldScenarios.endScrolledAway(
            ModelSwiftUIScreen(layout, rule: .contentFollowsInset, timing: timing, canScroll: false), hold: hold)
        #expect(moved.failures.contains { $0.contains("while the hold closes out of view") }, "\(moved.failures)")
        let late = await HoldScenarios.pullHoldsAtTheLine(
            ModelSwiftUIScreen(layout, rule: .offsetKept, resolution: .whenAsked, timing: timing), catchesAtTheLine: true)
        #expect(late.failures.contains { $0.contains("past the hold line") }, "a scroll laid out late is seen: \(late.failures)")
    }

    // MARK: What the hosted tests record

    /// The classification the hosted tests apply to a real scroll view, on
    /// the model under each rule: a top inset grown by 40 pt with no scroll
    /// command, at the top and 300 pt into the content.
    @Test(arguments: InsetChangeRule.allCases, [0.0, 300])
    func anInsetChangeIsClassifiedByTheRuleThatMadeIt(rule: InsetChangeRule, scrolled: Double) {
        #expect(InsetChangeRecord.model(.list, rule: rule, scrolled: scrolled).rule == rule.rawValue)
        #expect(InsetChangeRule.observed(rowShift: 15, insetChange: 40, tolerance: 0.5) == nil, "neither rule")
    }

    /// A scroll to the top edge asked together with a 40 pt larger inset,
    /// from 300 pt into the content, on the model under each resolution.
    @Test(arguments: InsetChangeRule.allCases, ScrollResolution.allCases)
    func aScrollWithAnInsetChangeIsClassifiedByItsResolution(rule: InsetChangeRule, resolution: ScrollResolution) {
        #expect(ScrollResolutionRecord.model(.list, rule: rule, resolution: resolution).resolution == resolution.rawValue)
        #expect(ScrollResolution.observed(contentTop: 15, oldTopEdge: 0, newTopEdge: 40, tolerance: 0.5) == nil, "neither")
    }

    /// The recordings the workflow uploads are JSON that reads back whole.
    @Test func aRecordReadsBackFromItsJSON() async throws {
        let run = await HoldScenarios.revealFromCode(ModelUIKitScreen(HostedLayout(.tableView, .stickySections)), hold: 36)
        let record = ScenarioRecord(run, preset: .progressRing)
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ScenarioRecord.self, from: data) == record)
        #expect(record.observations.count == run.observations.count)
    }
}
