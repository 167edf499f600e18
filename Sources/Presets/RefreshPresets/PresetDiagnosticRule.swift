extension PresetDiagnostic {
    /// Which check found a problem. Its ``id`` is stable: CI tools, SARIF
    /// viewers and suppressions key on it, so a rule is never renamed.
    public struct Rule: Sendable, Hashable, CustomStringConvertible {
        /// The identifier, in kebab case: `unknown-key`.
        public let id: String
        /// One line saying what the rule finds.
        public let summary: String

        /// A rule of your own, for diagnostics a custom check makes.
        public init(id: String, summary: String) {
            self.id = id
            self.summary = summary
        }

        public var description: String { id }

        public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        // Reading the file.
        public static let file = Rule(id: "file", summary: "The file cannot be read: it is missing, a folder or unreadable.")
        public static let encoding = Rule(id: "encoding", summary: "The file is not UTF-8 text.")
        public static let syntax = Rule(id: "syntax", summary: "The file is not well-formed JSON or property list.")
        public static let limit = Rule(id: "limit", summary: "The file is larger, deeper or fuller than a preset is allowed to be.")
        // Keys and values.
        public static let unknownKey = Rule(id: "unknown-key", summary: "A key that nothing in its place declares.")
        public static let misplacedKey = Rule(id: "misplaced-key", summary: "A key that belongs in another section.")
        public static let renamedKey = Rule(id: "renamed-key", summary: "A key under a name RefreshKit no longer reads.")
        public static let missingKey = Rule(id: "missing-key", summary: "A required key is missing.")
        public static let duplicateKey = Rule(id: "duplicate-key", summary: "A key given twice in one object.")
        public static let wrongType = Rule(id: "wrong-type", summary: "A value of the wrong type.")
        public static let outOfRange = Rule(id: "out-of-range", summary: "A number outside its declared range.")
        public static let unknownModule = Rule(
            id: "unknown-module", summary: "An unknown strategy type, indicator style, curve, animation role or event.")
        public static let crossParameter = Rule(id: "parameter-rule", summary: "Values that together break a declared rule.")
        // Names and `extends`.
        public static let invalidName = Rule(id: "invalid-name", summary: "A preset name that breaks the naming rules.")
        public static let nameMismatch = Rule(id: "name-mismatch", summary: "A preset named differently from its file.")
        public static let duplicateName = Rule(id: "duplicate-name", summary: "A preset name that more than one definition claims.")
        public static let extendsPath = Rule(id: "extends-path", summary: "'extends' given a file path instead of a preset name.")
        public static let extendsUnknown = Rule(id: "extends-unknown", summary: "'extends' names no known preset.")
        public static let extendsCycle = Rule(id: "extends-cycle", summary: "'extends' chains that come back to where they started.")
        public static let extendsChainTooLong = Rule(
            id: "extends-chain-too-long", summary: "An 'extends' chain longer than the reading limit.")
        public static let extendsBroken = Rule(id: "extends-broken", summary: "'extends' names a preset that does not load.")
        // What the preset does.
        public static let platformIgnores = Rule(
            id: "platform-ignores", summary: "A value the platform's own control ignores on screen.")
        public static let unreachableTrigger = Rule(
            id: "unreachable-trigger", summary: "A refresh distance no pull can reach on a phone.")
        public static let indicatorTooLarge = Rule(
            id: "indicator-too-large", summary: "An indicator larger than the area it is drawn in.")
        public static let invalidPreset = Rule(id: "invalid-preset", summary: "A preset that cannot be assembled into a pipeline.")
        // The listing.
        public static let unlisted = Rule(id: "unlisted", summary: "More problems in one file than a listing shows.")

        /// Every rule RefreshKit's own checks report, in the order the docs list them.
        public static let all: [Rule] = [
            file, encoding, syntax, limit, unknownKey, misplacedKey, renamedKey, missingKey, duplicateKey, wrongType, outOfRange,
            unknownModule, crossParameter, invalidName, nameMismatch, duplicateName, extendsPath, extendsUnknown, extendsCycle,
            extendsChainTooLong, extendsBroken, platformIgnores, unreachableTrigger, indicatorTooLarge, invalidPreset, unlisted,
        ]
    }
}
