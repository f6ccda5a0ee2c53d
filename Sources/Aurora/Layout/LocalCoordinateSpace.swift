/// `LocalCoordinateSpace`: the local coordinate space of the current view.

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}
