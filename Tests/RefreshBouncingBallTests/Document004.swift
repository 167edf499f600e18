import RefreshCore

/// Document 004's `caculateOffset` and its refresh task as written (the task
/// is modelled by its deadlines, and outlives a reset as the document's task
/// outlives its view), mapped onto the same phases and inset as
/// ``BouncingBallStrategy``, so that each defect test can show it fails on the
/// document's behaviour. Its progress is the document's, unclamped below.
struct Document004: RefreshStrategy {
    static let descriptor = StrategyDescriptor(
        name: "document-004", summary: "Document 004 as written.", parameters: [],
        stateNames: ["idle", "pulling", "ongoing", "preparingFinish", "finishing"], defaultIndicatorStyle: "bouncing-ball")

    private enum Task {
        case none, updating
        case returning(until: Double)
        case rollingOut(until: Double)
    }

    private(set) var status = RefreshStatus(phase: .idle, stateName: "idle")
    private var state = "idle"
    private var progress = 0.0
    private var startOffset = 0.0
    private var task = Task.none
    private let maxOffset = 100.0

    init(parameters: ParameterValues) {}
    var triggerDistance: Double { maxOffset }
    var finishingDuration: Double { 1.3 }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        var starts = false
        switch input {
        case .sample(let sample):
            status.offset = sample.offset
            switch state {
            case "idle":
                startOffset = sample.offset
                state = "pulling"
            case "pulling":
                if progress < 1 {
                    progress = min(1, (sample.offset - startOffset) / maxOffset)
                } else {
                    state = "ongoing"
                    progress = 0
                    task = .updating
                    starts = true
                }
            default:
                break
            }
        case .outcome(_, let time):
            // `await update()` returned: the task goes on, whatever the state.
            if case .updating = task {
                state = "preparingFinish"
                task = .returning(until: time + 0.3)
            }
        case .tick(let time):
            if case .returning(let until) = task, time >= until {
                state = "finishing"
                task = .rollingOut(until: until + 1.0)
            }
            if case .rollingOut(let until) = task, time >= until {
                state = "idle"
                startOffset = 0
                task = .none
            }
        case .begin:
            break
        case .reset:
            // The view's state starts over; its task does not stop.
            state = "idle"
            progress = 0
            startOffset = 0
        }
        status.stateName = state
        switch state {
        case "ongoing": status.phase = .refreshing
        case "preparingFinish", "finishing": status.phase = .finishing
        default: status.phase = status.offset > ScrollSample.restTolerance && state == "pulling" ? .pulling : .idle
        }
        status.progress = progress
        status.contentInset = state == "ongoing" || state == "preparingFinish" ? maxOffset : 0
        switch task {
        case .returning(let until), .rollingOut(let until): status.nextDeadline = until
        default: status.nextDeadline = nil
        }
        return RefreshEffects(startsRefresh: starts)
    }
}
