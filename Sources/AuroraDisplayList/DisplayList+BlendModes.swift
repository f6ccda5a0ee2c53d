/// Whether a display list blends with a mode other than source-over anywhere inside it.

extension DisplayList {
    /// Whether a blend-mode effect or a shape with a blend mode appears anywhere in the list,
    /// masks included: such drawing gives different pixels inside a group than on whatever
    /// lies behind the group.
    package var containsBlendMode: Bool {
        var stack = [self]
        while let next = stack.popLast() {
            for item in next.items {
                if case .content(.shape(_, _, _, let mode)) = item.value, mode != .normal { return true }
                guard case .effect(let effect, let inner) = item.value else { continue }
                if case .blendMode = effect { return true }
                stack.append(inner)
                if case .mask(let mask) = effect { stack.append(mask) }
            }
        }
        return false
    }
}
