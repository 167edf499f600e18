import Foundation
import RefreshPresets
import Testing

/// Foundation's `PropertyListSerialization` reads what the writers write, and
/// the readers read what Foundation writes, to the same values.
@Suite struct PropertyListFoundationParityTests {
    typealias Samples = PropertyListSamples

    static var documents: [PresetNode] { PropertyListWriterTests.documents }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func foundationReadsOurOutput(format: PropertyListSerialization.PropertyListFormat) throws {
        for document in Self.documents {
            let bytes =
                format == .xml ? XMLPropertyListWriter.write(document) : BinaryPropertyListWriter.write(document)
            let read = try #require(try FoundationBridge.read(bytes))
            #expect(read == FoundationBridge.sorted(document))
        }
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func weReadFoundationsOutput(format: PropertyListSerialization.PropertyListFormat) throws {
        for document in Self.documents {
            let bytes = try FoundationBridge.write(document, format)
            let read =
                format == .xml
                ? try XMLPropertyListReader.parse(bytes, limits: .standard)
                : try BinaryPropertyListReader.parse(bytes, limits: .standard)
            // Foundation writes a CR in a string as it is, not as &#13;; XML 1.0
            // (section 2.11) has every reader take it for a line feed.
            let expected = format == .xml ? FoundationBridge.normalisingLineEnds(document) : document
            #expect(FoundationBridge.sorted(read) == FoundationBridge.sorted(expected))
        }
    }

    @Test func weReadFoundationsDatesAndData() throws {
        let object: [String: Any] = ["when": Date(timeIntervalSince1970: 0), "blob": Data([1, 2, 3])]
        let expected = PresetNode(
            .object([Samples.member("blob", .unsupported("data")), Samples.member("when", .unsupported("date"))]))
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let bytes = Array(try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0))
            let read =
                format == .xml
                ? try XMLPropertyListReader.parse(bytes, limits: .standard)
                : try BinaryPropertyListReader.parse(bytes, limits: .standard)
            #expect(FoundationBridge.sorted(read) == expected)
        }
    }

    /// Issue 12: the XML reader against Foundation's on hand-written
    /// documents: every DOCTYPE form, comments and processing instructions in
    /// the prolog, the internal subset and the text, CDATA, the predefined
    /// entities and character references, and CR LF or CR line ends. Each
    /// document's value per XML 1.0 is known; the reader must give it, and
    /// Foundation must give it too, except where Foundation is known to part
    /// from XML 1.0 (``FoundationDeviation``): then it refuses the document or
    /// keeps the CRs.
    @Test func readsHandWrittenDocumentsAsFoundationDoes() throws {
        var agreed = 0
        var deviations: [FoundationDeviation: Int] = [:]
        for sample in XMLCorpus.samples {
            let ours = try? XMLPropertyListReader.parse(Array(sample.text.utf8), limits: .standard)
            #expect(ours.map(FoundationBridge.sorted) == sample.expected, "\(sample.name): we read \(String(describing: ours))")
            let foundation = try? FoundationBridge.read(Array(sample.text.utf8))
            if foundation == sample.expected {
                agreed += 1
                continue
            }
            let allowed = sample.deviations.first { deviation in
                switch deviation {
                case .refusesInternalSubsets, .refusesMarkupInText, .refusesLongCharacterReferences: foundation == nil
                case .keepsCarriageReturns: foundation.map { FoundationBridge.normalisingLineEnds($0) } == sample.expected
                }
            }
            if let allowed {
                deviations[allowed, default: 0] += 1
            } else {
                Issue.record(
                    "\(sample.name): Foundation reads \(String(describing: foundation)), XML 1.0 says \(String(describing: sample.expected))"
                )
            }
        }
        #expect(agreed >= XMLCorpus.samples.filter(\.deviations.isEmpty).count, "every document without a deviation agrees")
        // Each known deviation is met, so that the list stays true.
        #expect(Set(deviations.keys) == Set(FoundationDeviation.allCases), "\(deviations)")
    }

    @Test func xmlMatchesFoundationsOutputForAPreset() throws {
        // Foundation sorts keys and writes reals with 17 digits; with sorted
        // keys and reals that print the same, the files are identical.
        let document = PresetNode(
            .object([
                Samples.member("enabled", .bool(false)), Samples.member("items", .array([Samples.node(.integer(-3))])),
                Samples.member("name", .string("Bouncy")), Samples.member("scale", .number(1.5)),
            ]))
        #expect(XMLPropertyListWriter.write(document) == (try FoundationBridge.write(document, .xml)))
    }
}

// MARK: - Comparing with Foundation

enum FoundationBridge {
    /// `node` as Foundation's property-list objects.
    static func object(_ node: PresetNode) -> Any {
        switch node.value {
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members { dictionary[member.key] = object(member.value) }
            return dictionary
        case .array(let items): return items.map(object)
        case .string(let text): return text
        case .integer(let value): return value
        case .number(let value): return value
        case .bool(let value): return value
        case .null, .unsupported: preconditionFailure("not in the samples")
        }
    }

    /// Foundation's property-list objects as a node, members sorted by key
    /// (Foundation's dictionaries have no order).
    static func node(_ object: Any) -> PresetNode? {
        if type(of: object) == Bool.self, let value = object as? Bool { return PresetNode(.bool(value)) }
        if let text = object as? String { return PresetNode(.string(text)) }
        if let number = object as? NSNumber {
            // Linux's Foundation gives booleans as Bool (above), Apple's as
            // NSNumbers of C type char ("c").
            switch String(cString: number.objCType) {
            case "c", "B": return PresetNode(.bool(number.boolValue))
            case "d", "f": return PresetNode(.number(number.doubleValue))
            default: return PresetNode(.integer(number.intValue))
            }
        }
        if object is Date { return PresetNode(.unsupported("date")) }
        if object is Data { return PresetNode(.unsupported("data")) }
        if let items = object as? [Any] {
            var nodes: [PresetNode] = []
            for item in items {
                guard let converted = node(item) else { return nil }
                nodes.append(converted)
            }
            return PresetNode(.array(nodes))
        }
        if let dictionary = object as? [String: Any] {
            var members: [PresetNode.Member] = []
            for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                guard let converted = node(value) else { return nil }
                members.append(PresetNode.Member(key: key, value: converted))
            }
            return PresetNode(.object(members))
        }
        return nil
    }

    /// `node` without locations and with every object's members sorted by
    /// key, to compare with what came through Foundation.
    static func sorted(_ node: PresetNode) -> PresetNode {
        switch node.value {
        case .object(let members):
            return PresetNode(
                .object(
                    members.sorted { $0.key < $1.key }.map { PresetNode.Member(key: $0.key, value: sorted($0.value)) }
                ))
        case .array(let items):
            return PresetNode(.array(items.map(sorted)))
        default:
            return node.withoutLocations
        }
    }

    /// `node` with every CR LF and lone CR in its strings and keys made LF.
    static func normalisingLineEnds(_ node: PresetNode) -> PresetNode {
        func normalised(_ text: String) -> String {
            text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        switch node.value {
        case .object(let members):
            return PresetNode(.object(members.map { PresetNode.Member(key: normalised($0.key), value: normalisingLineEnds($0.value)) }))
        case .array(let items): return PresetNode(.array(items.map(normalisingLineEnds)))
        case .string(let text): return PresetNode(.string(normalised(text)))
        default: return node
        }
    }

    static func read(_ bytes: [UInt8]) throws -> PresetNode? {
        node(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
    }

    static func write(_ node: PresetNode, _ format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: object(node), format: format, options: 0))
    }
}

/// Where Foundation's reader (CoreFoundation's) parts from XML 1.0, as seen
/// on Linux's swift-corelibs-foundation.
enum FoundationDeviation: CaseIterable, Hashable {
    /// It refuses a DOCTYPE with an internal subset (XML 1.0 allows one, section 2.8).
    case refusesInternalSubsets
    /// It refuses comments and processing instructions inside `<string>` and
    /// `<key>` (allowed in content, section 3.1).
    case refusesMarkupInText
    /// It refuses character references with many leading zeros (section 4.1
    /// puts no limit on the digits).
    case refusesLongCharacterReferences
    /// It keeps CR LF and lone CRs in text (section 2.11 makes them LF).
    case keepsCarriageReturns
}

/// Hand-written XML property lists and their values per XML 1.0.
enum XMLCorpus {
    struct Sample {
        var name: String
        var text: String
        /// The value, members sorted, or `nil` for a document XML 1.0 does not allow.
        var expected: PresetNode?
        var deviations: [FoundationDeviation] = []
    }

    static let prolog = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static let publicDoctype =
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"

    /// Doctypes: none, Apple's, and internal subsets with what trips a naive reader.
    static let doctypes: [(name: String, text: String, deviations: [FoundationDeviation])] = [
        ("no doctype", "", []),
        ("Apple's doctype", publicDoctype, []),
        ("system doctype", "<!DOCTYPE plist SYSTEM \"x.dtd\">\n", []),
        ("comment with an apostrophe in the subset", "<!DOCTYPE plist [<!-- it's -->]>\n", [.refusesInternalSubsets]),
        ("] in a comment in the subset", "<!DOCTYPE plist [<!-- ]> -->]>\n", [.refusesInternalSubsets]),
        ("processing instruction in the subset", "<!DOCTYPE plist [<?pi ]> ?>]>\n", [.refusesInternalSubsets]),
        ("] in an entity's value", "<!DOCTYPE plist [<!ENTITY e \"a]>b\">]>\n", [.refusesInternalSubsets]),
    ]

    /// Texts for a `<string>`, the text as written and its value.
    static let texts: [(name: String, written: String, value: String, deviations: [FoundationDeviation])] = [
        ("plain text", "Feed updated", "Feed updated", []),
        ("predefined entities", "&amp;&lt;&gt;&quot;&apos;", "&<>\"'", []),
        ("character references", "&#233;&#xE9;&#x1F600;&#10;", "éé😀\n", []),
        ("CDATA", "<![CDATA[<raw> & ]]>", "<raw> & ", []),
        ("CDATA beside text", "a<![CDATA[]]]]><![CDATA[>]]>b", "a]]>b", []),
        ("an escaped CR", "a&#13;b", "a\rb", []),
        ("CR LF", "a\r\nb", "a\nb", [.keepsCarriageReturns]),
        ("a lone CR", "a\rb", "a\nb", [.keepsCarriageReturns]),
        ("CR LF in CDATA", "<![CDATA[a\r\nb]]>", "a\nb", [.keepsCarriageReturns]),
        ("a comment in the text", "a<!-- c -->b", "ab", [.refusesMarkupInText]),
        ("a processing instruction in the text", "a<?pi x?>b", "ab", [.refusesMarkupInText]),
        ("a long character reference", "&#x0000000000000000000000000000000041;", "A", [.refusesLongCharacterReferences]),
    ]

    static let samples: [Sample] = {
        var samples: [Sample] = []
        for doctype in doctypes {
            for text in texts {
                let document =
                    prolog + "<!-- a preset -->\n" + doctype.text
                    + "<plist version=\"1.0\">\r\n<dict>\r\n\t<key>name</key>\r\n\t<string>\(text.written)</string>\r\n"
                    + "\t<key>k\(text.written)</key>\r\n\t<integer>1</integer>\r\n</dict>\r\n</plist>\r\n"
                let expected = PresetNode(
                    .object(
                        [
                            PresetNode.Member(key: "k" + text.value, value: PresetNode(.integer(1))),
                            PresetNode.Member(key: "name", value: PresetNode(.string(text.value))),
                        ].sorted { $0.key < $1.key }))
                samples.append(
                    Sample(
                        name: "\(doctype.name), \(text.name)", text: document, expected: expected,
                        deviations: doctype.deviations + text.deviations))
            }
        }
        // Not XML 1.0: both readers refuse.
        for (name, text) in [
            ("an undefined entity", "<plist><string>&nbsp;</string></plist>"),
            ("an unclosed subset", "<!DOCTYPE plist [<!-- x --><plist><true/></plist>"),
            ("a reference past U+10FFFF", "<plist><string>&#x110000;</string></plist>"),
        ] {
            samples.append(Sample(name: name, text: text, expected: nil))
        }
        return samples
    }()
}
