/// The layout node shared by lazy stacks and grids: materialises the lines near the visible region, estimates the rest.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A lazy container inside a scroll view: its length along `axis` is the sum of its lines'
/// lengths (measured, or the mean of the measured ones) and gaps; when placed, it resolves only the
/// elements whose lines meet the scroll view's visible region widened by `margin`, measures them
/// (refining the estimate) and places them where the line lengths say.
///
/// Subclasses say how elements form lines (`lineCount`, `elements(inLines:)`, `line(of:)`) and how
/// a line's elements are measured and placed.
class LazyContainerNode: LayoutNode {
    /// The axis the container grows along.
    let axis: Axis
    let storage: LazyContainerStorage
    /// The container's graph position; its content resolves at `.content` below it.
    let inputs: ResolveInputs
    private let resolveContent: (ResolveInputs) -> Void
    private let context: LayoutContext
    /// The materialised elements of the last resolution, by increasing index.
    private(set) var entries: [LazyItemCollector.Entry] = []
    /// The sections of the last resolution.
    private(set) var sections: [LazySection] = []
    private var resolved: (window: Range<Int>, generation: Int, cross: CGFloat?)?

    /// Whether every element is materialised (a grid outside a scroll view).
    let materialisesAll: Bool

    init(axis: Axis, storage: LazyContainerStorage, inputs: ResolveInputs, context: LayoutContext, materialisesAll: Bool = false,
         resolveContent: @escaping (ResolveInputs) -> Void) {
        self.axis = axis
        self.materialisesAll = materialisesAll
        self.storage = storage
        self.inputs = inputs
        self.context = context
        self.resolveContent = resolveContent
    }

    /// How far past the visible region, on each side along the axis, elements are materialised:
    /// a quarter of the visible length, at least 50 points.
    static func margin(visibleLength: Double) -> Double { max(50, visibleLength / 4) }

    // MARK: Lines (subclasses)

    /// Readies the container for lines at the cross length `cross` (a grid finds its tracks), before resolving.
    func prepareLines(cross: CGFloat?) {}

    /// The number of lines `elementCount` elements form.
    func lineCount(elements elementCount: Int) -> Int { elementCount }
    /// The elements on lines `lines`.
    func elements(inLines lines: Range<Int>) -> Range<Int> { lines }
    /// The line of element `index`.
    func line(of index: Int) -> Int { index }
    /// Measures the materialised entries at the cross proposal `cross`, recording each line's length in `extents`.
    func measure(_ entries: [LazyItemCollector.Entry], cross: CGFloat?, into extents: inout LazyExtentIndex) {}
    /// The cross-axis length the container takes for `cross` (the proposal, or what its elements need).
    func crossLength(for cross: CGFloat?) -> CGFloat { cross ?? 0 }
    /// Places the materialised entries in `rect`, each line starting where `extents` says.
    func placeEntries(_ entries: [LazyItemCollector.Entry], in rect: CGRect, extents: LazyExtentIndex, context: PlacementContext) {}
    /// The gap between lines when the spacing is left to the views: their spacing preferences.
    func preferredGap(_ entries: [LazyItemCollector.Entry]) -> Double { ViewSpacing.defaultDistance }

    // MARK: Resolution

    /// Resolves the content with the elements of `window` materialised (again only when something changed).
    private func resolve(window: Range<Int>, cross: CGFloat?) {
        if let resolved, resolved.window == window, resolved.generation == inputs.graph.generation, resolved.cross == cross { return }
        prepareLines(cross: cross)
        inputs.node.resetDescendantVisits()
        let collector = LazyItemCollector(window: window)
        var contentInputs = inputs
        contentInputs.lazyItems = collector
        resolveContent(contentInputs)
        entries = collector.entries
        sections = collector.sections
        storage.lists = collector.lists
        storage.elementCount = collector.cursor
        storage.prepare(lines: lineCount(elements: collector.cursor), cross: cross)
        resolved = (window, inputs.graph.generation, cross)
        guard var extents = storage.extents else { return }
        measure(entries, cross: cross, into: &extents)
        storage.extents = extents
    }

    /// The lines meeting `span` (container coordinates along the axis).
    private func lines(covering span: ClosedRange<Double>) -> Range<Int> {
        guard let extents = storage.extents, extents.count > 0, span.upperBound >= 0 else { return 0..<0 }
        let first = extents.index(at: span.lowerBound)
        let last = extents.index(at: span.upperBound)
        return first..<(last + 1)
    }

    /// Materialises the elements whose lines meet `span`: measuring refines the estimate, which may
    /// move the lines, so it repeats (at most four times) until the lines it materialised are the ones that meet.
    private func materialise(covering span: ClosedRange<Double>, cross: CGFloat?) {
        if materialisesAll {
            resolve(window: 0..<Int.max, cross: cross)
            return
        }
        var lineRange = storage.extents == nil || storage.measuredCross != .some(cross) ? 0..<1 : lines(covering: span)
        for _ in 0..<4 {
            resolve(window: elements(inLines: lineRange), cross: cross)
            let next = lines(covering: span)
            if next.isEmpty || (lineRange.lowerBound <= next.lowerBound && next.upperBound <= lineRange.upperBound) { break }
            lineRange = next
        }
        storage.lastSpan = span
    }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cross = proposal[axis.other]
        if resolved == nil || resolved?.cross != cross {
            let visible = axis == .vertical ? context.containerSize.height : context.containerSize.width
            materialise(covering: storage.lastSpan ?? 0...(visible + Self.margin(visibleLength: visible)), cross: cross)
        }
        var size = CGSize.zero
        size[axis] = storage.extents?.total ?? 0
        size[axis.other] = crossLength(for: cross)
        return size
    }

    override func placeChildren(in rect: CGRect, context placement: PlacementContext) {
        let visible = placement.scrollContainer?.visibleRect ?? placement.containerBounds
        let start = axis == .vertical ? visible.minY - rect.minY : visible.minX - rect.minX
        let length = axis == .vertical ? visible.height : visible.width
        let margin = Self.margin(visibleLength: length)
        let cross = axis == .vertical ? rect.width : rect.height
        let lower = max(0, start - margin), upper = max(lower, start + length + margin)
        if lower.isFinite, upper.isFinite { materialise(covering: lower...upper, cross: cross) }
        guard let extents = storage.extents else { return }
        placeEntries(entries, in: rect, extents: extents, context: placement)
    }

    /// The frame element `index` has (materialised) or would have (estimated) in the last placement.
    func estimatedFrame(ofElement index: Int) -> CGRect? {
        guard let extents = storage.extents, index >= 0, index < storage.elementCount else { return nil }
        if let entry = entries.first(where: { $0.index == index }), let first = entry.nodes.first {
            return entry.nodes.dropFirst().reduce(first.frame) { $0.union($1.frame) }
        }
        let line = line(of: index)
        var origin = frame.origin, size = frame.size
        origin[axis] += extents.offset(of: line)
        size[axis] = extents.length(of: line)
        return CGRect(origin: origin, size: size)
    }

    /// The materialised nodes, in drawing order.
    var materialisedNodes: [LayoutNode] { entries.flatMap(\.nodes) }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        for entry in entries { for node in entry.nodes { node.appendDisplayItems(to: &items, origin: origin) } }
    }
}

extension LazyContainerNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { materialisedNodes }
}
