/// The part of a preset a ``Parameter`` belongs to, as a type. A parameter
/// carries its section, so a value for one section cannot be given to
/// another: the Swift DSL's `PresetTiming` takes a ``TimingParameter`` and
/// refuses a ``StrategyParameter`` at compile time.
public protocol ParameterSection: Sendable {}
