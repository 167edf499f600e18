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

    /// Reports `member`, a key of the strategy `type`'s section, if it is a
    /// document's old name, with what to write instead; false when it is not one.
    ///
    /// The numbers offered fit the new keys' ranges, and a distance that
    /// starts the refresh is one a pull on a phone reaches (``PullReach``):
    /// following the fix gives a preset that loads without a warning. A value
    /// that is no number is offered the new key's default.
    mutating func reportRenamedKey(_ member: PresetNode.Member, strategyType type: String?, in members: [PresetNode.Member]) -> Bool {
        guard let type, let renamed = RenamedKeys.keys(for: type)[member.key], adopts(renamed) else { return false }
        let keyPath = Excerpt.keyPath("strategy", member.key)
        let number = written(member.value)?.numericValue
        func rounded(_ number: Double) -> String { formatNumberExactly((number * 100).rounded() / 100) }
        func write(_ key: String, shown: String) -> String {
            encoding == .xmlPropertyList || encoding == .binaryPropertyList
                ? "<key>\(key)</key><real>\(shown)</real>" : "\"\(key)\": \(shown)"
        }
        /// `number` as the new key `key` takes it: within its range and, for
        /// the trigger, within reach; its default when there is no number.
        func offered(_ key: String, _ number: Double?) -> Double? {
            guard let declaration = placement.strategy.first(where: { $0.name == key }) else { return number }
            guard let number, number.isFinite else { return declaration.defaultValue.numericValue }
            var value = declaration.range.map { number.clamped(to: $0) } ?? number
            if key == SharedDistances.triggerName { value = min(value, PullReach.onAPhone.rounded(.down)) }
            return value
        }
        func write(_ key: String, _ number: Double?) -> String { write(key, shown: offered(key, number).map(rounded) ?? "0") }
        /// Why the number offered is not the one written, if it is not.
        func note(_ key: String, _ number: Double?) -> String {
            let offer = offered(key, number)
            guard let number, number.isFinite else { return offer == nil ? "" : " (the default: the value written is no number)" }
            guard let offer, offer != number else { return "" }
            if key == SharedDistances.triggerName, number > PullReach.onAPhone {
                return
                    " (\(rounded(number)) pt is beyond any pull on a phone, \(formatNumberExactly((PullReach.onAPhone * 10).rounded() / 10)) pt at most)"
            }
            return " (the nearest allowed value)"
        }
        let message: String
        let fix: String
        switch renamed {
        case .key(let new):
            message = "'\(keyPath)' is now '\(new)': every strategy names this distance the same way."
            fix = "Write \(write(new, number)) instead\(note(new, number))."
        case .bothDistances:
            message =
                "'\(keyPath)' is now two numbers, '\(SharedDistances.triggerName)' (where the refresh starts) and '\(SharedDistances.holdName)' (how far the content is held), as every strategy names them."
            fix =
                "Write \(write(SharedDistances.triggerName, number)) and \(write(SharedDistances.holdName, number)) instead\(note(SharedDistances.triggerName, number))."
        case .spinningArrowRate:
            let start =
                members.last { $0.key == "arrowStartDistance" }.flatMap { written($0.value)?.numericValue } ?? 30
            let trigger = number.flatMap { $0 > 0 ? start + 180 / $0 : nil }
            message =
                "'\(keyPath)' is now given as '\(SharedDistances.triggerName)', where the arrow has turned 180° and the refresh starts: arrowStartDistance + 180 / degreesPerPoint."
            if let trigger, trigger > PullReach.onAPhone {
                let reach = formatNumberExactly((PullReach.onAPhone * 10).rounded() / 10)
                let at = formatNumberExactly((trigger * 10).rounded() / 10)
                fix =
                    "This rate starts the refresh at \(at) pt, which no pull on a phone reaches (\(reach) pt at most): write \(write(SharedDistances.triggerName, trigger)), the farthest a pull reaches, or a shorter distance where the refresh should start."
            } else if let trigger {
                fix = "Write \(write(SharedDistances.triggerName, trigger)) instead."
            } else {
                let rate = number.map { "A rate of \(rounded($0)) never turns the arrow to 180°" } ?? "The rate written is no number"
                fix =
                    "\(rate): write \(write(SharedDistances.triggerName, nil)), the default, or the distance where the refresh should start."
            }
        }
        report(rule: .renamedKey, at: member.keyLocation, keyPath, message, found: Excerpt.of(member.key), fix: fix)
        return true
    }
}
