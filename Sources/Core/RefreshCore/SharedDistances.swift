/// The two distances every strategy names the same way: how far a pull goes
/// before a refresh starts, and how far the content is held down while it
/// runs. A preset that changes its strategy type keeps them (the type's other
/// values are the old type's own and are dropped), and validation tells a
/// file that uses a document's old name (`threshold`, `maxOffset`,
/// `refreshDistance`, `contentInset`, `offsetWhileLoading`) the new one.
///
/// A custom strategy adopts them by declaring its trigger and hold with
/// these two functions, under these names:
///
/// ```swift
/// static let triggerDistance = SharedDistances.trigger(default: 90, summary: "Pull distance that starts the refresh.")
/// static let holdDistance = SharedDistances.hold(default: 60, summary: "How far the content is held down while refreshing.")
/// ```
public enum SharedDistances {
    /// The key for the distance that starts a refresh.
    public static let triggerName = "triggerDistance"
    /// The key for the distance the content is held down while refreshing.
    public static let holdName = "holdDistance"
    /// Both keys.
    public static let names: Set<String> = [triggerName, holdName]

    /// A strategy's declaration of its trigger distance, in points.
    public static func trigger(
        default value: Double, range: ClosedRange<Double> = 1...1000, summary: String, origin: String? = nil
    ) -> StrategyParameter<Double> {
        StrategyParameter(triggerName, default: value, range: range, unit: .points, summary: summary, origin: origin)
    }

    /// A strategy's declaration of how far it holds the content, in points.
    public static func hold(
        default value: Double, range: ClosedRange<Double> = 0...400, summary: String, origin: String? = nil
    ) -> StrategyParameter<Double> {
        StrategyParameter(holdName, default: value, range: range, unit: .points, summary: summary, origin: origin)
    }
}
