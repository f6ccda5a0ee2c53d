/// `ExplicitTimelineSchedule`: updates at the dates it is given.
import Foundation

/// A schedule for updating a timeline view at explicit points in time, given in ascending order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    /// The dates.
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates as given, whatever the start date and mode.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Equatable where Entries: Equatable {}
extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}
