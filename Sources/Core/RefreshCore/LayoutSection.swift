/// ``RefreshLayout/Parameters``: a preset's `layout` section.
public enum LayoutSection: ParameterSection {}

/// A parameter of the `layout` section (``RefreshLayout/Parameters``).
public typealias LayoutParameter<Value: ParameterRepresentable> = Parameter<Value, LayoutSection>
