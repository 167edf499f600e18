import Foundation
import RefreshKit
import RefreshTesting
import Testing

// The docs' Swift samples, compiled (and where it makes sense, run) here.
// Each sample appears verbatim; DocsSampleTests checks that it does.

/// A stand-in for an app's model, for the samples.
@MainActor
final class FeedModel {
    var reloads = 0
    func reload() async throws { reloads += 1 }
    func reload(then done: @escaping @MainActor @Sendable () -> Void) {
        reloads += 1
        done()
    }
}

@MainActor
@Suite struct DocsExamples {
    /// docs/core.md: the three action shapes.
    @Test func actionShapes() {
        let model = FeedModel()
        var isLoading = false
        let asyncAction = RefreshWork { try await model.reload() }  // async, like .refreshable
        let callbackAction = RefreshWork.callback { done in model.reload(then: done) }  // documents 001, 002
        let flagAction = RefreshWork.flag(RefreshFlag { isLoading = $0 })  // documents 000, 003
        _ = [asyncAction, callbackAction, flagAction]
        #expect(!isLoading)
    }

    /// README.md: a preset built in Swift.
    @Test func presetInSwift() throws {
        let preset = Preset(name: "team-arrow") {
            PresetExtends("spinning-arrow")
            PresetStrategy(SpinningArrowStrategy.Parameters.holdDistance, 48)
            PresetHaptic(.soft, on: .refreshStarted)
        }
        let pipeline = try PresetCatalog.standard.load(preset).get().makePipeline()
        #expect(pipeline.feedback.haptics[.refreshStarted] == .soft)
        #expect((pipeline.strategy as? SpinningArrowStrategy)?.contentInset == 48)
    }

    /// docs/presets.md: every component of the DSL, each in its section.
    @Test func everyComponentInSwift() throws {
        let preset = Preset(name: "team-arrow") {
            PresetExtends("spinning-arrow")
            PresetSummary("Our arrow, held a little lower.")
            PresetStrategy(SpinningArrowStrategy.Parameters.holdDistance, 48)
            PresetIndicator(SpinningArrowIndicator.Parameters.arrowSize, 20)
            PresetLayout(RefreshLayout.Parameters.indicatorInset, 4)
            PresetTiming(RefreshTiming.Parameters.minimumVisibleTime, 0.8)
            PresetAnimation(.hold, with: .spring(response: 0.4, dampingFraction: 0.7))
            PresetHaptic(.rigid, on: .refreshStarted)
            PresetAnnouncement("Feed updated", on: .refreshSucceeded)
        }
        let resolved = try PresetCatalog.standard.load(preset).get()
        #expect(resolved.warnings.isEmpty)
        let pipeline = resolved.makePipeline()
        #expect((pipeline.strategy as? SpinningArrowStrategy)?.contentInset == 48)
        #expect(pipeline.layout.indicatorInset == 4)
        #expect(pipeline.feedback.haptics[.refreshStarted] == .rigid)
        #expect(resolved.preset.indicatorParameters[SpinningArrowIndicator.Parameters.arrowSize] == 20)
        #expect(resolved.preset.timing[RefreshTiming.Parameters.minimumVisibleTime] == 0.8)
    }

    /// docs/strategies/spinning-arrow.md and progress-ring.md: pipelines from the modules' own defaults.
    @Test func pipelinesFromModuleDefaults() {
        let model = FeedModel()
        do {
            let pipeline = RefreshPipeline(
                name: "spinning-arrow",
                strategy: SpinningArrowStrategy(),  // document 000's numbers
                indicator: SpinningArrowIndicator(),  // 40 pt indicator area
                layout: RefreshLayout(parameters: SpinningArrowIndicator.descriptor.layoutDefaults))
            #expect(pipeline.layout.indicatorHeight == 40)
        }
        do {
            let pipeline = RefreshPipeline(
                name: "progress-ring",
                strategy: ProgressRingStrategy(),  // document 001's numbers
                indicator: ProgressRingIndicator(),  // 36 pt indicator area
                layout: RefreshLayout(parameters: ProgressRingIndicator.descriptor.layoutDefaults))
            let controller = RefreshController(
                pipeline: pipeline,
                action: .callback { done in model.reload(then: done) })  // the document's `done`
            #expect(controller.phase == .idle)
        }
    }

    /// docs/presets.md: a catalog with the presets the app ships. Compiled,
    /// not run: the presets belong to an app (BundlePresetTests runs the
    /// call on bundles of both shapes).
    func catalogWithTheAppsPresets() throws -> RefreshPipeline {
        var catalog = PresetCatalog.standard
        catalog.addPresets(in: .main)
        let pipeline = try catalog.pipeline(named: "team-arrow")
        return pipeline
    }

    /// docs/presets.md, "Presets in an app bundle": the one call.
    func catalogFromTheAppBundle() -> PresetCatalog {
        let catalog = PresetCatalog.standard.addingPresets(in: .main)
        return catalog
    }
}

extension DocsExamples {
    /// docs/getting-started.md: a controller without the views.
    @Test func controllerWithoutTheViews() async throws {
        let model = FeedModel()
        let pipeline = try PresetCatalog.standard.pipeline(named: "release-to-refresh")
        let controller = RefreshController(
            pipeline: pipeline,
            action: RefreshWork {
                try await model.reload()
            })
        controller.scrollChanged(offset: 64)  // the scroll view moved
        controller.scrollChanged(offset: 0)  // let go: the refresh starts
        #expect(controller.phase == .refreshing)
        await controller.waitForAction()
        #expect(model.reloads == 1)
    }
}

@MainActor
final class RefreshAnalyticsSink: FeedbackSink {
    private(set) var started = 0
    private(set) var failures: [String] = []

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        switch event {
        case .refreshStarted: started += 1
        case .refreshFailed: failures.append(context.errorDescription ?? "unknown")
        default: break
        }
    }
}

extension DocsExamples {
    /// docs/feedback-sinks.md: several sinks at once.
    @Test func severalSinks() async throws {
        let model = FeedModel()
        let analytics = RefreshAnalyticsSink()
        let log = StreamFeedbackSink(StandardOutputStream())
        let controller = RefreshController(
            pipeline: try PresetCatalog.standard.pipeline(named: "progress-ring"),
            action: RefreshWork { try await model.reload() },
            sink: MultiplexFeedbackSink([analytics, log]))
        controller.scrollChanged(offset: 120)
        #expect(analytics.started == 1)
        await controller.waitForAction()
    }

    /// docs/feedback-sinks.md: testing with a recording sink.
    @Test func testingWithARecordingSink() throws {
        let clock = ManualClock()
        let recorder = RecordingFeedbackSink()
        let controller = RefreshController(
            pipeline: try PresetCatalog.standard.pipeline(named: "progress-ring"),
            sink: recorder, clock: clock)
        clock.advance(by: 0.1)
        controller.scrollChanged(offset: 120)
        #expect(recorder.events == [.pullBegan, .refreshStarted])
        #expect(recorder.records.last?.context.haptic == .medium)
    }
}
