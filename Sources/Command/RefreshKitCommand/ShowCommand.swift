import RefreshKit

/// `refreshkit show`: the fully resolved preset.
struct ShowCommand {
    static let spec = CommandSpec(
        name: "show",
        abstract: "Print a preset with everything resolved: what it extends and every default.",
        usage: "show <name-or-file> [--format json|plist] [--presets <folder>]...",
        options: [
            .init(name: "--format", valueName: "format", help: "json (default) or plist (XML property list).", choices: ["json", "plist"]),
            .init(name: "--presets", valueName: "folder", help: "Also find presets in this folder (repeatable).", repeats: true),
        ],
        positionals: 1...1,
        discussion: "The output is itself a valid preset file: a good start for your own.",
        examples: ["refreshkit show spinning-arrow", "refreshkit show Presets/team.json --format plist"])

    let catalog: PresetCatalog

    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream, errors: inout some TextOutputStream)
        throws(UsageError) -> Int32
    {
        let format = try parsed.choice("--format", among: Self.spec.choices(of: "--format"), default: "json", subcommand: Self.spec.name)
        let folders = try presetFolders(parsed, subcommand: Self.spec.name)
        switch try catalog.resolve(parsed.positionals[0], extraFolders: folders, subcommand: Self.spec.name) {
        case .failure(let failure):
            return reportLoadFailure(failure, errors: &errors)
        case .success(let resolved):
            let bytes = catalog.encode(resolved.standalone, as: format == "json" ? .json : .xmlPropertyList)
            output.write(String(decoding: bytes, as: UTF8.self))
            return 0
        }
    }
}

/// `refreshkit schema`: the JSON Schema for preset files.
struct SchemaCommand {
    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) for preset files.",
        usage: "schema",
        options: [],
        positionals: 0...0,
        discussion: "presets/schema.json is this output; editors use it to complete and check preset files.",
        examples: ["refreshkit schema > presets/schema.json"])

    let catalog: PresetCatalog

    func run(output: inout some TextOutputStream) -> Int32 {
        output.write(PresetSchema.json(for: catalog.registry))
        return 0
    }
}
