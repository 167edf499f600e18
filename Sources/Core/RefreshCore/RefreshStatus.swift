/// What a strategy reports after every step.
///
/// Besides the canonical ``phase``, a status carries the strategy's own state
/// name (so that each module stays recognisable to readers of its document)
/// and the values an indicator needs to draw it: the pull ``offset``, the
/// ``progress`` towards the trigger, and when the current state began and ends.
///
/// A status holds no reference (the state name is a ``RefreshStateName``), so
/// copying one, as every step does, copies its bytes and nothing more.
public struct RefreshStatus: Sendable, Hashable {
    // The two numbers a strategy writes on every pull sample come first, side
    // by side: a copy made right after a step (the pipeline makes one per
    // step) is read 16 bytes at a time, and each 16-byte piece holding a
    // field written a moment before waits for that write to reach the cache.
    // Together, one piece waits instead of two (issue 14, fifth pass).

    /// The last accepted pull offset in points (see ``ScrollSample/offset``).
    public var offset: Double
    /// How far towards the trigger the pull has come, in `0...1`.
    public var progress: Double
    /// The strategy's own name for its state, as a value that copies without
    /// reference counting; ``stateName`` is the same name as a string.
    public var state: RefreshStateName
    /// The strategy's own name for its state, as its document spells it
    /// (`waiting`, `primed`, `preparingFinish`, ...).
    public var stateName: String {
        get { state.string }
        set { state = RefreshStateName(newValue) }
    }
    /// Points the content is held below its resting position; finite and `>= 0`.
    public var contentInset: Double
    /// When the strategy entered ``stateName``, in seconds.
    public var stateEnteredAt: Double
    /// When the strategy wants a ``RefreshInput/tick(time:)``, if it waits on time.
    public var nextDeadline: Double?
    /// The canonical phase (last, so that the numbers before it stay aligned).
    public var phase: RefreshPhase

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
        self.state = RefreshStateName(stateName)
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
    @inlinable @inline(__always)
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
    @inlinable @inline(__always)  // into the styles' models, which run on every step
    public func stateFraction(at time: Double) -> Double? {
        guard let deadline = nextDeadline else { return nil }
        let length = deadline - stateEnteredAt
        guard length > 0 else { return 1 }
        return ((time - stateEnteredAt) / length).clamped(to: 0...1)
    }
}
