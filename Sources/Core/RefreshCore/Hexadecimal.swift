/// The value of one hexadecimal digit (`0`-`9`, `a`-`f`, `A`-`F`), or nil.
/// Colours (`"#RRGGBB"`), JSON's `\uXXXX` escapes and XML's `&#xE9;` and
/// `0x` integers all read their digits here.
package func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// `byte` as two upper-case hexadecimal digits: `0A`, `FF`.
package func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".unicodeScalars)
    var text = String.UnicodeScalarView()
    text.append(digits[Int(byte >> 4)])
    text.append(digits[Int(byte & 0xF)])
    return String(text)
}
