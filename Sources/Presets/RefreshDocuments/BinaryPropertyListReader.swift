import RefreshCore

/// Reads Apple's binary property lists (`bplist00`) into `PresetNode`s
/// without Foundation's reader: the file may come from a stranger, so every
/// offset, count and size is checked against the file with overflow-safe
/// arithmetic, the object graph is walked without recursion, and cycles,
/// nesting and the number of values are bounded.
///
/// The layout: the 8-byte header `bplist00`, the objects, an offset table
/// giving each object's start, and a 32-byte trailer (6 unused bytes, the
/// size of an offset, the size of an object reference, then as 8-byte
/// big-endian numbers the object count, the top object and the offset
/// table's start). Objects are read as:
///
/// - null → `.null`; false, true → `.bool`;
/// - integers of 1, 2 or 4 bytes (unsigned) and 8 bytes (signed) →
///   `.integer`; 16-byte integers are errors;
/// - reals of 4 or 8 bytes → `.number` (non-finite ones are errors);
/// - ASCII and UTF-16BE strings → `.string`;
/// - arrays → `.array`; dictionaries → `.object` (keys must be strings;
///   members in file order, duplicate keys kept);
/// - dates, data, UIDs and sets → `.unsupported("date" / "data" / "UID" /
///   "set")`.
///
/// Binary property lists have no lines or columns: every node's location is
/// nil and errors name object numbers (indexes into the offset table). The
/// object count itself must not exceed `limits.maximumValueCount`, and the
/// UTF-8 size of all strings and keys, counted at every reference to them,
/// must not exceed `limits.maximumFileSize` (as the text of an XML file
/// could not), so that a small file cannot expand into gigabytes of text.
package enum BinaryPropertyListReader {
    /// The document in `bytes`, or the first reason it cannot be read.
    package static func parse(_ bytes: [UInt8], limits: ReadingLimits) throws(PresetSyntaxError) -> PresetNode {
        try limits.checkSize(of: bytes)
        guard !bytes.isEmpty else {
            throw .empty(at: nil)
        }
        var reader = try Reader(bytes: bytes, limits: limits)
        return try reader.read()
    }
}

extension BinaryPropertyListReader {
    /// A binary property list is written by a program, never by hand: a
    /// broken one is damaged, and the fix is to write it again.
    fileprivate static let damagedFix =
        "The binary property list is damaged: write it again from its source (plutil -convert binary1), or keep the preset as JSON or XML."

    fileprivate static func failure(_ message: String, fix: String = damagedFix) -> PresetSyntaxError {
        PresetSyntaxError(.notPropertyList, message, fix: fix)
    }

    /// One object's type and where its contents are.
    fileprivate enum Object {
        case scalar(PresetNode.Value)
        case string(String)
        /// `count` references starting at byte `references`; a dictionary has
        /// `count` key references, then `count` value references.
        case array(references: Int, count: Int)
        case dictionary(references: Int, count: Int)

        var kindDescription: String {
            switch self {
            case .scalar(let value): PresetNode(value).kindDescription
            case .string: "a string"
            case .array: "an array"
            case .dictionary: "a dictionary"
            }
        }
    }

    /// An array or dictionary whose contents are being read.
    fileprivate struct Frame {
        var object: Int
        var isDictionary: Bool
        var references: Int
        var count: Int
        var next = 0
        var items: [PresetNode] = []
        var members: [PresetNode.Member] = []
        var pendingKey = ""
    }

    fileprivate struct Reader {
        static let header: [UInt8] = Array("bplist00".utf8)
        static let trailerSize = 32
        /// Header, a one-byte object, a one-byte offset table, the trailer.
        static let minimumSize = 8 + 1 + 1 + trailerSize

        let bytes: [UInt8]
        let limits: ReadingLimits
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        /// Where the object data ends and the offset table starts.
        let objectsEnd: Int
        let offsets: [Int]
        var valueCount = 0
        /// Strings already decoded, so that a long string referred to many
        /// times is decoded once.
        var strings: [Int: String] = [:]
        /// The UTF-8 bytes of every string and key read so far, counted at
        /// every reference.
        var textSize = 0

        init(bytes: [UInt8], limits: ReadingLimits) throws(PresetSyntaxError) {
            self.bytes = bytes
            self.limits = limits
            guard bytes.starts(with: Self.header) else {
                throw failure(
                    "Expected the binary property list header bplist00, found \(Self.describeHeader(bytes)).",
                    fix: "Only binary property lists of the bplist00 format can be read.")
            }
            guard bytes.count >= Self.minimumSize else {
                throw failure(
                    "The binary property list is cut short: \(bytes.count) bytes cannot hold a header, an object, an offset table and the 32-byte trailer.",
                    fix: "The file may have been truncated; write it again.")
            }
            let trailer = bytes.count - Self.trailerSize
            let offsetSize = Int(bytes[trailer + 6])
            let referenceSize = Int(bytes[trailer + 7])
            let objectCount = Self.readUnsigned(bytes, at: trailer + 8, size: 8)
            let topObject = Self.readUnsigned(bytes, at: trailer + 16, size: 8)
            let tableStart = Self.readUnsigned(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize) else {
                throw failure("The trailer gives offsets a size of \(offsetSize) bytes, but they take 1 to 8.")
            }
            guard (1...8).contains(referenceSize) else {
                throw failure(
                    "The trailer gives object references a size of \(referenceSize) bytes, but they take 1 to 8.")
            }
            guard objectCount > 0 else {
                throw failure("The trailer says the property list has no objects.")
            }
            guard objectCount <= UInt64(max(0, limits.maximumValueCount)) else {
                throw PresetSyntaxError(
                    .tooManyValues,
                    "The property list has \(objectCount) objects, more than the \(limits.maximumValueCount) values allowed.",
                    fix: "A preset holds a few hundred values at most; check that this is the right file.")
            }
            guard topObject < objectCount else {
                throw failure(
                    "The trailer names object \(topObject) as the top object, but the property list has only \(objectCount) objects.")
            }
            let count = Int(objectCount)
            let (tableSize, tableOverflow) = count.multipliedReportingOverflow(by: offsetSize)
            guard tableStart >= UInt64(Self.header.count + 1), tableStart <= UInt64(trailer), !tableOverflow,
                Int(tableStart) <= trailer - tableSize
            else {
                throw failure(
                    "The trailer puts an offset table of \(objectCount) \(offsetSize)-byte entries at byte \(tableStart), which does not fit between the header and the trailer at byte \(trailer)."
                )
            }
            let objectsEnd = Int(tableStart)
            var offsets: [Int] = []
            offsets.reserveCapacity(count)
            for object in 0..<count {
                let offset = Self.readUnsigned(bytes, at: objectsEnd + object * offsetSize, size: offsetSize)
                guard offset >= UInt64(Self.header.count), offset < UInt64(objectsEnd) else {
                    throw failure(
                        "Object \(object) starts at byte \(offset), outside the object data (bytes 8 to \(objectsEnd - 1)).")
                }
                offsets.append(Int(offset))
            }
            self.referenceSize = referenceSize
            self.objectCount = count
            self.topObject = Int(topObject)
            self.objectsEnd = objectsEnd
            self.offsets = offsets
        }

        static func readUnsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in start..<(start + size) {
                value = value << 8 | UInt64(bytes[index])
            }
            return value
        }

        static func describeHeader(_ bytes: [UInt8]) -> String {
            let start = bytes.prefix(8)
            if start.allSatisfy({ (0x20...0x7E).contains($0) }) {
                return "\"\(String(decoding: start, as: UTF8.self))\""
            }
            return start.map(hexByte).joined(separator: " ")
        }

        // MARK: Objects

        /// Checks that `count` units of `unitSize` bytes from `start` lie in
        /// the object data.
        func checkBody(of object: Int, start: Int, count: Int, unitSize: Int) throws(PresetSyntaxError) {
            let (size, overflow) = count.multipliedReportingOverflow(by: unitSize)
            guard !overflow, start <= objectsEnd, size <= objectsEnd - start else {
                throw failure("Object \(object) runs past the end of the object data.")
            }
        }

        /// The length in an object's marker, or in the integer after it when
        /// the marker says 0xF; and where the contents start.
        func length(of object: Int, info: UInt8, at offset: Int) throws(PresetSyntaxError) -> (count: Int, start: Int) {
            guard info == 0x0F else { return (Int(info), offset + 1) }
            let malformed = failure("Object \(object) has a malformed length.")
            guard offset + 1 < objectsEnd else { throw malformed }
            let marker = bytes[offset + 1]
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw malformed }
            let size = 1 << Int(marker & 0x0F)
            guard size <= objectsEnd - (offset + 2) else { throw malformed }
            let value = Self.readUnsigned(bytes, at: offset + 2, size: size)
            guard value <= UInt64(Int.max) else { throw malformed }
            return (Int(value), offset + 2 + size)
        }

        func object(_ object: Int) throws(PresetSyntaxError) -> Object {
            let offset = offsets[object]
            let marker = bytes[offset]
            let info = marker & 0x0F
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x00: return .scalar(.null)
                case 0x08: return .scalar(.bool(false))
                case 0x09: return .scalar(.bool(true))
                default: break
                }
            case 0x1:
                let size = 1 << Int(info)
                guard info <= 3 else {
                    throw failure(
                        "Object \(object) is a \(size)-byte integer, but integers take 1, 2, 4 or 8 bytes.",
                        fix: "Keep integers between \(Int.min) and \(Int.max).")
                }
                try checkBody(of: object, start: offset + 1, count: size, unitSize: 1)
                let raw = Self.readUnsigned(bytes, at: offset + 1, size: size)
                return .scalar(.integer(Int(Int64(bitPattern: raw))))
            case 0x2:
                let size = 1 << Int(info)
                guard info == 2 || info == 3 else {
                    throw failure("Object \(object) is a \(size)-byte real, but reals take 4 or 8 bytes.")
                }
                try checkBody(of: object, start: offset + 1, count: size, unitSize: 1)
                let raw = Self.readUnsigned(bytes, at: offset + 1, size: size)
                let value = info == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: raw)
                guard value.isFinite else {
                    throw failure(
                        "Expected a finite number in object \(object), found \(value).",
                        fix: "Presets need finite numbers; write a value such as 0.5 or 1e-3.")
                }
                return .scalar(.number(value))
            case 0x3:
                if marker == 0x33 {
                    try checkBody(of: object, start: offset + 1, count: 8, unitSize: 1)
                    return .scalar(.unsupported("date"))
                }
            case 0x4:
                let (count, start) = try length(of: object, info: info, at: offset)
                try checkBody(of: object, start: start, count: count, unitSize: 1)
                return .scalar(.unsupported("data"))
            case 0x5:
                let (count, start) = try length(of: object, info: info, at: offset)
                try checkBody(of: object, start: start, count: count, unitSize: 1)
                let text = bytes[start..<(start + count)]
                if let wide = text.first(where: { $0 >= 0x80 }) {
                    throw failure("Object \(object) is an ASCII string holding the non-ASCII byte 0x\(hexByte(wide)).")
                }
                return .string(String(decoding: text, as: UTF8.self))
            case 0x6:
                let (count, start) = try length(of: object, info: info, at: offset)
                try checkBody(of: object, start: start, count: count, unitSize: 2)
                var scalars = String.UnicodeScalarView()
                var index = start
                let end = start + 2 * count
                while index < end {
                    let unit = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                    index += 2
                    if let scalar = Unicode.Scalar(unit) {
                        scalars.append(scalar)
                        continue
                    }
                    var paired: Unicode.Scalar? = nil
                    if unit < 0xDC00, index < end {
                        let low = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                        if (0xDC00...0xDFFF).contains(low) {
                            index += 2
                            paired = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00))
                        }
                    }
                    guard let paired else {
                        throw failure("Object \(object) is a UTF-16 string with an unpaired surrogate.")
                    }
                    scalars.append(paired)
                }
                return .string(String(scalars))
            case 0x8:
                try checkBody(of: object, start: offset + 1, count: Int(info) + 1, unitSize: 1)
                return .scalar(.unsupported("UID"))
            case 0xA, 0xC, 0xD:
                let (count, start) = try length(of: object, info: info, at: offset)
                let isDictionary = marker >> 4 == 0xD
                let (references, overflow) = count.multipliedReportingOverflow(by: isDictionary ? 2 : 1)
                guard !overflow else { throw failure("Object \(object) runs past the end of the object data.") }
                try checkBody(of: object, start: start, count: references, unitSize: referenceSize)
                switch marker >> 4 {
                case 0xA: return .array(references: start, count: count)
                case 0xD: return .dictionary(references: start, count: count)
                default: return .scalar(.unsupported("set"))
                }
            default:
                break
            }
            throw failure("Object \(object) has the unknown type marker 0x\(hexByte(marker)).")
        }

        /// Bounds the text a document expands to: shared references let a
        /// small file repeat a long string many times, and whatever reads the
        /// document afterwards would walk every copy.
        mutating func countText(_ text: String) throws(PresetSyntaxError) {
            textSize += text.utf8.count
            guard textSize <= limits.maximumFileSize else {
                throw PresetSyntaxError(
                    .tooLarge,
                    "The document's strings and keys add up to more than \(limits.maximumFileSize) bytes.",
                    fix: "A preset is a few kilobytes; this file repeats strings by reference far more than a preset would.")
            }
        }

        /// `object(_:)`, with strings decoded once.
        mutating func resolve(_ index: Int) throws(PresetSyntaxError) -> Object {
            if let text = strings[index] { return .string(text) }
            let found = try object(index)
            if case .string(let text) = found { strings[index] = text }
            return found
        }

        /// The object that the reference at `position` in `container` names.
        func reference(at position: Int, in container: Int) throws(PresetSyntaxError) -> Int {
            let target = Self.readUnsigned(bytes, at: position, size: referenceSize)
            guard target < UInt64(objectCount) else {
                throw failure(
                    "Object \(container) refers to object \(target), but the property list has only \(objectCount) objects.")
            }
            return Int(target)
        }

        // MARK: The document

        mutating func read() throws(PresetSyntaxError) -> PresetNode {
            var onPath = [Bool](repeating: false, count: objectCount)
            var stack: [Frame] = []
            var next: Int? = topObject
            while true {
                var finished: PresetNode
                if let objectIndex = next {
                    next = nil
                    guard !onPath[objectIndex] else {
                        throw failure("The property list refers to itself: object \(objectIndex) contains itself.")
                    }
                    valueCount += 1
                    guard valueCount <= limits.maximumValueCount else {
                        throw .tooManyValues(limit: limits.maximumValueCount, at: nil)
                    }
                    let found = try resolve(objectIndex)
                    switch found {
                    case .scalar(let value):
                        finished = PresetNode(value)
                    case .string(let text):
                        try countText(text)
                        finished = PresetNode(.string(text))
                    case .array(let references, let count), .dictionary(let references, let count):
                        guard stack.count < limits.maximumDepth else {
                            throw .tooDeep(limit: limits.maximumDepth, at: nil)
                        }
                        let isDictionary: Bool
                        if case .dictionary = found { isDictionary = true } else { isDictionary = false }
                        if count == 0 {
                            finished = PresetNode(isDictionary ? .object([]) : .array([]))
                        } else {
                            onPath[objectIndex] = true
                            stack.append(
                                Frame(object: objectIndex, isDictionary: isDictionary, references: references, count: count))
                            continue
                        }
                    }
                } else {
                    let top = stack.count - 1
                    // Fields, not `let frame = stack[top]`: a copy would share
                    // the frame's arrays, and every append would copy them.
                    let (container, references, count, position) = (
                        stack[top].object, stack[top].references, stack[top].count, stack[top].next
                    )
                    if position < count {
                        if stack[top].isDictionary {
                            let keyIndex = try reference(at: references + position * referenceSize, in: container)
                            let keyObject = try resolve(keyIndex)
                            guard case .string(let key) = keyObject else {
                                throw failure(
                                    "Object \(keyIndex), a key of the dictionary object \(container), is \(keyObject.kindDescription), not a string.",
                                    fix: "Dictionary keys must be strings.")
                            }
                            try countText(key)
                            stack[top].pendingKey = key
                            next = try reference(at: references + (count + position) * referenceSize, in: container)
                        } else {
                            next = try reference(at: references + position * referenceSize, in: container)
                        }
                        stack[top].next += 1
                        continue
                    }
                    let done = stack.removeLast()
                    onPath[done.object] = false
                    finished = PresetNode(done.isDictionary ? .object(done.members) : .array(done.items))
                }
                guard !stack.isEmpty else { return finished }
                let top = stack.count - 1
                if stack[top].isDictionary {
                    stack[top].members.append(PresetNode.Member(key: stack[top].pendingKey, value: finished))
                } else {
                    stack[top].items.append(finished)
                }
            }
        }
    }
}
