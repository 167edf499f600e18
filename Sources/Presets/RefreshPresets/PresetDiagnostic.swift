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
    /// Which check found the problem: a stable identifier that tools key on
    /// (SARIF's `ruleId`, the JSON report's `rule`).
    public var rule: Rule
    /// The file (its path as given) or, for a preset built in code, `<name>`.
    public var file: String
    /// The line and column, for JSON and XML property lists.
    public var location: FilePosition?
    /// The key path of the value concerned, like `strategy.triggerDistance`; a key
    /// other than a plain name is quoted, like `strategy[""]` or `["a.b"]`.
    /// Empty for the file as a whole (`null` in `validate --format json`).
    public var keyPath: String
    /// One sentence saying what is wrong.
    public var message: String
    /// What was expected, if that is worth saying apart from the message.
    public var expected: String?
    /// What was found.
    public var found: String?
    /// A likely fix, like "Did you mean 'triggerDistance'?". Every error has one.
    public var fix: String?
    /// Set on the line that closes a file's listing (rule ``Rule/unlisted``):
    /// how many problems of each severity it stands for.
    public var unlisted: Unlisted? = nil

    /// The problems a file's closing line stands for, past the listing limit.
    public struct Unlisted: Sendable, Hashable {
        public var errors: Int
        public var warnings: Int

        public init(errors: Int, warnings: Int) {
            self.errors = errors
            self.warnings = warnings
        }
    }

    public init(
        _ severity: Severity, rule: Rule, file: String, location: FilePosition?, keyPath: String, message: String,
        expected: String? = nil, found: String? = nil, fix: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.message = message
        self.expected = expected
        self.found = found
        self.fix = fix
        self.unlisted = nil
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

extension PresetDiagnostic {
    /// "The preset is named 'a' but its file is named 'b'; 'extends' finds
    /// presets by file name", without the full stop.
    package static func nameMismatch(_ name: String, fileName: String) -> String {
        "The preset is named '\(Excerpt.of(name))' but its file is named '\(Excerpt.of(fileName))'; 'extends' finds presets by file name"
    }

    /// A file (`file`, named `fileName`) whose preset is named `name`, which
    /// another place defines: a copied file keeps the name of the one it was
    /// copied from. `definedBy` names the other place ("Presets/feed.json",
    /// "the built-in preset"), `owner` says whose the name is ("Presets/feed.json's").
    package static func copiedName(
        _ name: String, fileName: String, definedBy: String, owner: String, file: String, at location: FilePosition?
    ) -> PresetDiagnostic {
        PresetDiagnostic(
            .warning, rule: .duplicateName, file: file, location: location, keyPath: "name",
            message: "\(nameMismatch(name, fileName: fileName)), and \(definedBy) already defines '\(Excerpt.of(name))'.",
            found: Excerpt.of(name),
            fix: "Rename the preset to '\(Excerpt.of(fileName))', its file's name: '\(Excerpt.of(name))' is \(owner).")
    }
}
