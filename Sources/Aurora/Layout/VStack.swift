/// `VStack`: a view that arranges its subviews in a vertical line.
import AuroraDisplayList
import Foundation

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension VStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { LayoutView(layout: layout, content: content).makeNodes(inputs) }
}
