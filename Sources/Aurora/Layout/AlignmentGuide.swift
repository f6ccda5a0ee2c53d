/// `alignmentGuide(_:computeValue:)`: an explicit value for one alignment guide of a view.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Adds an explicit alignment guide computed from the child's dimensions.
final class AlignmentGuideNode: WrapperLayoutNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child: child)
    }

    override var explicitGuides: ExplicitGuides? {
        let compute = compute
        return ExplicitGuides(values: [key: { size, inner in
            let value = compute(ViewDimensions(size: size, guides: inner))
            return value.isFinite ? value : nil
        }], inner: child.explicitGuides)
    }
}

struct AlignmentGuideModifier: NodeWrappingModifier {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        AlignmentGuideNode(child: node, key: key, compute: compute)
    }
}

extension View {
    /// Sets the view's horizontal alignment.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }

    /// Sets the view's vertical alignment.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
}
