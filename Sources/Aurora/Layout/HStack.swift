/// `HStack`: a view that arranges its subviews in a horizontal line.
import AuroraDisplayList
import Foundation

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension HStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { LayoutView(layout: layout, content: content).makeNodes(inputs) }
}
