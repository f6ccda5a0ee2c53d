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

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {  // names are immutable hashable values
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
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
