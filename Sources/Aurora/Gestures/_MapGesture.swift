/// `map(_:)`: a gesture whose value is another gesture's value transformed.
import Foundation

/// A gesture that produces its content's values transformed by a closure.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    var content: Content
    var transform: (Content.Value) -> Value
}

extension _MapGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        WrappingGestureRecognizer(content.recognizer(in: space), transform: transform)
    }
}

extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
