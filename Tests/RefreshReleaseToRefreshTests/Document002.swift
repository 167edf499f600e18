import RefreshCore

/// Document 002's `onPreferenceChange` and `done` as written, mapped onto the
/// same phases and inset as ``ReleaseToRefreshStrategy``, so that each defect
/// test can show it fails on the document's behaviour.
struct Document002: RefreshStrategy {
    static let descriptor = StrategyDescriptor(
        name: "document-002", summary: "Document 002 as written.", parameters: [],
        stateNames: ["waiting", "primed", "loading"], defaultIndicatorStyle: "release-to-refresh")

    /// The document's `enum` of states.
    enum State: String { case waiting, primed, loading }

    private(set) var status = RefreshStatus(phase: .idle, stateName: State.waiting.rawValue)
    private var state = State.waiting
    init(parameters: ParameterValues) {}
    var triggerDistance: Double { 50 }
    var finishingDuration: Double { 0 }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            status.offset = sample.offset
            // `if state != .loading { ... }`
            guard state != .loading else { return .none }
            if sample.offset > 50 && state == .waiting {
                set(.primed, .armed, inset: 0)
                status.progress = 1
            } else if sample.offset < 50 && state == .primed {
                set(.loading, .refreshing, inset: 50)
                return RefreshEffects(startsRefresh: true)
            } else if state == .waiting {
                status.phase = sample.isAtRest ? .idle : .pulling
                status.progress = min(max(sample.offset / 50, 0), 1)
            }
            return .none
        case .outcome:
            // `withAnimation { self.state = .waiting }`, whatever the state.
            set(.waiting, status.offset > ScrollSample.restTolerance ? .pulling : .idle, inset: 0)
            status.progress = 0
            return .none
        case .tick, .begin:
            return .none
        case .reset:
            self = Document002(parameters: [:])
            return .none
        }
    }

    private mutating func set(_ state: State, _ phase: RefreshPhase, inset: Double) {
        self.state = state
        status.stateName = state.rawValue
        status.phase = phase
        status.contentInset = inset
    }
}
