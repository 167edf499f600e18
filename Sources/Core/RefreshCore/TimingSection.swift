/// ``RefreshTiming/Parameters``: a preset's `timing` section.
public enum TimingSection: ParameterSection {}

/// A parameter of the `timing` section (``RefreshTiming/Parameters``).
public typealias TimingParameter<Value: ParameterRepresentable> = Parameter<Value, TimingSection>
