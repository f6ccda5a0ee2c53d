/// `ListSectionSpan`: the elements of one section of a list's lazy stack — header, rows, footer — or a section resolved whole.
import Foundation

/// One section of a list as its lazy stack lists it: a `Section`'s elements (its header first and
/// its footer last, when it has them), a run of rows outside any `Section`, or one element that is
/// a `Section` with modifiers, resolved whole (`eager`).
struct ListSectionSpan {
    /// The section's elements.
    let elements: Range<Int>
    /// The header's element, if the section has one.
    var header: Int?
    /// The footer's element, if the section has one.
    var footer: Int?
    /// The rows' elements.
    var rows: Range<Int>
    /// The section resolved whole, for one with modifiers.
    var eager: ListSectionNode?

    /// The sections of what `collector` listed, in order, covering every element: its sections,
    /// and between them the runs of other elements, each run split around the sections resolved whole.
    @MainActor
    static func spans(of collector: LazyItemCollector) -> [ListSectionSpan] {
        let whole: [(index: Int, section: ListSectionNode)] = collector.entries.compactMap { entry in
            guard entry.id == nil, entry.nodes.count == 1, let section = entry.nodes[0].listSection else { return nil }
            return (entry.index, section)
        }
        var spans: [ListSectionSpan] = []
        var cursor = 0, wholeIndex = 0
        /// Adds the elements from `cursor` to `end`, outside any `Section` of the list.
        func addLoose(upTo end: Int) {
            while wholeIndex < whole.count, whole[wholeIndex].index < end {
                let (index, section) = whole[wholeIndex]
                wholeIndex += 1
                guard index >= cursor else { continue }
                if cursor < index { spans.append(ListSectionSpan(elements: cursor..<index, rows: cursor..<index)) }
                spans.append(ListSectionSpan(elements: index..<(index + 1), rows: index..<index, eager: section))
                cursor = index + 1
            }
            if cursor < end { spans.append(ListSectionSpan(elements: cursor..<end, rows: cursor..<end)) }
            cursor = max(cursor, end)
        }
        for section in collector.sections {
            addLoose(upTo: section.start)
            guard section.end > section.start else { continue }
            spans.append(ListSectionSpan(elements: section.start..<section.end, header: section.header, footer: section.footer, rows: section.rows))
            cursor = section.end
        }
        addLoose(upTo: collector.cursor)
        return spans
    }
}
