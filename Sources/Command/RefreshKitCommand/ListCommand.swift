import RefreshKit

/// `refreshkit list`: the presets as an aligned table.
struct ListCommand {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List the built-in presets and those in preset folders.",
        usage: "list [--presets <folder>]...",
        options: [.init(name: "--presets", valueName: "folder", help: "Also list the presets in this folder (repeatable).", repeats: true)],
        positionals: 0...0,
        discussion:
            "Columns: name, strategy type, indicator style, trigger distance (how far a pull goes before a refresh can start) and summary.",
        examples: ["refreshkit list", "refreshkit list --presets Presets/"])

    let catalog: PresetCatalog

    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream) throws(UsageError) -> Int32 {
        var catalog = catalog
        catalog.searchFolders += try presetFolders(parsed, subcommand: Self.spec.name)
        var rows = [["NAME", "STRATEGY", "INDICATOR", "TRIGGER", "SUMMARY"]]
        var failed = false
        for name in catalog.presetNames {
            switch catalog.load(named: name) {
            case .success(let resolved):
                let preset = resolved.preset
                rows.append([
                    name, preset.strategyType ?? "", preset.indicatorStyle ?? "",
                    formatNumber((resolved.triggerDistance * 10).rounded() / 10) + " pt", preset.summary ?? "",
                ])
            case .failure(let failure):
                failed = true
                rows.append([name, "-", "-", "-", "invalid: \(failure.errors.first?.message ?? "")"])
            }
        }
        output.write(Table(rows: rows).rendered)
        return failed ? 1 : 0
    }
}

/// Text in aligned columns; the last column is not padded.
struct Table {
    let rows: [[String]]
    var rightAligned: Set<Int> = []

    var rendered: String {
        guard let columns = rows.map(\.count).max() else { return "" }
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        var text = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                let isLast = column == row.count - 1
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                if rightAligned.contains(column) {
                    line += pad + cell
                } else {
                    line += isLast ? cell : cell + pad
                }
                if !isLast { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
