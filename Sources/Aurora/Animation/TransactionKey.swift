/// `TransactionKey`: a key for a custom value carried by a `Transaction`.

/// A key for a custom value carried by a `Transaction`.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when the transaction carries none.
    static var defaultValue: Value { get }
}
