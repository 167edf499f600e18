/// A number a custom indicator style hands its own renderer, declared once:
/// its name (what `refreshkit simulate` and `preview` label it with) and its
/// slot in ``CustomIndicatorValues``.
///
/// ```swift
/// public enum Values {
///     public static let hold = CustomIndicatorValue("hold", slot: 0)
/// }
/// // In the descriptor: customValues: [Values.hold]
/// // In model(for:at:): model.custom[Values.hold] = fraction
/// // In a renderer:     model.custom[HoldRingIndicator.Values.hold]
/// ```
public struct CustomIndicatorValue: Sendable, Hashable {
    /// The value's name, as labels and `refreshkit simulate --format jsonl` show it.
    public let name: String
    /// Where the value sits in ``CustomIndicatorValues``, `0..<CustomIndicatorValues.capacity`.
    public let slot: Int

    /// Declares a value. `slot` must be below ``CustomIndicatorValues/capacity``.
    public init(_ name: String, slot: Int) {
        precondition((0..<CustomIndicatorValues.capacity).contains(slot), "a custom indicator value's slot is 0..<4, not \(slot)")
        self.name = name
        self.slot = slot
    }
}
