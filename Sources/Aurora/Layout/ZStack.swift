/// `ZStack`: a view that overlays its subviews, aligning them in both axes.
import AuroraDisplayList

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension ZStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { LayoutView(layout: layout, content: content).makeNodes(inputs) }
}
