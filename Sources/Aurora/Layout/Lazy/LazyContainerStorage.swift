/// What a lazy stack or grid keeps at its graph position across updates: line lengths, the lists' ids, the last window.
import Foundation

/// The memory of one lazy container, kept in an attribute slot of its graph node (its layout node
/// is made again at each update).
@MainActor
final class LazyContainerStorage: AttributeSlot {
    /// The lengths of the lines, measured or estimated; nil before the first resolution.
    var extents: LazyExtentIndex?
    /// The cross-axis proposal the lengths were measured for (a different one measures again).
    var measuredCross: CGFloat??
    /// The number of elements in the last resolution.
    var elementCount = 0
    /// The `ForEach` lists of the last resolution, to find an element by id.
    var lists: [LazyItemCollector.IdentifiedList] = []
    /// The span (main axis, container coordinates) materialised in the last placement.
    var lastSpan: ClosedRange<Double>?

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }

    /// The index of the element with `id`, if a `ForEach` of the container holds it.
    func index(of id: AnyHashable) -> Int? {
        for list in lists { if let offset = list.index(id) { return list.start + offset } }
        return nil
    }

    /// Starts the line lengths over for `lines` lines measured at `cross`, unless they already are.
    func prepare(lines: Int, cross: CGFloat?) {
        if let extents, extents.count == lines, measuredCross == .some(cross) { return }
        extents = LazyExtentIndex(count: lines)
        measuredCross = .some(cross)
    }
}
