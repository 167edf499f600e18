/// What a strategy reports after every step.
///
/// Besides the canonical ``phase``, a status carries the strategy's own state
/// name (so that each module stays recognisable to readers of its document)
/// and the values an indicator needs to draw it: the pull ``offset``, the
/// ``progress`` towards the trigger, and when the current state began and ends.
public struct RefreshStatus: Sendable, Hashable {
    /// The canonical phase.
    public var phase: RefreshPhase
    /// The strategy's own name for its state, as its document spells it
    /// (`waiting`, `primed`, `preparingFinish`, ...).
    public var stateName: String
    /// How far towards the trigger the pull has come, in `0...1`.
    public var progress: Double
    /// Points the content is held below its resting position; finite and `>= 0`.
    public var contentInset: Double
    /// The last accepted pull offset in points (see ``ScrollSample/offset``).
    public var offset: Double
    /// When the strategy entered ``stateName``, in seconds.
    public var stateEnteredAt: Double
    /// When the strategy wants a ``RefreshInput/tick(time:)``, if it waits on time.
    public var nextDeadline: Double?

    /// Creates a status.
    public init(
        phase: RefreshPhase,
        stateName: String,
        progress: Double = 0,
        contentInset: Double = 0,
        offset: Double = 0,
        stateEnteredAt: Double = 0,
        nextDeadline: Double? = nil
    ) {
        self.phase = phase
        self.stateName = stateName
        self.progress = progress
        self.contentInset = contentInset
        self.offset = offset
        self.stateEnteredAt = stateEnteredAt
        self.nextDeadline = nextDeadline
    }

    /// This status with every number an indicator draws from made safe: a
    /// non-finite offset, inset or progress becomes 0, offsets and insets stay
    /// within ``ScrollSample/maximumPlausibleOffset``, progress within `0...1`.
    /// A conforming strategy never reports anything else; an indicator starts
    /// from this so that a faulty one cannot make it draw at infinity.
    public var clampedForDrawing: RefreshStatus {
        var status = self
        let limit = ScrollSample.maximumPlausibleOffset
        status.offset = offset.isFinite ? offset.clamped(to: -limit...limit) : 0
        status.contentInset = contentInset.isFinite ? contentInset.clamped(to: 0...limit) : 0
        status.progress = progress.clamped(to: 0...1)
        if let deadline = nextDeadline, !deadline.isFinite { status.nextDeadline = nil }
        if !stateEnteredAt.isFinite { status.stateEnteredAt = 0 }
        return status
    }

    /// The fraction of the current timed state that has elapsed at `time`, in
    /// `0...1`, or `nil` when the state has no deadline.
    public func stateFraction(at time: Double) -> Double? {
        guard let deadline = nextDeadline else { return nil }
        let length = deadline - stateEnteredAt
        guard length > 0 else { return 1 }
        return ((time - stateEnteredAt) / length).clamped(to: 0...1)
    }
}
