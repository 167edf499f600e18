// os stub for the Linux UI type-check (Tools/UITypeCheck): the logger
// RefreshKitUI writes to, copied from Apple's documentation pages. Bodies never
// run. visionOS availability is unlisted on the pages.

/// An object for writing interpolated string messages to the unified logging system.
/// https://developer.apple.com/documentation/os/logger (`struct Logger`)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Logger: @unchecked Sendable {
    /// Creates a logger using the specified subsystem and category.
    /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
    public init(subsystem: String, category: String) {}

    /// Writes information about an error to the log.
    /// https://developer.apple.com/documentation/os/logger/error(_:)
    public func error(_ message: OSLogMessage) {}

    /// Writes a message to the log about a bug that occurs when your app executes.
    /// https://developer.apple.com/documentation/os/logger/fault(_:)
    public func fault(_ message: OSLogMessage) {}

    /// Writes a message to the log using the default log type.
    /// https://developer.apple.com/documentation/os/logger/notice(_:)
    public func notice(_ message: OSLogMessage) {}

    /// Writes an informative message to the log.
    /// https://developer.apple.com/documentation/os/logger/info(_:)
    public func info(_ message: OSLogMessage) {}

    /// Writes a debug message to the log.
    /// https://developer.apple.com/documentation/os/logger/debug(_:)
    public func debug(_ message: OSLogMessage) {}
}

/// The interpolated string a logger takes; made from a string literal, never directly.
/// https://developer.apple.com/documentation/os/oslogmessage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringInterpolation: OSLogInterpolation) {}
    public init(stringLiteral value: String) {}
}

/// The interpolation of an OSLogMessage, with per-value privacy.
/// https://developer.apple.com/documentation/os/osloginterpolation
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}

    /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)
    /// (the `String` overload)
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {}

    /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:privacy:attributes:)-4o74h
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {}
}

/// Values that control how a string is aligned when formatted.
/// https://developer.apple.com/documentation/os/oslogstringalignment
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogStringAlignment: Sendable {
    public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// The privacy options that determine when to redact or display values in log messages.
/// https://developer.apple.com/documentation/os/oslogprivacy
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogPrivacy: Sendable {
    public static var auto: OSLogPrivacy { OSLogPrivacy() }
    public static var `public`: OSLogPrivacy { OSLogPrivacy() }
    public static var `private`: OSLogPrivacy { OSLogPrivacy() }
    public static var sensitive: OSLogPrivacy { OSLogPrivacy() }
}
