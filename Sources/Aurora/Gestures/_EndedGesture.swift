/// `onEnded(_:)`: an action run when a gesture ends.
import Foundation

/// A gesture that runs an action when its content ends successfully.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never

    var content: Content
    var action: (Value) -> Void
}

extension _EndedGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        EndedRecognizer(content.recognizer(in: space), action: action)
    }
}

/// Runs the action once, with the final value, when the gesture ends (never when it fails).
private final class EndedRecognizer<Value>: WrappingGestureRecognizer<Value, Value> {
    let action: (Value) -> Void
    private var hasRun = false

    init(_ inner: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(inner) { $0 }
    }

    override func react() {
        guard phase == .ended, !hasRun, let value else { return }
        hasRun = true
        action(value)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
