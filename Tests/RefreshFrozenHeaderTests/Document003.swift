import RefreshCore

/// Document 003's `refreshLogic` as written, with its `refreshing` binding set
/// by the app (`begin`) and cleared when the work is done (`outcome`), mapped
/// onto the same phases, names and inset as ``FrozenHeaderStrategy``, so that
/// each defect test can show it fails on the document's behaviour.
struct Document003: RefreshStrategy {
    static let descriptor = StrategyDescriptor(
        name: "document-003", summary: "Document 003 as written.", parameters: [],
        stateNames: ["idle", "pulling", "refreshing", "frozen"], defaultIndicatorStyle: "frozen-header")

    private(set) var status = RefreshStatus(phase: .idle, stateName: "idle")
    private var refreshing = false
    private var frozen = false
    private var previousScrollOffset = 0.0
    private let threshold = 80.0

    init(parameters: ParameterValues) {}
    var triggerDistance: Double { threshold }
    var finishingDuration: Double { 0 }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        var starts = false
        switch input {
        case .sample(let sample):
            let scrollOffset = sample.offset
            status.offset = scrollOffset
            if !refreshing && (scrollOffset > threshold && previousScrollOffset <= threshold) {
                refreshing = true
                starts = true
            }
            if refreshing {
                if previousScrollOffset > threshold && scrollOffset <= threshold {
                    frozen = true
                }
            } else {
                frozen = false
            }
            previousScrollOffset = scrollOffset
        case .outcome:
            // The app sets its flag back to false; `frozen` waits for the next frame.
            refreshing = false
        case .begin:
            if !refreshing {
                refreshing = true
                starts = true
            }
        case .tick:
            break
        case .reset:
            self = Document003(parameters: [:])
        }
        let pulled = status.offset > ScrollSample.restTolerance
        status.phase = refreshing ? .refreshing : pulled ? .pulling : .idle
        status.stateName = refreshing ? (frozen ? "frozen" : "refreshing") : pulled ? "pulling" : "idle"
        status.contentInset = refreshing && frozen ? threshold : 0
        status.progress = refreshing ? 1 : min(max(status.offset / threshold, 0), 1)
        return RefreshEffects(startsRefresh: starts)
    }
}
