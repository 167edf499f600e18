import RefreshCore
import RefreshDocuments

/// The checks a document and a preset built in Swift share: the module a
/// strategy or indicator section names, parameter values against their
/// declarations, rules across parameters, and curves.
extension PresetDecoder {
    /// A section as written, in a file or in Swift.
    struct Section {
        /// Where the section starts.
        var location: FilePosition?
        /// Its keys in order; nil when a file gives something other than an
        /// object (reported already).
        var members: [PresetNode.Member]?

        init(location: FilePosition?, members: [PresetNode.Member]?) {
            self.location = location
            self.members = members
        }

        init(_ node: PresetNode) { self.init(location: node.location, members: node.members) }
    }

    /// What names a section's module (a strategy type, an indicator style or
    /// a curve), for its messages.
    struct ModuleKind {
        /// The section's key path: `strategy`, `animations.hold`.
        var section: String
        /// The key that names the module: `type`, `style`, `curve`.
        var nameKey: String
        /// "strategy", "indicator style", "curve".
        var noun: String
        /// "strategy type", "indicator style".
        var title: String
        /// Where the modules come from: listed only when a message needs
        /// them, so that a section that names a known module costs no list.
        private var source: Source

        private enum Source {
            case strategies(ModuleRegistry)
            case indicators(ModuleRegistry)
            case curves
        }

        /// The modules' names, and each one's parameters.
        var modules: [(name: String, parameters: [ParameterDeclaration])] {
            switch source {
            case .strategies(let registry): registry.strategyNames.map { ($0, registry.strategies[$0]!.descriptor.parameters) }
            case .indicators(let registry): registry.indicatorNames.map { ($0, registry.indicators[$0]!.descriptor.parameters) }
            case .curves: AnimationCurve.Kind.allCases.map { ($0.rawValue, AnimationCurveFormat.parameters(of: $0).map(\.declaration)) }
            }
        }

        var names: [String] {
            switch source {
            case .strategies(let registry): registry.strategyNames
            case .indicators(let registry): registry.indicatorNames
            case .curves: AnimationCurve.Kind.allCases.map(\.rawValue)
            }
        }

        static func strategy(in registry: ModuleRegistry) -> ModuleKind {
            ModuleKind(section: "strategy", nameKey: "type", noun: "strategy", title: "strategy type", source: .strategies(registry))
        }

        static func indicator(in registry: ModuleRegistry) -> ModuleKind {
            ModuleKind(
                section: "indicator", nameKey: "style", noun: "indicator style", title: "indicator style", source: .indicators(registry))
        }

        static func curve(path: String) -> ModuleKind {
            ModuleKind(section: path, nameKey: AnimationCurveFormat.curveKey, noun: "curve", title: "curve", source: .curves)
        }
    }

    // MARK: Strategy and indicator

    /// The strategy section: its type (`type`, written at `typeLocation`, or
    /// what `inherited` names) and its parameters; nil when the type is
    /// missing or unknown (reported).
    mutating func decodeStrategy(
        type: String?, at typeLocation: FilePosition?, section: Section?, rootLocation: FilePosition?, inherited: Preset?,
        into preset: inout Preset
    ) -> ModuleRegistry.StrategyEntry? {
        let kind = ModuleKind.strategy(in: registry)
        if let type { preset.strategyType = type }
        guard let typeName = type ?? inherited?.strategyType else {
            if parentFailed { return nil }
            if let section {
                report(
                    rule: .missingKey, at: section.location, "strategy.type", "Missing required key 'strategy.type'.",
                    expected: "one of \(kind.names.quotedOrList)",
                    fix: "Add \"type\" with one of \(kind.names.quotedOrList).")
            } else {
                report(
                    rule: .missingKey, at: rootLocation, "strategy", "Missing required key 'strategy'.",
                    fix: "Add \"strategy\": { \"type\": ... }, or \"extends\" with a preset to start from.")
            }
            return nil
        }
        guard let entry = registry.strategies[typeName] else {
            reportUnknownModule(kind, typeName, at: typeLocation ?? section?.location ?? rootLocation, section: section)
            return nil
        }
        guard let members = section?.members else { return entry }
        preset.strategyParameters = decodeParameters(
            members, path: "strategy", declarations: entry.descriptor.parameters, owner: "strategy '\(typeName)'", skipping: ["type"])
        let inheritedValues = (inherited?.strategyParameters ?? ParameterValues()).kept(changingType: inherited?.strategyType != typeName)
        reportRenamedKeys(in: members, values: inheritedValues.merging(preset.strategyParameters), rules: entry.descriptor.rules)
        checkRules(entry.descriptor.rules, values: inheritedValues.merging(preset.strategyParameters), given: members, path: "strategy")
        return entry
    }

    /// The indicator section: its style (`style`, written at `styleLocation`,
    /// or what `inherited` names, or the strategy's own) and its parameters.
    mutating func decodeIndicator(
        style: String?, at styleLocation: FilePosition?, section: Section?, strategy: ModuleRegistry.StrategyEntry?, inherited: Preset?,
        into preset: inout Preset
    ) {
        if let style { preset.indicatorStyle = style }
        guard let styleName = style ?? inherited?.indicatorStyle ?? strategy?.descriptor.defaultIndicatorStyle else { return }
        guard let entry = registry.indicators[styleName] else {
            // A strategy's own default style is the module's business, not the preset's.
            guard section != nil else { return }
            reportUnknownModule(.indicator(in: registry), styleName, at: styleLocation ?? section?.location, section: section)
            return
        }
        guard let members = section?.members else { return }
        preset.indicatorParameters = decodeParameters(
            members, path: "indicator", declarations: entry.descriptor.parameters, owner: "indicator style '\(styleName)'",
            skipping: ["style"])
    }

    /// "Unknown strategy type 'x'.", and the section's keys checked against
    /// the module likely meant, or every module.
    private mutating func reportUnknownModule(_ kind: ModuleKind, _ name: String, at location: FilePosition?, section: Section?) {
        let suggested = Suggestions.closest(to: name, in: kind.names)
        report(
            rule: .unknownModule, at: location, "\(kind.section).\(kind.nameKey)", "Unknown \(kind.title) '\(Excerpt.of(name))'.",
            expected: "one of \(kind.names.quotedOrList)", found: Excerpt.of(name),
            fix: suggested.map(Suggestions.didYouMean)
                ?? "Use one of \(kind.names.quotedOrList), or register the module that provides '\(Excerpt.of(name))'.")
        checkKeysOfUnknownModule(section?.members, kind, suggested: suggested)
    }

    // MARK: Layout, timing and curves

    mutating func decodeLayout(_ members: [PresetNode.Member]) -> ParameterValues {
        decodeParameters(members, path: "layout", declarations: RefreshLayout.Parameters.all, owner: "'layout'")
    }

    mutating func decodeTiming(_ members: [PresetNode.Member], inherited: Preset?) -> ParameterValues {
        let timing = decodeParameters(members, path: "timing", declarations: RefreshTiming.Parameters.all, owner: "'timing'")
        let merged = (inherited?.timing ?? ParameterValues()).merging(timing)
        checkRules(RefreshTiming.rules, values: merged, given: members, path: "timing")
        return timing
    }

    /// A curve of `kind` from the values `members` give; nil when one is
    /// missing or does not fit (reported at `location`, or at the value).
    mutating func decodeCurve(_ kind: AnimationCurve.Kind, _ members: [PresetNode.Member], path: String, at location: FilePosition?)
        -> AnimationCurve?
    {
        let curveParameters = AnimationCurveFormat.parameters(of: kind)
        let values = decodeParameters(
            members, path: path, declarations: curveParameters.map(\.declaration),
            owner: "curve '\(kind.rawValue)'", skipping: [AnimationCurveFormat.curveKey])
        var complete = true
        for parameter in curveParameters where parameter.isRequired && values[parameter.declaration.name] == nil {
            if members.contains(where: { $0.key == parameter.declaration.name }) {
                complete = false  // given but wrong: already reported
                continue
            }
            let range =
                parameter.declaration.range.map { " from \(formatNumberExactly($0.lowerBound)) to \(formatNumberExactly($0.upperBound))" }
                ?? ""
            report(
                rule: .missingKey, at: location, "\(path).\(parameter.declaration.name)",
                "Missing required key '\(path).\(parameter.declaration.name)' for curve '\(kind.rawValue)'.",
                fix: "Add \"\(parameter.declaration.name)\" with a number\(range).")
            complete = false
        }
        guard complete else { return nil }
        return AnimationCurveFormat.curve(kind: kind, values: values)
    }

    // MARK: Parameters

    /// The values `members` give for `declarations`, each checked; unknown keys reported.
    mutating func decodeParameters(
        _ members: [PresetNode.Member], path: String, declarations: [ParameterDeclaration], owner: @autoclosure () -> String,
        skipping: [String] = []
    ) -> ParameterValues {
        var values = [String: ParameterValue](minimumCapacity: members.count)
        for member in uniqueMembers(members) where !skipping.contains(member.key) {
            guard let declaration = declarations.first(where: { $0.name == member.key }) else {
                if path == "strategy", isRenamedKey(member.key) { continue }  // reported with the section's others (reportRenamedKeys)
                unknownKey(member, path: path, known: declarations.map(\.name), owner: owner())
                continue
            }
            switch parameterValue(member.value, for: declaration, path: Excerpt.keyPath(path, member.key)) {
            case .success(let value): values[declaration.name] = value
            case .failure(let diagnostic):
                let before = diagnostics.count
                append(diagnostic)
                if diagnostics.count > before, diagnostic.rule == .outOfRange, let number = written(member.value)?.numericValue,
                    let range = declaration.range, let nearest = Self.nearestOffered(number, range: range)
                {
                    offered(nearest, section: path, key: member.key, declaration: declaration)
                }
            }
        }
        return ParameterValues(values)
    }

    /// Checks the keys of a section whose module name is unknown against
    /// the module `suggested` (the likely meant one), so that a misspelt name
    /// does not hide the problems under it. Without a likely module nothing
    /// is checked: every key would be reported against a module nobody meant,
    /// one line each, burying the one problem (the name).
    mutating func checkKeysOfUnknownModule(_ members: [PresetNode.Member]?, _ kind: ModuleKind, suggested: String?) {
        guard let members, let suggested, let module = kind.modules.first(where: { $0.name == suggested }) else { return }
        _ = decodeParameters(
            members, path: kind.section, declarations: module.parameters, owner: "\(kind.noun) '\(suggested)'",
            skipping: [kind.nameKey])
    }

    /// The value `node` gives for `declaration`, or the problem that keeps it
    /// from fitting; `path`, the value's key path, is worked out only for a problem.
    func parameterValue(_ node: PresetNode, for declaration: ParameterDeclaration, path: @autoclosure () -> String)
        -> Result<ParameterValue, PresetDiagnostic>
    {
        guard let value = written(node) else {
            let path = path()
            return .failure(
                PresetDiagnostic(
                    .error, rule: .wrongType, file: file, location: node.location, keyPath: path,
                    message: "'\(path)' must be \(expectation(declaration)); found \(describe(node)).",
                    expected: expectation(declaration), found: foundText(node), fix: writeFix(declaration)))
        }
        return check(value, for: declaration, path: path(), at: node.location)
    }

    /// `value`, as written, made to fit `declaration` by the one kind table
    /// (``ParameterDeclaration/fitting(_:)``), or the diagnostic saying why it
    /// does not fit.
    func check(
        _ value: ParameterValue, for declaration: ParameterDeclaration, path makePath: @autoclosure () -> String, at location: FilePosition?
    )
        -> Result<ParameterValue, PresetDiagnostic>
    {
        let reason: ParameterProblem
        switch declaration.fitting(value) {
        case .success(let fitted): return .success(fitted)
        case .failure(let failure): reason = failure
        }
        let path = makePath()
        func problem(
            _ rule: PresetDiagnostic.Rule, _ message: String, expected: String? = nil, found: String? = nil, fix: String
        ) -> Result<ParameterValue, PresetDiagnostic> {
            .failure(
                PresetDiagnostic(
                    .error, rule: rule, file: file, location: location, keyPath: path, message: message,
                    expected: expected, found: found, fix: fix))
        }
        switch (reason, declaration.kind, value) {
        case (.outOfRange(let range), _, _):
            let number = value.numericValue ?? .nan
            let unit = declaration.unit.label.map { " \($0)" } ?? ""
            return problem(
                .outOfRange,
                "'\(path)' must be between \(formatNumberExactly(range.lowerBound)) and \(formatNumberExactly(range.upperBound))\(unit); found \(formatNumberExactly(number)).",
                expected: "\(formatNumberExactly(range.lowerBound))...\(formatNumberExactly(range.upperBound))\(unit)",
                found: formatNumberExactly(number), fix: outOfRangeFix(number, range: range, declaration: declaration))
        case (.notFinite, _, _):
            // Only a preset built in Swift can hold one: readers refuse them.
            return problem(
                .wrongType, "'\(path)' must be a finite number; found \(describe(value)).",
                expected: "a finite number", found: foundText(value), fix: writeFix(declaration))
        case (.wrongKind, .integer, .number(let number)):
            return problem(
                .wrongType, "'\(path)' must be a whole number; found \(formatNumberExactly(number)).",
                expected: "a whole number", found: formatNumberExactly(number),
                fix: "Write \(written(.integer(Int(number.rounded())), as: declaration)).")
        case (.wrongKind, .number, .text(let text)), (.wrongKind, .integer, .text(let text)):
            let trimmed = text.trimmingSpaces
            guard let number = Double(trimmed), number.isFinite else {
                return problem(
                    .wrongType, "'\(path)' must be \(expectation(declaration)); found \(describe(value)).",
                    expected: expectation(declaration), found: foundText(value), fix: writeFix(declaration))
            }
            let asWritten: ParameterValue =
                declaration.kind == .integer && number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .number(number)
            return problem(
                .wrongType, "'\(path)' must be a number; found \(describe(value)).",
                expected: "a number", found: foundText(value), fix: quotedFix(written(asWritten, as: declaration), was: value))
        case (.wrongKind, .boolean, .text(let text)) where text == "true" || text == "false":
            return problem(
                .wrongType, "'\(path)' must be true or false; found the string \"\(text)\".",
                expected: "true or false", found: "\"\(text)\"",
                fix: quotedFix(written(.boolean(text == "true"), as: declaration), was: value))
        case (.notAChoice(let names), _, .text(let text)):
            return problem(
                .wrongType, "'\(path)' must be one of \(names.quotedOrList); found '\(Excerpt.of(text))'.",
                expected: "one of \(names.quotedOrList)", found: Excerpt.of(text),
                fix: Suggestions.fix(for: text, in: names))
        case (.wrongKind, .color, .text):
            return problem(
                .wrongType, "'\(path)' must be a colour written \"#RRGGBB\"; found \(describe(value)).",
                expected: "a colour written \"#RRGGBB\"", found: foundText(value),
                fix: "Write six hexadecimal digits after '#', like \(written(.text("#F0F0F5"), as: declaration)).")
        case (.wrongKind, .indicatorColor, .text(let text)):
            // A name misspelt ("Tint") or a colour mistyped ("#F0F0F").
            let named = text.hasPrefix("#") ? nil : Suggestions.didYouMean(text.lowercased(), in: IndicatorColor.names)
            return problem(
                .wrongType, "'\(path)' must be \(expectation(declaration)); found \(describe(value)).",
                expected: expectation(declaration), found: foundText(value),
                fix: named
                    ?? "Write \(Self.colorNames), or six hexadecimal digits after '#', like \(written(.text("#F0F0F5"), as: declaration)).")
        default:
            return problem(
                .wrongType, "'\(path)' must be \(expectation(declaration)); found \(describe(value)).",
                expected: expectation(declaration), found: foundText(value), fix: writeFix(declaration))
        }
    }

    /// Reports broken rules at the first of their parameters the section gives.
    mutating func checkRules(_ rules: [ParameterRule], values: ParameterValues, given members: [PresetNode.Member], path: String) {
        let members = uniqueMembers(members)
        for rule in rules where !rule.holds(values) {
            guard let culprit = rule.parameters.lazy.compactMap({ name in members.first { $0.key == name } }).first else {
                continue  // none of its values is given here: the preset extended reports it
            }
            let found = rule.parameters.map { name in "\(name) \(values[name].map(\.description) ?? "default")" }.joined(separator: ", ")
            report(
                rule.severity == .error ? .error : .warning, rule: .crossParameter, at: culprit.value.location,
                Excerpt.keyPath(path, culprit.key),
                "In '\(path)', \(rule.requirement); found \(found).", fix: rule.fix)
        }
    }

    // MARK: Keys

    mutating func unknownKey(
        _ member: PresetNode.Member, path: String, known: [String], owner: String, verb: String = "has no key"
    ) {
        let keyPath = Excerpt.keyPath(path, member.key)
        if let home = home(of: member.key, outside: path) {
            let place = home.isEmpty ? "at the top level of the preset" : "in '\(home)'"
            let fix: String
            if encoding == .xmlPropertyList || encoding == .binaryPropertyList {
                fix =
                    home.isEmpty
                    ? "Move <key>\(Excerpt.of(member.key))</key> and its value out to the preset's top-level <dict>."
                    : "Move <key>\(Excerpt.of(member.key))</key> and its value into the <dict> under <key>\(home)</key>."
            } else {
                fix =
                    home.isEmpty
                    ? "Move \"\(Excerpt.of(member.key))\" and its value out to the preset's top level."
                    : "Move \"\(Excerpt.of(member.key))\" and its value into \"\(home)\": { ... }."
            }
            report(
                rule: .misplacedKey, at: member.keyLocation, keyPath,
                "Unknown key '\(keyPath)': \(owner) \(verb) of that name; '\(Excerpt.of(member.key))' belongs \(place).",
                found: Excerpt.of(member.key), fix: fix)
            return
        }
        let fix =
            Suggestions.didYouMean(member.key, in: known) ?? renamedSuggestion(for: member.key, path: path)
            ?? (known.isEmpty ? "Remove it: \(owner) takes no keys here." : "Remove it, or use one of \(known.quotedOrList).")
        report(
            rule: .unknownKey, at: member.keyLocation, keyPath, "Unknown key '\(keyPath)': \(owner) \(verb) of that name.",
            expected: known.isEmpty ? nil : "one of \(known.quotedOrList)", found: Excerpt.of(member.key), fix: fix)
    }

    /// The section where `key` belongs in this preset, when it is not
    /// `path`: `strategy`, `indicator`, `layout`, `timing`, `feedback`,
    /// `animations`, or "" for the top level; nil when no section takes it.
    func home(of key: String, outside path: String) -> String? {
        let sections: [(String, () -> Bool)] = [
            ("strategy", { placement.strategy.contains { $0.name == key } }),
            ("indicator", { placement.indicator.contains { $0.name == key } }),
            ("layout", { RefreshLayout.Parameters.all.contains { $0.name == key } }),
            ("timing", { RefreshTiming.Parameters.all.contains { $0.name == key } }),
            ("feedback", { Self.feedbackKeys.contains(key) }),
            ("animations", { AnimationRole(rawValue: key) != nil }),
            ("", { Self.topLevelKeys.contains(key) && key != "$schema" }),
        ]
        return sections.first { $0.0 != path && $0.1() }?.0
    }

    /// Each key's last occurrence, in order of first appearance.
    func uniqueMembers(_ members: [PresetNode.Member]) -> [PresetNode.Member] {
        guard Self.hasDuplicateKeys(members) else { return members }
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
    }
}

extension PresetDecoder {
    /// The most members an object may have for its keys to be compared
    /// pairwise; a larger one is checked with a set.
    static let pairwiseKeyLimit = 16

    /// Whether two of `members` share a key. A preset's objects hold a few
    /// keys each, so comparing them pairwise costs less than hashing them.
    static func hasDuplicateKeys(_ members: [PresetNode.Member]) -> Bool {
        if members.count <= pairwiseKeyLimit {
            for index in members.indices.dropFirst() {
                let key = members[index].key
                for earlier in 0..<index where members[earlier].key == key { return true }
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members where !seen.insert(member.key).inserted { return true }
        return false
    }
}
