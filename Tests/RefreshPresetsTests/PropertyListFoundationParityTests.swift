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
            #expect(FoundationBridge.sorted(read) == FoundationBridge.sorted(document))
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

    static func read(_ bytes: [UInt8]) throws -> PresetNode? {
        node(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
    }

    static func write(_ node: PresetNode, _ format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: object(node), format: format, options: 0))
    }
}
