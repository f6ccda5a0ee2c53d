/// `ListStackNode`: the lazy stack of a list — its materialised rows and sections drawn in the list style's look.
import AuroraGeometry
import Foundation

/// A lazy vertical stack (spacing 0, leading aligned) whose elements are a list's rows, section
/// headers and footers. After each resolution it wraps what it materialised in the list style's
/// views, resolved at its own graph position: each row in a `ListRowView` (inset by the card
/// margin in the inset styles), each header and footer in the section chrome, a clear band before
/// a grouped section without a header. A section's materialised rows are drawn inside one card
/// (or band) spanning them, so a section of 10,000 rows draws only the card's visible part with
/// its corners where the section really starts and ends. Rows outside any `Section` form sections
/// of their own between the sections; a `Section` with modifiers (one element, resolved whole) is
/// drawn as a whole section.
final class ListStackNode: LazyStackNode {
    let chrome: ListSectionChrome
    let isEditing: Bool
    /// The wrapping views scrolled away (kept with their state, as a lazy row is).
    private let parking: LazyRowParking
    /// The cards of the sections with materialised rows.
    private var cards: [(node: LayoutNode, rows: ListCardRowsNode)] = []
    /// The card holding each materialised row element, by element index.
    private var cardOfElement: [Int: Int] = [:]
    /// The wrapped row nodes (drawn by their card, not by the stack).
    private var rowNodes: Set<ObjectIdentifier> = []
    /// The elements drawn with section chrome of their own: rows after a grouped section's clear
    /// band, sections resolved whole.
    private var chromeBearing: [Int] = []

    init(chrome: ListSectionChrome, isEditing: Bool, parking: LazyRowParking, storage: LazyContainerStorage, inputs: ResolveInputs,
         resolveContent: @escaping (ResolveInputs) -> Void) {
        self.chrome = chrome
        self.isEditing = isEditing
        self.parking = parking
        super.init(axis: .vertical, spacing: 0, guide: { $0[HorizontalAlignment.leading] },
                   pinnedViews: chrome.appearance.pinsSectionHeaders ? .sectionHeaders : [], storage: storage, inputs: inputs,
                   context: inputs.graph.layoutContext, resolveContent: resolveContent)
    }

    // MARK: Decoration

    override func decorate(_ collector: LazyItemCollector) -> [LazyItemCollector.Entry] {
        let spans = ListSectionSpan.spans(of: collector)
        cards = []
        cardOfElement = [:]
        rowNodes = []
        chromeBearing = []
        var shown: Set<IdentityComponent> = []
        var cardOfSpan: [Int: Int] = [:]
        /// Resolves the wrapping `view` at `key` below the stack.
        func wrap(_ view: some View, _ key: ListDecorationKey) -> [LayoutNode] {
            let component = IdentityComponent.explicit(AnyHashable(key))
            parking.restore(component, under: inputs.node)
            shown.insert(component)
            return inputs.resolve(view, at: component)
        }
        var spanIndex = 0
        var decorated: [LazyItemCollector.Entry] = []
        decorated.reserveCapacity(collector.entries.count)
        for entry in collector.entries {
            while spanIndex < spans.count - 1, spans[spanIndex].elements.upperBound <= entry.index { spanIndex += 1 }
            guard spanIndex < spans.count else { break }
            let span = spans[spanIndex], isFirst = spanIndex == 0
            if let section = span.eager {
                let view = ListEagerSection(section: section, chrome: chrome, isEditing: isEditing, isFirst: isFirst)
                decorated.append(entry.replacingNodes(wrap(view, ListDecorationKey(section: spanIndex, part: .section))))
                chromeBearing.append(entry.index)
                continue
            }
            var nodes: [LayoutNode] = []
            if entry.index == span.elements.lowerBound, span.header == nil || entry.index == span.header {
                let header = entry.index == span.header ? entry.nodes : []
                nodes += wrap(chrome.header(header, isFirst: isFirst, hasFooter: span.footer != nil), ListDecorationKey(section: spanIndex, part: .header))
                if entry.index == span.header {
                    decorated.append(entry.replacingNodes(nodes))
                    continue
                }
                if !nodes.isEmpty { chromeBearing.append(entry.index) }
            }
            if entry.index == span.footer {
                nodes += wrap(chrome.footer(entry.nodes), ListDecorationKey(section: spanIndex, part: .footer))
                decorated.append(entry.replacingNodes(nodes))
                continue
            }
            let card: Int
            if let existing = cardOfSpan[spanIndex] {
                card = existing
            } else {
                let rows = ListCardRowsNode()
                let node = wrap(chrome.card(ListCardRows(node: rows)), ListDecorationKey(section: spanIndex, part: .card))
                card = cards.count
                cards.append((node.first ?? rows as LayoutNode, rows))
                cardOfSpan[spanIndex] = card
            }
            cardOfElement[entry.index] = card
            for (part, node) in entry.nodes.enumerated() {
                let id = AnyHashable(ListDecorationKey.RowID(element: entry.id, position: entry.id == nil ? entry.index - span.elements.lowerBound : 0,
                                                             part: part))
                let isLast = entry.index == span.rows.upperBound - 1 && part == entry.nodes.count - 1
                let row = ListRowView(row: ListRow(id: id, node: node, actions: node.listRowActions), appearance: chrome.appearance,
                                      isEditing: isEditing, isLast: isLast)
                let wrapped = wrap(row.padding(.horizontal, chrome.rowMargin), ListDecorationKey(section: spanIndex, part: .row(id)))
                cards[card].rows.rows += wrapped
                rowNodes.formUnion(wrapped.map(ObjectIdentifier.init))
                nodes += wrapped
            }
            decorated.append(entry.replacingNodes(nodes))
        }
        for component in parking.materialised where !shown.contains(component) {
            parking.release(component, under: inputs.node, graph: inputs.graph)
        }
        parking.materialised = shown
        return decorated
    }

    /// The sections' headers and footers, and the elements drawn with chrome of their own: their
    /// lengths say nothing about the rows'.
    override func chromeElements() -> [Int] { super.chromeElements() + chromeBearing }

    // MARK: Layout and drawing

    override func placeEntries(_ entries: [LazyItemCollector.Entry], in rect: CGRect, extents: LazyExtentIndex, context: PlacementContext) {
        super.placeEntries(entries, in: rect, extents: extents, context: context)
        for card in cards {
            guard let first = card.rows.rows.first?.layoutFrame else { continue }
            let rows = card.rows.rows.dropFirst().reduce(first) { $0.union($1.layoutFrame) }
            let frame = rows.insetBy(dx: chrome.rowMargin, dy: 0)
            _ = card.node.size(for: ProposedViewSize(frame.size))
            card.node.place(in: frame, context: context)
        }
    }

    /// The materialised nodes in drawing order: each section's rows inside its card, drawn where
    /// its first materialised row comes; headers and footers themselves.
    override var materialisedNodes: [LayoutNode] {
        var nodes: [LayoutNode] = []
        var drawn: Set<Int> = []
        for entry in drawingOrder {
            guard let card = cardOfElement[entry.index] else {
                nodes += entry.nodes
                continue
            }
            nodes += entry.nodes.filter { !rowNodes.contains(ObjectIdentifier($0)) }
            if drawn.insert(card).inserted { nodes.append(cards[card].node) }
        }
        return Self.inDrawingOrder(nodes)
    }
}

/// Where a list's wrapping views sit below its stack: by section position and part.
struct ListDecorationKey: Hashable {
    /// A part of a section.
    enum Part: Hashable { case header, footer, card, section, row(AnyHashable) }
    /// A row's id: its `ForEach` element's id (else its position in its section) and which of the element's views it is.
    struct RowID: Hashable {
        let element: AnyHashable?
        let position: Int
        let part: Int
    }

    let section: Int
    let part: Part
}

extension LazyItemCollector.Entry {
    /// The same element with other nodes.
    func replacingNodes(_ nodes: [LayoutNode]) -> Self { Self(index: index, id: id, nodes: nodes) }
}
