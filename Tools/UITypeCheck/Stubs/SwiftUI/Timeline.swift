// Timeline views and schedules. See View.swift for the conventions of this module.

/// A type that provides a sequence of dates for use as a schedule.
/// https://developer.apple.com/documentation/swiftui/timelineschedule (MIRROR: `protocol TimelineSchedule`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/entries (MIRROR)
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    /// An alias for the timeline schedule update mode.
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/mode (MIRROR: `typealias Mode = TimelineScheduleMode`)
    typealias Mode = TimelineScheduleMode
    /// Provides a sequence of dates starting around a given date.
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/entries(from:mode:) (MIRROR)
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
/// https://developer.apple.com/documentation/swiftui/timelineschedulemode (MIRROR: `enum TimelineScheduleMode`, cases normal, lowFrequency)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule (MIRROR: `struct AnimationTimelineSchedule`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Create a pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:) (MIRROR)
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    /// The sequence of dates within a schedule.
    public typealias Entries = [Date]
    /// Returns entries at the frequency of the animation schedule.
    /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries(from:mode:) (MIRROR;
    /// Apple's `Entries` is a nested sequence type, modelled here as `[Date]`)
    public func entries(from start: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// A schedule for updating a timeline view at regular intervals.
/// https://developer.apple.com/documentation/swiftui/periodictimelineschedule (MIRROR: `struct PeriodicTimelineSchedule`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a periodic update schedule.
    public init(from startDate: Date, by interval: TimeInterval) {}
    public typealias Entries = [Date]
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// A schedule for updating a timeline view at the start of every minute.
/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule (NOT FOUND IN DOCS; needed for `TimelineViewDefaultContext`)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public typealias Entries = [Date]
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation (MIRROR: `static var animation: AnimationTimelineSchedule { get }`)
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:) (MIRROR)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/periodic(from:by:) (MIRROR)
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/everyminute (MIRROR: `static var everyMinute: EveryMinuteTimelineSchedule { get }`)
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// A view that updates according to a schedule that you provide.
/// https://developer.apple.com/documentation/swiftui/timelineview (MIRROR: `struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule`, iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Information passed to a timeline view's content callback.
    /// https://developer.apple.com/documentation/swiftui/timelineview/context (MIRROR: `struct Context`)
    public struct Context {
        /// The date from the schedule that triggered the current view update.
        /// https://developer.apple.com/documentation/swiftui/timelineview/context/date (MIRROR: `let date: Date`)
        public let date: Date
        /// The rate at which the timeline updates the view.
        /// https://developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.property (MIRROR: `let cadence: TimelineView.Context.Cadence`)
        public let cadence: Cadence

        /// A rate at which timeline views can receive updates.
        /// https://developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.enum (MIRROR: `enum Cadence`: live, seconds, minutes)
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }
    }

    init() {}
}

/// Information passed to a timeline view's content callback.
/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext (MIRROR: `typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context`)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineView: View where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:) (MIRROR: `nonisolated init(_ schedule: Schedule,
    /// @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)`; the older form taking
    /// `TimelineView.Context` is deprecated and not stubbed)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { self.init() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}
