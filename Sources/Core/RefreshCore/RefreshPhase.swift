/// The five canonical phases every strategy maps its own states onto, so that
/// indicators, the UI layer, the command line and tests speak one language.
public enum RefreshPhase: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Nothing shown, nothing running.
    case idle
    /// The indicator is revealing with the pull; ``RefreshStatus/progress`` runs from 0 to 1
    /// (it may reach 1 without starting, as document 001 does at exactly its refresh distance).
    case pulling
    /// Past the trigger; the refresh starts on release (release-triggered strategies only).
    case armed
    /// The action is running; the content may be held down by ``RefreshStatus/contentInset``.
    case refreshing
    /// The action ended; indicator and content animate back; no new refresh yet.
    case finishing

    /// Phases order as a refresh runs through them.
    public static func < (lhs: RefreshPhase, rhs: RefreshPhase) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .idle: 0
        case .pulling: 1
        case .armed: 2
        case .refreshing: 3
        case .finishing: 4
        }
    }
}
