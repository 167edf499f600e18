/// Finds the first byte that breaks UTF-8, with its place.
enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, location: FilePosition)? {
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            var minimum: UInt32 = 0
            switch byte {
            case 0x00..<0x80: length = 1
            case 0xC2..<0xE0:
                length = 2
                minimum = 0x80
            case 0xE0..<0xF0:
                length = 3
                minimum = 0x800
            case 0xF0..<0xF5:
                length = 4
                minimum = 0x10000
            default: return (index, FilePosition(line: line, column: column))
            }
            guard index + length <= bytes.count else { return (index, FilePosition(line: line, column: column)) }
            var scalar = length == 1 ? UInt32(byte) : UInt32(byte) & (0xFF >> (length + 1))
            for offset in 1..<max(length, 1) where length > 1 {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return (index, FilePosition(line: line, column: column)) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if length > 1, scalar < minimum || scalar > 0x10FFFF || (0xD800..<0xE000).contains(scalar) {
                return (index, FilePosition(line: line, column: column))
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return nil
    }
}
