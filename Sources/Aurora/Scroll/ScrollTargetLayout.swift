/// `scrollTargetLayout()` and `scrollTarget()`: the views a `.viewAligned` scroll view settles on.
import AuroraGeometry
import Foundation

/// Marks a layout whose children (or, for `scrollTarget()`, a view itself) are scroll targets.
final class ScrollTargetLayoutNode: WrapperLayoutNode {
    /// Whether the children of the wrapped layout are the targets (`scrollTargetLayout`), or the view itself (`scrollTarget`).
    let targetsChildren: Bool

    init(child: LayoutNode, targetsChildren: Bool) {
        self.targetsChildren = targetsChildren
        super.init(child: child)
    }

    /// The global frames of the scroll targets under `root` (not looking into nested scroll views).
    static func targetFrames(in root: LayoutNode) -> [CGRect] {
        var frames: [CGRect] = []
        func visit(_ node: LayoutNode) {
            if node is ScrollViewNode { return }
            if let target = node as? ScrollTargetLayoutNode {
                if target.targetsChildren {
                    var layout: LayoutNode = target.child
                    while let wrapper = layout as? WrapperLayoutNode { layout = wrapper.child }
                    frames += HitTesting.children(of: layout).map(\.frame)
                } else {
                    frames.append(target.frame)
                }
                return
            }
            for child in HitTesting.children(of: node) { visit(child) }
        }
        visit(root)
        return frames
    }
}

struct ScrollTargetModifier: NodeWrappingModifier {
    let targetsChildren: Bool
    let isEnabled: Bool
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        isEnabled ? ScrollTargetLayoutNode(child: node, targetsChildren: targetsChildren) : node
    }
}

extension View {
    /// Configures the outermost layout as a scroll target layout: its children are the views a
    /// `.viewAligned` scroll view settles on. Default: enabled.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetModifier(targetsChildren: true, isEnabled: isEnabled))
    }

    /// Sets the scroll behavior of views scrollable in the provided axes: this view is a target
    /// a `.viewAligned` scroll view settles on. Default: enabled.
    public func scrollTarget(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetModifier(targetsChildren: false, isEnabled: isEnabled))
    }
}
