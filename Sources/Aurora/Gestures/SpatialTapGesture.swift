/// `SpatialTapGesture`: a gesture that recognizes one or more taps and reports their location.
import Foundation

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture, Sendable {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location. Defaults: 1, `.local`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

extension SpatialTapGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        TapRecognizer(count: count, space: space, coordinateSpace: coordinateSpace)
    }
}
