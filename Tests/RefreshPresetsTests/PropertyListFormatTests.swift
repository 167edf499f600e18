import RefreshPresets
import Testing

@Suite struct PropertyListFormatTests {
    @Test func detectsTheFormatFromTheFirstBytes() {
        #expect(PropertyListFormat.detect(Array("bplist00".utf8) + [0xD0, 0x08, 0x00]) == .binary)
        #expect(PropertyListFormat.detect(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist>".utf8)) == .xml)
        #expect(PropertyListFormat.detect(Array("\u{FEFF} \r\n\t<!DOCTYPE plist>".utf8)) == .xml)
        #expect(PropertyListFormat.detect(Array("\n<plist version=\"1.0\">".utf8)) == .xml)
        #expect(PropertyListFormat.detect(Array("{\"name\": 1}".utf8)) == nil)
        #expect(PropertyListFormat.detect(Array("bplist0".utf8)) == nil)
        #expect(PropertyListFormat.detect(Array("<dict/>".utf8)) == nil)
        #expect(PropertyListFormat.detect([]) == nil)
    }
}
