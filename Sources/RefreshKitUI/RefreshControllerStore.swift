#if canImport(SwiftUI)
import SwiftUI
import RefreshKit

/// The app's work in one of the documents' three shapes.
enum WorkForm {
    /// `async` (`.refreshable`'s shape) or the `done` callback, already a ``RefreshWork``.
    case action(RefreshWork)
    /// The `Binding<Bool>` flag of documents 000 and 003.
    case binding(Binding<Bool>)
}

/// Keeps one scroll view's ``RefreshController`` across body evaluations.
///
/// It is a plain class held in `@State`, not observable: the views that draw
/// read the controller's own observable properties, so that a scroll redraws
/// the indicator only.
@MainActor
final class RefreshControllerStore {
    private(set) var controller: RefreshController?
    /// The pipeline is drawn by SwiftUI's own `.refreshable` (the `system` style).
    private(set) var usesPlatformControl = false
    /// Whether a finger is on the scroll view, from `onScrollPhaseChange`; unknown before iOS 18.
    var isDragging: Bool?

    private var identity: RefreshPreset.Identity?
    private var writeBinding: (Bool) -> Void = { _ in }
    private lazy var flag = RefreshFlag { [weak self] isOn in self?.writeBinding(isOn) }

    /// Nonisolated, as `@State`'s initial value is made where the view is,
    /// which may be outside the main actor.
    nonisolated init() {}

    /// The controller for `preset`, made on first use and again when the
    /// preset changes; `work` replaces the action on every call so that the
    /// newest closure runs.
    func controller(
        for preset: RefreshPreset, catalog: PresetCatalog, sinks: RefreshFeedbackSinks, work: WorkForm
    ) -> RefreshController {
        let controller: RefreshController
        if let existing = self.controller, identity == preset.identity {
            controller = existing
        } else {
            self.controller?.cancel()
            let pipeline = PresetLoading.pipeline(for: preset, catalog: catalog)
            controller = RefreshController(pipeline: pipeline, sink: MultiplexFeedbackSink(sinks.makeSinks()))
            usesPlatformControl = pipeline.indicatorStyleName == SystemSpinnerIndicator.descriptor.name
            identity = preset.identity
            self.controller = controller
        }
        switch work {
        case .action(let action):
            controller.action = action
        case .binding(let binding):
            writeBinding = { binding.wrappedValue = $0 }
            controller.action = .flag(flag)
        }
        return controller
    }

    /// The app set its `Binding<Bool>`: `false` ends the running refresh.
    func bindingChanged(to isOn: Bool) {
        flag.valueChanged(to: isOn)
    }

    /// `.refreshable`'s action for the platform's control: the controller
    /// runs the app's work, so the preset's timing and feedback (VoiceOver
    /// announcements) apply as for every other preset.
    func runPlatformRefresh() async {
        guard let controller else { return }
        controller.beginRefreshing()
        await withTaskCancellationHandler {
            await controller.waitUntilFinished()
        } onCancel: {
            Task { @MainActor in controller.cancel() }
        }
    }
}
#endif
