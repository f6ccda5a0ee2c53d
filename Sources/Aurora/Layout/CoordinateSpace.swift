/// Coordinate spaces: `.global`, `.local`, `.named(_:)` and the `coordinateSpace(_:)` modifier.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable, @unchecked Sendable {  // names are immutable hashable values
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

/// Records its frame as a named coordinate space for its descendants.
final class CoordinateSpaceNode: WrapperLayoutNode {
    let name: AnyHashable
    init(child: LayoutNode, name: AnyHashable) {
        self.name = name
        super.init(child: child)
    }
    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        var inner = context
        inner.namedSpaces[name] = NamedSpace(frame: rect, geometryEffects: context.geometryEffects)
        child.place(in: rect, context: inner)
    }
}

struct CoordinateSpaceModifier: NodeWrappingModifier {
    let name: AnyHashable
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode { CoordinateSpaceNode(child: node, name: name) }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points and sizes relative to the named space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(CoordinateSpaceModifier(name: name.name)) }

    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { modifier(CoordinateSpaceModifier(name: AnyHashable(name))) }
}
