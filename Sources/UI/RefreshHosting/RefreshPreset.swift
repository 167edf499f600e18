import RefreshKit

/// Which preset a pull-to-refresh scroll view runs: a name looked up in the
/// environment's `PresetCatalog`, a preset built with the DSL, or a ready
/// pipeline.
///
/// Prefer the static members for the built-in presets, whose names cannot be
/// mistyped; a string literal names any preset in the catalog:
///
/// ```swift
/// List(items) { Row($0) }.pullToRefresh(.bouncingBall) { await model.reload() }
/// ScrollView { feed }.pullToRefresh("team-arrow") { await model.reload() }
/// ```
public struct RefreshPreset: Sendable, Hashable, ExpressibleByStringLiteral {
    package enum Source: Sendable {
        case named(String)
        case preset(Preset)
        case pipeline(RefreshPipeline)
    }

    package let source: Source

    /// The preset `name` from the environment's catalog
    /// (`refreshPresetCatalog` environment value).
    public static func named(_ name: String) -> RefreshPreset { RefreshPreset(source: .named(name)) }

    /// A preset built in code, validated and resolved through the
    /// environment's catalog as a file would be.
    public static func preset(_ preset: Preset) -> RefreshPreset { RefreshPreset(source: .preset(preset)) }

    /// A pipeline made elsewhere, used as it is (the catalog is not consulted).
    /// A new pipeline with the same name is not a new preset: the scroll view
    /// keeps the one it took first.
    public static func pipeline(_ pipeline: RefreshPipeline) -> RefreshPreset {
        RefreshPreset(source: .pipeline(pipeline))
    }

    /// A preset by name, as a string literal writes it.
    public init(stringLiteral name: String) { self.init(source: .named(name)) }

    package init(source: Source) { self.source = source }

    /// The name the preset is known by: the catalog name, the DSL preset's
    /// name, or the pipeline's.
    public var name: String {
        switch source {
        case .named(let name): name
        case .preset(let preset): preset.name
        case .pipeline(let pipeline): pipeline.name
        }
    }

    /// What a change of preset is recognised by: a new name or a new preset
    /// value makes a new controller; a pipeline is taken once per name.
    public static func == (lhs: RefreshPreset, rhs: RefreshPreset) -> Bool { lhs.identity == rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    package var identity: Identity {
        switch source {
        case .named(let name): .named(name)
        case .preset(let preset): .preset(preset)
        case .pipeline(let pipeline): .pipeline(pipeline.name)
        }
    }

    package enum Identity: Hashable {
        case named(String)
        case preset(Preset)
        case pipeline(String)
    }
}

extension RefreshPreset {
    /// Document 000: an arrow turns with the pull; at 180° a spinner, a heavy
    /// tap, and the content held 40 pt once released.
    public static let spinningArrow: RefreshPreset = "spinning-arrow"
    /// Document 001: a ring fills from 10 to 100 pt; past 100 pt the refresh
    /// starts at once and the content is held 36 pt.
    public static let progressRing: RefreshPreset = "progress-ring"
    /// Document 002: primed past 50 pt, refreshing on release, an activity
    /// band in a 50 pt hold.
    public static let releaseToRefresh: RefreshPreset = "release-to-refresh"
    /// Document 003: crossing 80 pt starts the refresh; coming back up freezes
    /// an 80 pt header.
    public static let frozenHeader: RefreshPreset = "frozen-header"
    /// Document 004: a ball rolls in, jumps while the action runs, and rolls out.
    public static let bouncingBall: RefreshPreset = "bouncing-ball"
    /// The platform's own control, SwiftUI's `.refreshable`; also what a
    /// preset that fails to load falls back to.
    public static let system: RefreshPreset = "system"

    /// Every built-in preset, as the static members above name them.
    public static let builtIns: [RefreshPreset] = [
        .spinningArrow, .progressRing, .releaseToRefresh, .frozenHeader, .bouncingBall, .system,
    ]
}
