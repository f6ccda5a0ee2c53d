/// `GeometryReader`: content defined as a function of its own size and coordinate space.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension CGAffineTransform {
    /// The inverse, or `.identity` for a transform that collapses the plane (a zero scale).
    var invertedIfPossible: CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return .identity }
        return inverted()
    }
}

/// A container view that defines its content as a function of its own size and coordinate space.
public struct GeometryReader<Content: View>: View {
    /// The content function.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    /// A primitive view.
    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        var contentInputs = inputs
        contentInputs.stackAxis = nil
        contentInputs.reusesValues = false
        let content = content
        return [GeometryReaderNode(inputs: contentInputs) { proxy, inputs in inputs.resolve(content(proxy), at: .content) }]
    }
}

/// Takes the proposed size; resolves its content at placement, once its frame is known, and places it top-leading.
final class GeometryReaderNode: LayoutNode {
    let inputs: ResolveInputs
    let makeContent: (GeometryProxy, ResolveInputs) -> [LayoutNode]
    private(set) var children: [LayoutNode] = []

    init(inputs: ResolveInputs, makeContent: @escaping (GeometryProxy, ResolveInputs) -> [LayoutNode]) {
        self.inputs = inputs
        self.makeContent = makeContent
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        inputs.node.resetDescendantVisits()
        children = makeContent(GeometryProxy(globalFrame: rect, context: context), inputs)
        let proposal = ProposedViewSize(rect.size)
        for child in children {
            let size = child.size(for: proposal)
            child.place(in: CGRect(origin: rect.origin, size: size), context: context)
        }
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        for child in Self.inDrawingOrder(children) { child.appendDisplayItems(to: &items, origin: origin) }
    }
}
