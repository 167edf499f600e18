/// The numbers a custom indicator style puts in its ``IndicatorModel`` for its
/// own renderer (``IndicatorModel/custom``), held inline so that a model
/// still copies without touching the heap. The style names each one in its
/// descriptor (``IndicatorDescriptor/customValues``); unnamed slots stay 0.
public struct CustomIndicatorValues: Sendable, Hashable {
    /// How many values a model carries.
    public static let capacity = 4

    private var first = 0.0
    private var second = 0.0
    private var third = 0.0
    private var fourth = 0.0

    /// Four zeros.
    public init() {}

    /// The value in `slot` (`0..<capacity`).
    public subscript(slot: Int) -> Double {
        get {
            switch slot {
            case 0: first
            case 1: second
            case 2: third
            case 3: fourth
            default: preconditionFailure("a custom indicator value's slot is 0..<\(Self.capacity), not \(slot)")
            }
        }
        set {
            switch slot {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            case 3: fourth = newValue
            default: preconditionFailure("a custom indicator value's slot is 0..<\(Self.capacity), not \(slot)")
            }
        }
    }

    /// The declared value `value`.
    public subscript(value: CustomIndicatorValue) -> Double {
        get { self[value.slot] }
        set { self[value.slot] = newValue }
    }

    /// Every slot, in order (for checks and tools, not for a step: it makes an array).
    package var all: [Double] { [first, second, third, fourth] }
}
