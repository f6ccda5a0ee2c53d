/// `GridItem`: a description of a row or a column in a lazy grid, and how SwiftUI sizes the tracks it becomes.
import AuroraGeometry
import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: its share of the space left, kept between the bounds. Defaults: 10, `.infinity`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of at least `minimum` as fit. Default maximum: `.infinity`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: Size
    /// The spacing to the next item; nil is the platform's default, 8 points (see `defaultSpacing`).
    public var spacing: CGFloat?
    /// The alignment to use when placing each view; nil is `.center`.
    public var alignment: Alignment?

    /// Creates a grid item with the specified size, spacing, and alignment. Defaults: `.flexible()`, nil, nil.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One track (a column of a `LazyVGrid`, a row of a `LazyHGrid`) after sizing: where it starts, its length, how cells sit in it.
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment
}

extension GridItem {
    /// The spacing a `nil` stands for, between tracks (`GridItem(spacing: nil)`) and between the
    /// lines of a lazy grid (`LazyVGrid(spacing: nil)`, `LazyHGrid(spacing: nil)`): 8 points, a
    /// fixed distance that does not depend on the views (a `Text` cell gets no text spacing).
    ///
    /// Sources: SwiftUI's documentation of `GridItem.spacing` says a `nil` item "uses a
    /// reasonable default for the current platform" — one value, where the stacks' `spacing`
    /// documents "a default distance for each pair of subviews"; objc.io ("SwiftUI's Grid
    /// Views", 2020), reimplementing `LazyVGrid` against SwiftUI on iOS, measured that default
    /// as 8 points (200 − 70 − 8 = 122 points left after a fixed 70-point column). No public
    /// measurement gives the lines a different default, so they use the same 8.
    static let defaultSpacing: CGFloat = 8

    /// The tracks `items` become in `length` points, as SwiftUI sizes them (objc.io, "SwiftUI's
    /// Grid Views", 2020, reimplementing the grid against SwiftUI): fixed items take their size;
    /// the space left after them and after every item's spacing goes to the others in order, each
    /// taking an equal share of what is left, a flexible one kept between its bounds; an adaptive one
    /// fits as many tracks of at least its minimum (with its spacing between them) as its share
    /// holds, at least one, each an equal part kept between its bounds. A nil length is taken as zero.
    static func tracks(_ items: [GridItem], in length: CGFloat?) -> [GridTrack] {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        func spacing(_ item: GridItem) -> CGFloat { clean(item.spacing ?? defaultSpacing) }
        let length = clean(length ?? 0)
        var remaining = length
        var open = 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= spacing(item) }
            if case .fixed(let size) = item.size { remaining -= clean(size) } else { open += 1 }
        }
        var tracks: [GridTrack] = []
        var position: CGFloat = 0
        func add(_ length: CGFloat, _ item: GridItem) {
            tracks.append(GridTrack(offset: position, length: length, alignment: item.alignment ?? .center))
            position += length + spacing(item)
        }
        for item in items {
            switch item.size {
            case .fixed(let size):
                add(clean(size), item)
            case .flexible(let minimum, let maximum):
                let share = max(0, remaining / CGFloat(max(open, 1)))
                let size = min(max(share, clean(minimum)), max(clean(minimum), maximum.isNaN ? .infinity : maximum))
                remaining -= size
                open -= 1
                add(size, item)
            case .adaptive(let minimum, let maximum):
                let share = max(0, remaining / CGFloat(max(open, 1)))
                let least = max(clean(minimum), 1)
                let gap = spacing(item)
                let count = max(1, Int(min(((share + gap) / (least + gap)).rounded(.down), 10_000)))
                let each = (share - CGFloat(count - 1) * gap) / CGFloat(count)
                let size = min(max(each, least), max(least, maximum.isNaN ? .infinity : maximum))
                for _ in 0..<count { add(size, item) }
                remaining -= size * CGFloat(count) + gap * CGFloat(count - 1)
                open -= 1
            }
        }
        return tracks
    }
}

extension [GridTrack] {
    /// The length the tracks span, first start to last end.
    var span: CGFloat { last.map { $0.offset + $0.length } ?? 0 }
}
