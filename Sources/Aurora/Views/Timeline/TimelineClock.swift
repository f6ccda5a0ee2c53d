/// `TimelineClock`: a timeline view's place in its schedule — the latest entry at or before each frame, and whether more follow.
import Foundation

/// The schedule state of one timeline view, kept with its graph node across frames.
///
/// Entries are read from the date of the frame the view appeared in. While the schedule (compared
/// when it is `Equatable`) and mode stay the same and the clock does not go back, reading resumes
/// where the last frame stopped, so a long-running schedule costs only the entries it passes.
final class TimelineClock: AttributeSlot {
    /// What a frame shows.
    struct Update: Equatable {
        /// The latest entry at or before the frame (the start date before the first entry).
        var date: Date
        /// How often the view updates.
        var cadence: TimelineViewDefaultContext.Cadence
        /// Whether an entry after this frame is known or may follow: the view needs more frames.
        var hasMoreEntries: Bool
    }

    /// An entry this close after a frame's date counts as reached, so a frame on an entry's time
    /// gets it despite floating-point rounding of the two sums.
    static let tolerance: TimeInterval = 1e-6
    /// The most entries read in one frame; a schedule with more waiting continues at the next frame.
    static let maximumEntriesPerFrame = 1_000_000

    /// The date of the frame the view appeared in (moved back when the clock is set before it).
    private(set) var startDate: Date
    private var iterator: AnyIterator<Date>?
    private var schedule: Any?
    private var mode = TimelineScheduleMode.normal
    /// The latest entry reached so far.
    private var current: Date?
    /// An entry already read that lies after the last frame.
    private var upcoming: Date?
    private var exhausted = false
    /// The date the last frame showed.
    private var shown: Date

    init(startDate: Date) {
        self.startDate = startDate
        shown = startDate
    }

    /// The clock kept in the next attribute slot of the view's node, made with the frame's date as
    /// its start when the view first appears.
    @MainActor
    static func of(_ inputs: ResolveInputs) -> TimelineClock {
        let node = inputs.node
        let slot = node.nextAttributeSlot()
        if let clock = node.attribute(at: slot, as: TimelineClock.self) { return clock }
        let clock = TimelineClock(startDate: inputs.graph.date)
        node.setAttribute(clock, at: slot, graph: inputs.graph)
        return clock
    }

    /// A schedule runs no animation and has no completions.
    func cancel() -> [() -> Void] { [] }
    /// A schedule is not an animation (its frames are requested by the view).
    var isAnimating: Bool { false }

    /// The update for the frame at `now`.
    func update<S: TimelineSchedule>(for schedule: S, mode: TimelineScheduleMode, at now: Date) -> Update {
        if let animation = schedule as? AnimationTimelineSchedule, animation.followsFrames, mode == .normal {
            iterator = nil
            shown = now
            return Update(date: now, cadence: .live, hasMoreEntries: true)
        }
        let isSameSchedule = self.schedule.map { Self.equal(schedule, $0) } ?? false
        let beforeStart = startDate.timeIntervalSince(now) > Self.tolerance
        if beforeStart { startDate = now }
        let wentBack = beforeStart || (current.map { $0.timeIntervalSince(now) > Self.tolerance } ?? false)
        if iterator == nil || !isSameSchedule || mode != self.mode || wentBack {
            iterator = AnyIterator(schedule.entries(from: startDate, mode: mode).makeIterator())
            self.schedule = schedule
            self.mode = mode
            current = nil
            upcoming = nil
            exhausted = false
            // Scrubbed back: entries are read again from the start; a frozen (paused) view keeps its date.
            if wentBack { shown = startDate }
        }
        var read = 0
        while read < Self.maximumEntriesPerFrame {
            guard let candidate = upcoming ?? (exhausted ? nil : iterator?.next()) else {
                exhausted = true
                break
            }
            upcoming = nil
            guard candidate.timeIntervalSince(now) <= Self.tolerance else {
                upcoming = candidate
                break
            }
            if current.map({ candidate > $0 }) ?? true { current = candidate }
            read += 1
        }
        let hasMore = upcoming != nil || (!exhausted && read >= Self.maximumEntriesPerFrame)
        shown = current ?? shown
        let cadence: TimelineViewDefaultContext.Cadence
        if mode == .normal {
            cadence = .live
        } else if let next = upcoming, next.timeIntervalSince(shown) < 60 {
            cadence = .seconds
        } else {
            cadence = .minutes
        }
        return Update(date: shown, cadence: cadence, hasMoreEntries: hasMore)
    }

    /// Whether `schedule` equals `other` (false when its type is not `Equatable`).
    private static func equal<S>(_ schedule: S, _ other: Any) -> Bool {
        guard let equatable = schedule as? any Equatable else { return false }
        return equatable.isEqual(to: other)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
