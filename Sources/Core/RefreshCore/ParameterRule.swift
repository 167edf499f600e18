/// A rule across a module's parameters that no single declaration can state,
/// such as "the minimum distance lies below the refresh distance". Preset
/// validation reports a broken rule at the first parameter it names.
public struct ParameterRule: Sendable {
    /// How bad breaking the rule is.
    public enum Severity: String, Sendable, Hashable {
        /// The preset cannot work as written.
        case error
        /// The preset works but probably not as meant.
        case warning
    }

    /// The parameters the rule reads, most likely culprit first.
    public let parameters: [String]
    /// Whether breaking it is an error or a warning.
    public let severity: Severity
    /// What must hold, as one sentence ("minimumDistance must be less than refreshDistance").
    public let requirement: String
    /// How to fix it, if there is a likely fix.
    public let fix: String?
    /// Whether the rule holds for the given values (absent values read as their defaults).
    public let holds: @Sendable (ParameterValues) -> Bool

    /// Creates a rule.
    public init(
        parameters: [String],
        severity: Severity = .error,
        requirement: String,
        fix: String? = nil,
        holds: @escaping @Sendable (ParameterValues) -> Bool
    ) {
        self.parameters = parameters
        self.severity = severity
        self.requirement = requirement
        self.fix = fix
        self.holds = holds
    }
}
