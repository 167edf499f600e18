/// The encodings a preset file can use: one format, JSON or a property list
/// (XML or binary).
public enum PresetEncoding: String, Sendable, Hashable, CaseIterable {
    /// JSON text.
    case json
    /// Apple's XML property list.
    case xmlPropertyList = "xml"
    /// Apple's binary property list (`bplist00`).
    case binaryPropertyList = "binary"

    /// The file extension for this encoding.
    public var fileExtension: String { self == .json ? "json" : "plist" }

    /// The reader of this encoding.
    package var reader: any DocumentReader.Type {
        switch self {
        case .json: JSONReader.self
        case .xmlPropertyList: XMLPropertyListReader.self
        case .binaryPropertyList: BinaryPropertyListReader.self
        }
    }

    /// The writer of this encoding.
    package var writer: any DocumentWriter.Type {
        switch self {
        case .json: JSONWriter.self
        case .xmlPropertyList: XMLPropertyListWriter.self
        case .binaryPropertyList: BinaryPropertyListWriter.self
        }
    }

    /// The encoding of a file: JSON unless the bytes start like a property
    /// list, or the file is a `.plist` (so that a broken property list gets
    /// property-list messages).
    package static func of(_ bytes: [UInt8], displayPath: String) -> PresetEncoding {
        switch PropertyListFormat.detect(bytes) {
        case .binary: .binaryPropertyList
        case .xml: .xmlPropertyList
        case nil: displayPath.hasSuffix(".plist") && !bytes.isEmpty ? .xmlPropertyList : .json
        }
    }
}
