/// `contentShape(_:eoFill:)` and `allowsHitTesting(_:)`: what part of a view taps can land on.
import AuroraGeometry
import Foundation

/// A view whose hit-testing area is a shape in its frame instead of its drawn content.
final class ContentShapeNode: WrapperLayoutNode {
    /// The shape's path for a rect (the node's frame in local coordinates).
    let path: (CGRect) -> Path
    let eoFill: Bool

    init(child: LayoutNode, path: @escaping (CGRect) -> Path, eoFill: Bool) {
        self.path = path
        self.eoFill = eoFill
        super.init(child: child)
    }

    /// Whether `point` (laid-out global coordinates) is inside the shape.
    func shapeContains(_ point: CGPoint) -> Bool {
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        return path(CGRect(origin: .zero, size: frame.size)).storage.contains(local, eoFill: eoFill)
    }
}

/// A view that taps pass through (with its whole subtree) when `enabled` is false.
final class HitTestingNode: WrapperLayoutNode {
    let enabled: Bool

    init(child: LayoutNode, enabled: Bool) {
        self.enabled = enabled
        super.init(child: child)
    }
}

struct ContentShapeModifier<S: Shape>: NodeWrappingModifier {
    let shape: S
    let eoFill: Bool

    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        let shape = shape
        return ContentShapeNode(child: node, path: { shape.path(in: $0) }, eoFill: eoFill)
    }
}

struct HitTestingModifier: NodeWrappingModifier {
    let enabled: Bool
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode { HitTestingNode(child: node, enabled: enabled) }
}

extension View {
    /// Defines the content shape for hit testing: taps inside the shape (in the view's frame) hit
    /// the view, taps outside it do not, whatever is drawn there. Default: non-zero fill rule.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// Configures whether this view participates in hit test operations. Default in SwiftUI: true.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }
}
