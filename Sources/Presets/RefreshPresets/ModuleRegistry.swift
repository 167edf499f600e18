import RefreshCore

/// The strategy types and indicator styles presets can name. Built-in
/// modules and third-party modules register the same way:
///
/// ```swift
/// var catalog = PresetCatalog.standard
/// catalog.registry.register(ElasticStrategy.self)
/// catalog.registry.register(ElasticIndicator.self)
/// ```
///
/// Third-party names should be reverse-DNS (`com.example.elastic`) so that
/// they never clash with a built-in. Registering a name again replaces it.
public struct ModuleRegistry: Sendable {
    /// A registered strategy type.
    package struct StrategyEntry: Sendable {
        package let descriptor: StrategyDescriptor
        /// Creates the strategy from parameter values.
        package let make: @Sendable (ParameterValues) -> any RefreshStrategy
    }

    /// A registered indicator style.
    package struct IndicatorEntry: Sendable {
        package let descriptor: IndicatorDescriptor
        /// Creates the style from parameter values and the layout.
        package let make: @Sendable (ParameterValues, RefreshLayout) -> any IndicatorStyle
    }

    /// Strategy types by name.
    package private(set) var strategies: [String: StrategyEntry] = [:]
    /// Indicator styles by name.
    package private(set) var indicators: [String: IndicatorEntry] = [:]

    /// An empty registry.
    public init() {}

    /// Makes `type` known under its descriptor's name.
    public mutating func register<Strategy: RefreshStrategy>(_ type: Strategy.Type) {
        strategies[Strategy.descriptor.name] = StrategyEntry(descriptor: Strategy.descriptor) { Strategy(parameters: $0) }
    }

    /// Makes `type` known under its descriptor's name.
    public mutating func register<Style: IndicatorStyle>(_ type: Style.Type) {
        indicators[Style.descriptor.name] = IndicatorEntry(descriptor: Style.descriptor) { Style(parameters: $0, layout: $1) }
    }

    /// Registered strategy names, sorted.
    public var strategyNames: [String] { strategies.keys.sorted() }
    /// Registered indicator style names, sorted.
    public var indicatorNames: [String] { indicators.keys.sorted() }
}
