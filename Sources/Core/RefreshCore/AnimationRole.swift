/// The moments of a refresh an animation can be attached to. A preset maps each
/// role to an ``AnimationCurve``.
public enum AnimationRole: String, Sendable, Hashable, CaseIterable {
    /// The refresh starts: the indicator turns into its busy form.
    case start
    /// The content is held down (``RefreshStatus/contentInset`` grows).
    case hold
    /// The action ended: the indicator and content begin to return.
    case finish
    /// The last stage of returning to rest.
    case settle
}
