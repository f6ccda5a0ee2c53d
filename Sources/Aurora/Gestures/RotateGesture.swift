/// `RotateGesture`: two pointers turning around each other.
import AuroraGeometry
import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
public struct RotateGesture: Gesture, Sendable {
    /// The attributes of a rotation gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The angle of the line between the pointers now, minus its angle at the start (clockwise on screen is positive).
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a rotation gesture with a minimum delta for the gesture to start. Default: 1 degree.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

extension RotateGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        TwoPointerRecognizer(RotateMeasure(minimumAngleDelta: minimumAngleDelta), space: space)
    }
}

/// The turn of the line between two pointers since the start; it starts once that is `minimumAngleDelta`.
struct RotateMeasure: TwoPointerMeasure {
    let minimumRadians: Double

    init(minimumAngleDelta: Angle) {
        minimumRadians = minimumAngleDelta.radians.isFinite ? abs(minimumAngleDelta.radians) : Angle.degrees(1).radians
    }

    /// The turn in radians, taken the short way round (−π…π].
    func measure(from start: (CGPoint, CGPoint), to current: (CGPoint, CGPoint)) -> Double {
        let before = atan2(start.1.y - start.0.y, start.1.x - start.0.x)
        let after = atan2(current.1.y - current.0.y, current.1.x - current.0.x)
        var turn = after - before
        if turn > .pi { turn -= 2 * .pi }
        if turn <= -.pi { turn += 2 * .pi }
        return turn
    }

    func passesThreshold(_ measure: Double) -> Bool { abs(measure) >= minimumRadians }

    func value(measure: Double, velocity: Double, startAnchor: UnitPoint, startLocation: CGPoint, date: Date) -> RotateGesture.Value {
        RotateGesture.Value(time: date, rotation: .radians(measure), velocity: .radians(velocity), startAnchor: startAnchor, startLocation: startLocation)
    }
}
