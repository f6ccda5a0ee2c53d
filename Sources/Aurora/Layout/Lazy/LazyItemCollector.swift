/// What a lazy stack or grid gathers while resolving its content for one window: its elements in order, only some materialised.
import Foundation

/// Collects the elements of a lazy container's content during one resolution.
///
/// The content is walked as a list: tuples, groups, conditionals, `AnyView`, sections and custom
/// views pass through; each `ForEach` element is one element (resolved only when its index is in
/// `window`), and any other view is one element, always resolved (a header, a lone row).
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
    /// The index the next element gets.
    private(set) var cursor = 0
    /// The materialised elements, by increasing index.
    private(set) var entries: [Entry] = []
    /// The `ForEach` lists met, in order.
    private(set) var lists: [IdentifiedList] = []
    /// The section boundaries met: the index of each section's first element, with its header and footer element indices.
    private(set) var sections: [LazySection] = []

    init(window: Range<Int>) { self.window = window }

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

    /// Adds the materialised `ForEach` element at `index`.
    func append(_ nodes: [LayoutNode], index: Int, id: AnyHashable) {
        entries.append(Entry(index: index, id: id, nodes: nodes))
    }

    /// Opens a section: elements from here on belong to it until the next one opens.
    func beginSection() -> Int {
        sections.append(LazySection(start: cursor))
        return sections.count - 1
    }

    /// Marks the element just added (the section's header or footer) as a header or footer of section `section`.
    func markLast(as role: LazySection.Role, of section: Int) {
        guard let last = entries.last, last.index == cursor - 1, section < sections.count else { return }
        switch role {
        case .header: sections[section].header = last.index
        case .footer: sections[section].footer = last.index
        }
    }

    /// Closes section `section` at the current element.
    func endSection(_ section: Int) {
        guard section < sections.count else { return }
        sections[section].end = cursor
    }
}

/// A `Section` inside a lazy container: the elements it spans and which of them are its header and footer.
struct LazySection {
    /// Whether an element is a section's header or footer.
    enum Role { case header, footer }
    /// The index of the section's first element.
    let start: Int
    /// The index after the section's last element.
    var end: Int
    /// The header's element index, if the section has one.
    var header: Int?
    /// The footer's element index, if the section has one.
    var footer: Int?

    init(start: Int) {
        self.start = start
        end = start
    }
}

/// Views a lazy container looks through when it lists its elements (they add no layout of their own).
protocol LazyListTransparent {}

extension TupleView: LazyListTransparent {}
extension Group: LazyListTransparent {}
extension _ConditionalContent: LazyListTransparent {}
extension Optional: LazyListTransparent where Wrapped: View {}
extension AnyView: LazyListTransparent {}
extension EmptyView: LazyListTransparent {}
