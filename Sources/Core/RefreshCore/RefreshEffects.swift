/// What a strategy asks for after a step. The strategy does nothing itself: the
/// controller starts the action, tells the feedback sinks and picks the
/// animation, as a reducer's effects are run by its store.
public struct RefreshEffects: Sendable, Hashable {
    /// Start the refresh's action now.
    ///
    /// The controller reports ``FeedbackEvent/refreshStarted`` and, later,
    /// exactly one outcome event for every start, so a strategy never reports
    /// those itself.
    public var startsRefresh: Bool
    /// Pull events for the sinks: ``FeedbackEvent/pullBegan``,
    /// ``FeedbackEvent/armed`` and ``FeedbackEvent/disarmed``.
    public var feedback: FeedbackEvents
    /// The animation that should carry the visible change this step made, if any.
    public var animation: AnimationRole?

    /// Creates effects.
    public init(startsRefresh: Bool = false, feedback: FeedbackEvents = [], animation: AnimationRole? = nil) {
        self.startsRefresh = startsRefresh
        self.feedback = feedback
        self.animation = animation
    }

    /// Nothing to do.
    public static var none: RefreshEffects { RefreshEffects() }
}
