import RefreshCore
import RefreshDocuments

/// What only a document can get wrong: keys that are no section, values of
/// the wrong shape, duplicate keys, the names of roles, curves and events.
extension PresetDecoder {
    /// The top-level `extends` of `root`, checked, so the resolver can
    /// resolve it before decoding the rest.
    mutating func extendsReference(in root: PresetNode) -> (name: String, location: FilePosition?)? {
        guard let node = root["extends"] else { return nil }
        guard case .string(let name) = node.value else {
            report(
                rule: .wrongType, at: node.location, "extends", "'extends' must be a preset name; found \(describe(node)).",
                fix: "Write the name of the preset to start from in quotes, like \"extends\": \"spinning-arrow\".")
            return nil
        }
        return extendsReference(name, at: node.location).map { ($0, node.location) }
    }

    /// Decodes `root`, which extends `inherited` (already resolved, as written) if anything.
    mutating func decode(_ root: PresetNode, inherited: Preset?) -> Preset? {
        reportDuplicates(in: root, path: "")
        guard let members = root.members else {
            report(
                rule: .wrongType, at: root.location, "", "The top level must be an object; found \(describe(root)).",
                fix: "A preset file holds one object: { \"name\": ..., \"strategy\": { \"type\": ... } }.")
            return nil
        }
        placement = placement(of: root, inherited: inherited)
        var preset = Preset(name: "")
        var sawName = false
        for member in uniqueMembers(members) {
            let node = member.value
            switch member.key {
            case "$schema" where allowsSchemaKey:
                if case .string = node.value {
                } else {
                    report(
                        rule: .wrongType, at: node.location, "$schema", "'$schema' must be a string; found \(describe(node)).",
                        fix: "Write \"$schema\": \"schema.json\" for editors, or remove it.")
                }
            case "name":
                sawName = true
                guard case .string(let name) = node.value else {
                    report(
                        rule: .wrongType, at: node.location, "name", "'name' must be a string; found \(describe(node)).",
                        fix: "Write the preset's name in quotes: its file's name without the extension.")
                    continue
                }
                checkName(name, at: node.location)
                preset.name = name
            case "summary":
                guard case .string(let summary) = node.value else {
                    report(
                        rule: .wrongType, at: node.location, "summary", "'summary' must be a string; found \(describe(node)).",
                        fix: "Write one line in quotes saying what the preset is for.")
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
                report(
                    rule: .unknownKey, at: member.keyLocation, "$schema", "Unknown key '$schema': only JSON presets name a schema.",
                    found: member.key, fix: "Remove it; property-list editors do not use JSON Schema.")
            default:
                let known = Self.topLevelKeys.filter { $0 != "$schema" || allowsSchemaKey }
                unknownKey(member, path: "", known: known, owner: "a preset")
            }
        }
        if !sawName {
            report(
                rule: .missingKey, at: root.location, "name", "Missing required key 'name'.",
                fix: "Add \"name\" with the preset's name, usually the file's name.")
        }
        let strategyNode = root["strategy"]
        var strategy: ModuleRegistry.StrategyEntry?
        if let type = writtenModuleName(.strategy(in: registry), in: strategyNode) {
            strategy = decodeStrategy(
                type: type.name, at: type.location, section: strategyNode.map(Section.init), rootLocation: root.location,
                inherited: inherited, into: &preset)
        }
        let indicatorNode = root["indicator"]
        if let style = writtenModuleName(.indicator(in: registry), in: indicatorNode) {
            decodeIndicator(
                style: style.name, at: style.location, section: indicatorNode.map(Section.init), strategy: strategy,
                inherited: inherited, into: &preset)
        }
        if let members = root["layout"]?.members { preset.layout = decodeLayout(members) }
        if let members = root["timing"]?.members { preset.timing = decodeTiming(members, inherited: inherited) }
        if let node = root["animations"], node.members != nil { preset.animations = decodeAnimations(node) }
        if let node = root["feedback"], node.members != nil { decodeFeedback(node, into: &preset) }
        return preset
    }

    /// The declarations of the strategy and indicator style `root` names (or
    /// inherits), read before anything is decoded.
    private func placement(of root: PresetNode, inherited: Preset?) -> KeyPlacement {
        func text(_ node: PresetNode?) -> String? { if case .string(let text)? = node?.value { text } else { nil } }
        let type = text(root["strategy"]?["type"]) ?? inherited?.strategyType
        let strategy = type.flatMap { registry.strategies[$0] }
        let style = text(root["indicator"]?["style"]) ?? inherited?.indicatorStyle ?? strategy?.descriptor.defaultIndicatorStyle
        let indicator = style.flatMap { registry.indicators[$0] }
        return KeyPlacement(
            strategyType: type, strategy: strategy?.descriptor.parameters ?? [],
            indicator: indicator?.descriptor.parameters ?? [],
            platformControl: indicator?.descriptor.isPlatformControl == true ? style : nil)
    }

    /// The name a strategy or indicator section gives its module, and where:
    /// none when it gives none; nil when it gives something other than a
    /// string (reported, with the section's keys checked against every module).
    private mutating func writtenModuleName(_ kind: ModuleKind, in node: PresetNode?) -> (name: String?, location: FilePosition?)? {
        guard let members = node?.members, let nameNode = members.last(where: { $0.key == kind.nameKey })?.value else { return (nil, nil) }
        guard case .string(let name) = nameNode.value else {
            let path = "\(kind.section).\(kind.nameKey)"
            report(
                rule: .wrongType, at: nameNode.location, path, "'\(path)' must be a string; found \(describe(nameNode)).",
                expected: "one of \(kind.names.quotedOrList)", fix: "Write one of \(kind.names.quotedOrList), in quotes.")
            checkKeysOfUnknownModule(members, kind, suggested: nil)
            return nil
        }
        return (name, nameNode.location)
    }

    private mutating func decodeAnimations(_ node: PresetNode) -> [AnimationRole: AnimationCurve] {
        var animations: [AnimationRole: AnimationCurve] = [:]
        let roleNames = AnimationRole.allCases.map(\.rawValue)
        for member in uniqueMembers(node.members ?? []) {
            let path = Excerpt.keyPath("animations", member.key)
            guard let role = AnimationRole(rawValue: member.key) else {
                report(
                    rule: .unknownModule, at: member.keyLocation, path, "Unknown animation role '\(Excerpt.of(member.key))'.",
                    expected: "one of \(roleNames.quotedOrList)", found: Excerpt.of(member.key),
                    fix: Suggestions.fix(for: member.key, in: roleNames))
                continue
            }
            if let curve = decodeCurve(member.value, path: path) { animations[role] = curve }
        }
        return animations
    }

    /// An object naming its curve under `curve`, with that curve's keys.
    private mutating func decodeCurve(_ node: PresetNode, path: String) -> AnimationCurve? {
        guard let members = node.members else {
            report(
                rule: .wrongType, at: node.location, path, "'\(path)' must be an object naming a curve; found \(describe(node)).",
                fix: "Write it like { \"curve\": \"easeOut\", \"duration\": 0.35 }.")
            return nil
        }
        let kinds = AnimationCurve.kindNames
        guard let kindNode = members.last(where: { $0.key == AnimationCurveFormat.curveKey })?.value else {
            report(
                rule: .missingKey, at: node.location, "\(path).curve", "Missing required key '\(path).curve'.",
                expected: "one of \(kinds.quotedOrList)", fix: "Add \"curve\" with one of \(kinds.quotedOrList).")
            return nil
        }
        guard case .string(let name) = kindNode.value, let kind = AnimationCurve.Kind(rawValue: name) else {
            let found = describe(kindNode)
            let word: String? = if case .string(let text) = kindNode.value { text } else { nil }
            let suggested = word.flatMap { Suggestions.closest(to: $0, in: kinds) }
            report(
                rule: .unknownModule, at: kindNode.location, "\(path).curve",
                "'\(path).curve' must be one of \(kinds.quotedOrList); found \(found).",
                expected: "one of \(kinds.quotedOrList)", found: foundText(kindNode),
                fix: suggested.map(Suggestions.didYouMean) ?? "Use one of \(kinds.quotedOrList).")
            checkKeysOfUnknownModule(members, .curve(path: path), suggested: suggested)
            return nil
        }
        return decodeCurve(kind, members, path: path, at: node.location)
    }

    mutating func decodeFeedback(_ node: PresetNode, into preset: inout Preset) {
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
                    guard case .string(let name) = entry.value.value, choices.contains(name) else {
                        let entryPath = Excerpt.keyPath(path, entry.key)
                        let word: String? = if case .string(let text) = entry.value.value { text } else { nil }
                        report(
                            rule: .unknownModule, at: entry.value.location, entryPath,
                            "'\(entryPath)' must be one of \(choices.quotedOrList); found \(describe(entry.value)).",
                            expected: "one of \(choices.quotedOrList)", found: foundText(entry.value),
                            fix: word.flatMap { Suggestions.didYouMean($0, in: choices) } ?? "Use one of \(choices.quotedOrList).")
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
                        report(
                            rule: .wrongType, at: entry.value.location, entryPath,
                            "'\(entryPath)' must be a string (empty to say nothing); found \(describe(entry.value)).",
                            fix: "Write the words VoiceOver says in quotes, or \"\" to say nothing.")
                        continue
                    }
                    preset.announcements[event] = text
                }
            default:
                unknownKey(member, path: "feedback", known: Self.feedbackKeys, owner: "'feedback'")
            }
        }
    }

    mutating func feedbackEvent(_ member: PresetNode.Member, path: String) -> FeedbackEvent? {
        if let event = FeedbackEvent(rawValue: member.key) { return event }
        let names = FeedbackEvent.allCases.map(\.rawValue)
        report(
            rule: .unknownModule, at: member.keyLocation, Excerpt.keyPath(path, member.key),
            "Unknown event '\(Excerpt.of(member.key))' in '\(path)'.",
            expected: "one of \(names.quotedOrList)", found: Excerpt.of(member.key),
            fix: Suggestions.fix(for: member.key, in: names))
        return nil
    }

    /// Reports each key met again in an object, at the later one, naming
    /// where the first was. Key paths are worked out only for a duplicate or
    /// for a value that holds objects or arrays to look into.
    private mutating func reportDuplicates(in node: PresetNode, path: String) {
        switch node.value {
        case .object(let members):
            let duplicates = Self.hasDuplicateKeys(members)
            var first: [String: PresetNode.Member] = [:]
            for member in members {
                if duplicates {
                    if let earlier = first[member.key] {
                        let keyPath = Excerpt.keyPath(path, member.key)
                        let place = earlier.keyLocation.map { " (first at line \($0.line), column \($0.column))" } ?? ""
                        report(
                            rule: .duplicateKey, at: member.keyLocation, keyPath,
                            "Duplicate key '\(keyPath)'\(place); only one value can count.",
                            fix: "Remove one of them.")
                    } else {
                        first[member.key] = member
                    }
                }
                switch member.value.value {
                case .object, .array: reportDuplicates(in: member.value, path: Excerpt.keyPath(path, member.key))
                default: break
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                switch item.value {
                case .object, .array: reportDuplicates(in: item, path: "\(path)[\(index)]")
                default: break
                }
            }
        default:
            break
        }
    }
}
