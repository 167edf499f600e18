import RefreshKit

/// A preset's pipeline run over a gesture with a simulated clock, through the
/// same `RefreshController` an app uses.
struct Simulation {
    struct Row {
        var time: Double
        var input: Gesture.Input
        var offset: Double
        var status: RefreshStatus
        var indicator: IndicatorModel
        /// Everything the sinks heard since the previous row, in order.
        var events: [FeedbackEvent]
        /// The curve carrying this row's change, when it changed the content or phase.
        var animation: AnimationCurve?
    }

    var rows: [Row]
    /// The indicator style's name, which labels a custom shape.
    var indicatorStyle: String
    /// The numbers the style names in ``IndicatorModel/custom``.
    var customValues: [CustomIndicatorValue]

    @MainActor
    static func run(_ pipeline: RefreshPipeline, gesture: Gesture) -> Simulation {
        let clock = ManualClock(now: 0)
        let sink = RecordingFeedbackLog()
        let controller = RefreshController(pipeline: pipeline, action: .external, sink: sink, clock: clock)
        var rows: [Row] = []
        var offset = 0.0
        for event in gesture.events {
            clock.advance(to: event.time)
            let before = (controller.phase, controller.contentInset)
            switch event.input {
            case .offset(let value, let dragging):
                offset = value
                controller.scrollChanged(offset: value, isDragging: dragging)
            case .finish(let outcome):
                controller.finishRefreshing(outcome)
            case .begin:
                controller.beginRefreshing()
            case .leave:
                controller.cancel()
            }
            controller.refreshIndicator()
            let changed = before != (controller.phase, controller.contentInset) || !sink.events.isEmpty
            rows.append(
                Row(
                    time: clock.now, input: event.input, offset: offset, status: controller.status,
                    indicator: controller.indicator, events: sink.events, animation: changed ? controller.animation : nil))
            sink.events.removeAll()
        }
        let style = type(of: pipeline.indicator).descriptor
        return Simulation(rows: rows, indicatorStyle: style.name, customValues: style.customValues)
    }
}

/// Keeps the events heard since the last row.
@MainActor
final class RecordingFeedbackLog: FeedbackSink {
    var events: [FeedbackEvent] = []
    func receive(_ event: FeedbackEvent, context: FeedbackContext) { events.append(event) }
}
