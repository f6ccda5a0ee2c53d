/// `MagnifyGesture`: two pointers moving apart or together.
import AuroraGeometry
import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
public struct MagnifyGesture: Gesture, Sendable {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by: the pointers' distance over their distance at the start.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a magnify gesture with a given minimum delta for the gesture to start. Default: 0.01.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

extension MagnifyGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        TwoPointerRecognizer(MagnifyMeasure(minimumScaleDelta: minimumScaleDelta), space: space)
    }
}

/// The distance between two pointers over their distance at the start; it starts once that has
/// changed by `minimumScaleDelta`.
struct MagnifyMeasure: TwoPointerMeasure {
    let minimumScaleDelta: CGFloat

    init(minimumScaleDelta: CGFloat) {
        self.minimumScaleDelta = minimumScaleDelta.isFinite ? abs(minimumScaleDelta) : 0.01
    }

    func measure(from start: (CGPoint, CGPoint), to current: (CGPoint, CGPoint)) -> Double {
        let startDistance = start.0.distance(to: start.1)
        return startDistance > 0 ? current.0.distance(to: current.1) / startDistance : .nan
    }

    func passesThreshold(_ measure: Double) -> Bool { abs(measure - 1) >= minimumScaleDelta }

    func value(measure: Double, velocity: Double, startAnchor: UnitPoint, startLocation: CGPoint, date: Date) -> MagnifyGesture.Value {
        MagnifyGesture.Value(time: date, magnification: measure, velocity: velocity, startAnchor: startAnchor, startLocation: startLocation)
    }
}
