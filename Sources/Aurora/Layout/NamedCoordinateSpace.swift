/// `NamedCoordinateSpace`: a named coordinate space.

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {  // names are immutable hashable values
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}
