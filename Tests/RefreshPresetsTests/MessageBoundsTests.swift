import Foundation
import RefreshCore
import RefreshTestSupport
import Testing

@testable import RefreshPresets

/// Issue 12: what a stranger's file can make a message say, and how many.
@Suite struct MessageBoundsTests {
    /// A token of 100,000 characters, in every place a message quotes one.
    static let huge = String(repeating: "x", count: 100_000)
    static let hugeDigits = String(repeating: "9", count: 100_000)

    static let documents: [(place: String, text: String)] = [
        ("top-level key", #"{"name": "n", "strategy": {"type": "sample"}, "\#(huge)": 1}"#),
        ("strategy key", #"{"name": "n", "strategy": {"type": "sample", "\#(huge)": 1}}"#),
        ("duplicate key", #"{"name": "n", "strategy": {"type": "sample"}, "\#(huge)": 1, "\#(huge)": 2}"#),
        ("strategy type", #"{"name": "n", "strategy": {"type": "\#(huge)"}}"#),
        ("indicator style", #"{"name": "n", "strategy": {"type": "sample"}, "indicator": {"style": "\#(huge)"}}"#),
        ("curve", #"{"name": "n", "strategy": {"type": "sample"}, "animations": {"start": {"curve": "\#(huge)"}}}"#),
        ("role", #"{"name": "n", "strategy": {"type": "sample"}, "animations": {"\#(huge)": {"curve": "none"}}}"#),
        ("event", #"{"name": "n", "strategy": {"type": "sample"}, "feedback": {"haptics": {"\#(huge)": "light"}}}"#),
        ("haptic", #"{"name": "n", "strategy": {"type": "sample"}, "feedback": {"haptics": {"armed": "\#(huge)"}}}"#),
        ("name", #"{"name": "\#(huge)", "strategy": {"type": "sample"}}"#),
        ("extends", #"{"name": "n", "extends": "\#(huge)"}"#),
        ("extends path", #"{"name": "n", "extends": "../\#(huge)"}"#),
        ("choice", #"{"name": "n", "strategy": {"type": "sample", "mode": "\#(huge)"}}"#),
        ("colour", #"{"name": "n", "strategy": {"type": "sample", "tint": "\#(huge)"}}"#),
        ("number as a string", #"{"name": "n", "strategy": {"type": "sample", "threshold": "\#(hugeDigits)"}}"#),
        ("string for a number", #"{"name": "n", "strategy": {"type": "sample", "threshold": "\#(huge)"}}"#),
        ("boolean as a string", #"{"name": "n", "strategy": {"type": "sample", "label": 1, "enabled": "\#(huge)"}}"#),
        ("huge number", #"{"name": "n", "strategy": {"type": "sample", "threshold": \#(hugeDigits)}}"#),
        ("huge fraction", #"{"name": "n", "strategy": {"type": "sample", "count": 0.\#(hugeDigits)1}}"#),
        ("key before a missing colon", #"{"\#(huge)" 1}"#),
        ("key before a missing comma", #"{"\#(huge)": 1 2}"#),
        ("bare word", #"{"name": \#(huge)}"#),
        ("XML key", plist("<key>\(huge)</key><integer>1</integer>")),
        ("XML integer", plist("<key>x</key><integer>\(hugeDigits)</integer>")),
        ("XML real", plist("<key>x</key><real>\(huge)</real>")),
        ("XML text", "<plist><dict>\(huge)</dict></plist>"),
    ]

    static func plist(_ members: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>name</key><string>n</string>"# + members
            + "</dict></plist>"
    }

    @Test(arguments: documents.map(\.place))
    func messagesQuoteAShortPrefixOfAnyToken(place: String) {
        let text = Self.documents.first { $0.place == place }!.text
        let displayPath = text.hasPrefix("<") ? "n.plist" : "n.json"
        let found = diagnostics(text, displayPath: displayPath)
        #expect(!found.isEmpty, "\(place): the document has a problem")
        for diagnostic in found {
            for (field, value) in [
                ("message", diagnostic.message), ("keyPath", diagnostic.keyPath), ("expected", diagnostic.expected),
                ("found", diagnostic.found), ("fix", diagnostic.fix),
            ] as [(String, String?)] {
                #expect(
                    (value ?? "").count <= 300, "\(place): \(field) is \((value ?? "").count) characters: \((value ?? "").prefix(120))…")
            }
        }
    }

    /// `\é` quoted the byte after the backslash's character: half a UTF-8 sequence.
    @Test func aBadEscapeBeforeAMultiByteCharacterQuotesTheWholeCharacter() {
        let found = diagnostics(#"{"name": "n\é"}"#)
        #expect(found.map(\.message) == [#"'\é' is not a JSON escape."#])
        #expect(!found.map(\.message).joined().contains("\u{FFFD}"))
    }

    /// A key that is itself "" is a place of its own, not "the whole file" (key path "").
    @Test func anEmptyKeyHasAKeyPathOfItsOwn() {
        let top = diagnostics(#"{"name": "n", "strategy": {"type": "sample"}, "": 1}"#)
        #expect(top.map(\.keyPath) == [#"[""]"#])
        #expect(top.map(\.message) == [#"Unknown key '[""]': a preset has no key of that name."#])
        let nested = diagnostics(#"{"name": "n", "strategy": {"type": "sample", "": 1, "a.b": 2}}"#)
        #expect(nested.map(\.keyPath) == [#"strategy[""]"#, #"strategy["a.b"]"#])
        let plain = diagnostics(#"{"name": "n", "strategy": {"type": "sample", "treshold": 1}}"#)
        #expect(plain.map(\.keyPath) == ["strategy.treshold"])
    }

    /// A file yields at most `maximumDiagnosticsPerFile` problems, then one line saying how many more.
    @Test func aFileYieldsABoundedNumberOfDiagnostics() {
        let keys = (1...1000).map { #""unknown\#($0)": 1"# }.joined(separator: ", ")
        let found = diagnostics(#"{"name": "n", "strategy": {"type": "sample"}, \#(keys)}"#)
        let limit = ReadingLimits.standard.maximumDiagnosticsPerFile
        #expect(limit == 100)
        #expect(found.count == limit + 1)
        #expect(found.last?.message == "900 more problems in this file are not listed (900 errors).")
        #expect(found.last?.fix == "Fix the problems above and validate again.")
        #expect(found.last?.file == "n.json")
        // Under the bound, no closing line.
        let few = diagnostics(#"{"name": "n", "strategy": {"type": "sample"}, "a1": 1, "a2": 2}"#)
        #expect(few.count == 2)
    }
}
