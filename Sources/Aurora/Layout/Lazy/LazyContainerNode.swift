/// The layout node shared by lazy stacks and grids: materialises the lines near the visible region, estimates the rest.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A lazy container inside a scroll view: its length along `axis` is the sum of its lines'
/// lengths (measured, or the mean of the measured ones) and gaps; when placed, it resolves only the
/// elements whose lines meet the scroll view's visible region widened by `margin`, measures them
/// (refining the estimate) and places them where the line lengths say. With `pinnedViews`, the
/// header of the section under the visible region's top edge (the footer of the one over its
/// bottom edge) is materialised too, moved to that edge inside its section, and drawn over the rows.
///
/// Subclasses say how elements form lines (`formLines`, `elements(inLines:)`, `line(of:)`) and how
/// a line's elements are measured and placed (adding `pinShift(of:)` along the axis).
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
    private var resolved: (window: Range<Int>, pinned: Set<Int>, generation: Int, cross: CGFloat?)?
    /// Which section headers and footers stick to the visible region's edges.
    let pinnedViews: PinnedScrollableViews
    /// How far the last placement moved pinned headers and footers from their place along the axis, by element index.
    private var pinShifts: [Int: Double] = [:]

    /// Whether every element is materialised (a grid outside a scroll view).
    let materialisesAll: Bool

    init(axis: Axis, storage: LazyContainerStorage, inputs: ResolveInputs, context: LayoutContext, pinnedViews: PinnedScrollableViews,
         materialisesAll: Bool = false, resolveContent: @escaping (ResolveInputs) -> Void) {
        self.axis = axis
        self.pinnedViews = pinnedViews
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

    /// Forms the lines of the last resolution's `elementCount` elements (in `sections`); returns how many there are.
    func formLines(elements elementCount: Int) -> Int { elementCount }
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

    /// The elements of the last resolution whose lines are estimated apart from the rows': the
    /// sections' headers and footers.
    func chromeElements() -> [Int] { sections.flatMap { [$0.header, $0.footer].compactMap { $0 } } }

    /// The entries the container measures, places and draws for those `collector` materialised
    /// (a list wraps them in its rows' and sections' look). Default: the same.
    func decorate(_ collector: LazyItemCollector) -> [LazyItemCollector.Entry] { collector.entries }

    // MARK: Resolution

    /// Resolves the content with the elements of `window` and `pinned` materialised (again only when something changed).
    private func resolve(window: Range<Int>, pinned: Set<Int>, cross: CGFloat?) {
        if let resolved, resolved.window == window, resolved.pinned == pinned, resolved.generation == inputs.graph.generation,
           resolved.cross == cross { return }
        prepareLines(cross: cross)
        inputs.node.resetDescendantVisits()
        let collector = LazyItemCollector(window: window, pinned: pinned)
        var contentInputs = inputs
        contentInputs.lazyItems = collector
        resolveContent(contentInputs)
        entries = decorate(collector)
        sections = collector.sections
        storage.lists = collector.lists
        storage.elementCount = collector.cursor
        storage.prepare(lines: formLines(elements: collector.cursor), cross: cross)
        resolved = (window, pinned, inputs.graph.generation, cross)
        guard var extents = storage.extents else { return }
        for element in chromeElements() { extents.markChrome(line(of: element)) }
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

    /// Materialises the elements whose lines meet `span`, and the headers and footers pinned to the
    /// edges of `visible` (both along the axis, container coordinates): measuring refines the
    /// estimate, which may move the lines, so it repeats (at most four times) until the lines it
    /// materialised are the ones that meet. While only empty lines have been measured (the estimate
    /// is zero, so every line meets), the window at most doubles each time instead of taking them all.
    private func materialise(covering span: ClosedRange<Double>, pinningTo visible: ClosedRange<Double>?, cross: CGFloat?) {
        if materialisesAll {
            resolve(window: 0..<Int.max, pinned: [], cross: cross)
            return
        }
        let isMeasured = storage.extents?.hasLength == true && storage.measuredCross == .some(cross)
        var lineRange = isMeasured ? lines(covering: span) : 0..<1
        var pinned = visible.map(pinnedElements) ?? []
        for _ in 0..<4 {
            resolve(window: elements(inLines: lineRange), pinned: pinned, cross: cross)
            let next = lines(covering: span)
            let nextPinned = visible.map(pinnedElements) ?? []
            let covers = next.isEmpty || (lineRange.lowerBound <= next.lowerBound && next.upperBound <= lineRange.upperBound)
            if covers, nextPinned.isSubset(of: pinned) { break }
            if !next.isEmpty {
                let hasLength = storage.extents?.hasLength ?? false
                lineRange = hasLength ? next : next.lowerBound..<min(next.upperBound, next.lowerBound + 2 * max(1, lineRange.count))
            }
            pinned = nextPinned
        }
        storage.lastSpan = span
    }

    // MARK: Pinning

    /// The section whose lines hold `position` (container coordinates along the axis), if any.
    private func section(at position: Double) -> LazySection? {
        guard let extents = storage.extents, extents.count > 0 else { return nil }
        let line = extents.index(at: position)
        let element = elements(inLines: line..<(line + 1)).lowerBound
        guard let found = sections.lastIndex(inPrefix: { $0.start <= element }) else { return nil }
        let section = sections[found]
        return section.start <= element && element < section.end ? section : nil
    }

    /// The headers and footers that `visible` pins: the header of the section under its top edge,
    /// the footer of the one over its bottom edge.
    private func pinnedElements(in visible: ClosedRange<Double>) -> Set<Int> {
        var elements: Set<Int> = []
        if pinnedViews.contains(.sectionHeaders), let header = section(at: visible.lowerBound)?.header { elements.insert(header) }
        if pinnedViews.contains(.sectionFooters), let footer = section(at: visible.upperBound)?.footer { elements.insert(footer) }
        return elements
    }

    /// Where (along the axis, container coordinates) line `line` starts, and its length.
    private func span(ofLine line: Int, in extents: LazyExtentIndex) -> (start: Double, length: Double) {
        (extents.offset(of: line), extents.length(of: line))
    }

    /// How far the pinned header and footer move from their place for `visible`: a header to the top
    /// edge but not past its section's end, a footer to the bottom edge but not before its section's
    /// rows start.
    private func pinShifts(for visible: ClosedRange<Double>, extents: LazyExtentIndex) -> [Int: Double] {
        var shifts: [Int: Double] = [:]
        if pinnedViews.contains(.sectionHeaders), let section = section(at: visible.lowerBound), let header = section.header {
            let own = span(ofLine: line(of: header), in: extents)
            let last = span(ofLine: line(of: section.end - 1), in: extents)
            let pinned = min(max(own.start, visible.lowerBound), last.start + last.length - own.length)
            if pinned > own.start { shifts[header] = pinned - own.start }
        }
        if pinnedViews.contains(.sectionFooters), let section = section(at: visible.upperBound), let footer = section.footer {
            let own = span(ofLine: line(of: footer), in: extents)
            let first = span(ofLine: line(of: section.start), in: extents)
            let rowsStart = section.header == nil ? first.start : first.start + first.length
            let pinned = max(min(own.start, visible.upperBound - own.length), rowsStart)
            if pinned < own.start { shifts[footer] = pinned - own.start }
        }
        return shifts
    }

    /// How far element `index` is moved along the axis from its line's place (a pinned header or footer).
    func pinShift(of index: Int) -> CGFloat { pinShifts[index] ?? 0 }

    /// The headers and footers of a pinned kind (drawn, and hit, over the rows).
    private var pinnableElements: Set<Int> {
        var elements: Set<Int> = []
        for section in sections {
            if pinnedViews.contains(.sectionHeaders), let header = section.header { elements.insert(header) }
            if pinnedViews.contains(.sectionFooters), let footer = section.footer { elements.insert(footer) }
        }
        return elements
    }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cross = proposal[axis.other]
        if resolved == nil || resolved?.cross != cross {
            let visible = axis == .vertical ? context.containerSize.height : context.containerSize.width
            materialise(covering: storage.lastSpan ?? 0...(visible + Self.margin(visibleLength: visible)), pinningTo: nil, cross: cross)
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
        let pinning = pinningSpan(in: rect, placement: placement)
        if lower.isFinite, upper.isFinite { materialise(covering: lower...upper, pinningTo: pinning, cross: cross) }
        guard let extents = storage.extents else { return }
        pinShifts = pinning.map { pinShifts(for: $0, extents: extents) } ?? [:]
        placeEntries(entries, in: rect, extents: extents, context: placement)
        let pinnable = pinnedViews.isEmpty ? [] : pinnableElements
        drawingOrder = pinnable.isEmpty ? entries : entries.filter { !pinnable.contains($0.index) } + entries.filter { pinnable.contains($0.index) }
    }

    /// The region pinned headers and footers stick to (along the axis, container coordinates at
    /// `rect`): the scroll view's visible region less its content insets; nil when nothing pins.
    private func pinningSpan(in rect: CGRect, placement: PlacementContext) -> ClosedRange<Double>? {
        guard !pinnedViews.isEmpty, !materialisesAll, let scroll = placement.scrollContainer else { return nil }
        let visible = scroll.visibleRect, insets = scroll.insets
        let lower = axis == .vertical ? visible.minY + insets.top - rect.minY : visible.minX + insets.leading - rect.minX
        let upper = axis == .vertical ? visible.maxY - insets.bottom - rect.minY : visible.maxX - insets.trailing - rect.minX
        guard lower.isFinite, upper.isFinite else { return nil }
        return lower...max(lower, upper)
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

    /// The materialised elements in drawing order: by index, pinnable headers and footers last (over the rows).
    private(set) var drawingOrder: [LazyItemCollector.Entry] = []

    /// The materialised nodes, in drawing order (pinned views last, then by `zIndex`).
    var materialisedNodes: [LayoutNode] { Self.inDrawingOrder(drawingOrder.flatMap(\.nodes)) }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        for node in materialisedNodes { node.appendDisplayItems(to: &items, origin: origin) }
    }
}

extension LazyContainerNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { materialisedNodes }
}
