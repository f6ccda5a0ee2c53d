/// `GeometryReader` and `GeometryProxy`: content defined as a function of its own size and coordinate space.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    let globalFrame: CGRect
    let context: PlacementContext

    /// The size of the container view.
    public var size: CGSize { globalFrame.size }

    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { context.safeAreaInsets(of: globalFrame) }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// Ancestors' geometry effects (`offset`, `scaleEffect`, `rotationEffect`,
    /// `transformEffect`) count, as in SwiftUI: the result is the bounding box of the
    /// transformed frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame.applying(context.geometryEffects)
        case .local: return CGRect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            // An unknown name falls back to the global space, as in SwiftUI.
            guard let space = context.namedSpaces[name] else { return frame(in: .global) }
            let toSpace = context.geometryEffects.concatenating(space.geometryEffects.invertedIfPossible)
            return globalFrame.applying(toSpace).offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space, or nil if no such ancestor exists.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = context.namedSpaces[coordinateSpace.name] else { return nil }
        let toLocal = space.geometryEffects.concatenating(context.geometryEffects.invertedIfPossible)
        return space.frame.applying(toLocal).offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

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
        for child in children { child.appendDisplayItems(to: &items, origin: origin) }
    }
}
