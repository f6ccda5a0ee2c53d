/// The shape of most primitive modifiers: resolve the content, then wrap each of its nodes.
import Observation
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A primitive modifier that wraps each layout node of its content (a modifier on a `Group` applies to each child).
@MainActor
protocol NodeWrappingModifier: ViewModifier, PrimitiveModifier where Body == Never {
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode
}

extension NodeWrappingModifier {
    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        content(inputs).map { wrap($0, inputs: inputs) }
    }
}

/// A primitive modifier that changes the environment its content sees.
struct EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    let write: (inout EnvironmentValues) -> Void
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        var inner = inputs
        write(&inner.environment)
        return content(inner)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Places an observable object in the view's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0.setObject(object, for: T.self) })
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }
}
