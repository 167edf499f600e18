/// An indicator style's parameters: a preset's `indicator` section.
public enum IndicatorSection: ParameterSection {}

/// A parameter of an indicator style (``IndicatorStyle``).
public typealias IndicatorParameter<Value: ParameterRepresentable> = Parameter<Value, IndicatorSection>
