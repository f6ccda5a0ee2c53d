/// `Group`: a type that collects multiple views into one without affecting their layout.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A type that collects multiple instances of a content type into a single unit.
///
/// Modifiers applied to a group apply to each of its children.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive view.
    public typealias Body = Never
}

extension Group: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        inputs.resolve(content, at: .index(0))
    }
}
