/// `AnimationTimelineSchedule`: updates as often as frames are drawn, or at most every `minimumInterval`, pausable.
import Foundation

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
///
/// With no `minimumInterval` a `TimelineView` updates at every frame the host renders, with the
/// frame's own date. The entries themselves (for other uses) are 1/120 s apart in that case.
/// A paused schedule, or one asked for `.lowFrequency` entries, has none.
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// The shortest time between updates (nil: every frame).
    let minimumInterval: Double?
    /// Whether updates are stopped.
    let paused: Bool

    /// The spacing of the entries when no usable interval is given: 120 per second.
    static let defaultInterval: TimeInterval = 1.0 / 120

    /// Creates a schedule updating no more often than `minimumInterval` (nil: every frame); `paused` stops it.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Whether a timeline view takes each frame's date as it is (no usable interval, running).
    var followsFrames: Bool { !paused && interval == nil }

    /// The interval between entries when one is given and usable (finite, positive).
    var interval: TimeInterval? {
        guard let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 else { return nil }
        return minimumInterval
    }

    /// The entries from `startDate`: every `minimumInterval` (1/120 s when none is given); none
    /// when paused or in low-frequency mode.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: startDate, interval: interval ?? Self.defaultInterval, isEmpty: paused || mode == .lowFrequency)
    }

    /// The sequence of dates within an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        var isEmpty: Bool
        var index = 0

        /// The next date: the start plus a whole number of intervals.
        public mutating func next() -> Date? {
            guard !isEmpty else { return nil }
            defer { index += 1 }
            return start.addingTimeInterval(Double(index) * interval)
        }
    }
}
