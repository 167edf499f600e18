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
            reportChainTooLong(chain + [Link(name: name, file: "", extendsLocation: nil)])
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
                    .error, rule: .duplicateName, file: referencedFile, location: reference?.location,
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
                    .error, rule: .extendsUnknown, file: referencedFile, location: reference?.location,
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
    /// first) in every file of it, at its own `extends`, each told the cycle
    /// from itself: every one is invalid, and each is reported the same way
    /// whichever file of the cycle was loaded, so that loading several finds
    /// each problem once.
    private mutating func reportCycle(_ links: [Link]) {
        for (index, link) in links.enumerated() {
            let ordered = Array(links[index...] + links[..<index])
            let cycle = (ordered.map(\.name) + [link.name]).joined(separator: " → ")
            let others = links.count == 1 ? "" : " or from one of the others"
            diagnostics.append(
                PresetDiagnostic(
                    .error, rule: .extendsCycle, file: link.file, location: link.extendsLocation, keyPath: "extends",
                    message: "'extends' forms a cycle: \(cycle).",
                    fix: "Remove 'extends' from this preset\(others), or extend a preset outside the cycle."))
        }
    }

    /// Reports, on the file loaded, that the preset it extends (`name`) does
    /// not load, naming the files whose problems (reported from
    /// `diagnostics[first...]`) are why: every invalid file has a line of
    /// its own. Nothing is added when one of those problems is this file's
    /// own already (a cycle through it, a chain too long from it).
    private mutating func reportBrokenParent(_ name: String, of file: String, at location: FilePosition?, since first: Int) {
        let found = diagnostics[first...].filter { $0.severity == .error }
        guard !found.contains(where: { $0.file == file }) else { return }
        var files: [String] = []
        for diagnostic in found where !files.contains(diagnostic.file) { files.append(diagnostic.file) }
        let reportedIn = files.isEmpty ? "" : ": its problems are reported in \(files.andList)"
        diagnostics.append(
            PresetDiagnostic(
                .error, rule: .extendsBroken, file: file, location: location, keyPath: "extends",
                message: "'extends' names '\(name)', which does not load\(reportedIn).",
                fix: files.isEmpty
                    ? "Fix the preset '\(name)', or extend another one."
                    : "Fix the problems in \(files.andList); this preset loads once they are gone."))
    }

    /// Reports a chain longer than the limit on the preset it starts from
    /// (the file loaded), at its own `extends`: the presets further along are
    /// each within the limit when loaded for themselves.
    private mutating func reportChainTooLong(_ chain: [Link]) {
        let limit = catalog.limits.maximumExtendsChain
        let names = chain.map(\.name)
        let shown = names.count <= 6 ? names : Array(names.prefix(3)) + ["…"] + Array(names.suffix(2))
        let first = chain[0]
        diagnostics.append(
            PresetDiagnostic(
                .error, rule: .extendsChainTooLong, file: first.file, location: first.extendsLocation, keyPath: "extends",
                message:
                    "The 'extends' chain from '\(first.name)' is longer than \(limit) presets: \(shown.joined(separator: " → ")) → ….",
                fix: "Extend a preset closer to the base: at most \(limit) presets may lie between this one and the end of its chain."))
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
            let rule: PresetDiagnostic.Rule =
                switch error.kind {
                case .notUTF8: .encoding
                case .tooLarge, .tooDeep, .tooManyValues: .limit
                case .empty, .notJSON, .notPropertyList: .syntax
                }
            diagnostics.append(
                PresetDiagnostic(
                    .error, rule: rule, file: source.displayPath, location: error.location, keyPath: "",
                    message: error.message, fix: error.fix))
            return nil
        }
        var decoder = PresetDecoder(
            registry: catalog.registry, file: source.displayPath, encoding: encoding,
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
                let before = diagnostics.count
                let parent = resolve(named: reference.name, from: (source.displayPath, reference.location, nextChain))
                base = parent?.merged
                baseFailed = parent == nil
                if chain.isEmpty, baseFailed || diagnostics[before...].contains(where: { $0.severity == .error }) {
                    reportBrokenParent(reference.name, of: source.displayPath, at: reference.location, since: before)
                }
            } else {
                baseFailed = true
            }
        }
        decoder.parentFailed = baseFailed
        guard let written = decoder.decode(root, inherited: base) else {
            diagnostics += decoder.diagnostics
            return nil
        }
        let firstOwn = diagnostics.count
        diagnostics += decoder.diagnostics
        if written.name != source.name, !written.name.isEmpty, !source.name.isEmpty {
            // A copied file keeps the name of the one it was copied from: say whose name it is.
            if let owner = catalog.definitions(of: written.name).first {
                diagnostics.append(
                    .copiedName(
                        written.name, fileName: source.name, definedBy: owner.description, owner: owner.owner, file: source.displayPath,
                        at: root["name"]?.location))
            } else {
                diagnostics.append(
                    PresetDiagnostic(
                        .warning, rule: .nameMismatch, file: source.displayPath, location: root["name"]?.location, keyPath: "name",
                        message: PresetDiagnostic.nameMismatch(written.name, fileName: source.name) + ".", found: Excerpt.of(written.name),
                        fix:
                            "Rename the file to '\(Excerpt.of(written.name)).\(encoding.fileExtension)', or the preset to '\(Excerpt.of(source.name))'."
                    ))
            }
        }
        if chain.isEmpty, let filePath = source.filePath {
            checkNameIsItsOwn(written.name, file: filePath, source: source, identity: identity, at: root["name"]?.location)
        }
        let result = laid(written, over: base, parentFailed: baseFailed, root: root, file: source.displayPath)
        if let result { checkOfferedValues(of: &decoder, from: firstOwn, written: result.written, merged: result.merged) }
        return result
    }

    /// Checks and resolves `preset`, built in Swift, resolving what it
    /// extends first: no document is written or read, and problems are
    /// placed by key path in the file `<name>`.
    mutating func resolve(preset: Preset) -> (written: Preset, merged: Preset)? {
        let file = "<\(preset.name)>"
        var decoder = PresetDecoder(
            registry: catalog.registry, file: file, encoding: nil,
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
        let firstOwn = diagnostics.count
        diagnostics += decoder.diagnostics
        let result = laid(written, over: base, parentFailed: baseFailed, root: nil, file: file)
        if let result { checkOfferedValues(of: &decoder, from: firstOwn, written: result.written, merged: result.merged) }
        return result
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
        checkPlausibility(written: written, base: base, merged: merged, root: root, file: file)
        return (written, merged)
    }

    /// Values that each fit their ranges but together make a preset that
    /// cannot work: a refresh distance no pull reaches on a phone
    /// (``PullReach``), an indicator larger than the area it is drawn in.
    /// Reported, as warnings, only on a file that writes a value concerned,
    /// at the value that makes the difference: a preset that inherits the
    /// problem whole is not told again.
    private mutating func checkPlausibility(written: Preset, base: Preset?, merged: Preset, root: PresetNode?, file: String) {
        let registry = catalog.registry
        guard let measured = Plausibility(written: written, merged: merged, registry: registry) else { return }
        let resolved = measured.resolved
        let reach = PullReach.onAPhone
        let trigger = measured.trigger
        if measured.isUnreachable {
            // The value this file writes without which the trigger would be in reach.
            let keys = written.strategyParameters.storage.keys.sorted()
            let culprit = keys.first { key in
                var without = merged
                without.strategyParameters = merged.strategyParameters.removing(key).merging(
                    base.flatMap { $0.strategyType == merged.strategyType ? $0.strategyParameters : nil }?.only(key) ?? ParameterValues())
                guard case .success(let other) = ResolvedPreset.make(written: written, merged: without, registry: registry, warnings: [])
                else { return false }
                return other.triggerDistance <= reach
            }
            let key =
                culprit.map { "strategy.\($0)" } ?? keys.first.map { "strategy.\($0)" }
                ?? (written.strategyType != nil ? "strategy.type" : nil)
            if let key {
                let value =
                    culprit.flatMap { resolved.preset.strategyParameters[$0] }.map { " \(key.dropFirst("strategy.".count)) = \($0)" } ?? ""
                let declaration = culprit.flatMap { name in resolved.strategyDescriptor.parameters.first { $0.name == name } }
                let fallback =
                    declaration.map {
                        " (the default \($0.name), \($0.defaultValue), starts it at \(Self.points(Self.trigger(of: resolved, with: $0.name, registry: registry))))"
                    } ?? ""
                // The value of the culprit that starts the refresh within reach, where there is one.
                let working = declaration.flatMap { declaration -> (value: Double, current: Double)? in
                    guard let current = resolved.preset.strategyParameters[declaration.name]?.numericValue,
                        let found = Self.nearestWorkingValue(
                            "strategy", declaration.name, declaration, from: current, written: written, merged: merged, registry: registry)
                    else { return nil }
                    return (found.value, current)
                }
                let fix =
                    working.map {
                        "Start the refresh within \(Self.points(reach)): write \(formatNumberExactly($0.value)) or \($0.value < $0.current ? "less" : "more")\(fallback)."
                    } ?? "Choose values that start the refresh within \(Self.points(reach))\(fallback)."
                diagnostics.append(
                    PresetDiagnostic(
                        .warning, rule: .unreachableTrigger, file: file, location: Self.location(of: key, in: root), keyPath: key,
                        message:
                            "No pull can reach this preset's refresh: with\(value) it starts at \(Self.points(trigger)), and a pull on a phone moves the content at most \(Self.points(reach)) (UIScrollView's rubber band on a 956 pt screen).",
                        fix: fix))
            }
        }
        let largest = measured.largestIndicator
        let area = measured.area
        guard measured.isTooLarge else { return }
        let writtenIndicator = written.indicatorParameters.storage.keys.sorted().map { "indicator.\($0)" }
        let writtenLayout = written.layout[RefreshLayout.Parameters.indicatorHeight.name] != nil ? ["layout.indicatorHeight"] : []
        // The size this file writes, and the value of it that fits, where there is one.
        let sized = written.indicatorParameters.storage.keys.sorted().lazy.compactMap { name -> (String, Double)? in
            guard let declaration = resolved.indicatorDescriptor.parameters.first(where: { $0.name == name }),
                let current = resolved.preset.indicatorParameters[name]?.numericValue,
                let found = Self.nearestWorkingValue(
                    "indicator", name, declaration, from: current, written: written, merged: merged, registry: registry),
                found.problem == .indicatorTooLarge
            else { return nil }
            return (name, found.value)
        }.first
        guard
            let key = sized.map({ "indicator.\($0.0)" }) ?? (writtenIndicator + writtenLayout).first
                ?? (written.indicatorStyle != nil ? "indicator.style" : nil)
        else {
            return
        }
        let fix =
            sized.map {
                "Keep the indicator within its \(Self.points(area)) area: write \(formatNumberExactly($0.1)) or less, or make layout.indicatorHeight at least \(Self.points(largest))."
            } ?? "Make the indicator at most \(Self.points(area)), or layout.indicatorHeight at least \(Self.points(largest))."
        diagnostics.append(
            PresetDiagnostic(
                .warning, rule: .indicatorTooLarge, file: file, location: Self.location(of: key, in: root), keyPath: key,
                message:
                    "The indicator is drawn \(Self.points(largest)) across, in an area \(Self.points(area)) tall (layout.indicatorHeight): it spills over the content and the screen's edge.",
                fix: fix))
    }

    /// What makes a preset one that cannot work, measured: where its refresh
    /// starts against a pull's reach on a phone (``PullReach``), and its
    /// indicator's largest size against the area it is drawn in. Nil for a
    /// preset that does not resolve, or that the platform's control draws.
    struct Plausibility {
        var resolved: ResolvedPreset
        /// Where the refresh starts, in points.
        var trigger: Double
        /// The indicator's largest size across every phase, in points.
        var largestIndicator: Double
        /// The height of the area the indicator is drawn in (layout.indicatorHeight).
        var area: Double

        init?(written: Preset, merged: Preset, registry: ModuleRegistry) {
            guard case .success(let resolved) = ResolvedPreset.make(written: written, merged: merged, registry: registry, warnings: []),
                !resolved.indicatorDescriptor.isPlatformControl
            else { return nil }
            self.resolved = resolved
            trigger = resolved.triggerDistance
            area = RefreshLayout(parameters: resolved.preset.layout).indicatorHeight
            let indicator = resolved.makePipeline().indicator
            var largest = 0.0
            for phase in [RefreshPhase.pulling, .armed, .refreshing, .finishing] {
                for time in stride(from: 0.0, through: 1.0, by: 0.25) {
                    let status = RefreshStatus(
                        phase: phase, stateName: phase.rawValue, progress: 1,
                        offset: trigger.isFinite ? trigger : 0, stateEnteredAt: 0)
                    let model = indicator.model(for: status, at: time)
                    guard model.shape != .none, model.shape != .activityBand, model.size.isFinite else { continue }
                    largest = max(largest, model.size)
                }
            }
            largestIndicator = largest
        }

        /// No pull on a phone reaches the refresh.
        var isUnreachable: Bool { trigger.isFinite && trigger > PullReach.onAPhone }
        /// The indicator spills over its area.
        var isTooLarge: Bool { largestIndicator > area }
        /// What is wrong, as a set to compare.
        var problems: Set<PresetDiagnostic.Rule> {
            Set([isUnreachable ? .unreachableTrigger : nil, isTooLarge ? .indicatorTooLarge : nil].compactMap { $0 })
        }
    }

    /// Checks each "nearest allowed value" a fix of `decoder`'s offers (its
    /// diagnostics are `diagnostics[first...]`) against the whole preset: one
    /// that would make the preset unreachable or its indicator too large is
    /// replaced by the nearest value that does neither, found between the
    /// declared default and it, so that following the fix leads to a preset
    /// that works, not to the next warning.
    private mutating func checkOfferedValues(of decoder: inout PresetDecoder, from first: Int, written: Preset, merged: Preset) {
        for offer in decoder.offeredValues {
            guard
                let found = Self.nearestWorkingValue(
                    offer.section, offer.key, offer.declaration, from: offer.value, written: written, merged: merged,
                    registry: catalog.registry)
            else { continue }
            let (reason, purpose) =
                found.problem == .unreachableTrigger
                ? (
                    "would start the refresh at \(Self.points(found.offered.trigger)), beyond any pull on a phone (\(Self.points(PullReach.onAPhone)) at most)",
                    "to start it within \(Self.points(PullReach.onAPhone))"
                )
                : (
                    "would draw the indicator \(Self.points(found.offered.largestIndicator)) across, in an area \(Self.points(found.offered.area)) tall (layout.indicatorHeight)",
                    "to keep it within its area, or make layout.indicatorHeight larger"
                )
            decoder.replaceFix(
                at: offer.index,
                with: decoder.plausibleRangeFix(
                    found.value, nearest: offer.value, problem: reason, purpose: purpose, declaration: offer.declaration))
            diagnostics[first + offer.index].fix = decoder.diagnostics[offer.index].fix
        }
    }

    /// When `value` for `section.key` makes the preset one that cannot work
    /// (a problem its default does not have): the nearest value that works,
    /// between the default and `value`, as round as it can be, with the
    /// problem and the preset measured at `value`. Nil when `value` works,
    /// or when the default does not either.
    static func nearestWorkingValue(
        _ section: String, _ key: String, _ declaration: ParameterDeclaration, from value: Double, written: Preset, merged: Preset,
        registry: ModuleRegistry
    ) -> (value: Double, problem: PresetDiagnostic.Rule, offered: Plausibility)? {
        func with(_ value: Double) -> Plausibility? {
            var written = written
            var merged = merged
            let number = ParameterValue.number(value)
            switch section {
            case "strategy":
                written.strategyParameters[key] = number
                merged.strategyParameters[key] = number
            case "indicator":
                written.indicatorParameters[key] = number
                merged.indicatorParameters[key] = number
            case "layout":
                written.layout[key] = number
                merged.layout[key] = number
            default: return nil
            }
            return Plausibility(written: written, merged: merged, registry: registry)
        }
        guard let fallback = declaration.defaultValue.numericValue, fallback != value,
            let atDefault = with(fallback), let offered = with(value),
            let problem = offered.problems.subtracting(atDefault.problems).sorted(by: { $0.id < $1.id }).first
        else { return nil }
        func works(_ value: Double) -> Bool { with(value).map { $0.problems.isSubset(of: atDefault.problems) } ?? false }
        // Bisection between the default (works) and the value (does not).
        var good = fallback
        var bad = value
        for _ in 0..<48 {
            let middle = (good + bad) / 2
            if works(middle) { good = middle } else { bad = middle }
        }
        // The roundest value that still works, as near the written one as it
        // can be: the bisection ends just short of the boundary, which may
        // itself work (a 36 pt ring fills a 36 pt area), so the round value
        // past where it ended is tried before the one behind.
        let steps = declaration.kind == .integer ? [1.0] : [1.0, 0.1, 0.01]
        let candidates = steps.flatMap { step in
            let (ahead, behind): (FloatingPointRoundingRule, FloatingPointRoundingRule) = good < bad ? (.up, .down) : (.down, .up)
            return [(good / step).rounded(ahead) * step, (good / step).rounded(behind) * step]
        }
        return (candidates.first { works($0) } ?? good, problem, offered)
    }

    /// The refresh distance of `resolved` with its strategy parameter `name` at its default.
    private static func trigger(of resolved: ResolvedPreset, with name: String, registry: ModuleRegistry) -> Double {
        var preset = resolved.preset
        preset.strategyParameters = preset.strategyParameters.removing(name)
        guard case .success(let other) = ResolvedPreset.make(written: preset, merged: preset, registry: registry, warnings: []) else {
            return .nan
        }
        return other.triggerDistance
    }

    private static func points(_ value: Double) -> String { "\(formatNumberExactly((value * 10).rounded() / 10)) pt" }

    /// Where `keyPath` (`section.key`) is written in `root`, or its section.
    private static func location(of keyPath: String, in root: PresetNode?) -> FilePosition? {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let section = root?[parts[0]] else { return nil }
        guard parts.count == 2, let member = section.members?.last(where: { $0.key == parts[1] }) else { return section.location }
        return member.value.location
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
                    .warning, rule: .platformIgnores, file: file, location: root?[section]?[key]?.location ?? root?[section]?.location,
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
                    .error, rule: .duplicateName, file: source.displayPath, location: location, keyPath: "name",
                    message: "The name '\(name)' is taken by a built-in preset (\(builtIn.displayPath) in RefreshKit).",
                    fix: "Choose another name, and rename the file to match; extend '\(name)' to start from it."))
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
                .error, rule: .duplicateName, file: source.displayPath, location: location, keyPath: "name",
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
            var closing = PresetDiagnostic(
                errors > 0 ? .error : .warning, rule: .unlisted, file: file, location: nil, keyPath: "",
                message: "\(more) not listed (\(parts.joined(separator: ", "))).", fix: "Fix the problems above and validate again.")
            closing.unlisted = PresetDiagnostic.Unlisted(errors: errors, warnings: warnings)
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
                    PresetDiagnostic(
                        .error, rule: .invalidPreset, file: "<catalog>", location: nil, keyPath: "",
                        message: "The preset could not be loaded.",
                        fix: "Validate the preset's file with 'refreshkit validate' to see why."))
            }
            return .failure(PresetLoadFailure(diagnostics: diagnostics))
        }
        switch ResolvedPreset.make(written: result.written, merged: result.merged, registry: catalog.registry, warnings: diagnostics) {
        case .success(let preset): return .success(preset)
        case .failure(let diagnostic): return .failure(PresetLoadFailure(diagnostics: diagnostics + [diagnostic]))
        }
    }
}

extension ParameterValues {
    /// These values without `name`'s.
    fileprivate func removing(_ name: String) -> ParameterValues {
        var storage = self.storage
        storage[name] = nil
        return ParameterValues(storage)
    }

    /// Only `name`'s value, if any.
    fileprivate func only(_ name: String) -> ParameterValues {
        ParameterValues(storage.filter { $0.key == name })
    }
}
