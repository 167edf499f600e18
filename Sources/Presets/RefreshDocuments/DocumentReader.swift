/// Reads one encoding of a preset document into a ``PresetNode``, the tree
/// JSON and property lists share, with every value's place. The three
/// readers (``JSONReader``, ``XMLPropertyListReader``,
/// ``BinaryPropertyListReader``) have this one shape, as swift-configuration's
/// JSON and property-list snapshots sit behind one protocol, so that the
/// preset layer reads a file without knowing its encoding
/// (``PresetEncoding/reader``).
///
/// Implementation requirements: the bytes may come from a stranger. A reader
/// refuses more than `limits.maximumFileSize` bytes before parsing
/// (``ReadingLimits/checkSize(of:)``), refuses nesting deeper than
/// `limits.maximumDepth` and more than `limits.maximumValueCount` values
/// before building them, never recurses on the file's nesting beyond that
/// depth, never expands anything a file declares, and reports the first
/// problem as a ``PresetSyntaxError`` with its place where the encoding has
/// places. It never traps, whatever the bytes.
package protocol DocumentReader {
    /// The encoding this reader reads.
    static var encoding: PresetEncoding { get }

    /// The document in `bytes`, or the first reason it cannot be read.
    static func parse(_ bytes: [UInt8], limits: ReadingLimits) throws(PresetSyntaxError) -> PresetNode
}

extension JSONReader: DocumentReader {
    package static var encoding: PresetEncoding { .json }
}

extension XMLPropertyListReader: DocumentReader {
    package static var encoding: PresetEncoding { .xmlPropertyList }
}

extension BinaryPropertyListReader: DocumentReader {
    package static var encoding: PresetEncoding { .binaryPropertyList }
}
