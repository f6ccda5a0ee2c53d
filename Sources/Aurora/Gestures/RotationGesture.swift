/// `RotationGesture`: a gesture that recognizes a rotation motion and tracks the angle of the rotation.
import AuroraGeometry

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture, Sendable {
    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle
    /// The rotation.
    public typealias Value = Angle
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a rotation gesture with a minimum delta for the gesture to start. Default: 1 degree.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

@available(*, deprecated)
extension RotationGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Angle> {
        WrappingGestureRecognizer(TwoPointerRecognizer(RotateMeasure(minimumAngleDelta: minimumAngleDelta), space: space)) { $0.rotation }
    }
}
