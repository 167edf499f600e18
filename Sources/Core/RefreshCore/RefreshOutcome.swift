/// How a refresh's action ended.
public enum RefreshOutcome: String, Sendable, Hashable, CaseIterable {
    /// The action returned normally.
    case success
    /// The action threw, or ran past the timeout.
    case failure
    /// The action was cancelled, for example because the view went away.
    case cancelled
}
