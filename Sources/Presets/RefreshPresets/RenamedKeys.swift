import RefreshCore

/// The documents' own names for the two distances every strategy now names
/// the same way (``SharedDistances``), which presets wrote as keys before:
/// a file that still does is told what to write instead. docs/documents.md
/// keeps them as history.
enum RenamedKeys {
    /// What an old key became.
    enum Renamed {
        /// A new name for the same number.
        case key(String)
        /// One number that was both distances (`threshold`, `maxOffset`).
        case bothDistances
        /// Document 000's turning rate, now given as where the arrow has turned 180°.
        case spinningArrowRate
    }

    /// Each old key, whatever the strategy type: a preset that changes its
    /// type may carry a key its old type used.
    static let all: [String: Renamed] = [
        "refreshDistance": .key(SharedDistances.triggerName),
        "offsetWhileLoading": .key(SharedDistances.holdName),
        "contentInset": .key(SharedDistances.holdName),
        "threshold": .bothDistances,
        "maxOffset": .bothDistances,
    ]

    /// Old keys that mean something under one strategy type only.
    static let byStrategy: [String: [String: Renamed]] = [
        "spinning-arrow": ["degreesPerPoint": .spinningArrowRate]
    ]

    /// The new keys `renamed` is written as.
    static func newKeys(of renamed: Renamed) -> [String] {
        switch renamed {
        case .key(let new): [new]
        case .bothDistances: [SharedDistances.triggerName, SharedDistances.holdName]
        case .spinningArrowRate: [SharedDistances.triggerName]
        }
    }

    /// The old keys a strategy of `type` is told the new names of.
    static func keys(for type: String) -> [String: Renamed] {
        all.merging(byStrategy[type] ?? [:]) { _, own in own }
    }
}

extension PresetDecoder {
    /// "Did you mean 'holdDistance' (once 'contentInset')?" for a misspelt
    /// old name of a strategy key; nil when `key` is close to none.
    func renamedSuggestion(for key: String, path: String) -> String? {
        guard path == "strategy", let type = placement.strategyType else { return nil }
        let renamed = RenamedKeys.keys(for: type).filter { adopts($0.value) }
        guard let old = Suggestions.closest(to: key, in: Array(renamed.keys)) else { return nil }
        switch renamed[old] {
        case .key(let new)?: return "Did you mean '\(new)' (once '\(old)')?"
        case .bothDistances?, .spinningArrowRate?: return "Did you mean '\(SharedDistances.triggerName)' (once '\(old)')?"
        case nil: return nil
        }
    }

    /// Whether the preset's strategy declares the keys `renamed` became: a
    /// custom strategy that does not adopt the shared names is not told them.
    private func adopts(_ renamed: RenamedKeys.Renamed) -> Bool {
        let names = placement.strategy.map(\.name)
        switch renamed {
        case .key(let new): return names.contains(new)
        case .bothDistances: return names.contains(SharedDistances.triggerName) && names.contains(SharedDistances.holdName)
        case .spinningArrowRate: return names.contains(SharedDistances.triggerName)
        }
    }

    /// Whether `key`, in the strategy section, is a document's old name
    /// that ``reportRenamedKeys(in:values:rules:)`` reports.
    func isRenamedKey(_ key: String) -> Bool {
        guard let type = placement.strategyType, let renamed = RenamedKeys.keys(for: type)[key] else { return false }
        return adopts(renamed)
    }

    /// Where each new key's number comes from among the section's old keys:
    /// an old key that names that distance alone (`refreshDistance`) before
    /// one that was both (`threshold`), the first written before the next.
    /// A new key the section writes already is not offered: it is the one
    /// RefreshKit reads.
    private func renamedPlan(_ old: [(member: PresetNode.Member, renamed: RenamedKeys.Renamed)], written: Set<String>)
        -> [(key: String, source: Int)]
    {
        func priority(_ renamed: RenamedKeys.Renamed, for key: String) -> Int? {
            switch renamed {
            case .key(let new): new == key ? 0 : nil
            case .bothDistances: 1
            case .spinningArrowRate: key == SharedDistances.triggerName ? 0 : nil
            }
        }
        return [SharedDistances.triggerName, SharedDistances.holdName].compactMap { key in
            guard !written.contains(key) else { return nil }
            let sources = old.indices.compactMap { index in priority(old[index].renamed, for: key).map { (index, $0) } }
            return sources.min { ($0.1, $0.0) < ($1.1, $1.0) }.map { (key, $0.0) }
        }
    }

    /// Reports the strategy section's keys that are documents' old names,
    /// each with what to write instead, so that following every fix of the
    /// section gives one valid file: one new key each, never written twice
    /// (the first old key's fix writes them all; the others are removed),
    /// and numbers that keep the strategy's rules across keys (`values`,
    /// the section's new keys over what it inherits), a number that would
    /// break one offered as the key's default instead.
    ///
    /// The numbers offered fit the new keys' ranges, and a distance that
    /// starts the refresh is one a pull on a phone reaches (``PullReach``).
    /// A value that is no number is offered the new key's default. Under an
    /// indicator style that is the platform's own control the fix removes
    /// the key: its numbers do nothing on screen.
    mutating func reportRenamedKeys(in members: [PresetNode.Member], values: ParameterValues, rules: [ParameterRule]) {
        guard let type = placement.strategyType else { return }
        let table = RenamedKeys.keys(for: type)
        let unique = uniqueMembers(members)
        let old = unique.compactMap { member in
            table[member.key].flatMap { adopts($0) ? (member: member, renamed: $0) : nil }
        }
        guard !old.isEmpty else { return }
        let plan = renamedPlan(old, written: Set(unique.map(\.key)))
        // Each new key's number, as its source gives it, then checked against the rules across keys.
        var offers: [String: (value: Double?, note: String)] = [:]
        for (key, source) in plan {
            let number = written(old[source].member.value)?.numericValue
            if case .spinningArrowRate = old[source].renamed {
                let start = unique.last { $0.key == "arrowStartDistance" }.flatMap { written($0.value)?.numericValue } ?? 30
                let trigger = number.flatMap { $0 > 0 ? start + 180 / $0 : nil }
                offers[key] = (
                    offered(key, trigger), trigger == nil ? " (the default: the rate written gives no distance)" : note(key, trigger)
                )
            } else {
                offers[key] = (offered(key, number), note(key, number))
            }
        }
        var brokeRule = false
        for _ in rules.indices {
            let given = ParameterValues(offers.compactMapValues { $0.value.map(ParameterValue.number) })
            guard
                let broken = rules.first(where: { rule in
                    !rule.holds(values.merging(given)) && rule.parameters.contains { offers[$0] != nil }
                }),
                let name = broken.parameters.first(where: { offers[$0] != nil }),
                let declaration = placement.strategy.first(where: { $0.name == name }),
                let fallback = declaration.defaultValue.numericValue, offers[name]?.value != fallback
            else { break }
            let was = offers[name]?.value.map { formatNumberExactly(($0 * 100).rounded() / 100) } ?? "it"
            offers[name] = (fallback, " (the default: \(was) would break the rule '\(broken.requirement)')")
            brokeRule = true
        }
        let combined = old.count > 1 || brokeRule || plan.count < RenamedKeys.newKeys(of: old[0].renamed).count
        for (index, (member, renamed)) in old.enumerated() {
            if !combined {
                reportRenamedKey(member, renamed, in: members)
                continue
            }
            let fix: String
            if index > 0 {
                fix =
                    "Remove the key: the fix for '\(Excerpt.keyPath("strategy", old[0].member.key))' writes the new keys for \(old.map { "'\(Excerpt.of($0.member.key))'" }.andList)."
            } else if plan.isEmpty {
                let present = RenamedKeys.newKeys(of: renamed).map { "'strategy.\($0)'" }.andList
                fix =
                    "Remove the key: \(present) \(RenamedKeys.newKeys(of: renamed).count == 1 ? "is" : "are") written already, and RefreshKit reads that."
            } else {
                let writes = plan.map {
                    write($0.key, shown: offers[$0.key]?.value.map(Self.roundedText) ?? "0") + (offers[$0.key]?.note ?? "")
                }
                let instead = old.count == 1 ? "instead" : "instead of \(old.map { "'\(Excerpt.of($0.member.key))'" }.andList)"
                let present = RenamedKeys.newKeys(of: renamed).filter { key in !plan.contains { $0.key == key } }
                let kept =
                    present.isEmpty ? "" : "; \(present.map { "'strategy.\($0)'" }.andList) is written already, and RefreshKit reads that"
                fix = "Write \(writes.andList) \(instead)\(kept)."
            }
            report(
                rule: .renamedKey, at: member.keyLocation, Excerpt.keyPath("strategy", member.key), message(member.key, renamed),
                found: Excerpt.of(member.key), fix: removedUnderPlatformControl ?? fix)
        }
    }

    /// The fix under an indicator style that is the platform's own control:
    /// the new keys would be told that they do nothing on screen, so the fix
    /// that works writes none of them.
    private var removedUnderPlatformControl: String? {
        placement.platformControl.map {
            "Remove the key: under indicator style '\(Excerpt.of($0))', the platform's own control, which pulls, holds and draws by itself, its numbers do nothing on screen."
        }
    }

    private static func roundedText(_ number: Double) -> String { formatNumberExactly((number * 100).rounded() / 100) }

    /// `"key": shown`, or its property-list form.
    private func write(_ key: String, shown: String) -> String {
        encoding == .xmlPropertyList || encoding == .binaryPropertyList
            ? "<key>\(key)</key><real>\(shown)</real>" : "\"\(key)\": \(shown)"
    }

    /// `number` as the new key `key` takes it: within its range and, for
    /// the trigger, within reach; its default when there is no number.
    private func offered(_ key: String, _ number: Double?) -> Double? {
        guard let declaration = placement.strategy.first(where: { $0.name == key }) else { return number }
        guard let number, number.isFinite else { return declaration.defaultValue.numericValue }
        var value = declaration.range.map { number.clamped(to: $0) } ?? number
        if key == SharedDistances.triggerName { value = min(value, PullReach.onAPhone.rounded(.down)) }
        return value
    }

    /// Why the number offered for `key` is not the one written, if it is not.
    private func note(_ key: String, _ number: Double?) -> String {
        let offer = offered(key, number)
        guard let number, number.isFinite else { return offer == nil ? "" : " (the default: the value written is no number)" }
        guard let offer, offer != number else { return "" }
        if key == SharedDistances.triggerName, number > PullReach.onAPhone {
            return
                " (\(Self.roundedText(number)) pt is beyond any pull on a phone, \(formatNumberExactly((PullReach.onAPhone * 10).rounded() / 10)) pt at most)"
        }
        return " (the nearest allowed value)"
    }

    /// What `key`, an old name, became.
    private func message(_ key: String, _ renamed: RenamedKeys.Renamed) -> String {
        let keyPath = Excerpt.keyPath("strategy", key)
        switch renamed {
        case .key(let new):
            return "'\(keyPath)' is now '\(new)': every strategy names this distance the same way."
        case .bothDistances:
            return
                "'\(keyPath)' is now two numbers, '\(SharedDistances.triggerName)' (where the refresh starts) and '\(SharedDistances.holdName)' (how far the content is held), as every strategy names them."
        case .spinningArrowRate:
            return
                "'\(keyPath)' is now given as '\(SharedDistances.triggerName)', where the arrow has turned 180° and the refresh starts: arrowStartDistance + 180 / degreesPerPoint."
        }
    }

    /// Reports `member`, the section's one old key, with what to write instead.
    private mutating func reportRenamedKey(_ member: PresetNode.Member, _ renamed: RenamedKeys.Renamed, in members: [PresetNode.Member]) {
        let number = written(member.value)?.numericValue
        func writing(_ key: String, _ number: Double?) -> String { write(key, shown: offered(key, number).map(Self.roundedText) ?? "0") }
        let fix: String
        switch renamed {
        case .key(let new):
            fix = "Write \(writing(new, number)) instead\(note(new, number))."
        case .bothDistances:
            fix =
                "Write \(writing(SharedDistances.triggerName, number)) and \(writing(SharedDistances.holdName, number)) instead\(note(SharedDistances.triggerName, number))."
        case .spinningArrowRate:
            let start =
                members.last { $0.key == "arrowStartDistance" }.flatMap { written($0.value)?.numericValue } ?? 30
            let trigger = number.flatMap { $0 > 0 ? start + 180 / $0 : nil }
            if let trigger, trigger > PullReach.onAPhone {
                let reach = formatNumberExactly((PullReach.onAPhone * 10).rounded() / 10)
                let at = formatNumberExactly((trigger * 10).rounded() / 10)
                fix =
                    "This rate starts the refresh at \(at) pt, which no pull on a phone reaches (\(reach) pt at most): write \(writing(SharedDistances.triggerName, trigger)), the farthest a pull reaches, or a shorter distance where the refresh should start."
            } else if let trigger {
                fix = "Write \(writing(SharedDistances.triggerName, trigger)) instead."
            } else {
                let rate =
                    number.map { "A rate of \(Self.roundedText($0)) never turns the arrow to 180°" } ?? "The rate written is no number"
                fix =
                    "\(rate): write \(writing(SharedDistances.triggerName, nil)), the default, or the distance where the refresh should start."
            }
        }
        report(
            rule: .renamedKey, at: member.keyLocation, Excerpt.keyPath("strategy", member.key), message(member.key, renamed),
            found: Excerpt.of(member.key), fix: removedUnderPlatformControl ?? fix)
    }
}
