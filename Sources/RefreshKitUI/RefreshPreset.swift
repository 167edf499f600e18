#if canImport(SwiftUI)
import RefreshKit

/// Which preset a pull-to-refresh scroll view runs: a name looked up in the
/// environment's ``PresetCatalog``, a preset built with the DSL, or a ready
/// pipeline.
///
/// A string literal names a preset:
///
/// ```swift
/// ScrollView { feed }.pullToRefresh("bouncing-ball") { await model.reload() }
/// ```
public struct RefreshPreset: Sendable, ExpressibleByStringLiteral {
    enum Source: Sendable {
        case named(String)
        case preset(Preset)
        case pipeline(RefreshPipeline)
    }

    let source: Source

    /// The preset `name` from the environment's catalog
    /// (`refreshPresetCatalog` environment value).
    public static func named(_ name: String) -> RefreshPreset { RefreshPreset(source: .named(name)) }

    /// A preset built in code, validated and resolved through the
    /// environment's catalog as a file would be.
    public static func preset(_ preset: Preset) -> RefreshPreset { RefreshPreset(source: .preset(preset)) }

    /// A pipeline made elsewhere, used as it is (the catalog is not consulted).
    public static func pipeline(_ pipeline: RefreshPipeline) -> RefreshPreset { RefreshPreset(source: .pipeline(pipeline)) }

    /// SwiftUI's own `.refreshable`, the fallback for a preset that fails to load.
    public static let system = RefreshPreset.named("system")

    public init(stringLiteral name: String) { self.init(source: .named(name)) }

    init(source: Source) { self.source = source }

    /// What a change of preset is recognised by: a new name or a new preset
    /// value makes a new controller; a pipeline is taken once.
    var identity: Identity {
        switch source {
        case .named(let name): .named(name)
        case .preset(let preset): .preset(preset)
        case .pipeline(let pipeline): .pipeline(pipeline.name)
        }
    }

    enum Identity: Equatable {
        case named(String)
        case preset(Preset)
        case pipeline(String)
    }
}
#endif
