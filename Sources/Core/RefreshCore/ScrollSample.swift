/// One observation of the scroll view: how far its content is pulled down, and when.
///
/// `offset > 0` means the content's top sits that many points below its resting
/// position; `offset <= 0` means at rest or scrolled into the content. `time` is
/// seconds on a monotonic clock. `isDragging` tells whether a finger is down,
/// where the platform reports it; strategies must work without it, as the
/// documents they come from do.
public struct ScrollSample: Sendable, Hashable {
    /// Points the content's top is pulled below its resting position.
    public var offset: Double
    /// Seconds on a monotonic clock.
    public var time: Double
    /// Whether a finger is on the screen, or `nil` when the platform does not say.
    public var isDragging: Bool?

    /// Creates a sample.
    public init(offset: Double, time: Double, isDragging: Bool? = nil) {
        self.offset = offset
        self.time = time
        self.isDragging = isDragging
    }
}
