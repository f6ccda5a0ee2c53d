/// `Binding.animation(_:)` and `Binding.transaction(_:)`: bindings whose writes animate.
import Foundation

extension Binding {
    /// Specifies a transaction for the binding: writes through it apply `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withTransaction(transaction) { base.wrappedValue = value } })
    }

    /// Specifies an animation to perform when the binding value changes. Default: `.default`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withAnimation(animation) { base.wrappedValue = value } })
    }
}
