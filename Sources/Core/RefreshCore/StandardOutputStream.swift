/// Standard output as a text stream, for ``StreamFeedbackSink``.
public struct StandardOutputStream: TextOutputStream, Sendable {
    public init() {}
    public mutating func write(_ string: String) { print(string, terminator: "") }
}
