/// The `Gesture` protocol: a value that matches a sequence of events and reports values while it does.
import AuroraGeometry
import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for
/// each of its states.
///
/// Compose gestures from the primitive ones (`TapGesture`, `SpatialTapGesture`,
/// `LongPressGesture`, `DragGesture`, `MagnifyGesture`, `RotateGesture`) with `onChanged`,
/// `onEnded`, `updating`, `map`, `simultaneously(with:)`, `sequenced(before:)` and
/// `exclusively(before:)`, and attach them with `View.gesture(_:including:)`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` is the `Body` of primitive gestures and has no value.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; Aurora makes their recognizers directly.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture that makes its own recognizer instead of having a `body`.
@MainActor
protocol PrimitiveGesture: Gesture {
    /// A new recognizer for one interaction, reporting locations through `space`.
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value>
}

extension Gesture {
    /// A new recognizer for this gesture: a primitive's own, or its body's.
    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return primitiveRecognizer(primitive, in: space)
        }
        let inner = body.recognizer(in: space)
        guard let same = inner as? GestureRecognizer<Value> else {
            fatalError("\(Self.self).Value must be its body's Value, \(Body.Value.self)")
        }
        return same
    }

    private func primitiveRecognizer<P: PrimitiveGesture>(_ primitive: P, in space: GestureSpace) -> GestureRecognizer<Value> {
        // `P` is `Self`, so its recognizer's value type is `Value`.
        primitive.makeRecognizer(in: space) as! GestureRecognizer<Value>
    }
}
