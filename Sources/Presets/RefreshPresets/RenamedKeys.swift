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

    /// By strategy type, each old key.
    static let byStrategy: [String: [String: Renamed]] = [
        "spinning-arrow": ["contentInset": .key(SharedDistances.holdName), "degreesPerPoint": .spinningArrowRate],
        "progress-ring": ["refreshDistance": .key(SharedDistances.triggerName), "offsetWhileLoading": .key(SharedDistances.holdName)],
        "release-to-refresh": ["threshold": .bothDistances],
        "frozen-header": ["threshold": .bothDistances],
        "bouncing-ball": ["maxOffset": .bothDistances],
        "system": ["contentInset": .key(SharedDistances.holdName)],
    ]
}

extension PresetDecoder {
    /// "Did you mean 'holdDistance' (once 'contentInset')?" for a misspelt
    /// old name of a strategy key; nil when `key` is close to none.
    func renamedSuggestion(for key: String, path: String) -> String? {
        guard path == "strategy", let type = placement.strategyType, let renamed = RenamedKeys.byStrategy[type],
            let old = Suggestions.closest(to: key, in: Array(renamed.keys))
        else { return nil }
        switch renamed[old] {
        case .key(let new)?: return "Did you mean '\(new)' (once '\(old)')?"
        case .bothDistances?, .spinningArrowRate?: return "Did you mean '\(SharedDistances.triggerName)' (once '\(old)')?"
        case nil: return nil
        }
    }

    /// Reports `member`, a key of the strategy `type`'s section, if it is a
    /// document's old name, with what to write instead; false when it is not one.
    mutating func reportRenamedKey(_ member: PresetNode.Member, strategyType type: String?, in members: [PresetNode.Member]) -> Bool {
        guard let type, let renamed = RenamedKeys.byStrategy[type]?[member.key] else { return false }
        let keyPath = Excerpt.keyPath("strategy", member.key)
        let value = written(member.value)
        let number = value?.numericValue
        func rounded(_ number: Double) -> String { formatNumberExactly((number * 100).rounded() / 100) }
        func write(_ key: String, shown: String) -> String {
            encoding == .xmlPropertyList || encoding == .binaryPropertyList
                ? "<key>\(key)</key><real>\(shown)</real>" : "\"\(key)\": \(shown)"
        }
        func write(_ key: String, _ number: Double?) -> String { write(key, shown: number.map(rounded) ?? "…") }
        let message: String
        let fix: String
        switch renamed {
        case .key(let new):
            message = "'\(keyPath)' is now '\(new)': every strategy names this distance the same way."
            fix = "Write \(write(new, number)) instead."
        case .bothDistances:
            message =
                "'\(keyPath)' is now two numbers, '\(SharedDistances.triggerName)' (where the refresh starts) and '\(SharedDistances.holdName)' (how far the content is held), as every strategy names them."
            fix = "Write \(write(SharedDistances.triggerName, number)) and \(write(SharedDistances.holdName, number)) instead."
        case .spinningArrowRate:
            let start =
                members.last { $0.key == "arrowStartDistance" }.flatMap { written($0.value)?.numericValue } ?? 30
            let trigger = number.flatMap { $0 > 0 ? start + 180 / $0 : nil }
            message =
                "'\(keyPath)' is now given as '\(SharedDistances.triggerName)', where the arrow has turned 180° and the refresh starts: arrowStartDistance + 180 / degreesPerPoint."
            if let trigger, trigger > PullReach.onAPhone {
                let reach = formatNumberExactly((PullReach.onAPhone * 10).rounded() / 10)
                let at = formatNumberExactly((trigger * 10).rounded() / 10)
                let fallback = registry.strategies[type]?.descriptor.parameters.first { $0.name == SharedDistances.triggerName }?
                    .defaultValue.numericValue
                fix =
                    "This rate starts the refresh at \(at) pt, which no pull on a phone reaches (\(reach) pt at most): write \(write(SharedDistances.triggerName, shown: "D")) with D where the refresh should start\(fallback.map { ", like the default, \(rounded($0))" } ?? "")."
            } else {
                fix = "Write \(write(SharedDistances.triggerName, trigger)) instead."
            }
        }
        report(rule: .renamedKey, at: member.keyLocation, keyPath, message, found: Excerpt.of(member.key), fix: fix)
        return true
    }
}
