/// The `View` protocol: a value that describes part of a user interface through its `body`.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A type that represents part of your app's user interface.
///
/// Write a structure that conforms, give it a `body`, and compose it from other views and modifiers.
/// Aurora evaluates `body` inside its view graph, keeps `@State` per view identity and re-evaluates
/// a body only when its inputs, its state, its environment or an observed model changed.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the `Body` of primitive views.
    public typealias Body = Never
    /// A primitive view's body is never evaluated.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; Aurora's graph builds them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that Aurora's graph turns into layout nodes directly instead of evaluating a `body`.
@MainActor
protocol PrimitiveView {
    /// Builds the layout nodes of this view at the graph position in `inputs`.
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode]
}
