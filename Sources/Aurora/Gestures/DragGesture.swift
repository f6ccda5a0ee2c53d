/// `DragGesture`: a pointer moving across a view, with its translation, velocity and predicted end.
import AuroraGeometry
import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// The drag starts once the pointer has moved `minimumDistance` from where it went down (at once
/// for 0), and ends when it lifts.
public struct DragGesture: Gesture, Sendable {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the current event of the drag gesture.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final location will be
        /// if dragging stopped now: the location moved on by a quarter of a second at the current
        /// velocity (the relation SwiftUI's values show: `velocity` is four times
        /// `predictedEndLocation − location`).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.predictionInterval, y: location.y + velocity.height * Self.predictionInterval)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will be
        /// if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// How far ahead the predicted end looks, in seconds.
        static let predictionInterval: CGFloat = 0.25
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location. Defaults: 10 points, `.local`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

extension DragGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: space, coordinateSpace: coordinateSpace)
    }
}

/// Recognises the first pointer moving `minimumDistance`, then follows it until it lifts.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let space: GestureSpace
    let coordinateSpace: CoordinateSpace
    private var pointerID: Int?
    private var startScreenLocation: CGPoint?
    private var startLocation: CGPoint = .zero
    private var velocity = VelocitySampler()

    init(minimumDistance: CGFloat, space: GestureSpace, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance.isNaN ? 10 : max(0, minimumDistance)
        self.space = space
        self.coordinateSpace = coordinateSpace
    }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            guard pointerID == nil else { return }
            pointerID = event.pointerID
            startScreenLocation = event.location
            startLocation = space.convert(event.location, to: coordinateSpace)
            velocity.add(startLocation, at: event.time)
            if minimumDistance == 0 { update(.active, value(at: startLocation, event)) }
        case .move:
            guard event.pointerID == pointerID, let startScreenLocation else { return }
            let location = space.convert(event.location, to: coordinateSpace)
            velocity.add(location, at: event.time)
            if phase == .active || startScreenLocation.distance(to: event.location) >= minimumDistance {
                update(.active, value(at: location, event))
            }
        case .up:
            guard event.pointerID == pointerID else { return }
            guard phase == .active else { return update(.failed, nil) }
            let location = space.convert(event.location, to: coordinateSpace)
            velocity.add(location, at: event.time)
            update(.ended, value(at: location, event))
        case .cancel:
            if event.pointerID == pointerID { update(.failed, nil) }
        case .clock:
            break
        }
    }

    private func value(at location: CGPoint, _ event: GestureEvent) -> DragGesture.Value {
        DragGesture.Value(time: event.date, location: location, startLocation: startLocation, velocity: velocity.velocity)
    }
}
