/// `TimelineView`: a view that updates according to a schedule, driven by the graph's frame clock.
import Foundation

/// A view that updates according to a schedule that you provide.
///
/// At each frame the graph renders, the content is built for the latest schedule entry at or
/// before the frame's date (`.animation` without an interval: the frame's date itself), and the
/// view asks for another frame while the schedule has entries to come. Entries are asked for from
/// the date of the frame the view appeared in; nothing reads the wall clock.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// The schedule.
    let schedule: Schedule
    /// The content for a context.
    let content: (TimelineViewDefaultContext) -> Content

    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// A rate at which timeline views can receive updates, slowest last.
        public enum Cadence: Comparable, Hashable, Sendable {
            /// Updates that happen as often as frames are drawn.
            case live
            /// Updates that happen about once a second.
            case seconds
            /// Updates that happen about once a minute.
            case minutes
        }

        /// The date from the schedule that triggered this update.
        public let date: Date
        /// The rate at which the timeline updates the view (`.live` unless the environment's
        /// `isLuminanceReduced` asks the schedule for low-frequency entries).
        public let cadence: Cadence

        /// Resets any pre-rendered views the timeline view might have generated. Aurora builds
        /// timeline content only for frames it renders and keeps none ahead, so there is nothing
        /// to reset: the next frame shows the content for its own date.
        public func invalidateTimelineContent() {}
    }
}

extension TimelineView: View, PrimitiveView where Content: View {
    /// A primitive view.
    public typealias Body = Never

    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let graph = inputs.graph
        let clock = TimelineClock.of(inputs)
        let mode: TimelineScheduleMode = inputs.environment.isLuminanceReduced ? .lowFrequency : .normal
        let update = clock.update(for: schedule, mode: mode, at: graph.date)
        if update.hasMoreEntries { graph.requestFrame(for: inputs.node) }
        // The content changes with the date, so values from an earlier update are never reused.
        var contentInputs = inputs
        contentInputs.reusesValues = false
        let context = TimelineViewDefaultContext(date: update.date, cadence: update.cadence)
        return contentInputs.resolve(content(context), at: .content)
    }
}

private enum LuminanceReducedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the display or environment currently requires reduced luminance (an always-on
    /// display): timeline views then ask their schedules for `.lowFrequency` entries. Default: false.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
}
