import RefreshHosting
import RefreshKit

/// A preset over a gesture, frame by frame, as a device shows it: the
/// session the SwiftUI layer keeps, in the simulated scroll view the tests
/// use (RefreshHosting's `ScrollSimulation`), on a simulated clock. The
/// scroll view springs back and decelerates by itself, and the hold engine
/// decides the hold, so `simulate` and `preview` show what a user sees.
struct Simulation {
    struct Row {
        var time: Double
        /// What the gesture did at this frame, if anything.
        var inputs: [Gesture.Input]
        /// Whether a finger is on the content.
        var isFingerDown: Bool
        /// Points from where the content rests unheld to its top: the space
        /// shown above the content (negative: scrolled into it).
        var offset: Double
        /// The hold's padding as laid out.
        var padding: Double
        var status: RefreshStatus
        /// The indicator as the overlay draws it.
        var indicator: IndicatorModel
        /// Where the indicator is drawn (clipped to it).
        var indicatorFrame: IndicatorFrame
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

    /// The phone the simulation holds the content on: an iPhone's width and
    /// height, with the area's top at the screen's top.
    static let screenWidth = 390.0
    static let screenHeight = 844.0
    /// The most frames a simulation makes: every one becomes a row.
    static let maximumFrameCount = 100_000

    @MainActor
    static func run(_ pipeline: RefreshPipeline, gesture: Gesture, rate: Double, titleHeight: Double = 0) -> Simulation {
        let clock = ManualClock(now: 0)
        let sink = RecordingFeedbackLog()
        let session = RefreshSession(
            preset: .pipeline(pipeline), catalog: PresetCatalog(), makeSinks: { [sink] }, work: .work(.external),
            simulatesPlatformControl: true, clock: clock)
        session.titleHeightChanged(to: titleHeight)
        let scrollView = SimulatedScrollView(
            rule: .offsetKept, contentHeight: 4 * screenHeight, containerHeight: screenHeight, containerWidth: screenWidth)
        let simulation = ScrollSimulation(
            session: session, scrollView: scrollView, clock: clock, frameRate: rate, keepsHistory: false)
        var rows: [Row] = []
        var pending = gesture.events[...]
        let frames = Int((gesture.end * rate).rounded(.up))
        for frame in 0...frames {
            let frameTime = Double(frame) / rate
            var inputs: [Gesture.Input] = []
            let before = (session.controller.phase, session.controller.contentInset)
            while let event = pending.first, event.time <= frameTime + 0.5 / rate {
                pending.removeFirst()
                inputs.append(event.input)
                apply(event.input, to: simulation)
            }
            if frame > 0 { simulation.frame() }
            let snapshot = simulation.snapshot
            let changed = before != (session.controller.phase, session.controller.contentInset) || !sink.events.isEmpty
            rows.append(
                Row(
                    time: clock.now, inputs: inputs, isFingerDown: simulation.scrollView.isFingerDown, offset: snapshot.uncovered,
                    padding: snapshot.holdPadding, status: session.controller.status, indicator: snapshot.indicator,
                    indicatorFrame: snapshot.indicatorFrame, events: sink.events,
                    animation: changed ? session.controller.animation : nil))
            sink.events.removeAll()
        }
        let style = type(of: pipeline.indicator).descriptor
        return Simulation(rows: rows, indicatorStyle: style.name, customValues: style.customValues)
    }

    @MainActor
    private static func apply(_ input: Gesture.Input, to simulation: ScrollSimulation) {
        switch input {
        case .offset(let offset):
            if !simulation.scrollView.isFingerDown { simulation.touchDown() }
            simulation.changeScrollView { $0.dragContent(toUncover: offset) }
        case .dragStep(let target, let stepsLeft):
            if !simulation.scrollView.isFingerDown { simulation.touchDown() }
            let now = simulation.uncoveredNow
            let next = now + (target - now) / Double(max(stepsLeft, 1))
            simulation.changeScrollView { $0.dragContent(toUncover: next) }
        case .finger(let down):
            if down {
                if !simulation.scrollView.isFingerDown { simulation.touchDown() }
            } else if simulation.scrollView.isFingerDown {
                simulation.lift()
            }
        case .fling(let velocity):
            if !simulation.scrollView.isFingerDown { simulation.touchDown() }
            simulation.lift(velocity: velocity)
        case .finish(let outcome):
            simulation.session.controller.finishRefreshing(outcome)
        case .begin:
            simulation.session.state.beginRefreshing()
        case .leave:
            simulation.session.controller.cancel()
        }
    }
}

/// Keeps the events heard since the last row.
@MainActor
final class RecordingFeedbackLog: FeedbackSink {
    var events: [FeedbackEvent] = []
    func receive(_ event: FeedbackEvent, context: FeedbackContext) { events.append(event) }
}
