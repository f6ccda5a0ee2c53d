/// `Section` inside a lazy stack or grid: its header, its content's elements and its footer, the header and footer materialised only when needed.
import Foundation

/// Views that list a section's elements into a lazy container (a `ForEach` of them lists each one's).
protocol LazySectionListing {}

extension Section: LazyListSource, LazySectionListing {}

/// Whether views of type `V` list a section's elements: a `Section`, or a custom view whose body is
/// one (through any number of custom views), as `ForEach(groups) { GroupSection(group: $0) }` lists
/// sections in SwiftUI. Known from the types alone, before any element is resolved.
func listsSections<V: View>(_ type: V.Type) -> Bool {
    if type is any LazySectionListing.Type { return true }
    if type is any PrimitiveView.Type || V.Body.self == Never.self { return false }
    return listsSections(V.Body.self)
}

extension Section {
    /// Lists the section into `collector`: its header (one element, when it has one), the elements
    /// of its content, its footer. The header and footer are resolved only when the collector
    /// materialises their index (near the visible region, or pinned to it); one that leaves is
    /// released as a `ForEach` row is (kept with its state, or forgotten). Returns no nodes: the
    /// collector holds them.
    @MainActor
    func makeLazily(_ inputs: ResolveInputs, collector: LazyItemCollector) -> [LayoutNode] {
        let parking = inputs.attachment { LazyRowParking() }
        var chrome = inputs
        chrome.lazyItems = nil
        chrome.environment.isInListRow = false
        var shown: Set<IdentityComponent> = []
        /// Reserves the element of the header or footer at `component` and resolves it when materialised.
        func list<V: View>(_ view: V, _ role: LazySection.Role, of section: Int?, at component: IdentityComponent) {
            let index = collector.reserve(role, of: section)
            guard collector.materialises(index) else { return }
            parking.restore(component, under: inputs.node)
            collector.append(chrome.resolve(view, at: component), index: index, id: nil)
            shown.insert(component)
        }
        let section = collector.beginSection()
        if Parent.self != EmptyView.self { list(header, .header, of: section, at: .index(0)) }
        _ = inputs.resolve(content, at: .index(1))
        if Footer.self != EmptyView.self { list(footer, .footer, of: section, at: .index(2)) }
        collector.endSection(section)
        for component in parking.materialised where !shown.contains(component) {
            parking.release(component, under: inputs.node, graph: inputs.graph)
        }
        parking.materialised = shown
        return []
    }
}
