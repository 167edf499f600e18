import RefreshCore

/// A preset as written: a name, what it extends, and the values it gives.
/// Values it leaves out come from what it extends, then from the declared
/// defaults, when it is resolved (see ``ResolvedPreset``).
///
/// Files, the Swift DSL (``PresetBuilder``) and ``PresetCatalog/encode(_:as:)``
/// all produce and consume this value; file → value → file → value
/// round-trips unchanged.
public struct Preset: Sendable, Hashable {
    /// The name the preset is selected and extended by.
    public var name: String
    /// One line saying what the preset is for (not inherited through `extends`).
    public var summary: String?
    /// The preset this one starts from.
    public var extends: String?
    /// The strategy type, like `spinning-arrow`.
    public var strategyType: String?
    /// Values for the strategy's parameters.
    public var strategyParameters: ParameterValues
    /// The indicator style; the strategy's default style when absent.
    public var indicatorStyle: String?
    /// Values for the indicator style's parameters.
    public var indicatorParameters: ParameterValues
    /// Values for the layout section (`RefreshLayout.Parameters`).
    public var layout: ParameterValues
    /// Values for the timing section (`RefreshTiming.Parameters`).
    public var timing: ParameterValues
    /// Animation curves by role.
    public var animations: [AnimationRole: AnimationCurve]
    /// Haptics by event; `nil` plays none (written `"none"`), overriding what
    /// the preset extends.
    public var haptics: [FeedbackEvent: HapticStyle?]
    /// VoiceOver announcements by event; an empty string says nothing.
    public var announcements: [FeedbackEvent: String]

    /// Creates a preset.
    public init(
        name: String,
        summary: String? = nil,
        extends: String? = nil,
        strategyType: String? = nil,
        strategyParameters: ParameterValues = ParameterValues(),
        indicatorStyle: String? = nil,
        indicatorParameters: ParameterValues = ParameterValues(),
        layout: ParameterValues = ParameterValues(),
        timing: ParameterValues = ParameterValues(),
        animations: [AnimationRole: AnimationCurve] = [:],
        haptics: [FeedbackEvent: HapticStyle?] = [:],
        announcements: [FeedbackEvent: String] = [:]
    ) {
        self.name = name
        self.summary = summary
        self.extends = extends
        self.strategyType = strategyType
        self.strategyParameters = strategyParameters
        self.indicatorStyle = indicatorStyle
        self.indicatorParameters = indicatorParameters
        self.layout = layout
        self.timing = timing
        self.animations = animations
        self.haptics = haptics
        self.announcements = announcements
    }

    /// This preset laid over `base`: values given here win; strategy and
    /// indicator parameters carry over only while the type or style stays the
    /// same. The summary describes one preset and is not inherited.
    func laid(over base: Preset) -> Preset {
        var result = self
        result.strategyType = strategyType ?? base.strategyType
        // A new strategy type keeps the two distances every strategy shares, and nothing else of the old type's.
        result.strategyParameters = base.strategyParameters.kept(changingType: result.strategyType != base.strategyType)
            .merging(strategyParameters)
        result.indicatorStyle = indicatorStyle ?? base.indicatorStyle
        if result.indicatorStyle == base.indicatorStyle {
            result.indicatorParameters = base.indicatorParameters.merging(indicatorParameters)
        }
        result.layout = base.layout.merging(layout)
        result.timing = base.timing.merging(timing)
        result.animations = base.animations.merging(animations) { _, new in new }
        result.haptics = base.haptics.merging(haptics) { _, new in new }
        result.announcements = base.announcements.merging(announcements) { _, new in new }
        return result
    }
}

extension ParameterValues {
    /// These strategy values as a preset that extends them keeps them: all
    /// of them, or, when it changes the strategy type, only the distances
    /// every strategy shares (``SharedDistances``).
    func kept(changingType: Bool) -> ParameterValues {
        guard changingType else { return self }
        return ParameterValues(storage.filter { SharedDistances.names.contains($0.key) })
    }
}
