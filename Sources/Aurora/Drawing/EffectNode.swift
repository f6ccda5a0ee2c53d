/// The layout node of a post-layout effect: layout passes through; drawing nests the child in an effect item.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// Wraps its child's display items in effects computed from the child's size; never changes layout.
final class EffectNode: WrapperLayoutNode {
    /// The effects for the child's frame, outermost first; none means draw the child unchanged.
    let effects: (EffectGeometry) -> [DisplayList.Effect]

    init(child: LayoutNode, effects: @escaping (EffectGeometry) -> [DisplayList.Effect]) {
        self.effects = effects
        super.init(child: child)
    }

    /// The child is placed where layout puts it; its geometry effects are handed down so
    /// `GeometryProxy.frame(in:)` inside sees where the view is drawn.
    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite else { return super.placeChildren(in: rect, context: context) }
        var inner = context
        let toLocal = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
        let toGlobal = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        // Outermost first: each inner effect acts before the ones around it.
        for case .transform(let t) in effects(EffectGeometry(node: self)) {
            inner.geometryEffects = toLocal.concatenating(t).concatenating(toGlobal).concatenating(inner.geometryEffects)
        }
        super.placeChildren(in: rect, context: inner)
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        let list = effects(EffectGeometry(node: self))
        guard !list.isEmpty, frame.origin.x.isFinite, frame.origin.y.isFinite else {
            child.appendDisplayItems(to: &items, origin: origin)
            return
        }
        var inner: [DisplayList.Item] = []
        child.appendDisplayItems(to: &inner, origin: frame.origin)
        let local = CGRect(origin: .zero, size: frame.size)
        var current = DisplayList(items: inner)
        for effect in list.reversed() {
            current = DisplayList(items: [DisplayList.Item(frame: local, effect: effect, current)])
        }
        guard let outer = current.items.first else { return }
        items.append(DisplayList.Item(frame: frame.relative(to: origin), value: outer.value))
    }
}

/// What an effect may depend on: the modified view's size, frame and placement.
@MainActor
struct EffectGeometry {
    let node: LayoutNode
    var size: CGSize { node.frame.size }
    var bounds: CGRect { CGRect(origin: .zero, size: node.frame.size) }

    /// A transform about a unit anchor of the view.
    func transform(_ t: CGAffineTransform, anchor: UnitPoint) -> CGAffineTransform {
        let a = bounds.point(at: anchor)
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }
}

/// A modifier that adds effects to each node of its content.
struct EffectModifier: NodeWrappingModifier {
    let effects: (EffectGeometry) -> [DisplayList.Effect]
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode { EffectNode(child: node, effects: effects) }
}
