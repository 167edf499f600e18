/// The colour a built-in indicator draws one of its parts in: the app's
/// tint, a level of the app's foreground style, or a colour of the preset's
/// own. Preset files write `"tint"`, `"primary"`, `"secondary"` or
/// `"#RRGGBB"`.
///
/// The named colours follow the app: `"tint"` is SwiftUI's `.tint` (UIKit's
/// `tintColor`), `"primary"` and `"secondary"` the foreground style's levels
/// (UIKit's label and secondary label colours), so they adapt to light and
/// dark mode and to the app's own tint. A `"#RRGGBB"` colour is the same in
/// both modes; for one per mode, give the app a tint that adapts (an asset
/// catalog colour) and write `"tint"`.
public enum IndicatorColor: Sendable, Hashable, CustomStringConvertible {
    /// The app's tint (`.tint(_:)` in SwiftUI, `tintColor` in UIKit).
    case tint
    /// The foreground style's primary level.
    case primary
    /// The foreground style's secondary level.
    case secondary
    /// A colour of the preset's own, the same in light and dark mode.
    case fixed(RGBColor)

    /// The names preset files may write instead of a `"#RRGGBB"` colour.
    public static let names = ["tint", "primary", "secondary"]

    /// Reads `"tint"`, `"primary"`, `"secondary"` or `"#RRGGBB"`; `nil` for
    /// anything else.
    public init?(_ text: String) {
        switch text {
        case "tint": self = .tint
        case "primary": self = .primary
        case "secondary": self = .secondary
        default:
            guard let color = RGBColor(hex: text) else { return nil }
            self = .fixed(color)
        }
    }

    /// As preset files write it.
    public var description: String {
        switch self {
        case .tint: "tint"
        case .primary: "primary"
        case .secondary: "secondary"
        case .fixed(let color): color.hexString
        }
    }
}

extension IndicatorColor: ParameterRepresentable {
    public static var parameterKind: ParameterKind { .indicatorColor }

    /// A name as text, a colour of the preset's own as a colour.
    public var parameterValue: ParameterValue {
        switch self {
        case .fixed(let color): .color(color)
        default: .text(description)
        }
    }

    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .color(let color): self = .fixed(color)
        case .text(let text): self.init(text)
        default: return nil
        }
    }
}
