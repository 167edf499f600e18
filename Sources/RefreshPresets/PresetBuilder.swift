import RefreshCore

/// One change a ``PresetBuilder`` block makes to a preset.
///
/// ```swift
/// let preset = Preset(name: "team-arrow") {
///     Extends("spinning-arrow")
///     Summary("Our arrow, held a little lower.")
///     Strategy(SpinningArrowStrategy.Parameters.contentInset, 48)
///     Haptic(.rigid, on: .refreshStarted)
///     Animate(.hold, with: .spring(response: 0.4, dampingFraction: 0.7))
///     Timing(RefreshTiming.Parameters.minimumVisibleTime, 0.8)
///     Announce("Feed updated", on: .refreshSucceeded)
/// }
/// ```
///
/// The component names avoid SwiftUI's (`Layout`, `Animation`), so a file
/// may import both.
public protocol PresetComponent: Sendable {
    /// Makes this component's change.
    func apply(to preset: inout Preset)
}

/// The preset to start from.
public struct Extends: PresetComponent {
    let name: String
    public init(_ name: String) { self.name = name }
    public func apply(to preset: inout Preset) { preset.extends = name }
}

/// One line saying what the preset is for.
public struct Summary: PresetComponent {
    let text: String
    public init(_ text: String) { self.text = text }
    public func apply(to preset: inout Preset) { preset.summary = text }
}

/// The strategy type, or a value for one of its parameters.
public struct Strategy: PresetComponent {
    let change: @Sendable (inout Preset) -> Void

    /// Names the strategy type, like `"progress-ring"`.
    public init(_ type: String) { change = { $0.strategyType = type } }

    /// Gives one of the strategy's parameters a value.
    public init<Value>(_ parameter: Parameter<Value>, _ value: Value) {
        let given = value.parameterValue
        change = { $0.strategyParameters[parameter.name] = given }
    }

    public func apply(to preset: inout Preset) { change(&preset) }
}

/// The indicator style, or a value for one of its parameters.
public struct Indicator: PresetComponent {
    let change: @Sendable (inout Preset) -> Void

    /// Names the indicator style, like `"spinning-arrow"`.
    public init(_ style: String) { change = { $0.indicatorStyle = style } }

    /// Gives one of the style's parameters a value.
    public init<Value>(_ parameter: Parameter<Value>, _ value: Value) {
        let given = value.parameterValue
        change = { $0.indicatorParameters[parameter.name] = given }
    }

    public func apply(to preset: inout Preset) { change(&preset) }
}

/// A layout value (`RefreshLayout.Parameters`).
public struct IndicatorLayout: PresetComponent {
    let name: String
    let value: Double
    public init(_ parameter: Parameter<Double>, _ value: Double) {
        name = parameter.name
        self.value = value
    }
    public func apply(to preset: inout Preset) { preset.layout[name] = .number(value) }
}

/// A timing value (`RefreshTiming.Parameters`).
public struct Timing: PresetComponent {
    let name: String
    let value: Double
    public init(_ parameter: Parameter<Double>, _ value: Double) {
        name = parameter.name
        self.value = value
    }
    public func apply(to preset: inout Preset) { preset.timing[name] = .number(value) }
}

/// The curve that carries an animation role.
public struct Animate: PresetComponent {
    let role: AnimationRole
    let curve: AnimationCurve
    public init(_ role: AnimationRole, with curve: AnimationCurve) {
        self.role = role
        self.curve = curve
    }
    public func apply(to preset: inout Preset) { preset.animations[role] = curve }
}

/// The haptic played on an event; `nil` plays none.
public struct Haptic: PresetComponent {
    let style: HapticStyle?
    let event: FeedbackEvent
    public init(_ style: HapticStyle?, on event: FeedbackEvent) {
        self.style = style
        self.event = event
    }
    public func apply(to preset: inout Preset) { preset.haptics[event] = .some(style) }
}

/// What VoiceOver says on an event (a localisation key); empty says nothing.
public struct Announce: PresetComponent {
    let text: String
    let event: FeedbackEvent
    public init(_ text: String, on event: FeedbackEvent) {
        self.text = text
        self.event = event
    }
    public func apply(to preset: inout Preset) { preset.announcements[event] = text }
}

/// Builds a ``Preset`` from ``PresetComponent``s, later ones winning.
@resultBuilder
public enum PresetBuilder {
    public static func buildExpression(_ component: some PresetComponent) -> [any PresetComponent] { [component] }
    public static func buildBlock(_ components: [any PresetComponent]...) -> [any PresetComponent] { components.flatMap { $0 } }
    public static func buildOptional(_ components: [any PresetComponent]?) -> [any PresetComponent] { components ?? [] }
    public static func buildEither(first components: [any PresetComponent]) -> [any PresetComponent] { components }
    public static func buildEither(second components: [any PresetComponent]) -> [any PresetComponent] { components }
    public static func buildArray(_ components: [[any PresetComponent]]) -> [any PresetComponent] { components.flatMap { $0 } }
}

extension Preset {
    /// A preset named `name`, built from components. Load it with
    /// ``PresetCatalog/load(_:)`` to validate and resolve it as a file would
    /// be, or write it out with ``PresetCatalog/encode(_:as:)``.
    public init(name: String, @PresetBuilder _ components: () -> [any PresetComponent]) {
        self.init(name: name)
        for component in components() { component.apply(to: &self) }
    }
}
