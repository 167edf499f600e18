/// Where the indicator sits: a preset's `layout` section.
public struct RefreshLayout: Sendable, Hashable {
    /// The height of the area the indicator is drawn in, in points.
    public var indicatorHeight: Double
    /// Extra space between the scroll view's top edge and the indicator area, in points.
    public var indicatorInset: Double

    /// The section's declarations.
    public enum Parameters {
        public static let indicatorHeight = LayoutParameter<Double>(
            "indicatorHeight", default: 50, range: 0...400, unit: .points,
            summary: "Height of the area the indicator is drawn in; each style gives its own default.")
        public static let indicatorInset = LayoutParameter<Double>(
            "indicatorInset", default: 0, range: 0...400, unit: .points,
            summary: "Extra space between the scroll view's top edge and the indicator area.")
        /// Every layout declaration, in file order.
        public static let all = [indicatorHeight.declaration, indicatorInset.declaration]
    }

    /// Reads the section from preset values.
    public init(parameters: ParameterValues = ParameterValues()) {
        indicatorHeight = parameters[Parameters.indicatorHeight]
        indicatorInset = parameters[Parameters.indicatorInset]
    }

    /// The section as preset values.
    public var parameterValues: ParameterValues {
        var values = ParameterValues()
        values[Parameters.indicatorHeight] = indicatorHeight
        values[Parameters.indicatorInset] = indicatorInset
        return values
    }
}

/// How the controller times a refresh: a preset's `timing` section.
public struct RefreshTiming: Sendable, Hashable {
    /// The shortest time a refresh shows, so that a quick action does not flash.
    public var minimumVisibleTime: Double
    /// How long an action may run before it ends as a failure; 0 never times out.
    public var timeout: Double
    /// How long after a refresh has finished a new pull is ignored.
    public var coolDown: Double

    /// The section's declarations.
    public enum Parameters {
        public static let minimumVisibleTime = TimingParameter<Double>(
            "minimumVisibleTime", default: 0.5, range: 0...10, unit: .seconds,
            summary: "Shortest time a refresh shows, so that a quick action does not flash.",
            origin: "RefreshKit: long enough to read a spinner, short enough not to stall")
        public static let timeout = TimingParameter<Double>(
            "timeout", default: 0, range: 0...3600, unit: .seconds,
            summary: "An action still running after this long ends as a failure; 0 waits forever.",
            origin: "RefreshKit: none, as with SwiftUI's .refreshable; no document gives one")
        public static let coolDown = TimingParameter<Double>(
            "coolDown", default: 0, range: 0...60, unit: .seconds,
            summary: "A pull that begins this soon after a refresh finished is ignored until it returns to rest.")
        /// Every timing declaration, in file order.
        public static let all = [minimumVisibleTime.declaration, timeout.declaration, coolDown.declaration]
    }

    /// Rules across the timing values.
    public static let rules = [
        ParameterRule(
            parameters: [Parameters.timeout.name, Parameters.minimumVisibleTime.name],
            requirement: "timeout must be 0 (never) or longer than minimumVisibleTime",
            fix: "Make the timeout longer than the minimum visible time, or 0 to wait forever."
        ) { values in
            let timeout = values[Parameters.timeout]
            return timeout == 0 || timeout > values[Parameters.minimumVisibleTime]
        }
    ]

    /// Reads the section from preset values.
    public init(parameters: ParameterValues = ParameterValues()) {
        minimumVisibleTime = parameters[Parameters.minimumVisibleTime]
        timeout = parameters[Parameters.timeout]
        coolDown = parameters[Parameters.coolDown]
    }

    /// The section as preset values.
    public var parameterValues: ParameterValues {
        var values = ParameterValues()
        values[Parameters.minimumVisibleTime] = minimumVisibleTime
        values[Parameters.timeout] = timeout
        values[Parameters.coolDown] = coolDown
        return values
    }
}

/// A haptic a feedback sink can play; the names follow UIKit's feedback generators.
public enum HapticStyle: String, Sendable, Hashable, CaseIterable, ParameterChoice {
    /// `UIImpactFeedbackGenerator` styles.
    case light, medium, heavy, soft, rigid
    /// `UINotificationFeedbackGenerator` types.
    case success, warning, error
    /// `UISelectionFeedbackGenerator`.
    case selection
}

/// What the feedback sinks are told to play and say: a preset's `feedback` section.
public struct FeedbackConfiguration: Sendable, Hashable {
    /// The haptic to play for each event; events left out play none.
    public var haptics: [FeedbackEvent: HapticStyle]
    /// The VoiceOver announcement for each event, as a localisation key whose
    /// English text is the key itself; events left out say nothing.
    public var announcements: [FeedbackEvent: String]

    /// The announcements every preset starts from.
    public static let defaultAnnouncements: [FeedbackEvent: String] = [
        .refreshStarted: "Refreshing",
        .refreshSucceeded: "Refreshed",
        .refreshFailed: "Refresh failed",
    ]

    /// Creates a configuration.
    public init(
        haptics: [FeedbackEvent: HapticStyle] = [:],
        announcements: [FeedbackEvent: String] = FeedbackConfiguration.defaultAnnouncements
    ) {
        self.haptics = haptics
        self.announcements = announcements
    }
}
