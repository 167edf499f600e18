import RefreshCore

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
