/// `@GestureState`: state a gesture sets while it runs, reset when the gesture ends or is cancelled.
import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    let reset: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, reset: { _, _ in }) }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(initialValue: wrappedValue)
        self.reset = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { location.value }

    /// A binding to the gesture state property, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value while the gesture runs, with the transaction its `updating` body chose.
    func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { location.value = value }
    }

    /// Puts the initial value back, with the transaction the reset closure chooses.
    func resetToInitialValue() {
        var transaction = Transaction()
        reset(location.value, &transaction)
        withTransaction(transaction) { location.value = location.initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with the given transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: GraphInstallable {
    func install(in context: inout DynamicPropertyInstallation) { location.install(in: &context) }
}
