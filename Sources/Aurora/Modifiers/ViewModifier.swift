/// `ViewModifier` and `.modifier(_:)`: modifiers as values applied to views.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; Aurora's graph applies them directly.
    public func body(content: Self.Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A modifier Aurora's graph applies directly: it may change the inputs, then resolve the content,
/// then wrap the resulting nodes.
@MainActor
protocol PrimitiveModifier {
    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode]
}

/// Applies primitive and custom modifiers.
@MainActor
enum ModifierApplication {
    static func apply<M: ViewModifier>(_ modifier: M, inputs: ResolveInputs,
                                       content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.apply(inputs: inputs, content: content)
        }
        // A custom modifier is a graph node of its own: it keeps state and its body is cached like a view's.
        let graph = inputs.graph
        let node = inputs.node.child(at: .body, type: ObjectIdentifier(M.self), graph: graph)
        var bodyInputs = inputs.at(node)
        let contentNode = inputs.node
        bodyInputs.modifierContents.append(ModifierContentResolver { contentInputs in
            // The wrapped content keeps its identity under the modified view, with the environment
            // at the place where the modifier's body puts it; whether its value is unchanged is the
            // modified view's business, not the modifier body's.
            var positioned = contentInputs.at(contentNode)
            positioned.modifierContents = inputs.modifierContents
            positioned.reusesValues = inputs.reusesValues
            return content(positioned)
        })
        let sameInputs = !node.isDirty
            && node.lastEnvironment.map { $0.isIdentical(to: inputs.environment) } == true
            && (node.lastView as? M).map { inputs.reusesValues || ViewEquality.equal($0, modifier) } == true
        let body: M.Body
        if sameInputs, let lastBody = node.lastBody as? M.Body {
            body = lastBody
            bodyInputs.reusesValues = true
        } else {
            body = graph.evaluateBody(ofModifier: bodyInputs.animatedView(modifier), node: node, environment: inputs.environment)
            bodyInputs.reusesValues = false
        }
        node.lastView = modifier
        node.lastBody = body
        node.lastEnvironment = inputs.environment
        node.isDirty = false
        let nodes = graph.resolve(body, at: .body, parentInputs: bodyInputs)
        node.hasDirtyDescendant = false
        return nodes
    }
}

extension ViewGraph {
    /// Installs a custom modifier's dynamic properties and evaluates its body.
    func evaluateBody<M: ViewModifier>(ofModifier modifier: M, node: GraphNode, environment: EnvironmentValues) -> M.Body {
        prepareDynamicProperties(of: modifier, node: node, environment: environment)
        bodyEvaluationCount += 1
        return withObservationTracking(node: node) { modifier.body(content: _ViewModifier_Content<M>()) }
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
