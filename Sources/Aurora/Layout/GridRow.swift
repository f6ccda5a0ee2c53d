/// `GridRow`: a horizontal row in a two dimensional grid container.
import AuroraDisplayList

/// A horizontal row in a two dimensional grid container.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid. Default alignment: the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension GridRow: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [GridRowNode(cells: inputs.resolve(content, at: .content), alignment: alignment)]
    }
}
