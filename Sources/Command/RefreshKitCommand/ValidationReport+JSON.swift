import RefreshKit

/// `--format json`: the report as a contract for tools. Every field is
/// always present (`null` where a value is unknown), and `formatVersion`
/// changes whenever a field is removed or changes meaning; the schema is
/// docs/validate-report.schema.json.
extension ValidationReport {
    /// The version of the JSON report's shape.
    static let jsonFormatVersion = 1

    var json: String {
        func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member {
            PresetNode.Member(key: key, value: PresetNode(value))
        }
        func text(_ value: String?) -> PresetNode.Value { value.map { .string($0) } ?? .null }
        func diagnostic(_ diagnostic: PresetDiagnostic) -> PresetNode {
            let unlisted: PresetNode.Value =
                diagnostic.unlisted.map { .object([member("errors", .integer($0.errors)), member("warnings", .integer($0.warnings))]) }
                ?? .null
            return PresetNode(
                .object([
                    member("severity", .string(diagnostic.severity.rawValue)),
                    member("rule", .string(diagnostic.rule.id)),
                    member("file", .string(diagnostic.file)),
                    member("line", diagnostic.location.map { .integer($0.line) } ?? .null),
                    member("column", diagnostic.location.map { .integer($0.column) } ?? .null),
                    member("keyPath", diagnostic.keyPath.isEmpty ? .null : .string(diagnostic.keyPath)),
                    member("message", .string(diagnostic.message)),
                    member("expected", text(diagnostic.expected)),
                    member("found", text(diagnostic.found)),
                    member("fix", text(diagnostic.fix)),
                    member("unlisted", unlisted),
                ]))
        }
        let files = files.map { file in
            PresetNode(
                .object([
                    member("path", .string(file.path)), member("checked", .bool(file.checked)), member("valid", .bool(file.valid)),
                    member("diagnostics", .array(file.diagnostics.map(diagnostic))),
                ]))
        }
        let skippedNodes = skipped.map { PresetNode(.object([member("path", .string($0.path)), member("reason", .string($0.reason))])) }
        let report = PresetNode(
            .object([
                member("formatVersion", .integer(Self.jsonFormatVersion)),
                member("tool", .object([member("name", .string("refreshkit")), member("version", .string(toolVersion))])),
                member("strict", .bool(strict)),
                member("files", .array(files)),
                member("skipped", .array(skippedNodes)),
                member(
                    "summary",
                    .object([
                        member("files", .integer(checked.count)), member("valid", .integer(checked.count - invalidCount)),
                        member("invalid", .integer(invalidCount)), member("errors", .integer(errorCount)),
                        member("warnings", .integer(warningCount)), member("skipped", .integer(skipped.count)),
                    ])),
            ]))
        return JSONWriter.write(report)
    }
}
