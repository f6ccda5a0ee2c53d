/// `MagnificationGesture`: a gesture that recognizes a magnification motion and tracks the amount of magnification.
import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture, Sendable {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// The magnification.
    public typealias Value = CGFloat
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a magnification gesture with a given minimum delta for the gesture to start. Default: 0.01.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

@available(*, deprecated)
extension MagnificationGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<CGFloat> {
        WrappingGestureRecognizer(TwoPointerRecognizer(MagnifyMeasure(minimumScaleDelta: minimumScaleDelta), space: space)) { $0.magnification }
    }
}
