import Foundation

extension NSAttributedString {
    /// This text with `defaults` wherever it has no value of its own for a
    /// key: each attribute the app set on a range stays, and the rest of the
    /// text takes the default. The UIKit layer gives a title the footnote
    /// font, the secondary label colour and centred lines this way, because
    /// what a label does with a range that has no font of its own is not
    /// documented (an attributed string's own default is 12-point Helvetica).
    package func fillingAttributes(_ defaults: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let text = NSMutableAttributedString(attributedString: self)
        let whole = NSRange(location: 0, length: text.length)
        for (key, value) in defaults {
            var unset: [NSRange] = []
            text.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { unset.append(range) }
            }
            for range in unset { text.addAttribute(key, value: value, range: range) }
        }
        return text
    }
}
