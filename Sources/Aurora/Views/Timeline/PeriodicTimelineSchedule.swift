/// `PeriodicTimelineSchedule`: updates at a start date and every interval after it.
import Foundation

/// A schedule for updating a timeline view at regular intervals.
///
/// Entries fall on `startDate + k × interval`. Asked for entries from a later date, the schedule
/// begins with the most recent boundary at or before it; from an earlier date (the start is in
/// the future), it updates once at that date, then from `startDate` on.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule starting at `startDate`, every `interval` seconds
    /// (an interval that is not finite and positive updates only at the start date).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries from `startDate`, in both modes.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let anchor = self.startDate
        guard interval.isFinite, interval > 0 else {
            return Entries(first: startDate < anchor ? startDate : nil, anchor: anchor, interval: 0, index: 0)
        }
        if startDate < anchor {
            return Entries(first: startDate, anchor: anchor, interval: interval, index: 0)
        }
        let elapsed = startDate.timeIntervalSince(anchor) / interval
        // The boundary at or before `startDate` (clamped so absurd dates cannot overflow the index).
        let index = elapsed.isFinite ? Int(min(elapsed.rounded(.down), 1e15)) : 0
        return Entries(first: nil, anchor: anchor, interval: interval, index: index)
    }

    /// The sequence of dates in a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// A date before the anchor to give first, when the schedule starts in the future.
        var first: Date?
        let anchor: Date
        /// Zero: the anchor is the only later entry.
        let interval: TimeInterval
        var index: Int
        private var finished = false

        init(first: Date?, anchor: Date, interval: TimeInterval, index: Int) {
            self.first = first
            self.anchor = anchor
            self.interval = interval
            self.index = index
        }

        /// The next date.
        public mutating func next() -> Date? {
            if let date = first {
                first = nil
                return date
            }
            guard !finished else { return nil }
            if interval == 0 { finished = true }
            defer { index += 1 }
            return anchor.addingTimeInterval(Double(index) * interval)
        }
    }
}
