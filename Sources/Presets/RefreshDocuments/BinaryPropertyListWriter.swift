/// Writes a `PresetNode` as a binary property list (`bplist00`), as
/// `PropertyListSerialization` reads it. The output is deterministic:
/// objects are numbered depth-first from the top object (a dictionary's keys
/// before its values, as Apple's writer does), equal strings, integers, reals
/// and booleans are written once and shared, members keep their given order
/// (duplicates included), and integer and offset widths are the smallest of
/// 1, 2, 4 or 8 bytes that fit.
///
/// - `.object` → dictionary, `.array` → array;
/// - `.string` → an ASCII string when every character is ASCII, otherwise a
///   UTF-16BE string;
/// - `.integer` → integer (non-negative values in the fewest bytes, negative
///   ones in 8);
/// - `.number` → 8-byte real (non-finite values are written as they are,
///   and `BinaryPropertyListReader` rejects them);
/// - `.bool` → true / false.
///
/// `.null` and `.unsupported` are treated as `XMLPropertyListWriter` treats
/// them: left out (a member holding one is skipped, key and all; an array
/// element is skipped), and a document that is such a value as a whole is
/// written as an empty dictionary.
package enum BinaryPropertyListWriter {
    /// The bytes of `node` as a binary property list.
    package static func write(_ node: PresetNode) -> [UInt8] {
        var flattener = Flattener()
        if XMLPropertyListWriter.isWritable(node) {
            _ = flattener.add(node)
        } else {
            _ = flattener.add(PresetNode(.object([])))
        }
        return flattener.encoded()
    }
}

extension BinaryPropertyListWriter {
    /// A value written once and shared. Strings are told apart by their
    /// UTF-8 bytes, not by `String`'s equality, which would merge canonically
    /// equivalent spellings ("é" and "e" + U+0301) into one.
    fileprivate enum Scalar: Hashable {
        case string([UInt8])
        case integer(Int)
        case real(UInt64)
        case bool(Bool)
    }

    fileprivate enum Object {
        case scalar(Scalar)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    fileprivate struct Flattener {
        var objects: [Object] = []
        var shared: [Scalar: Int] = [:]

        mutating func add(_ scalar: Scalar) -> Int {
            if let index = shared[scalar] { return index }
            objects.append(.scalar(scalar))
            shared[scalar] = objects.count - 1
            return objects.count - 1
        }

        /// The object number of `node`, written with everything in it.
        mutating func add(_ node: PresetNode) -> Int {
            switch node.value {
            case .object(let members):
                let index = objects.count
                objects.append(.array([]))
                let written = members.filter { XMLPropertyListWriter.isWritable($0.value) }
                let keys = written.map { add(.string(Array($0.key.utf8))) }
                let values = written.map { add($0.value) }
                objects[index] = .dictionary(keys: keys, values: values)
                return index
            case .array(let items):
                let index = objects.count
                objects.append(.array([]))
                let references = items.filter(XMLPropertyListWriter.isWritable).map { add($0) }
                objects[index] = .array(references)
                return index
            case .string(let text): return add(.string(Array(text.utf8)))
            case .integer(let value): return add(.integer(value))
            case .number(let value): return add(.real(value.bitPattern))
            case .bool(let value): return add(.bool(value))
            case .null, .unsupported: preconditionFailure("left out by the callers")
            }
        }

        static func width(_ value: UInt64) -> Int {
            switch value {
            case ...0xFF: 1
            case ...0xFFFF: 2
            case ...0xFFFF_FFFF: 4
            default: 8
            }
        }

        static func append(_ value: UInt64, width: Int, to output: inout [UInt8]) {
            for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
                output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }

        static func appendInteger(_ value: Int, to output: inout [UInt8]) {
            let width = value < 0 ? 8 : width(UInt64(value))
            output.append(0x10 | UInt8(width.trailingZeroBitCount))
            append(UInt64(bitPattern: Int64(value)), width: width, to: &output)
        }

        static func appendMarker(_ type: UInt8, count: Int, to output: inout [UInt8]) {
            if count < 15 {
                output.append(type << 4 | UInt8(count))
            } else {
                output.append(type << 4 | 0x0F)
                appendInteger(count, to: &output)
            }
        }

        func encoded() -> [UInt8] {
            let referenceWidth = Self.width(UInt64(objects.count - 1))
            var output = Array("bplist00".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(objects.count)
            for object in objects {
                offsets.append(output.count)
                switch object {
                case .scalar(.bool(let value)):
                    output.append(value ? 0x09 : 0x08)
                case .scalar(.integer(let value)):
                    Self.appendInteger(value, to: &output)
                case .scalar(.real(let bits)):
                    output.append(0x23)
                    Self.append(bits, width: 8, to: &output)
                case .scalar(.string(let utf8)):
                    if utf8.allSatisfy({ $0 < 0x80 }) {
                        Self.appendMarker(0x5, count: utf8.count, to: &output)
                        output.append(contentsOf: utf8)
                    } else {
                        let utf16 = String(decoding: utf8, as: UTF8.self).utf16
                        Self.appendMarker(0x6, count: utf16.count, to: &output)
                        for unit in utf16 {
                            Self.append(UInt64(unit), width: 2, to: &output)
                        }
                    }
                case .array(let references):
                    Self.appendMarker(0xA, count: references.count, to: &output)
                    for reference in references {
                        Self.append(UInt64(reference), width: referenceWidth, to: &output)
                    }
                case .dictionary(let keys, let values):
                    Self.appendMarker(0xD, count: keys.count, to: &output)
                    for reference in keys + values {
                        Self.append(UInt64(reference), width: referenceWidth, to: &output)
                    }
                }
            }
            let tableStart = output.count
            let offsetWidth = Self.width(UInt64(offsets.last ?? 0))
            for offset in offsets {
                Self.append(UInt64(offset), width: offsetWidth, to: &output)
            }
            output.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetWidth), UInt8(referenceWidth)])
            Self.append(UInt64(objects.count), width: 8, to: &output)
            Self.append(0, width: 8, to: &output)
            Self.append(UInt64(tableStart), width: 8, to: &output)
            return output
        }
    }
}
