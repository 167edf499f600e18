import RefreshCore
import RefreshDocuments

/// One run of loading: resolves `extends` chains through the catalog's
/// built-ins and search folders, and gathers every diagnostic.
struct PresetResolver {
    let catalog: PresetCatalog
    var diagnostics: [PresetDiagnostic] = []
    /// Problems decoders found beyond the per-file limit, by file and severity.
    private var omitted: [String: [PresetDiagnostic.Severity: Int]] = [:]
    /// Where the preset ``resolve(named:from:)`` last resolved came from, and
    /// what it extends, nearest first: what a cache entry for the preset that
    /// extends it depends on.
    private var lastLineage: [ParentCache.Ancestor] = []

    init(catalog: PresetCatalog) { self.catalog = catalog }

    /// One preset on the way along an `extends` chain: its name, its file and
    /// where its `extends` is written.
    struct Link {
        var name: String
        var file: String
        var extendsLocation: FilePosition?
    }

    /// The preset `name`, merged with everything it extends (as written, no
    /// defaults), or `nil` after reporting why not. `reference` is where the
    /// name was written, for messages.
    mutating func resolve(
        named name: String, from reference: (file: String, location: FilePosition?, chain: [Link])?
    ) -> (written: Preset, merged: Preset)? {
        let chain = reference?.chain ?? []
        let referencedFile = reference?.file ?? "<catalog>"
        if let index = chain.firstIndex(where: { $0.name == name }) {
            reportCycle(Array(chain[index...]))
            return nil
        }
        if chain.count > catalog.limits.maximumExtendsChain {
            diagnostics.append(
                PresetDiagnostic(
                    .error, file: referencedFile, location: reference?.location, keyPath: "extends",
                    message:
                        "The 'extends' chain is longer than \(catalog.limits.maximumExtendsChain) presets: \((chain.map(\.name) + [name]).joined(separator: " → ")).",
                    fix: "Extend a preset closer to the base."))
            return nil
        }
        let definitions = catalog.definitions(of: name)
        guard definitions.count <= 1 else {
            let places = definitions.map(\.description).andList
            let message =
                reference == nil
                ? "There is more than one preset named '\(name)': \(places)."
                : "'extends' names '\(name)', which more than one file defines: \(places)."
            let fix =
                definitions.contains { if case .builtIn = $0 { true } else { false } }
                ? "The name is taken by a built-in preset: rename the other \(definitions.count == 2 ? "file" : "files")."
                : "Rename or remove all but one of them."
            diagnostics.append(
                PresetDiagnostic(
                    .error, file: referencedFile, location: reference?.location,
                    keyPath: reference == nil ? "" : "extends", message: message, fix: fix))
            return nil
        }
        let source: PresetSource
        let origin: ParentCache.Origin
        var bytes: [UInt8]?
        switch definitions.first {
        case .builtIn(let builtIn)?:
            source = builtIn
            origin = .builtIn(name)
        case .file(let path)?:
            switch catalog.readFile(path) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(let contents):
                source = PresetSource(name: name, displayPath: path, bytes: contents.bytes, filePath: path)
                origin = .file(path)
                bytes = contents.bytes
            }
        case nil:
            let known = catalog.presetNames
            let message = reference == nil ? "There is no preset named '\(name)'." : "'extends' names an unknown preset '\(name)'."
            diagnostics.append(
                PresetDiagnostic(
                    .error, file: referencedFile, location: reference?.location,
                    keyPath: reference == nil ? "" : "extends", message: message,
                    expected: "one of \(known.quotedOrList)", found: name,
                    fix: Suggestions.fix(for: name, in: known)))
            return nil
        }
        // A preset loaded for itself is checked against its folder too (its
        // name its own); only a parent comes from, and goes to, the cache.
        guard reference != nil else { return resolve(source: source, chain: chain) }
        if let entry = catalog.parents.entry(for: origin), entry.bytes == bytes, isCurrent(entry, chain: chain) {
            diagnostics += entry.diagnostics
            for (file, counts) in entry.omitted { omitted[file, default: [:]].merge(counts, uniquingKeysWith: +) }
            lastLineage = [ParentCache.Ancestor(name: name, origin: origin, bytes: bytes)] + entry.ancestors
            return (entry.written, entry.merged)
        }
        let firstDiagnostic = diagnostics.count
        let outerOmitted = omitted
        omitted = [:]
        lastLineage = []
        let result = resolve(source: source, chain: chain)
        let ancestors = lastLineage
        let ownOmitted = omitted
        omitted = outerOmitted
        for (file, counts) in ownOmitted { omitted[file, default: [:]].merge(counts, uniquingKeysWith: +) }
        guard let result else { return nil }
        catalog.parents.store(
            ParentCache.Entry(
                bytes: bytes, written: result.written, merged: result.merged, diagnostics: Array(diagnostics[firstDiagnostic...]),
                omitted: ownOmitted, ancestors: ancestors),
            for: origin)
        lastLineage = [ParentCache.Ancestor(name: name, origin: origin, bytes: bytes)] + ancestors
        return result
    }

    /// Whether a cached parent would resolve the same here, on `chain`:
    /// the chain stays within its limit and meets none of the names the
    /// parent extends (no cycle), and each preset it extends is still the one
    /// definition of its name, with the same bytes.
    private func isCurrent(_ entry: ParentCache.Entry, chain: [Link]) -> Bool {
        guard chain.count + entry.ancestors.count <= catalog.limits.maximumExtendsChain else { return false }
        for ancestor in entry.ancestors {
            if chain.contains(where: { $0.name == ancestor.name }) { return false }
            let definitions = catalog.definitions(of: ancestor.name)
            guard definitions.count == 1 else { return false }
            switch (definitions[0], ancestor.origin) {
            case (.builtIn, .builtIn): continue
            case (.file(let path), .file(let recorded)) where path == recorded:
                guard case .success(let contents) = catalog.readFile(path), contents.bytes == ancestor.bytes else { return false }
            default: return false
            }
        }
        return true
    }

    /// Reports the cycle `links` (each extends the next, the last the
    /// first) the same way whichever preset it was entered from: starting
    /// from the smallest name, at the `extends` that closes it. Loading
    /// several files of one cycle then finds one problem, not one each.
    private mutating func reportCycle(_ links: [Link]) {
        let start = links.indices.min { links[$0].name < links[$1].name } ?? 0
        let ordered = Array(links[start...] + links[..<start])
        let closing = ordered[ordered.count - 1]
        let cycle = (ordered.map(\.name) + [ordered[0].name]).joined(separator: " → ")
        diagnostics.append(
            PresetDiagnostic(
                .error, file: closing.file, location: closing.extendsLocation, keyPath: "extends",
                message: "'extends' forms a cycle: \(cycle).", fix: "Remove 'extends' from one of these presets."))
    }

    /// Parses and decodes `source`, resolving what it extends first;
    /// `identity` is that of the file it was read from, when known.
    mutating func resolve(source: PresetSource, chain: [Link], identity: FileIdentity? = nil) -> (written: Preset, merged: Preset)? {
        let encoding = PresetEncoding.of(source.bytes, displayPath: source.displayPath)
        let root: PresetNode
        catalog.parseObserver?(source.displayPath)
        do {
            root = try encoding.reader.parse(source.bytes, limits: catalog.limits)
        } catch {
            diagnostics.append(
                PresetDiagnostic(
                    .error, file: source.displayPath, location: error.location, keyPath: "",
                    message: error.message, fix: error.fix))
            return nil
        }
        var decoder = PresetDecoder(
            registry: catalog.registry, file: source.displayPath, allowsSchemaKey: encoding == .json,
            maximumDiagnostics: catalog.limits.maximumDiagnosticsPerFile)
        defer { if !decoder.omitted.isEmpty { omitted[source.displayPath, default: [:]].merge(decoder.omitted, uniquingKeysWith: +) } }
        var base: Preset?
        var baseFailed = false
        if root["extends"] != nil {
            if let reference = decoder.extendsReference(in: root) {
                // `extends` finds presets by file name, so a chain is one of file names where there are files.
                let written = (root["name"]).flatMap { node -> String? in if case .string(let text) = node.value { text } else { nil } }
                let name = source.name.isEmpty ? written ?? "" : source.name
                let nextChain = chain + [Link(name: name, file: source.displayPath, extendsLocation: reference.location)]
                let parent = resolve(named: reference.name, from: (source.displayPath, reference.location, nextChain))
                base = parent?.merged
                baseFailed = parent == nil
            } else {
                baseFailed = true
            }
        }
        decoder.parentFailed = baseFailed
        guard let written = decoder.decode(root, inherited: base) else {
            diagnostics += decoder.diagnostics
            return nil
        }
        diagnostics += decoder.diagnostics
        if written.name != source.name, !written.name.isEmpty, !source.name.isEmpty {
            diagnostics.append(
                PresetDiagnostic(
                    .warning, file: source.displayPath, location: root["name"]?.location, keyPath: "name",
                    message:
                        "The preset is named '\(Excerpt.of(written.name))' but its file is named '\(Excerpt.of(source.name))'; 'extends' finds presets by file name.",
                    fix:
                        "Rename the file to '\(Excerpt.of(written.name)).\(encoding.fileExtension)', or the preset to '\(Excerpt.of(source.name))'."
                ))
        }
        if chain.isEmpty, let filePath = source.filePath {
            checkNameIsItsOwn(written.name, file: filePath, source: source, identity: identity, at: root["name"]?.location)
        }
        return laid(written, over: base, parentFailed: baseFailed, root: root, file: source.displayPath)
    }

    /// Checks and resolves `preset`, built in Swift, resolving what it
    /// extends first: no document is written or read, and problems are
    /// placed by key path in the file `<name>`.
    mutating func resolve(preset: Preset) -> (written: Preset, merged: Preset)? {
        let file = "<\(preset.name)>"
        var decoder = PresetDecoder(
            registry: catalog.registry, file: file, allowsSchemaKey: false,
            maximumDiagnostics: catalog.limits.maximumDiagnosticsPerFile)
        defer { if !decoder.omitted.isEmpty { omitted[file, default: [:]].merge(decoder.omitted, uniquingKeysWith: +) } }
        var base: Preset?
        var baseFailed = false
        if let extends = preset.extends {
            if let reference = decoder.extendsReference(extends, at: nil) {
                let chain = [Link(name: preset.name, file: file, extendsLocation: nil)]
                let parent = resolve(named: reference, from: (file, nil, chain))
                base = parent?.merged
                baseFailed = parent == nil
            } else {
                baseFailed = true
            }
        }
        decoder.parentFailed = baseFailed
        let written = decoder.decode(preset, inherited: base)
        diagnostics += decoder.diagnostics
        return laid(written, over: base, parentFailed: baseFailed, root: nil, file: file)
    }

    /// The tail both entry points share: `written` laid over what it
    /// extends and checked for numbers the platform's control ignores, or
    /// `nil` when the parent failed (its problems are already reported).
    private mutating func laid(_ written: Preset, over base: Preset?, parentFailed: Bool, root: PresetNode?, file: String)
        -> (written: Preset, merged: Preset)?
    {
        if parentFailed { return nil }
        let merged = base.map { written.laid(over: $0) } ?? written
        checkPlatformIgnores(written: written, base: base, merged: merged, root: root, file: file)
        return (written, merged)
    }

    /// An indicator style the platform's own control draws (`system`) pulls,
    /// holds and draws by itself: a strategy number, style number, layout value
    /// or animation that this file changes (from what it extends, or from the
    /// declared default) does nothing on screen, and a strategy made for
    /// another style does not decide when to refresh.
    private mutating func checkPlatformIgnores(written: Preset, base: Preset?, merged: Preset, root: PresetNode?, file: String) {
        guard let type = merged.strategyType, let strategy = catalog.registry.strategies[type] else { return }
        let styleName = merged.indicatorStyle ?? strategy.descriptor.defaultIndicatorStyle
        guard let style = catalog.registry.indicators[styleName], style.descriptor.isPlatformControl else { return }
        let platform =
            "indicator style '\(styleName)' is the platform's own control (SwiftUI's .refreshable), which pulls, holds and draws by itself"
        func warn(_ section: String, _ key: String, _ message: String, fix: String) {
            diagnostics.append(
                PresetDiagnostic(
                    .warning, file: file, location: root?[section]?[key]?.location ?? root?[section]?.location,
                    keyPath: "\(section).\(key)", message: message, fix: fix))
        }
        if let written = written.strategyType, written != base?.strategyType, strategy.descriptor.defaultIndicatorStyle != styleName {
            warn(
                "strategy", "type", "Strategy '\(Excerpt.of(written))' does not decide when to refresh: \(platform).",
                fix: "Use strategy '\(styleName)' with this style, or a style RefreshKit draws.")
        }
        func changed(
            _ written: ParameterValues, _ inherited: ParameterValues?, _ declarations: [ParameterDeclaration],
            _ defaults: ParameterValues = ParameterValues()
        ) -> [String] {
            written.storage.keys.sorted().filter { key in
                guard let declaration = declarations.first(where: { $0.name == key }), let value = written[key] else { return false }
                let before = inherited?[key] ?? defaults[key] ?? declaration.defaultValue
                return declaration.coerce(value) != declaration.coerce(before)
            }
        }
        let ignored: [(section: String, keys: [String])] = [
            ("strategy", changed(written.strategyParameters, base?.strategyParameters, strategy.descriptor.parameters)),
            ("indicator", changed(written.indicatorParameters, base?.indicatorParameters, style.descriptor.parameters)),
            ("layout", changed(written.layout, base?.layout, RefreshLayout.Parameters.all, style.descriptor.layoutDefaults)),
            (
                "animations",
                written.animations.keys.filter { role in
                    let before = base?.animations[role] ?? strategy.descriptor.animations(merged.strategyParameters)[role]
                    return written.animations[role] != before
                }.map(\.rawValue).sorted()
            ),
        ]
        for (section, keys) in ignored {
            for key in keys {
                warn(
                    section, key, "'\(section).\(Excerpt.of(key))' does nothing on screen: \(platform).",
                    fix: "Remove it, or choose an indicator style RefreshKit draws.")
            }
        }
    }

    /// A file in a search folder must be the only definition of its name:
    /// a built-in's name is taken (unless this file is that built-in's own),
    /// and two files of one name leave `extends` unable to choose.
    private mutating func checkNameIsItsOwn(
        _ name: String, file: String, source: PresetSource, identity: FileIdentity?, at location: FilePosition?
    ) {
        guard let own = identity ?? source.fileIdentity else { return }
        if let builtIn = catalog.builtIns[name], !builtIn.isFile(at: file),
            catalog.searchFolderEntries(named: name).contains(where: { $0.identity == own })
        {
            diagnostics.append(
                PresetDiagnostic(
                    .error, file: source.displayPath, location: location, keyPath: "name",
                    message: "The name '\(name)' is taken by a built-in preset.",
                    fix: "Choose another name; extend '\(name)' to start from it."))
            return
        }
        // When no path but this file's own can name it, whatever that path
        // is, nothing else defines the name: no file needs a look.
        let candidates = catalog.searchFolderCandidates(named: source.name)
        if candidates.count <= 1 && candidates.allSatisfy({ $0 == file }) { return }
        let definitions = catalog.searchFolderEntries(named: source.name)
        guard definitions.contains(where: { $0.identity == own }) else { return }
        let others = definitions.filter { $0.identity != own }.map(\.path)
        guard !others.isEmpty else { return }
        diagnostics.append(
            PresetDiagnostic(
                .error, file: source.displayPath, location: location, keyPath: "name",
                message: "\(others.andList) \(others.count == 1 ? "defines" : "define") the preset '\(source.name)' too.",
                fix: "Rename or remove all but one of them: 'extends' cannot tell them apart."))
    }

    /// At most the limit's number of `diagnostics` for each file, in order,
    /// each file's followed by one line counting those left out.
    private func bounded(_ diagnostics: [PresetDiagnostic]) -> [PresetDiagnostic] {
        let limit = catalog.limits.maximumDiagnosticsPerFile
        var kept: [PresetDiagnostic] = []
        var keptCount: [String: Int] = [:]
        var left = omitted
        for diagnostic in diagnostics {
            if keptCount[diagnostic.file, default: 0] < limit {
                kept.append(diagnostic)
                keptCount[diagnostic.file, default: 0] += 1
            } else {
                left[diagnostic.file, default: [:]][diagnostic.severity, default: 0] += 1
            }
        }
        for (file, counts) in left.sorted(by: { $0.key < $1.key }) {
            let errors = counts[.error] ?? 0
            let warnings = counts[.warning] ?? 0
            let total = errors + warnings
            guard total > 0 else { continue }
            let parts = [errors > 0 ? plural(errors, "error") : nil, warnings > 0 ? plural(warnings, "warning") : nil].compactMap { $0 }
            let more = total == 1 ? "1 more problem in this file is" : "\(total) more problems in this file are"
            let closing = PresetDiagnostic(
                errors > 0 ? .error : .warning, file: file, location: nil, keyPath: "",
                message: "\(more) not listed (\(parts.joined(separator: ", "))).", fix: "Fix the problems above and validate again.")
            let position = (kept.lastIndex { $0.file == file }).map { $0 + 1 } ?? kept.count
            kept.insert(closing, at: position)
        }
        return kept
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The loaded preset, or every problem when any is an error; problems
    /// sorted by file and place.
    mutating func finish(_ result: (written: Preset, merged: Preset)?) -> Result<ResolvedPreset, PresetLoadFailure> {
        if diagnostics.count > 1 {
            diagnostics = diagnostics.enumerated().sorted { first, second in
                let (a, b) = (first.element, second.element)
                if a.file != b.file { return first.offset < second.offset }
                switch (a.location, b.location) {
                case (let x?, let y?) where x != y: return x < y
                case (nil, _?): return false
                case (_?, nil): return true
                default: return first.offset < second.offset
                }
            }.map(\.element)
        }
        diagnostics = bounded(diagnostics)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        guard let result, !hasErrors else {
            if diagnostics.isEmpty {
                diagnostics.append(
                    PresetDiagnostic(.error, file: "<catalog>", location: nil, keyPath: "", message: "The preset could not be loaded."))
            }
            return .failure(PresetLoadFailure(diagnostics: diagnostics))
        }
        switch ResolvedPreset.make(written: result.written, merged: result.merged, registry: catalog.registry, warnings: diagnostics) {
        case .success(let preset): return .success(preset)
        case .failure(let diagnostic): return .failure(PresetLoadFailure(diagnostics: diagnostics + [diagnostic]))
        }
    }
}
