/// `AnyGesture`: a type-erased gesture.
import Foundation

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    private let make: @MainActor (GestureSpace) -> GestureRecognizer<Value>
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { gesture.recognizer(in: $0) }
    }
}

extension AnyGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> { make(space) }
}
