/// A strategy's parameters: a preset's `strategy` section.
public enum StrategySection: ParameterSection {}

/// A parameter of a strategy (``RefreshStrategy``).
public typealias StrategyParameter<Value: ParameterRepresentable> = Parameter<Value, StrategySection>
