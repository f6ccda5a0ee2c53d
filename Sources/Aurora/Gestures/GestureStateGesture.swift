/// `updating(_:body:)`: a gesture that sets `@GestureState` while it runs.
import Foundation

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of the
    /// gesture, and a transaction.
    public var body: (GestureStateGesture.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension GestureStateGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        UpdatingRecognizer(base.recognizer(in: space), state: state, body: body)
    }
}

/// Calls the body for each change while the gesture is tentative or active, and resets the
/// state when it ends, fails or is cancelled.
private final class UpdatingRecognizer<Value, State>: WrappingGestureRecognizer<Value, Value> {
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void
    private var updatedVersion = -1
    private var hasSetState = false

    init(_ inner: GestureRecognizer<Value>, state: GestureState<State>,
         body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
        super.init(inner) { $0 }
    }

    override func react() {
        switch phase {
        case .possible, .active:
            guard let value, version != updatedVersion else { return }
            updatedVersion = version
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current, transaction: transaction)
            hasSetState = true
        case .ended, .failed:
            guard hasSetState else { return }
            hasSetState = false
            state.resetToInitialValue()
        }
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
