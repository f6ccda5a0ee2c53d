/// `ForEach` inside a lazy stack or grid: resolves only the elements in the container's window.
import Foundation

/// Views that list elements for a lazy container themselves (`ForEach`, `Section`).
protocol LazyListSource {}

extension ForEach: LazyListSource where Content: View {}

extension ForEach where Content: View {
    /// Reserves one element per datum in `collector` and resolves those in its window, each at its
    /// id as outside a lazy container; rows that left the window are released (parked with their
    /// state, or forgotten). Returns no nodes: the collector holds them.
    @MainActor
    func makeLazily(_ inputs: ResolveInputs, collector: LazyItemCollector) -> [LayoutNode] {
        if listsSections(Content.self) { return makeSectionsLazily(inputs) }
        let data = data, idOf = idOf
        let (start, window) = collector.reserve(data.count) { wanted in
            var offset = 0
            for element in data {
                if AnyHashable(idOf(element)) == wanted { return offset }
                offset += 1
            }
            return nil
        }
        let parking = inputs.attachment { LazyRowParking() }
        var elementInputs = inputs
        elementInputs.lazyItems = nil
        let records = inputs.environment.scrollTargetRegistry != nil
        let tags = inputs.environment.tagsForEachElements
        var shown: Set<IdentityComponent> = []
        shown.reserveCapacity(window.count)
        for index in window {
            let element = data[data.index(data.startIndex, offsetBy: index - start)]
            let id = AnyHashable(idOf(element))
            parking.restore(.explicit(id), under: inputs.node)
            let made = elementInputs.resolve(content(element), at: .explicit(id))
            if records { inputs.recordScrollTarget(id, nodes: made) }
            collector.append(tags ? Self.tagged(made, id: id) : made, index: index, id: id)
            shown.insert(.explicit(id))
        }
        for component in parking.materialised where !shown.contains(component) {
            parking.release(component, under: inputs.node, graph: inputs.graph)
            if records, case .explicit(let id) = component { inputs.environment.scrollTargetRegistry?.forget(id) }
        }
        parking.materialised = shown
        return []
    }

    /// Resolves every element, each a `Section` (or a custom view whose body is one) that lists its
    /// own elements into the collector (its header, rows and footer materialise only in the window):
    /// a section's elements are not one.
    @MainActor
    private func makeSectionsLazily(_ inputs: ResolveInputs) -> [LayoutNode] {
        for element in data { _ = inputs.resolve(content(element), at: .explicit(AnyHashable(idOf(element)))) }
        return []
    }
}
