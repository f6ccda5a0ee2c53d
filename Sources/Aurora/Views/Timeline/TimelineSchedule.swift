/// `TimelineSchedule`: the dates at which a `TimelineView` updates, and the modes it asks for them in.
import Foundation

/// A type that provides a sequence of dates for use as a schedule: a `TimelineView` shows its
/// content for the latest of these dates that is not after the current frame.
public protocol TimelineSchedule {
    /// The mode the view asks for entries in.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within the schedule, in ascending order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Provides a sequence of dates starting around `startDate` (the moment the view appeared).
    func entries(from startDate: Date, mode: Mode) -> Entries
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating at a frequency no more quickly than `minimumInterval`
    /// (nil: every frame); `paused` stops the updates.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time (ascending).
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
