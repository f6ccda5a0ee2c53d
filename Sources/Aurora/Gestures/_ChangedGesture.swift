/// `onChanged(_:)`: an action run each time a gesture's value changes.
import Foundation

/// A gesture that runs an action each time its content's value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The type representing the gesture's value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never

    var content: Content
    var action: (Value) -> Void
}

extension _ChangedGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        ChangedRecognizer(content.recognizer(in: space), action: action)
    }
}

/// Runs the action for each new value while the gesture is tentative or active.
private final class ChangedRecognizer<Value: Equatable>: WrappingGestureRecognizer<Value, Value> {
    let action: (Value) -> Void
    private var delivered: Value?

    init(_ inner: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(inner) { $0 }
    }

    override func react() {
        guard phase == .possible || phase == .active, let value, value != delivered else { return }
        delivered = value
        action(value)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
