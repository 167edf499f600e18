import Foundation
import RefreshKit
import RefreshPresets

/// `refreshkit members`: what RefreshKitPlugin runs in an app's build. It
/// validates the target's preset files as `validate` does (problems as
/// `path:line:column: error: message`, exit 1 on an error) and writes a Swift
/// file giving each preset a static member on `RefreshPreset`, named as the
/// built-ins are (`feed-ring.json` → `.feedRing`), so that a misspelt name is
/// a compile error.
struct MembersCommand {
    static let spec = CommandSpec(
        name: "members",
        abstract: "Validate an app target's preset files and write a static member on RefreshPreset for each (RefreshKitPlugin's step).",
        usage: "members <file>... --output <file.swift> [--import RefreshHosting|none] [--strict]",
        options: [
            .init(name: "--output", valueName: "file.swift", help: "Where to write the Swift file."),
            .init(
                name: "--import", valueName: "module",
                help: "The module the target has RefreshPreset from (default RefreshHosting); none when it has none.",
                choices: importChoices),
            .init(name: "--strict", valueName: nil, help: "Fail on warnings too."),
        ],
        positionals: 0...Int.max,
        discussion: """
            A member is the preset's file name in lower camel case: feed-ring.json gives RefreshPreset.feedRing, a string
            literal naming 'feed-ring' in the app's catalog. Two files that give one member, or a member RefreshPreset
            already has, are errors. The file is written even when a preset has errors, so that the build reports them, not a
            missing file. RefreshPreset lives in RefreshHosting, part of the RefreshKitUI and RefreshKitUIKit products; with
            --import none (a target that depends on the RefreshKit product alone, which has no RefreshPreset) the file names
            no members, the presets are only validated, and a warning at the first preset file says why and how to get them.
            """,
        examples: ["refreshkit members Sources/App/Presets/feed-ring.json --output RefreshPreset+App.swift"])

    /// The module `RefreshPreset` is in, and `none`.
    static let importChoices = ["RefreshHosting", "none"]

    let catalog: PresetCatalog

    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream) throws(UsageError) -> Int32 {
        guard let destination = parsed.value("--output") else {
            throw UsageError("Option '--output' is required: where to write the Swift file.", subcommand: Self.spec.name)
        }
        let module = try parsed.choice("--import", among: Self.importChoices, default: "RefreshHosting", subcommand: Self.spec.name)
        for path in parsed.positionals where !FileManager.default.isReadableFile(atPath: path) {
            throw UsageError("No such file: \(path).", subcommand: Self.spec.name)
        }
        let targets = parsed.positionals.map { ValidateCommand.Target(displayPath: $0, path: $0) }
        let validate = ValidateCommand(catalog: catalog)
        var outcomes = validate.check(targets, folders: [], shownAs: [:], standardInput: { [] })
        ValidateCommand.pointAtOtherDefinitions(&outcomes, sameFileNames: false)
        let members = Self.members(of: &outcomes, sameNamesReported: false)
        let report = ValidateCommand.report(outcomes, skipped: [], strict: parsed.has("--strict"))
        for diagnostic in report.files.flatMap(\.diagnostics) { output.write(diagnostic.description + "\n") }
        if module == "none", let first = outcomes.first {
            let example = members.first?.identifier ?? Self.identifier(for: PresetFolder.baseName(of: first.target.displayPath))
            // Not an error: the presets are valid, and found by name. But the members the app
            // code may expect are missing, and the compiler would say only "no member".
            output.write("\(first.target.displayPath): " + Self.noMembersWarning(files: outcomes.count, example: example) + "\n")
        }
        do {
            try Self.source(members, importing: module == "none" ? nil : module).write(
                toFile: destination, atomically: true, encoding: .utf8)
        } catch {
            throw UsageError("Cannot write \(destination): \(error.localizedDescription)", subcommand: Self.spec.name)
        }
        return report.invalidCount > 0 ? 1 : 0
    }

    /// A preset's static member on `RefreshPreset`.
    typealias Member = (name: String, identifier: String, file: String, summary: String)

    /// The member each checked file gives `RefreshPreset`, in order, and an
    /// error on each file whose member another file already gives, or
    /// `RefreshPreset` has already (the file is then invalid): what
    /// RefreshKitPlugin's build fails on, which `validate` checks too, so
    /// that it does not pass what the build fails. With
    /// `sameNamesReported`, files of one preset name are left to the
    /// duplicate-name errors they have already (`validate`'s), as are the
    /// built-ins' names (loading reports a copy that takes one, and accepts
    /// the built-in's own file).
    static func members(of outcomes: inout [ValidateCommand.Outcome], sameNamesReported: Bool) -> [Member] {
        var members: [Member] = []
        for index in outcomes.indices {
            guard let file = outcomes[index].target.path else { continue }  // standard input is no file of the target
            let path = outcomes[index].target.displayPath
            let name = PresetFolder.baseName(of: file)
            guard PresetNames.isValid(name) else { continue }  // validation reports the name
            let identifier = identifier(for: name)
            let other = members.first { $0.identifier == identifier }
            let clash: (reason: String, fix: String)? =
                if let other {
                    sameNamesReported && other.name == name
                        ? nil
                        : (
                            "\(other.file) gives the member '\(identifier)' too",
                            "Rename one of the two files (and its preset), so that each has a member of its own."
                        )
                } else if reserved.contains(identifier), !(sameNamesReported && builtInMembers.contains(identifier)) {
                    (
                        "RefreshPreset already has a member '\(identifier)'",
                        "Rename the file (and the preset) so that its member is its own."
                    )
                } else {
                    nil
                }
            if let clash {
                outcomes[index].found.append(
                    PresetDiagnostic(
                        .error, rule: .duplicateName, file: path, location: nil, keyPath: "",
                        message: "The preset '\(name)' would be RefreshPreset.\(identifier), but \(clash.reason).", fix: clash.fix))
                outcomes[index].loads = false
                continue
            }
            if other == nil { members.append((name, identifier, path, outcomes[index].resolved?.preset.summary ?? "")) }
        }
        return members
    }

    /// Printed, in the compiler's format (which SwiftPM shows) at the
    /// target's first preset file, when a target with preset files gets no
    /// members: it links neither product that has `RefreshPreset`.
    static func noMembersWarning(files: Int, example: String) -> String {
        "warning: No RefreshPreset members were generated for this target's \(files == 1 ? "preset file" : "\(files) preset files") "
            + "(RefreshPreset.\(example)\(files == 1 ? "" : " and \(files - 1) more")): RefreshPreset comes with the RefreshKitUI and RefreshKitUIKit products, "
            + "and this target links neither. To use the members, add the product RefreshKitUI (SwiftUI) or RefreshKitUIKit (UIKit) "
            + "to the target's dependencies; without them the presets are still validated, and found by name (PresetCatalog.load(named:))."
    }

    /// `feed-ring` → `feedRing`, `Team.Arrow_2` → `teamArrow2`; a name that
    /// starts with a digit gets a leading `_`, a keyword backquotes.
    static func identifier(for name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var identifier = ""
        for (index, word) in words.enumerated() {
            identifier += index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        if identifier.first?.isNumber == true { identifier = "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The built-in presets' members on `RefreshPreset`.
    static let builtInMembers: Set<String> = [
        "spinningArrow", "progressRing", "releaseToRefresh", "frozenHeader", "bouncingBall", "system",
    ]

    /// Members `RefreshPreset` has already.
    static let reserved: Set<String> = builtInMembers.union(["builtIns", "named", "preset", "pipeline", "name", "source", "identity"])

    /// Swift's keywords that a file name may spell.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where",
        "while", "as", "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try", "Self", "Any",
    ]

    /// The generated file: the members on `RefreshPreset`, imported from
    /// `module`; without one, a file that names no members (the target has
    /// no `RefreshPreset` to extend).
    static func source(_ members: [Member], importing module: String?)
        -> String
    {
        let header = "// Written by RefreshKitPlugin from this target's preset files on every build: do not edit."
        guard let module else {
            return header
                + "\n// RefreshPreset comes with the RefreshKitUI and RefreshKitUIKit products, and this target depends on neither:"
                + "\n// its presets are validated, and found by name (PresetCatalog.load(named:)).\n"
        }
        var text = [header, "import \(module)", "", "extension RefreshPreset {"].joined(separator: "\n") + "\n"
        for member in members {
            let summary = member.summary.isEmpty ? "" : " \(member.summary)"
            text += "    /// The preset '\(member.name)' (\((member.file as NSString).lastPathComponent)).\(summary)\n"
            text += "    static let \(member.identifier): RefreshPreset = \"\(member.name)\"\n"
        }
        text += """
                /// Every preset in this target's preset files.
                static let targetPresets: [RefreshPreset] = [\(members.map { "." + $0.identifier.replacingOccurrences(of: "`", with: "") }.joined(separator: ", "))]
            }

            """
        return text
    }
}
