import Foundation
import RefreshKit

/// `--format sarif`: the report as a SARIF 2.1.0 log (OASIS's Static
/// Analysis Results Interchange Format), which GitHub code scanning and most
/// CI dashboards read: one run, every rule RefreshKit checks, and one result
/// a problem, at its file, line and column.
extension ValidationReport {
    /// Where docs/ explain each rule.
    static let rulesHelpURI = "https://github.com/refreshkit/RefreshKit/blob/main/docs/validating-in-ci.md#rules"

    /// `currentDirectory` is what relative paths are relative to: the run's
    /// `SRCROOT`, which GitHub code scanning maps onto the repository.
    func sarif(currentDirectory: String) -> String {
        func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member {
            PresetNode.Member(key: key, value: PresetNode(value))
        }
        func text(_ text: String) -> PresetNode.Value { .object([member("text", .string(text))]) }
        let rules = PresetDiagnostic.Rule.all
        let ruleNodes = rules.map { rule in
            PresetNode(
                .object([
                    member("id", .string(rule.id)),
                    member("shortDescription", text(rule.summary)),
                    member("helpUri", .string(Self.rulesHelpURI)),
                ]))
        }
        let results = files.flatMap(\.diagnostics).map { diagnostic in
            var message = diagnostic.message
            if let fix = diagnostic.fix { message += " Fix: \(fix)" }
            var fields = [
                member("ruleId", .string(diagnostic.rule.id)),
                member("ruleIndex", .integer(rules.firstIndex(of: diagnostic.rule) ?? -1)),
                member("level", .string(diagnostic.severity.rawValue)),
                member("message", text(message)),
            ]
            if let artifact = Self.artifactLocation(diagnostic.file) {
                var physical = [member("artifactLocation", artifact)]
                if let location = diagnostic.location {
                    physical.append(
                        member(
                            "region",
                            .object([member("startLine", .integer(location.line)), member("startColumn", .integer(location.column))])))
                }
                var location = [member("physicalLocation", .object(physical))]
                if !diagnostic.keyPath.isEmpty {
                    location.append(
                        member(
                            "logicalLocations",
                            .array([
                                PresetNode(
                                    .object([member("fullyQualifiedName", .string(diagnostic.keyPath)), member("kind", .string("member"))]))
                            ])))
                }
                fields.append(member("locations", .array([PresetNode(.object(location))])))
            }
            var properties: [PresetNode.Member] = []
            if !diagnostic.keyPath.isEmpty { properties.append(member("keyPath", .string(diagnostic.keyPath))) }
            if let expected = diagnostic.expected { properties.append(member("expected", .string(expected))) }
            if let found = diagnostic.found { properties.append(member("found", .string(found))) }
            if let fix = diagnostic.fix { properties.append(member("fix", .string(fix))) }
            fields.append(member("properties", .object(properties)))
            return PresetNode(.object(fields))
        }
        let root = Self.directoryURI(currentDirectory)
        let log = PresetNode(
            .object([
                member("$schema", .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")),
                member("version", .string("2.1.0")),
                member(
                    "runs",
                    .array([
                        PresetNode(
                            .object([
                                member(
                                    "tool",
                                    .object([
                                        member(
                                            "driver",
                                            .object([
                                                member("name", .string("refreshkit")),
                                                member("version", .string(toolVersion)),
                                                member("semanticVersion", .string(refreshKitVersion)),
                                                member("informationUri", .string("https://github.com/refreshkit/RefreshKit")),
                                                member("rules", .array(ruleNodes)),
                                            ]))
                                    ])),
                                member("originalUriBaseIds", .object([member("SRCROOT", .object([member("uri", .string(root))]))])),
                                member("columnKind", .string("unicodeCodePoints")),
                                member("results", .array(results)),
                            ]))
                    ])),
            ]))
        return JSONWriter.write(log)
    }

    /// A file's SARIF location: a relative path against `SRCROOT`, an
    /// absolute one as a `file` URI; standard input (`-`) as the relative
    /// URI `stdin`, described as standard input, so that its results are
    /// located too; none for a preset built in code (`<name>`), which is no file.
    static func artifactLocation(_ path: String) -> PresetNode.Value? {
        func member(_ key: String, _ value: String) -> PresetNode.Member {
            PresetNode.Member(key: key, value: PresetNode(.string(value)))
        }
        if path == standardInputPath {
            return .object([
                member("uri", standardInputURI),
                PresetNode.Member(key: "description", value: PresetNode(.object([member("text", "standard input")]))),
            ])
        }
        guard !(path.hasPrefix("<") && path.hasSuffix(">")), !path.isEmpty else { return nil }
        if path.hasPrefix("/") { return .object([member("uri", "file://" + percentEncoded(path))]) }
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return .object([member("uri", percentEncoded(relative)), member("uriBaseId", "SRCROOT")])
    }

    /// The URI standing for standard input in SARIF's locations.
    static let standardInputURI = "stdin"

    /// `folder` as an absolute `file` URI ending in `/`, as a base URI must.
    static func directoryURI(_ folder: String) -> String {
        "file://" + percentEncoded(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// A path as a URI path: every byte but unreserved ones and `/` escaped,
    /// so that spaces, `#`, `?` and `%` in file names survive.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
