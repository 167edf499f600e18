import Foundation
@_exported import RefreshKit

/// The `refreshkit` command: list, show, validate, simulate and preview
/// presets. Make your own command with your own modules registered:
///
/// ```swift
/// // Sources/my-refreshkit/main.swift
/// import RefreshKitCommand
/// var catalog = PresetCatalog.standard
/// catalog.registry.register(ElasticStrategy.self)
/// exit(RefreshCommandLine(catalog: catalog).run(CommandLine.arguments.dropFirst()))
/// ```
public struct RefreshCommandLine {
    /// The modules and presets the command knows.
    public var catalog: PresetCatalog
    /// What `--version` prints: `refreshKitVersion`, and the commit where
    /// the build is not a tagged release (the `refreshkit` executable says so).
    public var version: String

    public init(catalog: PresetCatalog = .standard, version: String = refreshKitVersion) {
        self.catalog = catalog
        self.version = version
    }

    /// Runs the command, writing to standard output and standard error, and
    /// returns the exit status: 0 success, 1 invalid presets, 2 a usage or I/O problem.
    @MainActor
    public func run(_ arguments: some Collection<String>) -> Int32 {
        var output = FileOutput.standardOutput
        var errors = FileOutput.standardError
        return run(Array(arguments), output: &output, errors: &errors)
    }

    /// Runs the command with its text going to `output` and `errors`.
    @MainActor
    public func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
        do {
            return try dispatch(arguments, output: &output, errors: &errors)
        } catch {
            errors.write("refreshkit: error: \(error.message)\n")
            let help = error.subcommand.map { "refreshkit \($0) --help" } ?? "refreshkit --help"
            errors.write("Run '\(help)' for usage.\n")
            return 2
        }
    }

    static let subcommands: [CommandSpec] = [
        ListCommand.spec, ShowCommand.spec, ValidateCommand.spec, SimulateCommand.spec, PreviewCommand.spec,
        SchemaCommand.spec, ReferenceCommand.spec, CompletionCommand.spec, MembersCommand.spec,
    ]

    @MainActor
    private func dispatch(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream)
        throws(UsageError) -> Int32
    {
        guard let first = arguments.first else {
            // Nothing asked is a usage mistake: a script that lost its arguments must not pass.
            errors.write(Self.help)
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            guard arguments.count > 1 else {
                output.write(Self.help)
                return 0
            }
            guard let spec = Self.subcommands.first(where: { $0.name == arguments[1] }), arguments.count == 2 else {
                let names = Self.subcommands.map(\.name)
                guard Self.subcommands.contains(where: { $0.name == arguments[1] }) else {
                    let hint = didYouMeanHint(arguments[1], in: names)
                    throw UsageError("Unknown subcommand '\(Excerpt.of(arguments[1]))'.\(hint) The subcommands are \(names.quotedOrList).")
                }
                throw UsageError("'refreshkit \(first) <subcommand>' takes one subcommand, given \(arguments.count - 1).")
            }
            output.write(spec.help)
            return 0
        case "--version":
            output.write(version + "\n")
            return 0
        default:
            break
        }
        guard let spec = Self.subcommands.first(where: { $0.name == first }) else {
            let names = Self.subcommands.map(\.name)
            if first.hasPrefix("-") {
                let hint = didYouMeanHint(first, in: ["--help", "--version"])
                throw UsageError("Unknown option '\(Excerpt.of(first))'.\(hint)")
            }
            let hint = didYouMeanHint(first, in: names)
            throw UsageError("Unknown subcommand '\(Excerpt.of(first))'.\(hint) The subcommands are \(names.quotedOrList).")
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            output.write(spec.help)
            return 0
        }
        let parsed = try ParsedArguments.parse(rest, for: spec)
        switch spec.name {
        case ListCommand.spec.name: return try ListCommand(catalog: catalog).run(parsed, output: &output)
        case ShowCommand.spec.name: return try ShowCommand(catalog: catalog).run(parsed, output: &output, errors: &errors)
        case ValidateCommand.spec.name:
            return try ValidateCommand(catalog: catalog, version: version).run(
                parsed, output: &output, standardInput: { readStandardInput(limits: catalog.limits) })
        case SimulateCommand.spec.name: return try SimulateCommand(catalog: catalog).run(parsed, output: &output, errors: &errors)
        case PreviewCommand.spec.name: return try PreviewCommand(catalog: catalog).run(parsed, output: &output, errors: &errors)
        case SchemaCommand.spec.name: return SchemaCommand(catalog: catalog).run(output: &output)
        case CompletionCommand.spec.name: return try CompletionCommand(catalog: catalog).run(parsed, output: &output)
        case MembersCommand.spec.name: return try MembersCommand(catalog: catalog).run(parsed, output: &output)
        default: return try ReferenceCommand(catalog: catalog).run(parsed, output: &output)
        }
    }

    static var help: String {
        var text = """
            OVERVIEW: Pull-to-refresh presets: list, show, validate, simulate and preview them.

            USAGE: refreshkit <subcommand> [options]

            SUBCOMMANDS:

            """
        let width = (subcommands.map(\.name.count).max() ?? 0) + 2
        for spec in subcommands { text += "  " + spec.name.padding(to: width) + spec.abstract + "\n" }
        text += """

            OPTIONS:
              --version   Print the version.
              --help      Show this help, or 'refreshkit help <subcommand>' for a subcommand's.

            EXAMPLES:
              refreshkit list
              refreshkit simulate bouncing-ball
              refreshkit validate presets/ --strict
              refreshkit preview spinning-arrow -o spinning-arrow.html

            """
        return text
    }
}

/// Loads a preset given on the command line as a built-in name or a file path.
extension PresetCatalog {
    /// `reference` is standard input when it is `-`, a file when it names an
    /// existing file or ends in `.json`/`.plist`; otherwise a preset name. A
    /// file's folder joins the search folders so that it can extend its
    /// neighbours; a preset on standard input extends the built-ins and
    /// `extraFolders`' presets.
    func resolve(_ reference: String, extraFolders: [String], subcommand: String) throws(UsageError)
        -> Result<ResolvedPreset, PresetLoadFailure>
    {
        var catalog = self
        catalog.searchFolders += extraFolders
        if reference == "-" {
            return catalog.load(bytes: readStandardInput(limits: limits), displayPath: standardInputPath)
        }
        if FileManager.default.fileExists(atPath: reference) || PresetCatalog.isPresetFile(reference) || reference.contains("/") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory) else {
                throw UsageError("No such file: \(reference).", subcommand: subcommand)
            }
            guard !isDirectory.boolValue else {
                throw UsageError(
                    "\(reference) is a folder; '\(subcommand)' takes one preset: a name, a file, or - for standard input.",
                    subcommand: subcommand)
            }
            catalog.searchFolders.append((reference as NSString).deletingLastPathComponent.nonEmpty ?? ".")
            return catalog.load(file: reference)
        }
        let names = catalog.presetNames
        guard names.contains(reference) else {
            let hint = didYouMeanHint(reference, in: names)
            throw UsageError(
                "No preset named '\(Excerpt.of(reference))'.\(hint) Run 'refreshkit list' to see them.", subcommand: subcommand)
        }
        return catalog.load(named: reference)
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

/// Standard input's bytes, at most one past the largest preset file, so that
/// a stream without end cannot hold the command up or fill its memory.
func readStandardInput(limits: ReadingLimits) -> [UInt8] {
    let data = (try? FileHandle.standardInput.read(upToCount: limits.maximumFileSize + 1)) ?? Data()
    return [UInt8](data)
}

/// Standard output or standard error as a text stream.
struct FileOutput: TextOutputStream {
    let handle: FileHandle
    static let standardOutput = FileOutput(handle: .standardOutput)
    static let standardError = FileOutput(handle: .standardError)
    mutating func write(_ string: String) { handle.write(Data(string.utf8)) }
}

/// Checks that every folder given with `--presets` can be read.
func presetFolders(_ parsed: ParsedArguments, subcommand: String) throws(UsageError) -> [String] {
    let folders = parsed.all("--presets")
    for folder in folders {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("No such folder: \(folder).", subcommand: subcommand)
        }
        guard FileManager.default.isReadableFile(atPath: folder) else {
            throw UsageError("The folder \(folder) cannot be read.", subcommand: subcommand)
        }
    }
    return folders
}

/// Prints a failed load's problems (to standard error) and gives the exit status for an invalid preset.
func reportLoadFailure(_ failure: PresetLoadFailure, errors: inout some TextOutputStream) -> Int32 {
    for diagnostic in failure.diagnostics { errors.write(diagnostic.description + "\n") }
    return 1
}
