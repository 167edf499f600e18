/// Decides what the user sees: turns a strategy's status into an
/// ``IndicatorModel``, plain data that the SwiftUI layer and the command line
/// both draw.
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - be a value type configured once at ``init(parameters:layout:)`` and not
///   change afterwards;
/// - make ``model(for:at:)`` a pure function of its arguments: the same status
///   and time always give the same model. Time-based motion (a jumping ball)
///   derives from `time` and ``RefreshStatus/stateEnteredAt``;
/// - not allocate on the heap in ``model(for:at:)``: it runs on every frame;
/// - accept a status from any strategy, not only its own: where it looks at
///   ``RefreshStatus/stateName`` for detail, it falls back to
///   ``RefreshStatus/phase`` for names it does not know;
/// - keep every number in the model finite, opacity and progress in `0...1`;
/// - put its own numbers for its own renderer only in ``IndicatorModel/custom``,
///   in the slots its descriptor names (``IndicatorDescriptor/customValues``),
///   drawing them as ``IndicatorShape/custom`` or beside a built-in shape.
public protocol IndicatorStyle: Sendable {
    /// The style's name, parameters and layout defaults, as presets see them.
    static var descriptor: IndicatorDescriptor { get }

    /// Creates the style from preset values; parameters left out take their
    /// declared defaults.
    init(parameters: ParameterValues, layout: RefreshLayout)

    /// What to draw for `status` at `time` (seconds on the controller's clock).
    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel
}
