import Foundation
import RefreshCore

/// The encodings a preset file can use.
public enum PresetEncoding: String, Sendable, Hashable, CaseIterable {
    case json
    case xmlPropertyList = "xml"
    case binaryPropertyList = "binary"

    /// The file extension for this encoding.
    public var fileExtension: String { self == .json ? "json" : "plist" }
}

/// A preset file's content and the name it is shown by.
public struct PresetSource: Sendable, Hashable {
    /// The preset's name (its file name without extension).
    public var name: String
    /// The path shown in diagnostics.
    public var displayPath: String
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The file the bytes were read from, if any: it tells whether a file met
    /// elsewhere (a search folder, a path on the command line) is this same
    /// file, however its path is spelled.
    public var filePath: String?

    /// Creates a source; `filePath` is the file the bytes come from, if any.
    public init(name: String, displayPath: String, bytes: [UInt8], filePath: String? = nil) {
        self.name = name
        self.displayPath = displayPath
        self.bytes = bytes
        self.filePath = filePath
    }

    /// Whether the file at `path` is the file this source was read from.
    func isFile(at path: String) -> Bool {
        guard let filePath, let identity = FileIdentity(path: filePath) else { return false }
        return FileIdentity(path: path) == identity
    }
}

/// Where presets come from and what modules they may name: built-in presets,
/// search folders, and a ``ModuleRegistry``.
///
/// ```swift
/// let pipeline = try PresetCatalog.standard.pipeline(named: "bouncing-ball")
/// ```
///
/// `extends` resolves names through the built-ins and the search folders
/// only, never a path; every read is bounded by ``limits``.
public struct PresetCatalog: Sendable {
    /// The strategy types and indicator styles presets may name.
    public var registry: ModuleRegistry
    /// Presets that ship with the app or library, by name.
    public var builtIns: [String: PresetSource]
    /// Folders searched for `NAME.json` and `NAME.plist`, in order.
    public var searchFolders: [String]
    /// Bounds on reading.
    public var limits: ReadingLimits

    /// Creates a catalog.
    public init(
        registry: ModuleRegistry = ModuleRegistry(), builtIns: [PresetSource] = [], searchFolders: [String] = [],
        limits: ReadingLimits = .standard
    ) {
        self.registry = registry
        self.builtIns = Dictionary(builtIns.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        self.searchFolders = searchFolders
        self.limits = limits
    }

    // MARK: Loading

    /// Loads the preset `name` from the built-ins or the search folders.
    public func load(named name: String) -> Result<ResolvedPreset, PresetLoadFailure> {
        var context = Resolution(catalog: self)
        return context.finish(context.resolve(named: name, from: nil))
    }

    /// Loads a preset file from anywhere; what it extends comes from the catalog.
    public func load(file path: String) -> Result<ResolvedPreset, PresetLoadFailure> {
        switch readFile(path) {
        case .failure(let diagnostic): return .failure(PresetLoadFailure(diagnostics: [diagnostic]))
        case .success(let bytes):
            var context = Resolution(catalog: self)
            let source = PresetSource(name: Self.baseName(of: path), displayPath: path, bytes: bytes, filePath: path)
            return context.finish(context.resolve(source: source, chain: []))
        }
    }

    /// Loads a preset from bytes, shown as `displayPath` in diagnostics. A
    /// `displayPath` in angle brackets, like `<stdin>`, names no file, so the
    /// preset's name is not compared with a file name.
    public func load(bytes: [UInt8], displayPath: String) -> Result<ResolvedPreset, PresetLoadFailure> {
        var context = Resolution(catalog: self)
        let expectedName = Self.baseName(of: displayPath)
        let source = PresetSource(name: expectedName, displayPath: displayPath, bytes: bytes)
        return context.finish(context.resolve(source: source, chain: []))
    }

    /// Validates and resolves a preset built in code (``PresetBuilder``), as a file would be.
    public func load(_ preset: Preset) -> Result<ResolvedPreset, PresetLoadFailure> {
        // Key order does not matter to loading, so no look-up of what it extends here.
        let bytes = PresetFileFormat.write(PresetEncoder(registry: registry).encode(preset), as: .json)
        var context = Resolution(catalog: self)
        let source = PresetSource(name: preset.name, displayPath: "<\(preset.name)>", bytes: bytes)
        return context.finish(context.resolve(source: source, chain: [], locatesByKeyPath: true))
    }

    /// A fresh pipeline for the preset `name`.
    public func pipeline(named name: String) throws(PresetLoadFailure) -> RefreshPipeline {
        try load(named: name).get().makePipeline()
    }

    /// Every problem in the file at `path`, errors and warnings; empty when it is clean.
    public func validate(file path: String) -> [PresetDiagnostic] {
        switch load(file: path) {
        case .success(let resolved): resolved.warnings
        case .failure(let failure): failure.diagnostics
        }
    }

    /// The preset as written in the file at `path` (values it leaves out stay
    /// out), or its problems.
    public func decode(file path: String) -> Result<Preset, PresetLoadFailure> {
        switch readFile(path) {
        case .failure(let diagnostic): return .failure(PresetLoadFailure(diagnostics: [diagnostic]))
        case .success(let bytes): return decode(bytes: bytes, displayPath: path)
        }
    }

    /// The preset as written in `bytes`, or its problems.
    public func decode(bytes: [UInt8], displayPath: String) -> Result<Preset, PresetLoadFailure> {
        load(bytes: bytes, displayPath: displayPath).map(\.written)
    }

    /// `preset` written in `encoding`.
    public func encode(_ preset: Preset, as encoding: PresetEncoding) -> [UInt8] {
        var encoder = PresetEncoder(registry: registry)
        // Only a preset that names no type of its own needs what it extends,
        // to write its parameters in their declared order.
        let needsBase = preset.strategyType == nil || preset.indicatorStyle == nil
        if needsBase, let base = preset.extends.flatMap({ try? load(named: $0).get().preset }) {
            encoder.inheritedStrategyType = base.strategyType
            encoder.inheritedIndicatorStyle = base.indicatorStyle
        }
        return PresetFileFormat.write(encoder.encode(preset), as: encoding)
    }

    // MARK: Names

    /// Every preset name the catalog can look up: built-ins, then each search
    /// folder's preset files whose names are valid preset names, sorted. A
    /// name more than one file defines is listed once; loading it reports them.
    public var presetNames: [String] {
        var names = Set(builtIns.keys)
        for folder in searchFolders {
            for file in PresetFolder(scanning: folder).files {
                let name = Self.baseName(of: file)
                if PresetNames.isValid(name) { names.insert(name) }
            }
        }
        return names.sorted()
    }

    /// Whether `fileName` looks like a preset file: it ends in `.json` or
    /// `.plist`, in any case.
    public static func isPresetFile(_ fileName: String) -> Bool {
        PresetFolder.hasPresetExtension(fileName)
    }

    /// The name a file gives its preset: its file name without `.json` or
    /// `.plist`; nothing for a display path in angle brackets, like `<stdin>`.
    static func baseName(of path: String) -> String {
        if path.hasPrefix("<") && path.hasSuffix(">") { return "" }
        return PresetFolder.baseName(of: path)
    }

    // MARK: Files

    /// The file's bytes, reading at most one byte past the limit so that a
    /// huge file or a device never holds us up.
    func readFile(_ path: String) -> Result<[UInt8], PresetDiagnostic> {
        func failure(_ message: String, fix: String? = nil) -> Result<[UInt8], PresetDiagnostic> {
            .failure(PresetDiagnostic(.error, file: path, location: nil, keyPath: "", message: message, fix: fix))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return failure("The file does not exist.", fix: "Check the path.")
        }
        guard !isDirectory.boolValue else { return failure("This is a folder, not a preset file.") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return failure("The file cannot be read.", fix: "Check its permissions.")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limits.maximumFileSize + 1)) ?? Data()
        guard data.count <= limits.maximumFileSize else {
            return failure("The file is larger than \(describeSize(limits.maximumFileSize)), the limit for presets.",
                fix: "A preset is a few kilobytes; check that this is the right file.")
        }
        return .success([UInt8](data))
    }

    /// The files in the search folders that define the preset `name`, each
    /// once however many folders reach it. Names cannot hold separators, and
    /// ``PresetFolder`` decides which files in a folder are presets.
    func searchFolderFiles(named name: String) -> [String] {
        guard PresetNames.isValid(name) else { return [] }
        var seen: Set<FileIdentity> = []
        var files: [String] = []
        for folder in searchFolders {
            for path in PresetFolder.files(named: name, in: folder) {
                guard let identity = FileIdentity(path: path) else { continue }
                if seen.insert(identity).inserted { files.append(path) }
            }
        }
        return files
    }

    /// Everything that defines the preset `name`: the built-in of that name,
    /// then the search folders' files that are not that built-in's own file.
    /// More than one means the name is ambiguous.
    func definitions(of name: String) -> [Definition] {
        let builtIn = builtIns[name]
        var definitions = builtIn.map { [Definition.builtIn($0)] } ?? []
        for path in searchFolderFiles(named: name) where builtIn?.isFile(at: path) != true {
            definitions.append(.file(path))
        }
        return definitions
    }

    /// One place a preset name is defined.
    enum Definition {
        case builtIn(PresetSource)
        case file(String)

        /// How messages name it: "the built-in preset", or the file's path.
        var description: String {
            switch self {
            case .builtIn: "the built-in preset"
            case .file(let path): path
            }
        }
    }
}

/// One run of loading: resolves `extends` chains, remembering what it has
/// resolved, and gathers every diagnostic.
struct Resolution {
    let catalog: PresetCatalog
    var diagnostics: [PresetDiagnostic] = []
    /// Problems decoders found beyond the per-file limit, by file and severity.
    private var omitted: [String: [PresetDiagnostic.Severity: Int]] = [:]
    private var resolved: [String: Preset] = [:]

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
            diagnostics.append(PresetDiagnostic(.error, file: referencedFile, location: reference?.location, keyPath: "extends",
                message: "The 'extends' chain is longer than \(catalog.limits.maximumExtendsChain) presets: \((chain.map(\.name) + [name]).joined(separator: " → ")).",
                fix: "Extend a preset closer to the base."))
            return nil
        }
        let definitions = catalog.definitions(of: name)
        guard definitions.count <= 1 else {
            let places = definitions.map(\.description).andList
            let message = reference == nil
                ? "There is more than one preset named '\(name)': \(places)."
                : "'extends' names '\(name)', which more than one file defines: \(places)."
            let fix = definitions.contains { if case .builtIn = $0 { true } else { false } }
                ? "The name is taken by a built-in preset: rename the other \(definitions.count == 2 ? "file" : "files")."
                : "Rename or remove all but one of them."
            diagnostics.append(PresetDiagnostic(.error, file: referencedFile, location: reference?.location,
                keyPath: reference == nil ? "" : "extends", message: message, fix: fix))
            return nil
        }
        let source: PresetSource
        switch definitions.first {
        case .builtIn(let builtIn)?:
            source = builtIn
        case .file(let path)?:
            switch catalog.readFile(path) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(let bytes):
                source = PresetSource(name: name, displayPath: path, bytes: bytes, filePath: path)
            }
        case nil:
            let known = catalog.presetNames
            let message = reference == nil ? "There is no preset named '\(name)'." : "'extends' names an unknown preset '\(name)'."
            diagnostics.append(PresetDiagnostic(.error, file: referencedFile, location: reference?.location,
                keyPath: reference == nil ? "" : "extends", message: message,
                expected: "one of \(known.quotedOrList)", found: name,
                fix: Suggestions.didYouMean(name, in: known) ?? "Use one of \(known.quotedOrList)."))
            return nil
        }
        return resolve(source: source, chain: chain)
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
        diagnostics.append(PresetDiagnostic(.error, file: closing.file, location: closing.extendsLocation, keyPath: "extends",
            message: "'extends' forms a cycle: \(cycle).", fix: "Remove 'extends' from one of these presets."))
    }

    /// Parses and decodes `source`, resolving what it extends first.
    mutating func resolve(source: PresetSource, chain: [Link], locatesByKeyPath: Bool = false) -> (written: Preset, merged: Preset)? {
        let root: PresetNode
        let encoding: PresetEncoding
        switch PresetFileFormat.parse(source.bytes, displayPath: source.displayPath, limits: catalog.limits) {
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        case .success(let parsed):
            root = locatesByKeyPath ? parsed.node.withoutLocations : parsed.node
            encoding = parsed.encoding
        }
        var decoder = PresetDecoder(registry: catalog.registry, file: source.displayPath, allowsSchemaKey: encoding == .json,
            maximumDiagnostics: catalog.limits.maximumDiagnosticsPerFile)
        defer { omitted[source.displayPath, default: [:]].merge(decoder.omitted, uniquingKeysWith: +) }
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
        if written.name != source.name, !written.name.isEmpty, !source.name.isEmpty, !locatesByKeyPath {
            diagnostics.append(PresetDiagnostic(.warning, file: source.displayPath, location: root["name"]?.location, keyPath: "name",
                message: "The preset is named '\(Excerpt.of(written.name))' but its file is named '\(Excerpt.of(source.name))'; 'extends' finds presets by file name.",
                fix: "Rename the file to '\(Excerpt.of(written.name)).\(encoding.fileExtension)', or the preset to '\(Excerpt.of(source.name))'."))
        }
        if chain.isEmpty, let filePath = source.filePath {
            checkNameIsItsOwn(written.name, file: filePath, source: source, at: root["name"]?.location)
        }
        if baseFailed { return nil }
        let merged = base.map { written.laid(over: $0) } ?? written
        checkPlatformIgnores(written: written, base: base, merged: merged, root: root, file: source.displayPath)
        return (written, merged)
    }

    /// An indicator style the platform's own control draws (`system`) pulls,
    /// holds and draws by itself: a strategy number, style number, layout value
    /// or animation that this file changes (from what it extends, or from the
    /// declared default) does nothing on screen, and a strategy made for
    /// another style does not decide when to refresh.
    private mutating func checkPlatformIgnores(written: Preset, base: Preset?, merged: Preset, root: PresetNode, file: String) {
        guard let type = merged.strategyType, let strategy = catalog.registry.strategies[type] else { return }
        let styleName = merged.indicatorStyle ?? strategy.descriptor.defaultIndicatorStyle
        guard let style = catalog.registry.indicators[styleName], style.descriptor.isPlatformControl else { return }
        let platform = "indicator style '\(styleName)' is the platform's own control (SwiftUI's .refreshable), which pulls, holds and draws by itself"
        func warn(_ section: String, _ key: String, _ message: String, fix: String) {
            diagnostics.append(PresetDiagnostic(.warning, file: file, location: root[section]?[key]?.location ?? root[section]?.location,
                keyPath: "\(section).\(key)", message: message, fix: fix))
        }
        if let written = written.strategyType, written != base?.strategyType, strategy.descriptor.defaultIndicatorStyle != styleName {
            warn("strategy", "type", "Strategy '\(Excerpt.of(written))' does not decide when to refresh: \(platform).",
                fix: "Use strategy '\(styleName)' with this style, or a style RefreshKit draws.")
        }
        func changed(_ written: ParameterValues, _ inherited: ParameterValues?, _ declarations: [ParameterDeclaration],
            _ defaults: ParameterValues = ParameterValues()) -> [String]
        {
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
            ("animations", written.animations.keys.filter { role in
                let before = base?.animations[role] ?? strategy.descriptor.animations(merged.strategyParameters)[role]
                return written.animations[role] != before
            }.map(\.rawValue).sorted()),
        ]
        for (section, keys) in ignored {
            for key in keys {
                warn(section, key, "'\(section).\(Excerpt.of(key))' does nothing on screen: \(platform).",
                    fix: "Remove it, or choose an indicator style RefreshKit draws.")
            }
        }
    }

    /// A file in a search folder must be the only definition of its name:
    /// a built-in's name is taken (unless this file is that built-in's own),
    /// and two files of one name leave `extends` unable to choose.
    private mutating func checkNameIsItsOwn(_ name: String, file: String, source: PresetSource, at location: FilePosition?) {
        if let builtIn = catalog.builtIns[name], !builtIn.isFile(at: file),
            catalog.searchFolderFiles(named: name).contains(where: { source.isFile(at: $0) })
        {
            diagnostics.append(PresetDiagnostic(.error, file: source.displayPath, location: location, keyPath: "name",
                message: "The name '\(name)' is taken by a built-in preset.",
                fix: "Choose another name; extend '\(name)' to start from it."))
            return
        }
        let definitions = catalog.searchFolderFiles(named: source.name)
        guard definitions.contains(where: { source.isFile(at: $0) }) else { return }
        let others = definitions.filter { !source.isFile(at: $0) }
        guard !others.isEmpty else { return }
        diagnostics.append(PresetDiagnostic(.error, file: source.displayPath, location: location, keyPath: "name",
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
            let errors = counts[.error] ?? 0, warnings = counts[.warning] ?? 0
            let total = errors + warnings
            guard total > 0 else { continue }
            let parts = [errors > 0 ? plural(errors, "error") : nil, warnings > 0 ? plural(warnings, "warning") : nil].compactMap { $0 }
            let more = total == 1 ? "1 more problem in this file is" : "\(total) more problems in this file are"
            let closing = PresetDiagnostic(errors > 0 ? .error : .warning, file: file, location: nil, keyPath: "",
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
        diagnostics = bounded(diagnostics)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        guard let result, !hasErrors else {
            if diagnostics.isEmpty {
                diagnostics.append(PresetDiagnostic(.error, file: "<catalog>", location: nil, keyPath: "", message: "The preset could not be loaded."))
            }
            return .failure(PresetLoadFailure(diagnostics: diagnostics))
        }
        switch ResolvedPreset.make(written: result.written, merged: result.merged, registry: catalog.registry, warnings: diagnostics) {
        case .success(let preset): return .success(preset)
        case .failure(let diagnostic): return .failure(PresetLoadFailure(diagnostics: diagnostics + [diagnostic]))
        }
    }
}
