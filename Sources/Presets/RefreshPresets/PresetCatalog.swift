import Foundation
import RefreshCore
import RefreshDocuments

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
    public var registry: ModuleRegistry { didSet { parents = ParentCache() } }
    /// Presets that ship with the app or library, by name.
    public var builtIns: [String: PresetSource] { didSet { parents = ParentCache() } }
    /// Folders searched for `NAME.json` and `NAME.plist`, in order.
    public var searchFolders: [String] { didSet { parents = ParentCache() } }
    /// Folders where presets sit among other files, such as the resource
    /// root of an app bundle whose presets were copied flat
    /// (``addPresets(in:subdirectory:)``), searched after ``searchFolders``.
    /// A file here counts as a preset where it reads as one: within
    /// ``limits``, an object whose `name` is its file's name and that has a
    /// `strategy` or an `extends`. Others are not listed in ``presetNames``
    /// and never clash with a name defined elsewhere, so an app's own
    /// `config.json` or `Info.plist` is never a broken preset; asked for by
    /// a name nothing else defines, such a file is loaded and its problems
    /// reported.
    public var resourceFolders: [String] = [] { didSet { parents = ParentCache() } }
    /// Bounds on reading.
    public var limits: ReadingLimits { didSet { parents = ParentCache() } }

    /// What this catalog has resolved as a parent (what `extends` names),
    /// shared by its copies, and new whenever one of the properties above
    /// changes: a parent is read, parsed and decoded once per catalog however
    /// many presets extend it, and again when its file changes.
    private(set) var parents = ParentCache()

    /// Called with a document's display path each time loading parses one;
    /// tests count parses with it.
    package var parseObserver: (@Sendable (_ displayPath: String) -> Void)?

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
        var resolver = PresetResolver(catalog: self)
        return resolver.finish(resolver.resolve(named: name, from: nil))
    }

    /// Loads a preset file from anywhere; what it extends comes from the catalog.
    public func load(file path: String) -> Result<ResolvedPreset, PresetLoadFailure> {
        switch readFile(path) {
        case .failure(let diagnostic): return .failure(PresetLoadFailure(diagnostics: [diagnostic]))
        case .success(let contents):
            var resolver = PresetResolver(catalog: self)
            let source = PresetSource(name: Self.baseName(of: path), displayPath: path, bytes: contents.bytes, filePath: path)
            return resolver.finish(resolver.resolve(source: source, chain: [], identity: contents.identity))
        }
    }

    /// Loads a preset from bytes, shown as `displayPath` in diagnostics. A
    /// `displayPath` in angle brackets, like `<stdin>`, names no file, so the
    /// preset's name is not compared with a file name.
    public func load(bytes: [UInt8], displayPath: String) -> Result<ResolvedPreset, PresetLoadFailure> {
        var resolver = PresetResolver(catalog: self)
        let expectedName = Self.baseName(of: displayPath)
        let source = PresetSource(name: expectedName, displayPath: displayPath, bytes: bytes)
        return resolver.finish(resolver.resolve(source: source, chain: []))
    }

    /// Validates and resolves a preset built in code (``PresetBuilder``) as a
    /// file would be, with the same rules and messages, each placed by its
    /// key path in the file `<name>`.
    public func load(_ preset: Preset) -> Result<ResolvedPreset, PresetLoadFailure> {
        var resolver = PresetResolver(catalog: self)
        return resolver.finish(resolver.resolve(preset: preset))
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
        case .success(let contents): return decode(bytes: contents.bytes, displayPath: path)
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
        return encoding.writer.bytes(of: encoder.encode(preset))
    }

    // MARK: Names

    /// Every preset name the catalog can look up: built-ins, then each search
    /// folder's preset files whose names are valid preset names, then the
    /// files in the resource folders that read as presets, sorted. A name
    /// more than one file defines is listed once; loading it reports them.
    public var presetNames: [String] {
        var names = Set(builtIns.keys)
        for folder in searchFolders {
            for file in PresetFolder(scanning: folder).files {
                let name = Self.baseName(of: file)
                if PresetNames.isValid(name) { names.insert(name) }
            }
        }
        for folder in resourceFolders {
            for file in PresetFolder(scanning: folder).files {
                let name = Self.baseName(of: file)
                if PresetNames.isValid(name), !names.contains(name), readsAsPreset(file, named: name) { names.insert(name) }
            }
        }
        return names.sorted()
    }

    /// Whether the file at `path`, in a resource folder, reads as the preset
    /// `name`: read and parsed within ``limits``, it is an object (a
    /// dictionary) whose `name` is `name` and that has a `strategy` or an
    /// `extends`, the keys no preset does without.
    func readsAsPreset(_ path: String, named name: String) -> Bool {
        guard case .success(let contents) = readFile(path),
            let root = try? PresetEncoding.of(contents.bytes, displayPath: path).reader.parse(contents.bytes, limits: limits),
            case .string(name)? = root["name"]?.value
        else { return false }
        return root["strategy"] != nil || root["extends"] != nil
    }

    /// Whether `fileName` looks like a preset file: it ends in `.json` or
    /// `.plist`, in any case.
    package static func isPresetFile(_ fileName: String) -> Bool {
        PresetFolder.hasPresetExtension(fileName)
    }

    /// The name a file gives its preset: its file name without `.json` or
    /// `.plist`; nothing for a display path in angle brackets, like `<stdin>`.
    static func baseName(of path: String) -> String {
        if path.hasPrefix("<") && path.hasSuffix(">") { return "" }
        return PresetFolder.baseName(of: path)
    }

    // MARK: Files

    /// A file's bytes and the identity of the file they were read from.
    struct FileContents {
        var bytes: [UInt8]
        var identity: FileIdentity
    }

    /// The file's bytes, reading at most one byte past the limit so that a
    /// huge file or a device never holds us up: one `open`, `fstat`, and
    /// `read` until the end or the limit.
    func readFile(_ path: String) -> Result<FileContents, PresetDiagnostic> {
        func failure(_ message: String, rule: PresetDiagnostic.Rule = .file, fix: String) -> Result<FileContents, PresetDiagnostic> {
            .failure(PresetDiagnostic(.error, rule: rule, file: path, location: nil, keyPath: "", message: message, fix: fix))
        }
        let folder = "This is a folder, not a preset file."
        let folderFix = "Name a preset file in it, or validate the folder itself."
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            var information = stat()
            guard stat(path, &information) == 0 else { return failure("The file does not exist.", fix: "Check the path.") }
            if information.st_mode & S_IFMT == S_IFDIR { return failure(folder, fix: folderFix) }
            return failure("The file cannot be read.", fix: "Check its permissions.")
        }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0 else { return failure("The file cannot be read.", fix: "Check its permissions.") }
        guard information.st_mode & S_IFMT != S_IFDIR else { return failure(folder, fix: folderFix) }
        let limit = limits.maximumFileSize
        let regular = information.st_mode & S_IFMT == S_IFREG
        // A regular file's size is known (it may still grow while read); anything else is read in pages.
        var bytes = [UInt8](repeating: 0, count: min(regular ? max(Int(information.st_size), 0) : 4_096, limit) + 1)
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes += repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count)) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                // As a failed read always did: nothing was read.
                return .success(FileContents(bytes: [], identity: FileIdentity(information)))
            }
            if read == 0 { break }
            count += read
            // As Foundation reads a file: its size, without a read to find the end.
            if regular && count == Int(information.st_size) { break }
        }
        guard count <= limit else {
            return failure(
                "The file is larger than \(describeSize(limit)), the limit for presets.", rule: .limit,
                fix: "A preset is a few kilobytes; check that this is the right file.")
        }
        bytes.removeSubrange(count...)
        return .success(FileContents(bytes: bytes, identity: FileIdentity(information)))
    }

    /// The files in the search folders that define the preset `name`, each
    /// once however many folders reach it. Names cannot hold separators, and
    /// ``PresetFolder`` decides which files in a folder are presets.
    func searchFolderFiles(named name: String) -> [String] {
        searchFolderEntries(named: name).map(\.path)
    }

    /// The paths in the search folders whose file names give the preset
    /// `name`, before any is looked at: what ``searchFolderFiles(named:)``
    /// keeps of them is a subset.
    func searchFolderCandidates(named name: String) -> [String] {
        guard PresetNames.isValid(name) else { return [] }
        return (searchFolders + resourceFolders).flatMap { PresetFolder.candidates(named: name, in: $0) }
    }

    /// ``searchFolderFiles(named:)``, each with its file's identity: the
    /// search folders' files, then the resource folders' that read as presets
    /// (``resourceFolders``). When nothing else defines `name`, a resource
    /// folder's files of that name are what was asked for, preset or not.
    func searchFolderEntries(named name: String) -> [(path: String, identity: FileIdentity)] {
        guard PresetNames.isValid(name) else { return [] }
        var entries: [(path: String, identity: FileIdentity)] = []
        for folder in searchFolders {
            for entry in PresetFolder.entries(named: name, in: folder) where !entries.contains(where: { $0.identity == entry.identity }) {
                entries.append(entry)
            }
        }
        var shared: [(path: String, identity: FileIdentity)] = []
        for folder in resourceFolders {
            for entry in PresetFolder.entries(named: name, in: folder)
            where !(entries + shared).contains(where: { $0.identity == entry.identity }) {
                shared.append(entry)
            }
        }
        guard !shared.isEmpty else { return entries }
        let definedElsewhere = !entries.isEmpty || builtIns[name] != nil
        // The one file of the name, asked for by it: no need to read it first.
        if !definedElsewhere && shared.count == 1 { return shared }
        let presets = shared.filter { readsAsPreset($0.path, named: name) }
        return entries + (presets.isEmpty && !definedElsewhere ? shared : presets)
    }

    /// Everything that defines the preset `name`: the built-in of that name,
    /// then the search folders' files that are not that built-in's own file.
    /// More than one means the name is ambiguous.
    func definitions(of name: String) -> [Definition] {
        let builtIn = builtIns[name]
        var definitions = builtIn.map { [Definition.builtIn($0)] } ?? []
        let entries = searchFolderEntries(named: name)
        let builtInIdentity = entries.isEmpty ? nil : builtIn?.fileIdentity
        for entry in entries where builtInIdentity == nil || entry.identity != builtInIdentity {
            definitions.append(.file(entry.path))
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

        /// Whose name it is, after "'x' is": "the built-in preset's
        /// (presets/system.json in RefreshKit)", or "Presets/team.json's".
        var owner: String {
            switch self {
            case .builtIn(let source): "the built-in preset's (\(source.displayPath) in RefreshKit)"
            case .file(let path): "\(path)'s"
            }
        }
    }
}
