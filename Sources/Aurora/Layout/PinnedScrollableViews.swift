/// `PinnedScrollableViews`: which views of a lazy stack or grid's sections stick to the scroll view's edges.
import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// In a `LazyVStack`, `LazyHStack`, `LazyVGrid` or `LazyHGrid` inside a scroll view, a pinned
/// section header stays at the top (leading) edge of the visible region while its section scrolls
/// under it, and is pushed away by the section's end; a pinned footer stays at the bottom
/// (trailing) edge while its section is shown, and is pushed back by the section's start.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The corresponding value of the raw type.
    public let rawValue: UInt32

    /// Creates a new option set from the given raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
