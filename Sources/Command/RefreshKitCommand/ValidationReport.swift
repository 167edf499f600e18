import RefreshKit

/// What `refreshkit validate` found: every file with the problems in it,
/// what was skipped, and the counts, ready to print in any `--format`.
///
/// A file is valid exactly when none of its own diagnostics is an error (or,
/// with `--strict`, a warning), so that every format says the same thing and
/// no invalid file is without a diagnostic of its own.
struct ValidationReport {
    /// One file in the report: a file given on the command line (or in a
    /// folder given), or another file with problems that one of them extends.
    struct FileEntry {
        var path: String
        /// Whether the command line named it (directly or through a folder).
        var checked: Bool
        var diagnostics: [PresetDiagnostic]
        var valid: Bool
    }

    var files: [FileEntry]
    var skipped: [PresetFolder.Skipped]
    var strict: Bool
    /// The tool's version as `refreshkit --version` prints it (with the
    /// commit of a build that is not a tagged release), for JSON and SARIF.
    var toolVersion = refreshKitVersion

    /// The files the command line named.
    var checked: [FileEntry] { files.filter(\.checked) }
    /// The named files that are invalid: the command fails when there is one.
    var invalidCount: Int { checked.filter { !$0.valid }.count }
    /// Every problem found, listed or not.
    var errorCount: Int { count(.error) }
    var warningCount: Int { count(.warning) }

    private func count(_ severity: PresetDiagnostic.Severity) -> Int {
        files.flatMap(\.diagnostics).reduce(0) { total, diagnostic in
            if let unlisted = diagnostic.unlisted { return total + (severity == .error ? unlisted.errors : unlisted.warnings) }
            return total + (diagnostic.severity == severity ? 1 : 0)
        }
    }

    /// Whether `diagnostics` make their file invalid.
    static func isValid(_ diagnostics: [PresetDiagnostic], strict: Bool) -> Bool {
        !diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    // MARK: Text

    /// The compiler's shape, `path:line:column: error: message`, then the summary.
    var text: String {
        var output = ""
        for item in skipped { output += "Skipped \(item.path): \(item.reason).\n" }
        for file in files {
            for diagnostic in file.diagnostics { output += diagnostic.description + "\n" }
        }
        return output + summaryLine + "\n"
    }

    /// "Checked 3 files: 2 valid, 1 invalid (2 errors, 0 warnings)."
    var summaryLine: String {
        let checked = checked.count
        return "Checked \(checked) \(checked == 1 ? "file" : "files"): \(checked - invalidCount) valid, \(invalidCount) invalid"
            + " (\(plural(errorCount, "error")), \(plural(warningCount, "warning")))."
    }

    private func plural(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
