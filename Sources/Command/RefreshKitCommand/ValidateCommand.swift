import Foundation
import RefreshKit

/// `refreshkit validate`: every problem in preset files, as compilers report them.
struct ValidateCommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check preset files and report every problem with its place and a fix.",
        usage: "validate <file-or-folder>... [--recursive] [--format text|json] [--strict] [--presets <folder>]...",
        options: [
            .init(name: "--recursive", valueName: nil, help: "Check the presets in subfolders too."),
            .init(name: "--format", valueName: "format", help: "text (default: path:line:column: error: message) or json."),
            .init(name: "--strict", valueName: nil, help: "Fail on warnings too."),
            .init(name: "--presets", valueName: "folder", help: "Also find presets to extend in this folder (repeatable).", repeats: true),
        ],
        positionals: 1...Int.max,
        discussion: """
            A folder means every .json and .plist file in it (any case; its subfolders' too with --recursive); what it skips
            (schema.json, the editor schema, other files, links leaving the folder) is listed with the reason. - reads a
            preset from standard input. Presets may extend the built-ins, their neighbours and presets in --presets folders.
            A problem is reported once, in the file it is in, however many of the files checked extend that file.
            Exit status: 0 when every file is valid, 1 when any has an error (or a warning with --strict),
            2 when a file or folder cannot be read, a folder holds no preset files, or the command line is wrong.
            """,
        examples: [
            "refreshkit validate presets/", "refreshkit validate Presets/team.json --strict",
            "refreshkit validate Presets/ --recursive --format json", "refreshkit show team-arrow | refreshkit validate -",
        ])

    let catalog: PresetCatalog

    /// One file to check: where it is (or standard input) and how it is shown.
    private struct Target {
        var displayPath: String
        /// `nil` for standard input.
        var path: String?
    }

    /// One checked file's outcome.
    private struct Checked {
        var target: Target
        var loads: Bool
        var warned: Bool
    }

    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream, standardInput: () -> [UInt8]) throws(UsageError)
        -> Int32
    {
        let format = try parsed.choice("--format", among: ["text", "json"], default: "text", subcommand: Self.spec.name)
        let folders = try presetFolders(parsed, subcommand: Self.spec.name)
        var targets: [Target] = []
        var skipped: [PresetFolder.Skipped] = []
        var emptyFolders: [String] = []
        if parsed.positionals.filter({ $0 == "-" }).count > 1 {
            throw UsageError("Standard input (-) can be read only once.", subcommand: Self.spec.name)
        }
        for argument in parsed.positionals {
            if argument == "-" {
                targets.append(Target(displayPath: standardInputPath, path: nil))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw UsageError("No such file or folder: \(argument).", subcommand: Self.spec.name)
            }
            guard FileManager.default.isReadableFile(atPath: argument) else {
                throw UsageError("The \(isDirectory.boolValue ? "folder" : "file") \(argument) cannot be read.", subcommand: Self.spec.name)
            }
            if isDirectory.boolValue {
                let folder = PresetFolder(scanning: argument, recursive: parsed.has("--recursive"))
                skipped += folder.skipped
                if folder.files.isEmpty { emptyFolders.append(argument) }
                targets += folder.files.map { Target(displayPath: $0, path: $0) }
            } else {
                targets.append(Target(displayPath: argument, path: argument))
            }
        }
        // A file named twice, or reached through two spellings, is checked once.
        var seen: Set<FileIdentity> = []
        targets = targets.filter { target in target.path.flatMap(FileIdentity.init(path:)).map { seen.insert($0).inserted } ?? true }
        let shownAs = Dictionary(
            targets.compactMap { target in target.path.flatMap(FileIdentity.init(path:)).map { ($0, target.displayPath) } },
            uniquingKeysWith: { first, _ in first })

        if format == "text" {
            for item in skipped { output.write("Skipped \(item.path): \(item.reason).\n") }
        }
        guard emptyFolders.isEmpty else {
            let folders = emptyFolders.joined(separator: ", ")
            throw UsageError("No preset files in \(folders): nothing was checked.", subcommand: Self.spec.name)
        }

        var checked: [Checked] = []
        var diagnostics: [PresetDiagnostic] = []
        var reported: Set<PresetDiagnostic> = []
        for target in targets {
            var catalog = catalog
            catalog.searchFolders += folders
            let result: Result<ResolvedPreset, PresetLoadFailure>
            if let path = target.path {
                catalog.searchFolders.append((path as NSString).deletingLastPathComponent.nonEmpty ?? ".")
                result = catalog.load(file: path)
            } else {
                result = catalog.load(bytes: standardInput(), displayPath: target.displayPath)
            }
            let found: [PresetDiagnostic]
            switch result {
            case .success(let resolved): found = resolved.warnings
            case .failure(let failure): found = failure.diagnostics
            }
            checked.append(Checked(target: target, loads: (try? result.get()) != nil, warned: found.contains { $0.severity == .warning }))
            // Each problem once, filed under the file it is in as the command line spelled that file.
            for var diagnostic in found {
                if let identity = FileIdentity(path: diagnostic.file), let shown = shownAs[identity] { diagnostic.file = shown }
                if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            }
        }

        let strict = parsed.has("--strict")
        let failing = checked.filter { !$0.loads || (strict && $0.warned) }.count
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        if format == "json" {
            let report = jsonReport(
                checked, diagnostics: diagnostics, skipped: skipped, strict: strict, failing: failing,
                errors: errors, warnings: warnings)
            output.write(JSONWriter.write(report))
        } else {
            for diagnostic in diagnostics { output.write(diagnostic.description + "\n") }
            let fileWord = checked.count == 1 ? "file" : "files"
            output.write(
                "Checked \(checked.count) \(fileWord): \(checked.count - failing) valid, \(failing) invalid"
                    + " (\(count(errors, "error")), \(count(warnings, "warning"))).\n")
        }
        return failing > 0 ? 1 : 0
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// `{"files": [...], "skipped": [...], "summary": {...}}`: each checked file
    /// with the problems in it, then each other file with problems (reached
    /// through `extends`); every diagnostic names its file.
    private func jsonReport(
        _ checked: [Checked], diagnostics: [PresetDiagnostic], skipped: [PresetFolder.Skipped], strict: Bool, failing: Int,
        errors: Int, warnings: Int
    ) -> PresetNode {
        func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member {
            PresetNode.Member(key: key, value: PresetNode(value))
        }
        func entry(_ path: String, valid: Bool) -> PresetNode {
            let own: [PresetNode] = diagnostics.filter { $0.file == path }.map { diagnostic in
                var fields = [member("severity", .string(diagnostic.severity.rawValue)), member("file", .string(diagnostic.file))]
                if let location = diagnostic.location {
                    fields += [member("line", .integer(location.line)), member("column", .integer(location.column))]
                }
                fields += [member("keyPath", .string(diagnostic.keyPath)), member("message", .string(diagnostic.message))]
                if let expected = diagnostic.expected { fields.append(member("expected", .string(expected))) }
                if let found = diagnostic.found { fields.append(member("found", .string(found))) }
                if let fix = diagnostic.fix { fields.append(member("fix", .string(fix))) }
                return PresetNode(.object(fields))
            }
            return PresetNode(.object([member("path", .string(path)), member("valid", .bool(valid)), member("diagnostics", .array(own))]))
        }
        let checkedPaths = checked.map(\.target.displayPath)
        var others: [String] = []
        for diagnostic in diagnostics where !checkedPaths.contains(diagnostic.file) && !others.contains(diagnostic.file) {
            others.append(diagnostic.file)
        }
        let files =
            checked.map { entry($0.target.displayPath, valid: $0.loads && !(strict && $0.warned)) }
            + others.map { path in entry(path, valid: !diagnostics.contains { $0.file == path && ($0.severity == .error || strict) }) }
        let skippedNodes = skipped.map { PresetNode(.object([member("path", .string($0.path)), member("reason", .string($0.reason))])) }
        return PresetNode(
            .object([
                member("files", .array(files)),
                member("skipped", .array(skippedNodes)),
                member(
                    "summary",
                    .object([
                        member("files", .integer(checked.count)), member("invalid", .integer(failing)),
                        member("errors", .integer(errors)), member("warnings", .integer(warnings)),
                        member("skipped", .integer(skipped.count)),
                    ])),
            ]))
    }
}

/// How diagnostics name a preset read from standard input.
let standardInputPath = "<stdin>"
