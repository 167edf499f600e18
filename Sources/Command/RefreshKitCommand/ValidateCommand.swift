import Foundation
import RefreshKit

/// `refreshkit validate`: every problem in preset files, as compilers report them.
struct ValidateCommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check preset files and report every problem with its place and a fix.",
        usage: "validate <file-or-folder>... [--recursive] [--format text|json|sarif|github] [--strict] [--presets <folder>]...",
        options: [
            .init(name: "--recursive", valueName: nil, help: "Check the presets in subfolders too."),
            .init(
                name: "--format", valueName: "format",
                help: "text (default: path:line:column: error: message), json, sarif (SARIF 2.1.0) or github (Actions annotations).",
                choices: ["text", "json", "sarif", "github"]),
            .init(name: "--strict", valueName: nil, help: "Fail on warnings too."),
            .init(name: "--presets", valueName: "folder", help: "Also find presets to extend in this folder (repeatable).", repeats: true),
        ],
        positionals: 1...Int.max,
        discussion: """
            A folder means every .json and .plist file in it (any case; its subfolders' too with --recursive); what it skips
            (schema.json, the editor schema, other files, links leaving the folder) is listed with the reason. - reads a
            preset from standard input. Presets may extend the built-ins, their neighbours and presets in --presets folders.
            A problem is reported once, in the file it is in; a file that extends a broken one gets a line of its own.
            Exit status: 0 when every file is valid, 1 when any has an error (or a warning with --strict),
            2 when a file or folder cannot be read, a folder holds no preset files, or the command line is wrong.
            """,
        examples: [
            "refreshkit validate Presets/", "refreshkit validate Presets/team.json --strict",
            "refreshkit validate Presets/ --recursive --format sarif > presets.sarif",
            "refreshkit validate Presets/ --recursive --format github", "refreshkit show spinning-arrow | refreshkit validate -",
        ])

    let catalog: PresetCatalog
    /// What `refreshkit --version` prints, which the JSON and SARIF reports name.
    var version = refreshKitVersion

    /// One file to check: where it is (or standard input) and how it is shown.
    struct Target {
        var displayPath: String
        /// `nil` for standard input.
        var path: String?
    }

    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream, standardInput: () -> [UInt8]) throws(UsageError)
        -> Int32
    {
        let format = try parsed.choice("--format", among: Self.spec.choices(of: "--format"), default: "text", subcommand: Self.spec.name)
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

        guard emptyFolders.isEmpty else {
            if format == "text" || format == "github" {
                for item in skipped { output.write("Skipped \(item.path): \(item.reason).\n") }
            }
            let folders = emptyFolders.joined(separator: ", ")
            throw UsageError("No preset files in \(folders): nothing was checked.", subcommand: Self.spec.name)
        }

        var outcomes = check(targets, folders: folders, shownAs: shownAs, standardInput: standardInput)
        Self.pointAtOtherDefinitions(&outcomes, sameFileNames: true)
        // What the build plugin fails on, checked the same way: two files that would be one member.
        _ = MembersCommand.members(of: &outcomes, sameNamesReported: true)
        var report = Self.report(outcomes, skipped: skipped, strict: parsed.has("--strict"))
        report.toolVersion = version
        switch format {
        case "json": output.write(report.json)
        case "sarif": output.write(report.sarif(currentDirectory: FileManager.default.currentDirectoryPath))
        case "github": output.write(report.github)
        default: output.write(report.text)
        }
        return report.invalidCount > 0 ? 1 : 0
    }

    /// One checked file: what loading it found.
    typealias Outcome = (target: Target, loads: Bool, found: [PresetDiagnostic], resolved: ResolvedPreset?)

    /// Loads each target (its folder and `folders` searched for what it
    /// extends), each diagnostic filed under the file as `shownAs` spells it.
    func check(_ targets: [Target], folders: [String], shownAs: [FileIdentity: String], standardInput: () -> [UInt8]) -> [Outcome] {
        var outcomes: [Outcome] = []
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
            var found: [PresetDiagnostic]
            switch result {
            case .success(let resolved): found = resolved.warnings
            case .failure(let failure): found = failure.diagnostics
            }
            for index in found.indices {
                if let identity = FileIdentity(path: found[index].file), let shown = shownAs[identity] { found[index].file = shown }
            }
            outcomes.append((target, (try? result.get()) != nil, found, try? result.get()))
        }
        return outcomes
    }

    /// Points each checked file at the other checked files that define its
    /// preset's name, across everything checked, as an app target's build
    /// sees its `Presets` folders at every depth (RefreshKitPlugin): loading
    /// a file looks for names in its own folder only, so a file in a
    /// subfolder (with `--recursive`) is not told otherwise. A preset named
    /// after another checked file (a copy that kept its name) is told which
    /// file has the name; with `sameFileNames`, two files of one name in
    /// different folders are each told of the other (the build plugin
    /// reports those itself, as a clash of members).
    static func pointAtOtherDefinitions(_ outcomes: inout [Outcome], sameFileNames: Bool) {
        let files = outcomes.indices.compactMap { index in
            outcomes[index].target.path.map {
                (index: index, path: outcomes[index].target.displayPath, name: PresetFolder.baseName(of: $0))
            }
        }
        func folder(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
        for file in files {
            let found = outcomes[file.index].found
            // A preset named after another checked file: the mismatch, pointed at the file whose name it is.
            if let mismatch = found.firstIndex(where: { $0.rule == .nameMismatch && $0.file == file.path }),
                let name = found[mismatch].found,
                let owner = files.first(where: { $0.name == name && $0.index != file.index })
            {
                outcomes[file.index].found[mismatch] = .copiedName(
                    name, fileName: file.name, definedBy: owner.path, owner: "\(owner.path)'s", file: file.path,
                    at: found[mismatch].location)
            }
            guard sameFileNames else { continue }
            let others = files.filter { $0.name == file.name && $0.index != file.index && folder($0.path) != folder(file.path) }
                .map(\.path)
            // Files of one folder are told by loading; only those elsewhere are new here.
            let told = found.filter { $0.rule == .duplicateName }.map(\.message)
            let untold = others.filter { other in !told.contains { $0.contains(other) } }
            guard !untold.isEmpty else { continue }
            outcomes[file.index].found.append(
                PresetDiagnostic(
                    .error, rule: .duplicateName, file: file.path,
                    location: found.first { $0.keyPath == "name" }?.location, keyPath: "name",
                    message: "\(untold.andList) \(untold.count == 1 ? "defines" : "define") the preset '\(file.name)' too.",
                    fix:
                        "Rename or remove all but one of them: an app target that has them all gives its presets one name each (RefreshPreset.\(MembersCommand.identifier(for: file.name)))."
                ))
        }
    }

    /// The report of what loading each file found: each problem once, under
    /// the file it is in (the files checked first, then any file they
    /// extend that has problems), and a line of its own for every checked
    /// file that is invalid only through what it extends.
    static func report(_ outcomes: [Outcome], skipped: [PresetFolder.Skipped], strict: Bool) -> ValidationReport {
        var order: [String] = outcomes.map(\.target.displayPath)
        var byFile: [String: [PresetDiagnostic]] = [:]
        var reported: Set<PresetDiagnostic> = []
        func file(_ diagnostic: PresetDiagnostic) {
            guard reported.insert(diagnostic).inserted else { return }
            if byFile[diagnostic.file] == nil, !order.contains(diagnostic.file) { order.append(diagnostic.file) }
            byFile[diagnostic.file, default: []].append(diagnostic)
        }
        for outcome in outcomes {
            outcome.found.forEach(file)
            let path = outcome.target.displayPath
            let own = byFile[path] ?? []
            let elsewhere = outcome.found.filter { $0.file != path }
            let others = Array(Set(elsewhere.map(\.file))).sorted()
            if !outcome.loads, !own.contains(where: { $0.severity == .error }) {
                // The loader gives every file that fails an error of its own; this is the net under it.
                file(
                    PresetDiagnostic(
                        .error, rule: .extendsBroken, file: path, location: nil, keyPath: "",
                        message: "The preset does not load\(others.isEmpty ? "" : ": the problems are reported in \(others.andList)").",
                        fix: "Fix the problems listed for \(others.isEmpty ? "it" : others.andList)."))
            } else if strict, outcome.loads, ValidationReport.isValid(own, strict: true),
                elsewhere.contains(where: { $0.severity == .warning })
            {
                let warned = Array(Set(elsewhere.filter { $0.severity == .warning }.map(\.file))).sorted()
                file(
                    PresetDiagnostic(
                        .warning, rule: .extendsBroken, file: path, location: nil, keyPath: "extends",
                        message:
                            "The presets this one extends have warnings, which --strict counts: they are reported in \(warned.andList).",
                        fix: "Fix the warnings in \(warned.andList)."))
            }
        }
        let checkedPaths = Set(outcomes.map(\.target.displayPath))
        let files = order.map { path in
            let diagnostics = byFile[path] ?? []
            return ValidationReport.FileEntry(
                path: path, checked: checkedPaths.contains(path), diagnostics: diagnostics,
                valid: ValidationReport.isValid(diagnostics, strict: strict))
        }
        return ValidationReport(files: files, skipped: skipped, strict: strict)
    }
}

/// How diagnostics name a preset read from standard input.
let standardInputPath = "<stdin>"
