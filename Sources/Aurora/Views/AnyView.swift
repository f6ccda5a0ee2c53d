/// `AnyView`: a type-erased view; a change of the wrapped type is a change of identity.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A type-erased view.
public struct AnyView {
    let storage: any View

    /// Creates an instance that type-erases `view`.
    nonisolated public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { storage = erased.storage } else { storage = view }
    }

    /// Creates an instance that type-erases the parameter, if it is a view.
    nonisolated public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    /// A primitive view.
    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        inputs.resolve(storage, at: .index(0))
    }
}

extension AnyView: View {}
