// Runs the built `refreshkit` in folders a test makes: only where a test can start a process.
#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import RefreshDocuments
import RefreshTestSupport
import Testing

/// Folders that between them raise most rules: the malformed fixtures, a
/// cycle, a broken parent, a plausibility warning, a binary-free plist.
private let mixedFolder: [String: String] = [
    "Presets/a.json": #"{"name": "a", "extends": "b"}"#,
    "Presets/b.json": #"{"name": "b", "extends": "a"}"#,
    "Presets/base.json": baseWithTypo,
    "Presets/child.json": childOfBase,
    "Presets/far.json": #"{"name": "far", "strategy": {"type": "spinning-arrow", "degreesPerPoint": 0.1}}"#,
    "Presets/ok.json": #"{"name": "ok", "extends": "system"}"#,
    "Presets/my file #1.json": #"{"name": "my file #1", "extends": "system", "strategy": {"holdDistance": "40"}}"#,
    "Presets/README.md": "# Presets",
]

/// Issue 25: `--format json` is a contract, documented by
/// docs/validate-report.schema.json: every field always there.
@Suite struct JSONReportContractTests {
    static let schema: JSONSchemaEvaluator = {
        let bytes = FileManager.default.contents(atPath: packageRoot + "/docs/validate-report.schema.json") ?? Data()
        return JSONSchemaEvaluator(schema: (try? JSONReader.parse(Array(bytes))) ?? PresetNode(.null))
    }()

    static func reports() throws -> [String] {
        var outputs: [String] = []
        for arguments in [
            ["validate", "Tests/Fixtures/malformed", "--format", "json"], ["validate", "presets", "--format", "json", "--strict"],
            ["validate", "Tests/Fixtures/ci/Presets", "--recursive", "--format", "json"],
        ] {
            outputs.append(try runProduct("refreshkit", arguments).output)
        }
        try withPresetFolder(mixedFolder) { folder in
            outputs.append(try runProduct("refreshkit", ["validate", "Presets", "--format", "json", "--strict"], in: folder).output)
        }
        outputs.append(try runProduct("refreshkit", ["validate", "-", "--format", "json"], input: "{").output)
        return outputs
    }

    @Test func everyOutputIsValidAgainstTheDocumentedSchema() throws {
        #expect(Self.schema.root.members != nil, "docs/validate-report.schema.json reads")
        for output in try Self.reports() {
            let report = try JSONReader.parse(Array(output.utf8))
            #expect(try Self.schema.isValid(report), "\(output.prefix(2_000))")
        }
    }

    /// The schema says every field is required; a report that leaves one out
    /// (as `line` was left out before) fails, so the test above can fail.
    @Test func theSchemaRefusesAReportMissingAField() throws {
        let output = try runProduct("refreshkit", ["validate", "Tests/Fixtures/malformed/empty.json", "--format", "json"]).output
        let report = try JSONReader.parse(Array(output.utf8))
        #expect(try Self.schema.isValid(report))
        for field in ["line", "column", "expected", "found", "fix", "unlisted", "rule"] {
            let cut = output.replacingOccurrences(
                of: #"\n *"\#(field)": [^\n]*"#, with: "", options: .regularExpression)
            let fixedCommas = cut.replacingOccurrences(of: #",(\n *\})"#, with: "$1", options: .regularExpression)
            #expect(try !Self.schema.isValid(JSONReader.parse(Array(fixedCommas.utf8))), "without \(field)")
        }
        let unversioned = output.replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": 2"#)
        #expect(try !Self.schema.isValid(JSONReader.parse(Array(unversioned.utf8))))
    }

    /// A problem of the whole file (here, an empty one) is at no key:
    /// `keyPath` is null, as the schema says, not an empty string.
    @Test func aFileWideProblemHasANullKeyPath() throws {
        let output = try runProduct("refreshkit", ["validate", "Tests/Fixtures/malformed/empty.json", "--format", "json"]).output
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let diagnostic = try #require(((report["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["keyPath"] is NSNull, "\(diagnostic)")
        let withEmptyKeyPath = output.replacingOccurrences(of: #""keyPath": null"#, with: #""keyPath": """#)
        #expect(withEmptyKeyPath != output)
        #expect(try !Self.schema.isValid(JSONReader.parse(Array(withEmptyKeyPath.utf8))), "the schema refuses an empty key path")
    }

    /// The JSON and SARIF reports name the tool's version as `--version`
    /// prints it: with the commit of a build that is not a tagged release.
    @Test func theReportsNameTheVersionAsVersionPrintsIt() throws {
        let printed = try runProduct("refreshkit", ["--version"]).output.trimmingCharacters(in: .newlines)
        let json = try runProduct("refreshkit", ["validate", "presets/system.json", "--format", "json"]).output
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((report["tool"] as? [String: Any])?["version"] as? String == printed)
        let sarif = try runProduct("refreshkit", ["validate", "presets/system.json", "--format", "sarif"]).output
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let driver = ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == printed)
        #expect(printed.hasPrefix(try #require(driver?["semanticVersion"] as? String)))
    }

    @Test func validAgreesWithSeverities() throws {
        for output in try Self.reports() {
            let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let strict = report["strict"] as? Bool ?? false
            for file in (report["files"] as? [[String: Any]]) ?? [] {
                let severities = ((file["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["severity"] as? String }
                let invalid = severities.contains("error") || (strict && severities.contains("warning"))
                #expect(file["valid"] as? Bool == !invalid, "\(file)")
            }
        }
    }
}

/// Issue 25: `--format sarif` against what OASIS's SARIF 2.1.0 schema
/// (sarif-schema-2.1.0.json, errata01) requires of the objects it writes:
/// each object's required properties, the properties it allows (the schema
/// sets `additionalProperties: false` on all of them but property bags), the
/// enumerations and minimums, and the links between results and rules.
@Suite struct SARIFTests {
    /// The properties the schema allows, per object.
    static let allowed: [String: Set<String>] = [
        "sarifLog": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        "run": [
            "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
            "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
            "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
            "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
            "specialLocations", "properties",
        ],
        "tool": ["driver", "extensions", "properties"],
        "toolComponent": [
            "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName", "version",
            "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri", "globalMessageStrings",
            "notifications", "rules", "taxa", "locations", "language", "contents", "isComprehensive", "localizedDataSemanticVersion",
            "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent", "translationMetadata", "supportedTaxonomies",
            "properties",
        ],
        "reportingDescriptor": [
            "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription", "fullDescription",
            "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships", "properties",
        ],
        "multiformatMessageString": ["text", "markdown", "properties"],
        "result": [
            "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid", "correlationGuid",
            "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
            "relatedLocations", "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris", "provenance",
            "fixes", "taxa", "webRequest", "webResponse", "properties",
        ],
        "message": ["text", "markdown", "id", "arguments", "properties"],
        "location": ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"],
        "physicalLocation": ["address", "artifactLocation", "region", "contextRegion", "properties"],
        "artifactLocation": ["uri", "uriBaseId", "index", "description", "properties"],
        "region": [
            "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength", "snippet",
            "message", "sourceLanguage", "properties",
        ],
        "logicalLocation": ["name", "index", "fullyQualifiedName", "decoratedName", "parentIndex", "kind", "properties"],
    ]

    /// Every way `log` breaks the schema's rules, as messages; empty when it keeps them.
    static func violations(_ log: Any) -> [String] {
        var problems: [String] = []
        func object(_ value: Any?, _ kind: String, at path: String, required: [String] = []) -> [String: Any]? {
            guard let object = value as? [String: Any] else {
                problems.append("\(path): a \(kind) must be an object")
                return nil
            }
            for key in object.keys where !(allowed[kind]?.contains(key) ?? true) {
                problems.append("\(path): '\(key)' is not a \(kind) property")
            }
            for key in required where object[key] == nil { problems.append("\(path): a \(kind) requires '\(key)'") }
            if let bag = object["properties"], !(bag is [String: Any]) {
                problems.append("\(path).properties: a property bag is an object")
            }
            return object
        }
        func string(_ value: Any?, at path: String) -> String? {
            guard let text = value as? String else {
                if value != nil { problems.append("\(path): must be a string") }
                return nil
            }
            return text
        }
        func integer(_ value: Any?, minimum: Int, at path: String) {
            guard let value else { return }
            // JSONSerialization gives numbers and booleans as NSNumber: a boolean's type code is "c" (or "B").
            guard let number = value as? NSNumber, !["c", "B"].contains(String(cString: number.objCType)),
                number.doubleValue == number.doubleValue.rounded()
            else { return problems.append("\(path): must be an integer") }
            if number.intValue < minimum { problems.append("\(path): must be at least \(minimum)") }
        }
        func isURIReference(_ text: String) -> Bool {
            // RFC 3986: no spaces, no characters outside its set, and percent signs only in escapes.
            let allowed = CharacterSet(
                charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
            guard text.unicodeScalars.allSatisfy(allowed.contains) else { return false }
            return text.range(of: #"%(?![0-9A-Fa-f]{2})"#, options: .regularExpression) == nil
        }
        func message(_ value: Any?, at path: String) {
            guard let message = object(value, "message", at: path) else { return }
            if message["text"] == nil && message["id"] == nil { problems.append("\(path): a message requires 'text' or 'id'") }
            _ = string(message["text"], at: path + ".text")
        }
        let levels: Set<String> = ["none", "note", "warning", "error"]
        guard let root = object(log, "sarifLog", at: "log", required: ["version", "runs"]) else { return problems }
        if root["version"] as? String != "2.1.0" { problems.append("log.version: must be \"2.1.0\"") }
        guard let runs = root["runs"] as? [Any] else { return problems + ["log.runs: must be an array"] }
        for (runIndex, runValue) in runs.enumerated() {
            let runPath = "runs[\(runIndex)]"
            guard let run = object(runValue, "run", at: runPath, required: ["tool"]) else { continue }
            var ruleIDs: [String] = []
            if let tool = object(run["tool"], "tool", at: runPath + ".tool", required: ["driver"]),
                let driver = object(tool["driver"], "toolComponent", at: runPath + ".tool.driver", required: ["name"])
            {
                _ = string(driver["name"], at: runPath + ".tool.driver.name")
                _ = string(driver["version"], at: runPath + ".tool.driver.version")
                if let uri = string(driver["informationUri"], at: runPath + ".tool.driver.informationUri"), !uri.hasPrefix("https://") {
                    problems.append("\(runPath).tool.driver.informationUri: must be an absolute URI")
                }
                for (index, ruleValue) in ((driver["rules"] as? [Any]) ?? []).enumerated() {
                    let path = runPath + ".tool.driver.rules[\(index)]"
                    guard let rule = object(ruleValue, "reportingDescriptor", at: path, required: ["id"]) else { continue }
                    ruleIDs.append(string(rule["id"], at: path + ".id") ?? "")
                    if let description = object(
                        rule["shortDescription"], "multiformatMessageString", at: path + ".shortDescription", required: ["text"])
                    {
                        _ = string(description["text"], at: path + ".shortDescription.text")
                    }
                }
                if Set(ruleIDs).count != ruleIDs.count { problems.append("\(runPath).tool.driver.rules: items must be unique") }
            }
            if let kind = run["columnKind"], !["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? "") {
                problems.append("\(runPath).columnKind: not one of the schema's values")
            }
            for (key, base) in (run["originalUriBaseIds"] as? [String: Any]) ?? [:] {
                if let location = object(base, "artifactLocation", at: "\(runPath).originalUriBaseIds.\(key)"),
                    let uri = string(location["uri"], at: "\(runPath).originalUriBaseIds.\(key).uri")
                {
                    // SARIF section 3.14.14: a base URI is absolute and ends with a slash.
                    if !uri.hasPrefix("file:///") || !uri.hasSuffix("/") || !isURIReference(uri) {
                        problems.append("\(runPath).originalUriBaseIds.\(key).uri: must be an absolute URI ending in '/'")
                    }
                }
            }
            guard let results = run["results"] as? [Any] else {
                problems.append("\(runPath).results: a scan's log must have results (may be empty)")
                continue
            }
            for (index, resultValue) in results.enumerated() {
                let path = runPath + ".results[\(index)]"
                guard let result = object(resultValue, "result", at: path, required: ["message"]) else { continue }
                message(result["message"], at: path + ".message")
                if let level = result["level"], !levels.contains(level as? String ?? "") { problems.append("\(path).level: not a level") }
                integer(result["ruleIndex"], minimum: -1, at: path + ".ruleIndex")
                if let ruleID = string(result["ruleId"], at: path + ".ruleId"), let ruleIndex = result["ruleIndex"] as? Int {
                    if !ruleIDs.indices.contains(ruleIndex) || ruleIDs[ruleIndex] != ruleID {
                        problems.append("\(path): ruleIndex \(ruleIndex) does not name the rule '\(ruleID)'")
                    }
                }
                for (locationIndex, locationValue) in ((result["locations"] as? [Any]) ?? []).enumerated() {
                    let locationPath = path + ".locations[\(locationIndex)]"
                    guard let location = object(locationValue, "location", at: locationPath) else { continue }
                    for (logicalIndex, logical) in ((location["logicalLocations"] as? [Any]) ?? []).enumerated() {
                        _ = object(logical, "logicalLocation", at: locationPath + ".logicalLocations[\(logicalIndex)]")
                    }
                    guard let physical = object(location["physicalLocation"], "physicalLocation", at: locationPath + ".physicalLocation")
                    else { continue }
                    if let artifact = object(physical["artifactLocation"], "artifactLocation", at: locationPath + ".artifactLocation"),
                        let uri = string(artifact["uri"], at: locationPath + ".artifactLocation.uri"), !isURIReference(uri)
                    {
                        problems.append("\(locationPath).artifactLocation.uri: '\(uri)' is not a URI reference")
                    }
                    if let region = physical["region"] {
                        let regionObject = object(region, "region", at: locationPath + ".region")
                        integer(regionObject?["startLine"], minimum: 1, at: locationPath + ".region.startLine")
                        integer(regionObject?["startColumn"], minimum: 1, at: locationPath + ".region.startColumn")
                    }
                }
            }
        }
        return problems
    }

    static func sarif(_ arguments: [String], in folder: String = packageRoot) throws -> (run: ProductRun, log: [String: Any]) {
        let run = try runProduct("refreshkit", arguments + ["--format", "sarif"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.transcript)")
        return (run, log)
    }

    @Test func theLogKeepsTheSchemasRules() throws {
        try withPresetFolder(mixedFolder) { folder in
            let (run, log) = try Self.sarif(["validate", "Presets"], in: folder)
            #expect(run.status == 1)
            #expect(Self.violations(log) == [])
            let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            #expect(results.count >= 6)
            // Located: every result in a file has its file, line and column.
            for result in results {
                let region =
                    ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
                #expect(region?["startLine"] is Int && region?["startColumn"] is Int, "\(result)")
            }
            let typo = try #require(results.first { ($0["ruleId"] as? String) == "unknown-key" })
            let physical = try #require((typo["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: String]) == ["uri": "Presets/base.json", "uriBaseId": "SRCROOT"])
            #expect((physical["region"] as? [String: Int]) == ["startLine": 4, "startColumn": 17])
            #expect(typo["level"] as? String == "error")
            let uris = results.compactMap {
                (((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"])
                    as? [String: String])?["uri"]
            }
            #expect(uris.contains("Presets/my%20file%20%231.json"), "\(uris)")
        }
        for arguments in [
            ["validate", "Tests/Fixtures/malformed"], ["validate", "presets"],
            ["validate", packageRoot + "/Tests/Fixtures/malformed/empty.json"],
        ] {
            let (_, log) = try Self.sarif(arguments)
            #expect(Self.violations(log) == [], "\(arguments)")
        }
    }

    /// A preset read from standard input (`-`) is located too: at the URI
    /// `stdin`, described as standard input, with the line and column.
    @Test func standardInputIsLocated() throws {
        let run = try runProduct(
            "refreshkit", ["validate", "-", "--format", "sarif"], input: "{\n  \"name\": \"piped\",\n  \"extends\": \"systen\"\n}\n")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.transcript)")
        #expect(Self.violations(log) == [])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "stdin")
        #expect((artifact["description"] as? [String: String]) == ["text": "standard input"])
        #expect((physical["region"] as? [String: Int]) == ["startLine": 3, "startColumn": 14])
    }

    /// The checker above finds what it is written to find.
    @Test func theCheckerRefusesBrokenLogs() throws {
        let (_, log) = try Self.sarif(["validate", "Tests/Fixtures/malformed/unknown-key.json"])
        #expect(Self.violations(log) == [])
        func broken(_ edit: (inout [String: Any]) -> Void) -> [String] {
            var copy = log
            edit(&copy)
            return Self.violations(copy)
        }
        func editResult(_ log: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
            var runs = log["runs"] as! [[String: Any]]
            var results = runs[0]["results"] as! [[String: Any]]
            edit(&results[0])
            runs[0]["results"] = results
            log["runs"] = runs
        }
        #expect(!broken { $0["version"] = "2.0.0" }.isEmpty)
        #expect(!broken { $0["extra"] = 1 }.isEmpty)
        #expect(!broken { log in editResult(&log) { $0["level"] = "fatal" } }.isEmpty)
        #expect(!broken { log in editResult(&log) { $0["message"] = [String: Any]() } }.isEmpty)
        #expect(!broken { log in editResult(&log) { $0["ruleIndex"] = 0 } }.isEmpty)
        #expect(!broken { log in editResult(&log) { $0["severity"] = "error" } }.isEmpty)
    }
}

/// Issue 25: `--format github` writes one workflow command a problem.
@Suite struct GitHubAnnotationTests {
    @Test func oneLinePerProblemWithFileLineAndColumn() throws {
        try withPresetFolder(mixedFolder) { folder in
            let run = try runProduct("refreshkit", ["validate", "Presets", "--format", "github"], in: folder)
            #expect(run.status == 1)
            let json = try jsonReport(try runProduct("refreshkit", ["validate", "Presets", "--format", "json"], in: folder))
            let diagnostics = try #require(json["files"] as? [[String: Any]]).flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
            #expect(lines.count == diagnostics.count)
            #expect(lines.filter { $0.hasPrefix("::error ") }.count == diagnostics.filter { $0["severity"] as? String == "error" }.count)
            for (line, diagnostic) in zip(lines, diagnostics) {
                let file = (diagnostic["file"] as! String).replacingOccurrences(of: "%", with: "%25")
                #expect(
                    line.hasPrefix(
                        "::\(diagnostic["severity"]!) file=\(file),line=\(diagnostic["line"]!),col=\(diagnostic["column"]!),title=refreshkit%3A \(diagnostic["rule"]!)::"
                    ), "\(line)")
            }
            #expect(
                run.output.contains(
                    "::error file=Presets/base.json,line=4,col=17,title=refreshkit%3A unknown-key::Unknown key 'strategy.contentInsett': strategy 'spinning-arrow' has no key of that name. Fix: Did you mean 'holdDistance' (once 'contentInset')?\n"
                ), "\(run.output)")
            #expect(run.output.hasPrefix("Skipped Presets/README.md: not a .json or .plist file.\n"))
            let summary = try #require(json["summary"] as? [String: Int])
            #expect(
                run.output.hasSuffix(
                    "(\(summary["errors"]!) errors, \(summary["warnings"]!) warning\(summary["warnings"] == 1 ? "" : "s")).\n"))
        }
    }

    /// A comma or colon in a file name would end the property early.
    @Test func escapesKeepACommandWhole() throws {
        try withPresetFolder(["odd,name:1.json": "{"]) { folder in
            let run = try runProduct("refreshkit", ["validate", ".", "--format", "github"], in: folder)
            #expect(run.output.hasPrefix("::error file=odd%2Cname%3A1.json,line=1,col=2,title=refreshkit%3A syntax::"), "\(run.output)")
            #expect(run.output.split(separator: "\n").count == 2)
        }
    }
}

/// Issue 25: `validate --help`'s examples, run as written in a shell, in a
/// folder holding what they name.
@Suite struct HelpExampleTests {
    @Test func validatesExamplesRunAsWritten() throws {
        let help = try runProduct("refreshkit", ["validate", "--help"]).output
        let examples =
            help.components(separatedBy: "EXAMPLES:\n").last?.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        #expect(examples.count >= 4)
        let team = #"{"name": "team", "extends": "spinning-arrow"}"#
        try withPresetFolder(["Presets/team.json": team, "Presets/feed/quiet.json": #"{"name": "quiet", "extends": "system"}"#]) { folder in
            let binaries = (productPath("refreshkit") as NSString).deletingLastPathComponent
            for example in examples {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", example]
                process.currentDirectoryURL = URL(fileURLWithPath: folder)
                var environment = ProcessInfo.processInfo.environment
                environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "\(example)")
            }
            let sarif = try #require(FileManager.default.contents(atPath: folder + "/presets.sarif"), "the SARIF example writes its file")
            #expect(SARIFTests.violations(try JSONSerialization.jsonObject(with: sarif)) == [])
        }
    }
}
#endif
