/// `_ShapeView`: a shape provided as a view, filled with a style.
import AuroraGeometry
import AuroraDisplayList

/// A shape provided as a view, filled with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The fill style.
    public var style: Style
    /// The fill rule and anti-aliasing.
    public var fillStyle: FillStyle

    /// Creates a shape view.
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [ShapeNode(shape: shape, style: style, draw: .fill(fillStyle), environment: inputs.environment,
                   shapeAnimator: inputs.animatedAttribute(shape), colorAnimator: inputs.animatedColor(of: style))]
    }
}
