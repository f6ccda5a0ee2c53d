/// Summary facts about a display list, rolled up the tree, so the renderer can skip work.
import Foundation

extension DisplayList {
    /// The number of items, counting nested lists and masks.
    public var itemCount: Int {
        var count = 0
        forEachNestedList { list, _ in count += list.items.count }
        return count
    }

    /// How deeply effects nest: 0 for a list of content only.
    public var effectDepth: Int {
        var deepest = 0
        forEachNestedList { _, depth in deepest = max(deepest, depth) }
        return deepest
    }

    /// Whether any effect in the list runs a blur or shadow.
    public var containsBlur: Bool {
        var found = false
        forEachNestedList { list, _ in
            found = found || list.items.contains { item in
                if case .effect(.filters(let filters), _) = item.value { return filters.contains(where: \.isSpatial) }
                return false
            }
        }
        return found
    }

    /// Calls `body` with this list and every list nested in it (effect children and masks),
    /// with its effect depth; iterative, so any depth works.
    private func forEachNestedList(_ body: (DisplayList, Int) -> Void) {
        var stack: [(DisplayList, Int)] = [(self, 0)]
        while let (list, depth) = stack.popLast() {
            body(list, depth)
            for item in list.items {
                guard case .effect(let effect, let nested) = item.value else { continue }
                stack.append((nested, depth + 1))
                if case .mask(let mask) = effect { stack.append((mask, depth + 1)) }
            }
        }
    }
}
