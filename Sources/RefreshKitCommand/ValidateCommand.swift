import Foundation
import RefreshKit

/// `refreshkit validate`: every problem in preset files, as compilers report them.
struct ValidateCommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check preset files and report every problem with its place and a fix.",
        usage: "validate <file-or-folder>... [--format text|json] [--strict] [--presets <folder>]...",
        options: [
            .init(name: "--format", valueName: "format", help: "text (default: path:line:column: error: message) or json."),
            .init(name: "--strict", valueName: nil, help: "Fail on warnings too."),
            .init(name: "--presets", valueName: "folder", help: "Also find presets to extend in this folder (repeatable).", repeats: true),
        ],
        positionals: 1...Int.max,
        discussion: """
            A folder means every .json and .plist file directly in it (its schema.json, the editor schema, is skipped).
            Presets may extend the built-ins, their neighbours and presets in --presets folders.
            Exit status: 0 when every file is valid, 1 when any has an error (or a warning with --strict),
            2 when a file or folder cannot be read or the command line is wrong.
            """,
        examples: ["refreshkit validate presets/", "refreshkit validate Presets/team.json --strict", "refreshkit validate Presets/ --format json"])

    let catalog: PresetCatalog

    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream) throws(UsageError) -> Int32 {
        let format = try parsed.choice("--format", among: ["text", "json"], default: "text", subcommand: Self.spec.name)
        var catalog = catalog
        catalog.searchFolders += try presetFolders(parsed, subcommand: Self.spec.name)
        var files: [String] = []
        for argument in parsed.positionals {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw UsageError("No such file or folder: \(argument).", subcommand: Self.spec.name)
            }
            if isDirectory.boolValue {
                guard let entries = try? FileManager.default.contentsOfDirectory(atPath: argument) else {
                    throw UsageError("The folder \(argument) cannot be read.", subcommand: Self.spec.name)
                }
                catalog.searchFolders.append(argument)
                let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
                files += entries.filter { PresetCatalog.isPresetFile($0) && $0 != "schema.json" }.sorted().map { "\(base)/\($0)" }
            } else {
                guard FileManager.default.isReadableFile(atPath: argument) else {
                    throw UsageError("The file \(argument) cannot be read.", subcommand: Self.spec.name)
                }
                catalog.searchFolders.append((argument as NSString).deletingLastPathComponent.nonEmpty ?? ".")
                files.append(argument)
            }
        }
        let results = files.map { (file: $0, diagnostics: catalog.validate(file: $0)) }
        let errors = results.flatMap(\.diagnostics).filter { $0.severity == .error }.count
        let warnings = results.flatMap(\.diagnostics).filter { $0.severity == .warning }.count
        let strict = parsed.has("--strict")
        let failing = results.filter { result in
            result.diagnostics.contains { $0.severity == .error || strict }
        }.count
        if format == "json" {
            output.write(JSONWriter.write(jsonReport(results, failing: failing, errors: errors, warnings: warnings)))
        } else {
            for result in results {
                for diagnostic in result.diagnostics { output.write(diagnostic.description + "\n") }
            }
            let fileWord = results.count == 1 ? "file" : "files"
            output.write("Checked \(results.count) \(fileWord): \(results.count - failing) valid, \(failing) invalid"
                + " (\(count(errors, "error")), \(count(warnings, "warning"))).\n")
        }
        return failing > 0 ? 1 : 0
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private func jsonReport(_ results: [(file: String, diagnostics: [PresetDiagnostic])], failing: Int, errors: Int, warnings: Int)
        -> PresetNode
    {
        func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member {
            PresetNode.Member(key: key, value: PresetNode(value))
        }
        let files: [PresetNode] = results.map { result in
            let diagnostics: [PresetNode] = result.diagnostics.map { diagnostic in
                var fields = [member("severity", .string(diagnostic.severity.rawValue))]
                if let location = diagnostic.location {
                    fields += [member("line", .integer(location.line)), member("column", .integer(location.column))]
                }
                fields += [member("keyPath", .string(diagnostic.keyPath)), member("message", .string(diagnostic.message))]
                if let expected = diagnostic.expected { fields.append(member("expected", .string(expected))) }
                if let found = diagnostic.found { fields.append(member("found", .string(found))) }
                if let fix = diagnostic.fix { fields.append(member("fix", .string(fix))) }
                return PresetNode(.object(fields))
            }
            let valid = !result.diagnostics.contains { $0.severity == .error }
            return PresetNode(.object([member("path", .string(result.file)), member("valid", .bool(valid)),
                member("diagnostics", .array(diagnostics))]))
        }
        return PresetNode(.object([
            member("files", .array(files)),
            member("summary", .object([member("files", .integer(results.count)), member("invalid", .integer(failing)),
                member("errors", .integer(errors)), member("warnings", .integer(warnings))])),
        ]))
    }
}
