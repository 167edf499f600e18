import RefreshCore

/// A promise a strategy broke (a ``StrategyPromise``), reported once however
/// often the suite saw it break.
public struct ConformanceViolation: Sendable, Hashable, CustomStringConvertible {
    /// The promise broken.
    public var promise: StrategyPromise
    /// What happened the first time.
    public var detail: String
    /// Inputs that break the promise again when given, in order, to a freshly
    /// made strategy: shrunk to as few as still break it where the promise is
    /// checked after every step, otherwise the inputs of the check that found it.
    public var inputs: [RefreshInput]
    /// How many times the suite saw the promise broken.
    public var occurrences: Int

    /// Creates a violation seen once.
    public init(promise: StrategyPromise, detail: String, inputs: [RefreshInput], occurrences: Int = 1) {
        self.promise = promise
        self.detail = detail
        self.inputs = inputs
        self.occurrences = occurrences
    }

    /// The promise and what happened, how often, and the inputs to replay
    /// (the first 20 of a longer list).
    public var description: String {
        var text = "\(promise.rawValue): \(detail)"
        if occurrences > 1 { text += " (and \(occurrences - 1) more \(occurrences == 2 ? "time" : "times"))" }
        if !inputs.isEmpty {
            let shown = inputs.prefix(Self.inputsShown).map(describe).joined(separator: "; ")
            let more = inputs.count > Self.inputsShown ? "; and \(inputs.count - Self.inputsShown) more" : ""
            text += "\n  \(inputs.count) \(inputs.count == 1 ? "input" : "inputs") from a fresh strategy: \(shown)\(more)"
        }
        return text
    }

    private static let inputsShown = 20
}
