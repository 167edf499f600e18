import RefreshCore

/// A loaded preset: every value filled in (from what it extends, then from
/// the declared defaults), ready to make pipelines.
public struct ResolvedPreset: Sendable {
    /// The preset with every value given: all parameters, all animation roles,
    /// the haptics and announcements that apply.
    public let preset: Preset
    /// The preset as its file wrote it.
    public let written: Preset
    /// Warnings found while loading.
    public let warnings: [PresetDiagnostic]

    private let strategy: ModuleRegistry.StrategyEntry
    private let indicator: ModuleRegistry.IndicatorEntry

    /// The strategy type's descriptor.
    public var strategyDescriptor: StrategyDescriptor { strategy.descriptor }
    /// The indicator style's descriptor.
    public var indicatorDescriptor: IndicatorDescriptor { indicator.descriptor }

    /// A fresh pipeline in its initial state.
    public func makePipeline() -> RefreshPipeline {
        let layout = RefreshLayout(parameters: preset.layout)
        return RefreshPipeline(
            name: preset.name,
            strategy: strategy.make(preset.strategyParameters),
            indicator: indicator.make(preset.indicatorParameters, layout),
            layout: layout,
            timing: RefreshTiming(parameters: preset.timing),
            animations: AnimationSet(
                start: preset.animations[.start] ?? .immediate,
                hold: preset.animations[.hold] ?? .immediate,
                finish: preset.animations[.finish] ?? .immediate,
                settle: preset.animations[.settle] ?? .immediate),
            feedback: FeedbackConfiguration(
                haptics: preset.haptics.compactMapValues { $0 },
                announcements: preset.announcements.filter { !$0.value.isEmpty })
        )
    }

    /// The preset as a file that stands alone, as `refreshkit show` writes
    /// it: extending nothing, every value given, and the default haptics and
    /// announcements it turns off written as `"none"` and `""`, so that
    /// loading it gives this preset again.
    public var standalone: Preset {
        var standalone = preset
        standalone.extends = nil
        for event in strategy.descriptor.defaultHaptics.keys where standalone.haptics[event] == nil {
            standalone.haptics[event] = .some(nil)
        }
        for event in FeedbackConfiguration.defaultAnnouncements.keys where standalone.announcements[event] == nil {
            standalone.announcements[event] = ""
        }
        return standalone
    }

    /// How far a pull must go before a refresh can start, in points.
    public var triggerDistance: Double { strategy.make(preset.strategyParameters).triggerDistance }

    static func make(written: Preset, merged: Preset, registry: ModuleRegistry, warnings: [PresetDiagnostic])
        -> Result<ResolvedPreset, PresetDiagnostic>
    {
        func failure(_ message: String) -> Result<ResolvedPreset, PresetDiagnostic> {
            .failure(
                PresetDiagnostic(
                    .error, rule: .invalidPreset, file: "<\(written.name)>", location: nil, keyPath: "", message: message,
                    fix: "Name a strategy type and indicator style that are registered with the catalog."))
        }
        guard let typeName = merged.strategyType, let strategy = registry.strategies[typeName] else {
            return failure("The preset names no registered strategy type.")
        }
        let styleName = merged.indicatorStyle ?? strategy.descriptor.defaultIndicatorStyle
        guard let indicator = registry.indicators[styleName] else {
            return failure("Strategy '\(typeName)' draws with indicator style '\(styleName)', which is not registered.")
        }
        var preset = merged
        preset.strategyType = typeName
        preset.indicatorStyle = styleName
        preset.strategyParameters = filled(merged.strategyParameters, strategy.descriptor.parameters)
        preset.indicatorParameters = filled(merged.indicatorParameters, indicator.descriptor.parameters)
        preset.layout = filled(indicator.descriptor.layoutDefaults.merging(merged.layout), RefreshLayout.Parameters.all)
        preset.timing = filled(merged.timing, RefreshTiming.Parameters.all)
        let strategyAnimations = strategy.descriptor.animations(preset.strategyParameters)
        for role in AnimationRole.allCases where preset.animations[role] == nil {
            preset.animations[role] = strategyAnimations[role]
        }
        var haptics: [FeedbackEvent: HapticStyle?] = strategy.descriptor.defaultHaptics.mapValues { $0 }
        if !merged.haptics.isEmpty {
            haptics.merge(merged.haptics) { _, new in new }
            haptics = haptics.filter { $0.value != nil }
        }
        preset.haptics = haptics
        preset.announcements =
            merged.announcements.isEmpty
            ? Self.defaultAnnouncements
            : FeedbackConfiguration.defaultAnnouncements.merging(merged.announcements) { _, new in new }.filter { !$0.value.isEmpty }
        return .success(ResolvedPreset(preset: preset, written: written, warnings: warnings, strategy: strategy, indicator: indicator))
    }

    /// The announcements a preset that changes none makes.
    private static let defaultAnnouncements = FeedbackConfiguration.defaultAnnouncements.filter { !$0.value.isEmpty }

    /// Every declared parameter with its given value (made to fit) or its default.
    private static func filled(_ values: ParameterValues, _ declarations: [ParameterDeclaration]) -> ParameterValues {
        var result = [String: ParameterValue](minimumCapacity: declarations.count)
        for declaration in declarations {
            result[declaration.name] = values[declaration.name].map(declaration.coerce) ?? declaration.defaultValue
        }
        return ParameterValues(result)
    }
}
