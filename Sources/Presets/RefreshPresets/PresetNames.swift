/// What a preset name may be, declared once: the decoder's check and its
/// message, the catalog's look-ups and the JSON Schema's `pattern` and
/// `maxLength` (``PresetSchema``) all come from here. A name is a file name
/// in the search folders (`NAME.json`), so it holds no separator, does not
/// start with a dot, and never holds `..`.
package enum PresetNames {
    /// The longest name, in characters (all of them ASCII).
    static let maximumLength = 64
    /// What a name may hold besides ASCII letters and digits, which it starts with.
    static let punctuation: [Unicode.Scalar] = [".", "-", "_"]
    /// The one punctuation mark that may not follow itself, so that no name reads `..`.
    static let dot: Unicode.Scalar = "."

    /// The fix a message about a name gives.
    static let rule =
        "Use 1 to \(maximumLength) letters, digits, \(punctuation.map { "'\($0)'" }.orList), starting with a letter or digit."

    package static func isValid(_ name: String) -> Bool {
        guard (1...maximumLength).contains(name.utf8.count), let first = name.unicodeScalars.first, isAlphanumeric(first) else {
            return false
        }
        var previous = first
        for scalar in name.unicodeScalars.dropFirst() {
            guard isAlphanumeric(scalar) || punctuation.contains(scalar), !(scalar == dot && previous == dot) else { return false }
            previous = scalar
        }
        return true
    }

    /// The same rule as a regular expression (ECMA-262, as JSON Schema's
    /// `pattern`), bounded by `maxLength` ``maximumLength``: runs of letters,
    /// digits and the other punctuation, joined by single dots, with at most
    /// one dot at the end.
    static let pattern: String = {
        let alphanumeric = "A-Za-z0-9"
        // `-` last, where a character class takes it literally.
        let others =
            punctuation.filter { $0 != dot && $0 != "-" }.map(String.init).joined()
            + (punctuation.contains("-") ? "-" : "")
        let run = "[\(alphanumeric)\(others)]"
        return "^[\(alphanumeric)]\(run)*(\\\(dot)\(run)+)*\\\(dot)?$"
    }()

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
