extension Array where Element == String {
    /// "a, b or c".
    package var orList: String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default: return dropLast().joined(separator: ", ") + " or " + last!
        }
    }

    /// "'a', 'b' or 'c'".
    package var quotedOrList: String { map { "'\($0)'" }.orList }

    /// "a, b and c".
    package var andList: String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default: return dropLast().joined(separator: ", ") + " and " + last!
        }
    }
}
