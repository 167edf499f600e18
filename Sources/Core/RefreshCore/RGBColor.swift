/// An opaque sRGB colour with 8-bit channels, as the documents give them
/// (document 000's light backdrop is `(240, 240, 245)`).
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Creates a colour from 0...255 channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `"#RRGGBB"` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var channels: [UInt8] = []
        for index in stride(from: 1, to: 7, by: 2) {
            guard let high = hexDigitValue(digits[index]), let low = hexDigitValue(digits[index + 1]) else { return nil }
            channels.append(high << 4 | low)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// `"#RRGGBB"` in upper case.
    public var hexString: String { "#" + hexByte(red) + hexByte(green) + hexByte(blue) }

    public var description: String { hexString }
}
