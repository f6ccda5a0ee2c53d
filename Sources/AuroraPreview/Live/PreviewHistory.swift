/// `PreviewHistory`: everything that happened to a live preview session, in order, so that any past
/// moment can be made again exactly.
import Aurora
import Foundation

/// The log of a session: clock steps, input events and debug-panel settings, in the order they
/// happened. A frame is a function of this log, so replaying a prefix gives that moment's pixels.
public struct PreviewHistory: Sendable {
    /// One thing that happened.
    public enum Entry: Equatable, Sendable {
        /// The clock moved on.
        case advance(TimeInterval)
        /// An input event arrived.
        case event(HostEvent)
        /// The debug panel set a `@Previewable` value.
        case set(name: String, value: PreviewableValueSetting)
    }

    /// The entries, oldest first.
    public private(set) var entries: [Entry] = []
    /// The clock after all entries.
    public private(set) var endTime: TimeInterval = 0

    public init() {}

    mutating func append(_ entry: Entry) {
        entries.append(entry)
        if case .advance(let seconds) = entry { endTime += seconds }
    }

    /// Keeps the first `count` entries (a session that went back in time and then changed course).
    mutating func truncate(to count: Int) {
        entries.removeLast(entries.count - count)
        endTime = entries.reduce(0) { total, entry in
            if case .advance(let seconds) = entry { total + seconds } else { total }
        }
    }
}
