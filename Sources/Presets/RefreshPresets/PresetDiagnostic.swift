import RefreshDocuments

/// One problem found in a preset: what, where, and how to fix it.
public struct PresetDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public var severity: Severity
    /// The file (its path as given) or, for a preset built in code, `<name>`.
    public var file: String
    /// The line and column, for JSON and XML property lists.
    public var location: FilePosition?
    /// The key path of the value concerned, like `strategy.threshold`; a key
    /// other than a plain name is quoted, like `strategy[""]` or `["a.b"]`.
    /// Empty for the file as a whole.
    public var keyPath: String
    /// One sentence saying what is wrong.
    public var message: String
    /// What was expected, if that is worth saying apart from the message.
    public var expected: String?
    /// What was found.
    public var found: String?
    /// A likely fix, like "Did you mean 'threshold'?".
    public var fix: String?

    public init(
        _ severity: Severity, file: String, location: FilePosition?, keyPath: String, message: String,
        expected: String? = nil, found: String? = nil, fix: String? = nil
    ) {
        self.severity = severity
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.message = message
        self.expected = expected
        self.found = found
        self.fix = fix
    }

    /// The diagnostic as compilers print it, which editors and Xcode read:
    /// `path:line:column: error: message`, then the fix on its own line.
    public var description: String {
        var place = file
        if let location { place += ":\(location.line):\(location.column)" }
        var text = "\(place): \(severity.rawValue): \(message)"
        if let fix { text += "\n    fix: \(fix)" }
        return text
    }
}
