/// `TimelineViewDefaultContext`: the context of every timeline view's content, whatever its schedule.

/// The context of every timeline view's content, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
