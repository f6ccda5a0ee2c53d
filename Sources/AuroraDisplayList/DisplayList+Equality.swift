/// Display-list equality without recursion, so lists of any depth compare.
import Foundation

extension DisplayList {
    /// Whether both lists have equal items, nested lists and masks included; walks the two
    /// trees side by side with an explicit stack.
    public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
        var pending: [(DisplayList, DisplayList)] = [(lhs, rhs)]
        while let (a, b) = pending.popLast() {
            guard a.items.count == b.items.count else { return false }
            for (x, y) in zip(a.items, b.items) {
                guard x.frame == y.frame else { return false }
                switch (x.value, y.value) {
                case (.content(let p), .content(let q)):
                    guard p == q else { return false }
                case (.effect(let e, let innerA), .effect(let f, let innerB)):
                    if case .mask(let maskA) = e, case .mask(let maskB) = f {
                        pending.append((maskA, maskB))
                    } else {
                        guard Self.sameEffect(e, f) else { return false }
                    }
                    pending.append((innerA, innerB))
                default:
                    return false
                }
            }
        }
        return true
    }

    /// Effects other than masks compared by value (a mask against another effect is unequal).
    private static func sameEffect(_ e: Effect, _ f: Effect) -> Bool {
        switch (e, f) {
        case (.mask, _), (_, .mask): return false
        default: return e == f
        }
    }
}
