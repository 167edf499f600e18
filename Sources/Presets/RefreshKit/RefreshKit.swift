@_exported import RefreshBouncingBall
import RefreshBuiltInPresets
@_exported import RefreshCore
@_exported import RefreshDocuments
@_exported import RefreshFrozenHeader
@_exported import RefreshPresets
@_exported import RefreshProgressRing
@_exported import RefreshReleaseToRefresh
@_exported import RefreshSpinningArrow
@_exported import RefreshSystem

/// RefreshKit's version, as `refreshkit --version` prints it.
public let refreshKitVersion = "0.1.0"

extension ModuleRegistry {
    /// Every built-in strategy type and indicator style, under the names
    /// presets use: `spinning-arrow`, `progress-ring`, `release-to-refresh`,
    /// `frozen-header`, `bouncing-ball` and `system`.
    public static let standard: ModuleRegistry = {
        var registry = ModuleRegistry()
        registry.register(SpinningArrowStrategy.self)
        registry.register(SpinningArrowIndicator.self)
        registry.register(ProgressRingStrategy.self)
        registry.register(ProgressRingIndicator.self)
        registry.register(ReleaseToRefreshStrategy.self)
        registry.register(ActivityBandIndicator.self)
        registry.register(FrozenHeaderStrategy.self)
        registry.register(FrozenHeaderIndicator.self)
        registry.register(BouncingBallStrategy.self)
        registry.register(BouncingBallIndicator.self)
        registry.register(SystemStrategy.self)
        registry.register(SystemSpinnerIndicator.self)
        return registry
    }()
}

extension PresetCatalog {
    /// The built-in modules and presets. Extend it with your own modules and
    /// the presets your app ships, in a `Presets` folder or copied flat into
    /// its bundle (``PresetCatalog/addPresets(in:subdirectory:)``):
    ///
    /// ```swift
    /// var catalog = PresetCatalog.standard
    /// catalog.registry.register(ElasticStrategy.self)
    /// catalog.addPresets(in: .main)
    /// ```
    public static let standard = PresetCatalog(
        registry: .standard,
        builtIns: BuiltInPresetFiles.load().map { file in
            PresetSource(name: file.name, displayPath: "presets/\(file.fileName)", bytes: file.bytes, filePath: file.path)
        }
    )
}
