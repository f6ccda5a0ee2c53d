/// `EveryMinuteTimelineSchedule`: updates at the start of every minute.
import Foundation

/// A schedule for updating a timeline view at the start of every minute: the first entry is the
/// start of the minute the view appears in (minutes as counted from the Unix epoch, so they
/// begin at second 0 in every whole-minute time zone), then every 60 seconds.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// The entries from the start of the minute containing `startDate`, in both modes.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSince1970
        let minute = seconds.isFinite ? (seconds / 60).rounded(.down) : 0
        return Entries(minute: minute)
    }

    /// The sequence of dates in an every-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// The minute of the next entry since the Unix epoch.
        var minute: Double

        /// The start of the next minute.
        public mutating func next() -> Date? {
            defer { minute += 1 }
            return Date(timeIntervalSince1970: minute * 60)
        }
    }
}
