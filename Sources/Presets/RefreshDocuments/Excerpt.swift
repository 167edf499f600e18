/// How messages quote what a file says. A stranger's file may hold a key,
/// name or number a megabyte long; a message stays one readable line.
package enum Excerpt {
    /// The most characters of one token a message quotes.
    package static let maximumLength = 40

    /// `text` for a one-line message: at most ``maximumLength`` characters
    /// and "…" where it was cut; control characters show as U+FFFD.
    package static func of(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumLength else { return String(result) + "…" }
            result.append(scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar)
            count += 1
        }
        return String(result)
    }

    /// `path` followed by `key`: `strategy.triggerDistance`. A key other than a
    /// plain name (letters, digits, `_`, `-`, `$`) is quoted, `strategy[""]`
    /// or `["a.b"]`, so that no key path is ambiguous and none but the whole
    /// file's is empty.
    package static func keyPath(_ path: String, _ key: String) -> String {
        let isPlain =
            !key.isEmpty && key.utf8.count <= maximumLength
            && key.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "-" || scalar == "$"
            }
        if isPlain { return path.isEmpty ? key : path + "." + key }
        return path + "[" + JSONWriter.quoted(of(key)) + "]"
    }
}
