/// Writes a ``PresetNode`` in one encoding: ``JSONWriter`` (text),
/// ``XMLPropertyListWriter`` and ``BinaryPropertyListWriter`` (bytes) have
/// this one shape, so that the preset layer writes a preset without knowing
/// its encoding (``PresetEncoding/writer``).
///
/// Implementation requirements: the output is deterministic (members in the
/// order given, duplicates included; nothing depends on hashing) and reads
/// back through the same encoding's ``DocumentReader`` as the same tree,
/// locations aside, for every node a preset can hold.
package protocol DocumentWriter {
    /// What ``write(_:)`` returns: text for JSON, bytes for property lists.
    associatedtype Document

    /// The encoding this writer writes.
    static var encoding: PresetEncoding { get }

    /// `node` written out.
    static func write(_ node: PresetNode) -> Document

    /// `node` written out, as the bytes of a file.
    static func bytes(of node: PresetNode) -> [UInt8]
}

extension DocumentWriter where Document == [UInt8] {
    package static func bytes(of node: PresetNode) -> [UInt8] { write(node) }
}

extension DocumentWriter where Document == String {
    package static func bytes(of node: PresetNode) -> [UInt8] { Array(write(node).utf8) }
}

extension JSONWriter: DocumentWriter {
    package static var encoding: PresetEncoding { .json }
}

extension XMLPropertyListWriter: DocumentWriter {
    package static var encoding: PresetEncoding { .xmlPropertyList }
}

extension BinaryPropertyListWriter: DocumentWriter {
    package static var encoding: PresetEncoding { .binaryPropertyList }
}
