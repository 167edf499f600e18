import RefreshCore
import RefreshDocuments

/// Turns a parsed document into a ``Preset`` as written, checking it against
/// the registry's declarations and reporting every problem at once.
struct PresetDecoder {
    let registry: ModuleRegistry
    let file: String
    /// `$schema` is meaningful in JSON only.
    let allowsSchemaKey: Bool
    /// At most this many are kept; the rest are only counted, so that a
    /// stranger's file of 100,000 mistakes costs no more than one of 100.
    let maximumDiagnostics: Int
    private(set) var diagnostics: [PresetDiagnostic] = []
    /// Problems found beyond ``maximumDiagnostics``, by severity.
    private(set) var omitted: [PresetDiagnostic.Severity: Int] = [:]

    static let topLevelKeys = ["$schema", "name", "summary", "extends", "strategy", "indicator", "layout", "timing", "animations", "feedback"]
    static let feedbackKeys = ["haptics", "announcements"]
    /// Written for an event that should play no haptic.
    static let noHaptic = "none"

    init(registry: ModuleRegistry, file: String, allowsSchemaKey: Bool, maximumDiagnostics: Int = ReadingLimits.standard.maximumDiagnosticsPerFile) {
        self.registry = registry
        self.file = file
        self.allowsSchemaKey = allowsSchemaKey
        self.maximumDiagnostics = maximumDiagnostics
    }

    // MARK: Reporting

    mutating func report(
        _ severity: PresetDiagnostic.Severity = .error, at location: FilePosition?, _ keyPath: String, _ message: String,
        expected: String? = nil, found: String? = nil, fix: String? = nil
    ) {
        append(PresetDiagnostic(severity, file: file, location: location, keyPath: keyPath, message: message,
            expected: expected, found: found, fix: fix))
    }

    private mutating func append(_ diagnostic: PresetDiagnostic) {
        guard diagnostics.count < maximumDiagnostics else {
            omitted[diagnostic.severity, default: 0] += 1
            return
        }
        diagnostics.append(diagnostic)
    }

    // MARK: The document

    /// The top-level `extends`, checked, so the catalog can resolve it before decoding the rest.
    mutating func extendsReference(in root: PresetNode) -> (name: String, location: FilePosition?)? {
        guard let node = root["extends"] else { return nil }
        guard case .string(let name) = node.value else {
            report(at: node.location, "extends", "'extends' must be a preset name; found \(describe(node)).")
            return nil
        }
        guard PresetNames.isValid(name) else {
            if name.contains("/") || name.contains("\\") || name.hasPrefix(".") {
                report(at: node.location, "extends", "'extends' must name a preset, not a file path; found '\(Excerpt.of(name))'.",
                    fix: "Put the preset in one of the catalog's search folders and extend it by name.")
            } else {
                report(at: node.location, "extends", "'extends' is not a valid preset name: '\(Excerpt.of(name))'.",
                    fix: PresetNames.rule)
            }
            return nil
        }
        return (name, node.location)
    }

    /// Set when what the preset extends failed to load: its problems are
    /// reported already, so values that would come from it are not missing.
    var parentFailed = false

    /// Decodes `root`, which extends `inherited` (already resolved, as written) if anything.
    mutating func decode(_ root: PresetNode, inherited: Preset?) -> Preset? {
        reportDuplicates(in: root, path: "")
        guard let members = root.members else {
            report(at: root.location, "", "The top level must be an object; found \(describe(root)).",
                fix: "A preset file holds one object: { \"name\": ..., \"strategy\": { \"type\": ... } }.")
            return nil
        }
        var preset = Preset(name: "")
        var sawName = false
        for member in uniqueMembers(members) {
            let node = member.value
            switch member.key {
            case "$schema" where allowsSchemaKey:
                if case .string = node.value {} else {
                    report(at: node.location, "$schema", "'$schema' must be a string; found \(describe(node)).")
                }
            case "name":
                sawName = true
                guard case .string(let name) = node.value else {
                    report(at: node.location, "name", "'name' must be a string; found \(describe(node)).")
                    continue
                }
                if !PresetNames.isValid(name) {
                    report(at: node.location, "name", "'name' is not a valid preset name: '\(Excerpt.of(name))'.", fix: PresetNames.rule)
                }
                preset.name = name
            case "summary":
                guard case .string(let summary) = node.value else {
                    report(at: node.location, "summary", "'summary' must be a string; found \(describe(node)).")
                    continue
                }
                preset.summary = summary
            case "extends":
                if case .string(let name) = node.value, PresetNames.isValid(name) { preset.extends = name }
            case "strategy", "indicator", "layout", "timing", "animations", "feedback":
                guard node.members != nil else {
                    reportNotAnObject(node, path: member.key)
                    continue
                }
            case "$schema":
                report(at: member.keyLocation, "$schema", "Unknown key '$schema': only JSON presets name a schema.",
                    found: member.key, fix: "Remove it; property-list editors do not use JSON Schema.")
            default:
                let known = Self.topLevelKeys.filter { $0 != "$schema" || allowsSchemaKey }
                unknownKey(member, path: "", known: known, owner: "a preset")
            }
        }
        if !sawName {
            report(at: root.location, "name", "Missing required key 'name'.", fix: "Add \"name\" with the preset's name, usually the file's name.")
        }
        let strategy = decodeStrategy(root["strategy"], root: root, inherited: inherited, into: &preset)
        decodeIndicator(root["indicator"], strategy: strategy, inherited: inherited, into: &preset)
        if let node = root["layout"], node.members != nil {
            preset.layout = decodeParameters(node, path: "layout", declarations: RefreshLayout.Parameters.all, owner: "'layout'")
        }
        if let node = root["timing"], node.members != nil {
            preset.timing = decodeParameters(node, path: "timing", declarations: RefreshTiming.Parameters.all, owner: "'timing'")
            let merged = (inherited?.timing ?? ParameterValues()).merging(preset.timing)
            checkRules(RefreshTiming.rules, values: merged, given: node, path: "timing")
        }
        if let node = root["animations"], node.members != nil { preset.animations = decodeAnimations(node) }
        if let node = root["feedback"], node.members != nil { decodeFeedback(node, into: &preset) }
        return preset
    }

    // MARK: Sections

    private mutating func decodeStrategy(
        _ node: PresetNode?, root: PresetNode, inherited: Preset?, into preset: inout Preset
    ) -> ModuleRegistry.StrategyEntry? {
        var typeName = inherited?.strategyType
        var typeLocation: FilePosition?
        if let node, let members = node.members {
            if let typeNode = members.last(where: { $0.key == "type" })?.value {
                if case .string(let name) = typeNode.value {
                    typeName = name
                    typeLocation = typeNode.location
                    preset.strategyType = name
                } else {
                    report(at: typeNode.location, "strategy.type", "'strategy.type' must be a string; found \(describe(typeNode)).",
                        expected: "one of \(registry.strategyNames.quotedOrList)")
                    checkKeysOfUnknownModule(node, path: "strategy", kind: "strategy", suggested: nil,
                        modules: registry.strategyNames.map { ($0, registry.strategies[$0]!.descriptor.parameters) }, skipping: ["type"])
                    return nil
                }
            }
        }
        guard let typeName else {
            if parentFailed { return nil }
            if let node {
                report(at: node.location, "strategy.type", "Missing required key 'strategy.type'.",
                    expected: "one of \(registry.strategyNames.quotedOrList)",
                    fix: "Add \"type\" with one of \(registry.strategyNames.quotedOrList).")
            } else {
                report(at: root.location, "strategy", "Missing required key 'strategy'.",
                    fix: "Add \"strategy\": { \"type\": ... }, or \"extends\" with a preset to start from.")
            }
            return nil
        }
        guard let entry = registry.strategies[typeName] else {
            let location = typeLocation ?? node?.location ?? root.location
            let suggested = Suggestions.closest(to: typeName, in: registry.strategyNames)
            report(at: location, "strategy.type", "Unknown strategy type '\(Excerpt.of(typeName))'.",
                expected: "one of \(registry.strategyNames.quotedOrList)", found: Excerpt.of(typeName),
                fix: suggested.map(Suggestions.didYouMean)
                    ?? "Use one of \(registry.strategyNames.quotedOrList), or register the module that provides '\(Excerpt.of(typeName))'.")
            checkKeysOfUnknownModule(node, path: "strategy", kind: "strategy", suggested: suggested,
                modules: registry.strategyNames.map { ($0, registry.strategies[$0]!.descriptor.parameters) }, skipping: ["type"])
            return nil
        }
        guard let node, node.members != nil else { return entry }
        preset.strategyParameters = decodeParameters(
            node, path: "strategy", declarations: entry.descriptor.parameters, owner: "strategy '\(typeName)'", skipping: ["type"])
        let inheritedValues = inherited?.strategyType == typeName ? inherited?.strategyParameters ?? ParameterValues() : ParameterValues()
        checkRules(entry.descriptor.rules, values: inheritedValues.merging(preset.strategyParameters), given: node, path: "strategy")
        return entry
    }

    private mutating func decodeIndicator(
        _ node: PresetNode?, strategy: ModuleRegistry.StrategyEntry?, inherited: Preset?, into preset: inout Preset
    ) {
        var styleName = inherited?.indicatorStyle ?? strategy?.descriptor.defaultIndicatorStyle
        var styleLocation: FilePosition?
        if let node, let members = node.members, let styleNode = members.last(where: { $0.key == "style" })?.value {
            guard case .string(let name) = styleNode.value else {
                report(at: styleNode.location, "indicator.style", "'indicator.style' must be a string; found \(describe(styleNode)).",
                    expected: "one of \(registry.indicatorNames.quotedOrList)")
                checkKeysOfUnknownModule(node, path: "indicator", kind: "indicator style", suggested: nil,
                    modules: registry.indicatorNames.map { ($0, registry.indicators[$0]!.descriptor.parameters) }, skipping: ["style"])
                return
            }
            styleName = name
            styleLocation = styleNode.location
            preset.indicatorStyle = name
        }
        guard let styleName else { return }
        guard let entry = registry.indicators[styleName] else {
            // A strategy's own default style is the module's business, not the file's.
            guard styleLocation != nil || node != nil else { return }
            let suggested = Suggestions.closest(to: styleName, in: registry.indicatorNames)
            report(at: styleLocation ?? node?.location, "indicator.style", "Unknown indicator style '\(Excerpt.of(styleName))'.",
                expected: "one of \(registry.indicatorNames.quotedOrList)", found: Excerpt.of(styleName),
                fix: suggested.map(Suggestions.didYouMean)
                    ?? "Use one of \(registry.indicatorNames.quotedOrList), or register the module that provides '\(Excerpt.of(styleName))'.")
            checkKeysOfUnknownModule(node, path: "indicator", kind: "indicator style", suggested: suggested,
                modules: registry.indicatorNames.map { ($0, registry.indicators[$0]!.descriptor.parameters) }, skipping: ["style"])
            return
        }
        guard let node, node.members != nil else { return }
        preset.indicatorParameters = decodeParameters(
            node, path: "indicator", declarations: entry.descriptor.parameters, owner: "indicator style '\(styleName)'",
            skipping: ["style"])
    }

    private mutating func decodeAnimations(_ node: PresetNode) -> [AnimationRole: AnimationCurve] {
        var animations: [AnimationRole: AnimationCurve] = [:]
        let roleNames = AnimationRole.allCases.map(\.rawValue)
        for member in uniqueMembers(node.members ?? []) {
            let path = Excerpt.keyPath("animations", member.key)
            guard let role = AnimationRole(rawValue: member.key) else {
                report(at: member.keyLocation, path, "Unknown animation role '\(Excerpt.of(member.key))'.",
                    expected: "one of \(roleNames.quotedOrList)", found: Excerpt.of(member.key),
                    fix: Suggestions.fix(for: member.key, in: roleNames))
                continue
            }
            if let curve = decodeCurve(member.value, path: path) { animations[role] = curve }
        }
        return animations
    }

    private mutating func decodeCurve(_ node: PresetNode, path: String) -> AnimationCurve? {
        guard let members = node.members else {
            report(at: node.location, path, "'\(path)' must be an object naming a curve; found \(describe(node)).",
                fix: "Write it like { \"curve\": \"easeOut\", \"duration\": 0.35 }.")
            return nil
        }
        let kinds = AnimationCurve.kindNames
        guard let kindNode = members.last(where: { $0.key == AnimationCurveFormat.curveKey })?.value else {
            report(at: node.location, "\(path).curve", "Missing required key '\(path).curve'.",
                expected: "one of \(kinds.quotedOrList)", fix: "Add \"curve\" with one of \(kinds.quotedOrList).")
            return nil
        }
        guard case .string(let name) = kindNode.value, let kind = AnimationCurve.Kind(rawValue: name) else {
            let found = describe(kindNode)
            let word: String? = if case .string(let text) = kindNode.value { text } else { nil }
            let suggested = word.flatMap { Suggestions.closest(to: $0, in: kinds) }
            report(at: kindNode.location, "\(path).curve", "'\(path).curve' must be one of \(kinds.quotedOrList); found \(found).",
                expected: "one of \(kinds.quotedOrList)", found: foundText(kindNode),
                fix: suggested.map(Suggestions.didYouMean))
            checkKeysOfUnknownModule(node, path: path, kind: "curve", suggested: suggested,
                modules: kinds.map { ($0, AnimationCurveFormat.parameters(of: $0).map(\.declaration)) },
                skipping: [AnimationCurveFormat.curveKey])
            return nil
        }
        let curveParameters = AnimationCurveFormat.parameters(of: kind)
        let values = decodeParameters(node, path: path, declarations: curveParameters.map(\.declaration),
            owner: "curve '\(name)'", skipping: [AnimationCurveFormat.curveKey])
        var complete = true
        for parameter in curveParameters where parameter.isRequired && values[parameter.declaration.name] == nil {
            if members.contains(where: { $0.key == parameter.declaration.name }) {
                complete = false  // given but wrong: already reported
                continue
            }
            let range = parameter.declaration.range.map { " from \(formatNumberExactly($0.lowerBound)) to \(formatNumberExactly($0.upperBound))" } ?? ""
            report(at: node.location, "\(path).\(parameter.declaration.name)",
                "Missing required key '\(path).\(parameter.declaration.name)' for curve '\(name)'.",
                fix: "Add \"\(parameter.declaration.name)\" with a number\(range).")
            complete = false
        }
        guard complete else { return nil }
        return AnimationCurveFormat.curve(kind: kind, values: values)
    }

    private mutating func decodeFeedback(_ node: PresetNode, into preset: inout Preset) {
        for member in uniqueMembers(node.members ?? []) {
            let path = Excerpt.keyPath("feedback", member.key)
            switch member.key {
            case "haptics":
                guard let events = member.value.members else {
                    reportNotAnObject(member.value, path: path)
                    continue
                }
                let choices = HapticStyle.allCases.map(\.rawValue) + [Self.noHaptic]
                for entry in uniqueMembers(events) {
                    guard let event = feedbackEvent(entry, path: path) else { continue }
                    let entryPath = Excerpt.keyPath(path, entry.key)
                    guard case .string(let name) = entry.value.value, choices.contains(name) else {
                        let word: String? = if case .string(let text) = entry.value.value { text } else { nil }
                        report(at: entry.value.location, entryPath,
                            "'\(entryPath)' must be one of \(choices.quotedOrList); found \(describe(entry.value)).",
                            expected: "one of \(choices.quotedOrList)", found: foundText(entry.value),
                            fix: word.flatMap { Suggestions.didYouMean($0, in: choices) })
                        continue
                    }
                    preset.haptics[event] = HapticStyle(rawValue: name)
                }
            case "announcements":
                guard let events = member.value.members else {
                    reportNotAnObject(member.value, path: path)
                    continue
                }
                for entry in uniqueMembers(events) {
                    guard let event = feedbackEvent(entry, path: path) else { continue }
                    guard case .string(let text) = entry.value.value else {
                        let entryPath = Excerpt.keyPath(path, entry.key)
                        report(at: entry.value.location, entryPath,
                            "'\(entryPath)' must be a string (empty to say nothing); found \(describe(entry.value)).")
                        continue
                    }
                    preset.announcements[event] = text
                }
            default:
                unknownKey(member, path: "feedback", known: Self.feedbackKeys, owner: "'feedback'")
            }
        }
    }

    private mutating func feedbackEvent(_ member: PresetNode.Member, path: String) -> FeedbackEvent? {
        if let event = FeedbackEvent(rawValue: member.key) { return event }
        let names = FeedbackEvent.allCases.map(\.rawValue)
        report(at: member.keyLocation, Excerpt.keyPath(path, member.key), "Unknown event '\(Excerpt.of(member.key))' in '\(path)'.",
            expected: "one of \(names.quotedOrList)", found: Excerpt.of(member.key),
            fix: Suggestions.fix(for: member.key, in: names))
        return nil
    }

    // MARK: Parameters

    /// The values `node` gives for `declarations`, each checked; unknown keys reported.
    private mutating func decodeParameters(
        _ node: PresetNode, path: String, declarations: [ParameterDeclaration], owner: String, skipping: Set<String> = []
    ) -> ParameterValues {
        var values = ParameterValues()
        for member in uniqueMembers(node.members ?? []) where !skipping.contains(member.key) {
            guard let declaration = declarations.first(where: { $0.name == member.key }) else {
                unknownKey(member, path: path, known: declarations.map(\.name), owner: owner)
                continue
            }
            switch parameterValue(member.value, for: declaration, path: Excerpt.keyPath(path, member.key)) {
            case .success(let value): values[declaration.name] = value
            case .failure(let diagnostic): append(diagnostic)
            }
        }
        return values
    }

    /// Checks the keys of a section whose module name is unknown, so that a
    /// misspelt name does not hide the problems under it: against the module
    /// `suggested` (the likely meant one) if any, otherwise against every
    /// module, reporting a key none declares and a value no declaration of
    /// its name takes. Nothing is decoded.
    private mutating func checkKeysOfUnknownModule(
        _ node: PresetNode?, path: String, kind: String, suggested: String?, modules: [(name: String, parameters: [ParameterDeclaration])],
        skipping: Set<String>
    ) {
        guard let node, node.members != nil else { return }
        if let suggested, let module = modules.first(where: { $0.name == suggested }) {
            _ = decodeParameters(node, path: path, declarations: module.parameters, owner: "\(kind) '\(suggested)'", skipping: skipping)
            return
        }
        let declarations = modules.flatMap(\.parameters)
        var known: [String] = []
        for declaration in declarations where !known.contains(declaration.name) { known.append(declaration.name) }
        for member in uniqueMembers(node.members ?? []) where !skipping.contains(member.key) {
            let candidates = declarations.filter { $0.name == member.key }
            guard !candidates.isEmpty else {
                unknownKey(member, path: path, known: known, owner: "no \(kind)", verb: "has a key")
                continue
            }
            let results = candidates.map { parameterValue(member.value, for: $0, path: Excerpt.keyPath(path, member.key)) }
            guard !results.contains(where: { if case .success = $0 { true } else { false } }),
                case .failure(let diagnostic) = results[0]
            else { continue }
            append(diagnostic)
        }
    }

    /// The value `node` gives for `declaration`, or the problem that keeps it from fitting.
    private func parameterValue(_ node: PresetNode, for declaration: ParameterDeclaration, path: String)
        -> Result<ParameterValue, PresetDiagnostic>
    {
        guard let value = written(node) else {
            return .failure(PresetDiagnostic(.error, file: file, location: node.location, keyPath: path,
                message: "'\(path)' must be \(expectation(declaration)); found \(describe(node)).",
                expected: expectation(declaration), found: foundText(node)))
        }
        return check(value, for: declaration, path: path, at: node.location)
    }

    /// `value`, as written, made to fit `declaration` by the one kind table
    /// (``ParameterDeclaration/fitting(_:)``), or the diagnostic saying why it
    /// does not fit.
    private func check(_ value: ParameterValue, for declaration: ParameterDeclaration, path: String, at location: FilePosition?)
        -> Result<ParameterValue, PresetDiagnostic>
    {
        func problem(_ message: String, expected: String? = nil, found: String? = nil, fix: String? = nil)
            -> Result<ParameterValue, PresetDiagnostic>
        {
            .failure(PresetDiagnostic(.error, file: file, location: location, keyPath: path, message: message,
                expected: expected, found: found, fix: fix))
        }
        let reason: ParameterProblem
        switch declaration.fitting(value) {
        case .success(let fitted): return .success(fitted)
        case .failure(let failure): reason = failure
        }
        switch (reason, declaration.kind, value) {
        case (.outOfRange(let range), _, _):
            let number = value.numericValue ?? .nan
            let unit = declaration.unit.label.map { " \($0)" } ?? ""
            let nearest = number.clamped(to: range)
            return problem(
                "'\(path)' must be between \(formatNumberExactly(range.lowerBound)) and \(formatNumberExactly(range.upperBound))\(unit); found \(formatNumberExactly(number)).",
                expected: "\(formatNumberExactly(range.lowerBound))...\(formatNumberExactly(range.upperBound))\(unit)",
                found: formatNumberExactly(number), fix: "The nearest allowed value is \(formatNumberExactly(nearest)).")
        case (.notFinite, _, _):
            // Only a preset built in Swift can hold one: readers refuse them.
            return problem("'\(path)' must be a finite number; found \(describe(value)).",
                expected: "a finite number", found: foundText(value))
        case (.wrongKind, .integer, .number(let number)):
            return problem("'\(path)' must be a whole number; found \(formatNumberExactly(number)).",
                expected: "a whole number", found: formatNumberExactly(number), fix: "Use \(formatNumberExactly(number.rounded())).")
        case (.wrongKind, .number, .text(let text)), (.wrongKind, .integer, .text(let text)):
            let trimmed = text.trimmingSpaces
            guard Double(trimmed) != nil else { return problem("'\(path)' must be \(expectation(declaration)); found \(describe(value)).") }
            return problem("'\(path)' must be a number; found \(describe(value)).",
                expected: "a number", found: foundText(value), fix: "Write \(Excerpt.of(trimmed)) without quotes.")
        case (.wrongKind, .boolean, .text(let text)) where text == "true" || text == "false":
            return problem("'\(path)' must be true or false; found the string \"\(text)\".",
                expected: "true or false", found: "\"\(text)\"", fix: "Write \(text) without quotes.")
        case (.notAChoice(let names), _, .text(let text)):
            return problem("'\(path)' must be one of \(names.quotedOrList); found '\(Excerpt.of(text))'.",
                expected: "one of \(names.quotedOrList)", found: Excerpt.of(text), fix: Suggestions.didYouMean(text, in: names))
        case (.wrongKind, .color, .text):
            return problem("'\(path)' must be a colour written \"#RRGGBB\"; found \(describe(value)).",
                expected: "a colour written \"#RRGGBB\"", found: foundText(value),
                fix: "Write six hexadecimal digits after '#', like \"#F0F0F5\".")
        default:
            return problem("'\(path)' must be \(expectation(declaration)); found \(describe(value)).",
                expected: expectation(declaration), found: foundText(value))
        }
    }

    private func expectation(_ declaration: ParameterDeclaration) -> String {
        switch declaration.kind {
        case .number: "a number"
        case .integer: "a whole number"
        case .boolean: "true or false"
        case .text: "a string"
        case .choice(let names): "one of \(names.quotedOrList)"
        case .color: "a colour written \"#RRGGBB\""
        }
    }

    /// Reports broken rules at the first of their parameters the file gives.
    private mutating func checkRules(_ rules: [ParameterRule], values: ParameterValues, given node: PresetNode, path: String) {
        let members = uniqueMembers(node.members ?? [])
        for rule in rules where !rule.holds(values) {
            guard let culprit = rule.parameters.lazy.compactMap({ name in members.first { $0.key == name } }).first else {
                continue  // none of its values is given here: the preset extended reports it
            }
            let found = rule.parameters.map { name in "\(name) \(values[name].map(\.description) ?? "default")" }.joined(separator: ", ")
            report(rule.severity == .error ? .error : .warning, at: culprit.value.location, Excerpt.keyPath(path, culprit.key),
                "In '\(path)', \(rule.requirement); found \(found).", fix: rule.fix)
        }
    }

    // MARK: Keys

    private mutating func unknownKey(
        _ member: PresetNode.Member, path: String, known: [String], owner: String, verb: String = "has no key"
    ) {
        let keyPath = Excerpt.keyPath(path, member.key)
        let fix = Suggestions.didYouMean(member.key, in: known)
            ?? (known.isEmpty ? "Remove it: \(owner) takes no keys here." : "Remove it, or use one of \(known.quotedOrList).")
        report(at: member.keyLocation, keyPath, "Unknown key '\(keyPath)': \(owner) \(verb) of that name.",
            expected: known.isEmpty ? nil : "one of \(known.quotedOrList)", found: Excerpt.of(member.key), fix: fix)
    }

    /// Each key's last occurrence, in file order of first appearance.
    private func uniqueMembers(_ members: [PresetNode.Member]) -> [PresetNode.Member] {
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
    }

    private mutating func reportDuplicates(in node: PresetNode, path: String) {
        switch node.value {
        case .object(let members):
            var first: [String: PresetNode.Member] = [:]
            for member in members {
                let keyPath = Excerpt.keyPath(path, member.key)
                if let earlier = first[member.key] {
                    let place = earlier.keyLocation.map { " (first at line \($0.line), column \($0.column))" } ?? ""
                    report(at: member.keyLocation, keyPath, "Duplicate key '\(keyPath)'\(place); only one value can count.",
                        fix: "Remove one of them.")
                } else {
                    first[member.key] = member
                }
                reportDuplicates(in: member.value, path: keyPath)
            }
        case .array(let items):
            for (index, item) in items.enumerated() { reportDuplicates(in: item, path: "\(path)[\(index)]") }
        default:
            break
        }
    }

    /// "'feedback.haptics' must be an object; found 3."
    private mutating func reportNotAnObject(_ node: PresetNode, path: String) {
        report(at: node.location, path, "'\(path)' must be an object; found \(describe(node)).")
    }

    /// A value as written, for ``PresetDiagnostic/found``: `900`, `"50"`, `an object`.
    func foundText(_ node: PresetNode) -> String {
        written(node).map(foundText) ?? describe(node)
    }

    /// How a value reads in a message: `900`, `the string "50"`, `an object`.
    func describe(_ node: PresetNode) -> String {
        written(node).map(describe) ?? node.kindDescription
    }

    /// A parameter value as written, for ``PresetDiagnostic/found``: `900`, `"50"`.
    func foundText(_ value: ParameterValue) -> String {
        switch value {
        case .text(let text): "\"\(Excerpt.of(text))\""
        case .color(let color): "\"\(color.hexString)\""
        default: describe(value)
        }
    }

    /// How a parameter value reads in a message: `900`, `the string "50"`, `true`.
    func describe(_ value: ParameterValue) -> String {
        switch value {
        case .integer(let number): String(number)
        case .number(let number): formatNumberExactly(number)
        case .text(let text): "the string \"\(Excerpt.of(text))\""
        case .boolean(let flag): String(flag)
        case .color(let color): "the string \"\(color.hexString)\""
        }
    }

    /// The parameter value a scalar node writes; nil for objects, arrays,
    /// null and values presets have no use for.
    private func written(_ node: PresetNode) -> ParameterValue? {
        switch node.value {
        case .string(let text): .text(text)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .bool(let flag): .boolean(flag)
        case .object, .array, .null, .unsupported: nil
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
