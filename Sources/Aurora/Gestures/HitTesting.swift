/// Hit testing over the laid-out views: which views, front to back, a point on screen lands on.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Finds the frontmost view under a point and the chain of views around it.
///
/// Points are in drawn (screen) coordinates; each node undoes its ancestors' geometry effects
/// (offset, scale, rotation, transform) through `placement.geometryEffects`. Children drawn on top
/// (later, or with a higher `zIndex`) are tried first. What a view's own content covers: a shape's path (its
/// fill rule, or its stroke's outline), the frame of text, images, colours and gradients, nothing
/// for spacers and containers. `contentShape` replaces the area of its subtree, `allowsHitTesting(false)`
/// and `opacity(0)` remove it. Projection effects (`rotation3DEffect`) and clips do not change
/// hit testing.
@MainActor
enum HitTesting {
    /// The views from `root` down to the frontmost one that contains `point`, or nil when nothing does.
    static func chain(at point: CGPoint, in root: LayoutNode) -> [LayoutNode]? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var chain: [LayoutNode] = []
        return hit(root, point, &chain) ? chain.reversed() : nil
    }

    /// Appends the hit chain innermost first (reversed by the caller) and returns whether `node` was hit.
    private static func hit(_ node: LayoutNode, _ point: CGPoint, _ chain: inout [LayoutNode]) -> Bool {
        if let gate = node as? HitTestingNode, !gate.enabled { return false }
        if let effect = node as? EffectNode, effect.effects(EffectGeometry(node: effect)).contains(where: isInvisible) { return false }
        let laidOut = point.applying(node.placement.geometryEffects.invertedIfPossible)
        if let shaped = node as? ContentShapeNode {
            guard shaped.shapeContains(laidOut) else { return false }
            _ = hit(shaped.child, point, &chain)
            chain.append(node)
            return true
        }
        let scrollView = node as? ScrollViewNode
        // A scroll view's content is hit only inside its visible region, and the scroll view itself
        // anywhere in that region (the gaps between rows and the strips under the bars scroll too).
        if let scrollView, !scrollView.configuration.clipDisabled, !scrollView.visibleRect.contains(laidOut) { return false }
        let children = children(of: node)
        for child in children.reversed() where hit(child, point, &chain) {
            chain.append(node)
            return true
        }
        if let scrollView, scrollView.visibleRect.contains(laidOut) {
            chain.append(node)
            return true
        }
        guard children.isEmpty, node.frame.contains(laidOut), ownContent(of: node, contains: laidOut) else { return false }
        chain.append(node)
        return true
    }

    private static func isInvisible(_ effect: DisplayList.Effect) -> Bool {
        if case .opacity(let value) = effect { return value <= 0 }
        return false
    }

    /// The node's children in drawing order (back to front).
    static func children(of node: LayoutNode) -> [LayoutNode] {
        if let secondary = node as? SecondaryContentNode {
            switch secondary.role {
            case .background: return LayoutNode.inDrawingOrder(secondary.secondary) + [secondary.child]
            case .overlay: return [secondary.child] + LayoutNode.inDrawingOrder(secondary.secondary)
            case .mask: return [secondary.child]
            }
        }
        if let wrapper = node as? WrapperLayoutNode { return [wrapper.child] }
        if let container = node as? any HitTestContainer { return container.hitTestChildren }
        return []
    }

    /// Whether a leaf's own drawing covers `point` (laid-out global coordinates, inside its frame).
    private static func ownContent(of node: LayoutNode, contains point: CGPoint) -> Bool {
        if node is SpacerNode { return false }
        if let shape = node as? any HitTestShape { return shape.pathContains(point) }
        return true
    }
}

/// A node with several children that hit testing walks.
@MainActor
protocol HitTestContainer {
    /// The children in drawing order (back to front).
    var hitTestChildren: [LayoutNode] { get }
}

extension LayoutContainerNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { LayoutNode.inDrawingOrder(children) }
}

extension GridLayoutNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { rows.flatMap(\.cells) }
}

extension GridRowNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { cells }
}

extension GeometryReaderNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { LayoutNode.inDrawingOrder(children) }
}

extension SafeAreaInsetNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { [main] + bar }
}

/// A node hit by a path rather than by its frame.
@MainActor
protocol HitTestShape {
    /// Whether `point` (laid-out global coordinates) is inside the drawn path.
    func pathContains(_ point: CGPoint) -> Bool
}

extension ShapeNode: HitTestShape {
    func pathContains(_ point: CGPoint) -> Bool {
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        let path = shape.path(in: CGRect(origin: .zero, size: frame.size)).storage
        switch draw {
        case .fill(let style): return path.contains(local, eoFill: style.isEOFilled)
        case .stroke(let style): return path.strokedPath(style).contains(local)
        }
    }
}
