/// What a lazy stack or grid gathers while resolving its content for one window: its elements in order, only some materialised.
import Foundation

/// Collects the elements of a lazy container's content during one resolution.
///
/// The content is walked as a list: tuples, groups, conditionals, `AnyView` and custom views pass
/// through; each `ForEach` element is one element (resolved only when its index is in `window`); a
/// `Section` lists its header, its content's elements and its footer (the header and footer resolved
/// only in `window` or `pinned`); any other view is one element, always resolved (a lone row).
@MainActor
final class LazyItemCollector {
    /// One materialised element: its index among all elements, its id (for `ForEach` elements) and its layout nodes.
    struct Entry {
        let index: Int
        let id: AnyHashable?
        let nodes: [LayoutNode]
    }

    /// A `ForEach` met in the content: where its elements start and how to find one by id.
    struct IdentifiedList {
        let start: Int
        let count: Int
        let index: (AnyHashable) -> Int?
    }

    /// The element indices to materialise.
    let window: Range<Int>
    /// Elements outside `window` to materialise as well: the section headers and footers pinned to the visible region.
    let pinned: Set<Int>
    /// The index the next element gets.
    private(set) var cursor = 0
    /// The materialised elements, by increasing index.
    private(set) var entries: [Entry] = []
    /// The `ForEach` lists met, in order.
    private(set) var lists: [IdentifiedList] = []
    /// The sections met, in order (a `Section` inside another one lists its views as the outer one's).
    private(set) var sections: [LazySection] = []
    /// The section being listed, if any.
    private var openSection: Int?

    init(window: Range<Int>, pinned: Set<Int> = []) {
        self.window = window
        self.pinned = pinned
    }

    /// Whether element `index` is materialised.
    func materialises(_ index: Int) -> Bool { window.contains(index) || pinned.contains(index) }

    /// Adds a view that is always resolved (not a `ForEach` element) as the next element.
    func appendLeaf(_ nodes: [LayoutNode]) {
        guard !nodes.isEmpty else { return }
        entries.append(Entry(index: cursor, id: nil, nodes: nodes))
        cursor += 1
    }

    /// Reserves `count` elements for a `ForEach`; returns their first index and the indices to materialise.
    func reserve(_ count: Int, index: @escaping (AnyHashable) -> Int?) -> (start: Int, materialised: Range<Int>) {
        let start = cursor
        cursor += count
        lists.append(IdentifiedList(start: start, count: count, index: index))
        return (start, window.clamped(to: start..<cursor))
    }

    /// Adds the materialised element at `index` (a `ForEach` element with its id, or a section's header or footer).
    func append(_ nodes: [LayoutNode], index: Int, id: AnyHashable?) {
        entries.append(Entry(index: index, id: id, nodes: nodes))
    }

    /// Replaces the nodes of the entries appended since the first `start` with what `transform` makes of them.
    func rewrapEntries(from start: Int, _ transform: (Entry) -> [LayoutNode]) {
        for position in start..<entries.count {
            let entry = entries[position]
            entries[position] = Entry(index: entry.index, id: entry.id, nodes: transform(entry))
        }
    }

    /// Opens a section at the next element; nil inside another section (whose views it then lists).
    func beginSection() -> Int? {
        guard openSection == nil else { return nil }
        sections.append(LazySection(start: cursor))
        openSection = sections.count - 1
        return openSection
    }

    /// Reserves the next element for the header (first) or footer (last) of `section`; returns its index.
    func reserve(_ role: LazySection.Role, of section: Int?) -> Int {
        let index = cursor
        cursor += 1
        if let section {
            switch role {
            case .header: sections[section].hasHeader = true
            case .footer: sections[section].hasFooter = true
            }
        }
        return index
    }

    /// Closes `section` after the last element reserved.
    func endSection(_ section: Int?) {
        guard let section else { return }
        sections[section].end = cursor
        openSection = nil
    }
}

/// A `Section` inside a lazy container: the elements it spans; its header, when it has one, is the
/// first of them and its footer the last.
struct LazySection: Equatable {
    /// Whether an element is a section's header or footer.
    enum Role { case header, footer }
    /// The index of the section's first element.
    let start: Int
    /// The index after the section's last element.
    var end: Int
    var hasHeader = false
    var hasFooter = false

    init(start: Int) {
        self.start = start
        end = start
    }

    /// The header's element index, if the section has one.
    var header: Int? { hasHeader ? start : nil }
    /// The footer's element index, if the section has one.
    var footer: Int? { hasFooter ? end - 1 : nil }
    /// The elements between the header and the footer.
    var rows: Range<Int> { (start + (hasHeader ? 1 : 0))..<max(start + (hasHeader ? 1 : 0), end - (hasFooter ? 1 : 0)) }
}

/// Views a lazy container looks through when it lists its elements (they add no layout of their own).
protocol LazyListTransparent {}

extension TupleView: LazyListTransparent {}
extension Group: LazyListTransparent {}
extension _ConditionalContent: LazyListTransparent {}
extension Optional: LazyListTransparent where Wrapped: View {}
extension AnyView: LazyListTransparent {}
extension EmptyView: LazyListTransparent {}
