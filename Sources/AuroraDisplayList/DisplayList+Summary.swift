/// Summary facts about a display list, rolled up the tree, so the renderer can skip work.
import Foundation

extension DisplayList {
    /// The number of items, counting nested lists and masks.
    public var itemCount: Int {
        items.reduce(0) { count, item in
            switch item.value {
            case .content: return count + 1
            case .effect(.mask(let mask), let list): return count + 1 + mask.itemCount + list.itemCount
            case .effect(_, let list): return count + 1 + list.itemCount
            }
        }
    }

    /// How deeply effects nest: 0 for a list of content only.
    public var effectDepth: Int {
        items.reduce(0) { depth, item in
            switch item.value {
            case .content: return depth
            case .effect(.mask(let mask), let list): return max(depth, 1 + max(mask.effectDepth, list.effectDepth))
            case .effect(_, let list): return max(depth, 1 + list.effectDepth)
            }
        }
    }

    /// Whether any effect in the list runs a blur or shadow.
    public var containsBlur: Bool {
        items.contains { item in
            switch item.value {
            case .content: return false
            case .effect(.filters(let filters), let list): return filters.contains(where: \.isSpatial) || list.containsBlur
            case .effect(.mask(let mask), let list): return mask.containsBlur || list.containsBlur
            case .effect(_, let list): return list.containsBlur
            }
        }
    }
}
