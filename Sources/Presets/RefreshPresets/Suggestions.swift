/// "Did you mean ...?" from an edit distance, as swift-argument-parser
/// suggests a misspelt option. Validation and the command line share it.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // Allow about one edit in three characters, at least two.
        let allowed = max(2, min(word.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// "Did you mean 'triggerDistance'?", or `nil`.
    package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map(didYouMean)
    }

    /// "Did you mean 'triggerDistance'?": how every message suggests `candidate`.
    package static func didYouMean(_ candidate: String) -> String { "Did you mean '\(candidate)'?" }

    /// The fix for `word` where one of `candidates` belongs: "Did you mean
    /// 'triggerDistance'?", or "Use one of 'a', 'b' or 'c'." when none is close.
    package static func fix(for word: String, in candidates: [String]) -> String {
        didYouMean(word, in: candidates) ?? "Use one of \(candidates.quotedOrList)."
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    package static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first.unicodeScalars)
        let b = Array(second.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Bounded input: keys and names are short; cap the work on hostile input.
        guard a.count <= 256, b.count <= 256 else { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
