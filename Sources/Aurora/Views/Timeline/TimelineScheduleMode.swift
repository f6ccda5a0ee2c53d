/// `TimelineScheduleMode`: a mode of operation for timeline schedule updates.

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate (Aurora: while the environment's
    /// `isLuminanceReduced` is true); a schedule may choose to produce fewer or no entries.
    case lowFrequency
}
