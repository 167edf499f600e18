/// The kind of thing an indicator draws.
public enum IndicatorShape: String, Sendable, Hashable, CaseIterable {
    /// Nothing.
    case none
    /// An arrow pointing down, turned by ``IndicatorModel/rotation``.
    case arrow
    /// A spinning activity indicator.
    case spinner
    /// A circular ring filled to ``IndicatorModel/progress``.
    case ring
    /// A full-width band with a spinner in it (``IndicatorModel/size`` is its height).
    case activityBand
    /// A ball that rolls, jumps and squashes.
    case ball
    /// The platform's own refresh control.
    case systemSpinner
    /// A shape of the style's own, drawn by the app's renderer for the style:
    /// ``IndicatorModel/custom`` carries its numbers, named by the style's
    /// ``IndicatorDescriptor/customValues``. `refreshkit simulate` and
    /// `preview` show it as a labelled box with those values.
    case custom
}
