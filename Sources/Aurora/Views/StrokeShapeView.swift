/// `StrokeShapeView`: a shape stroked with a style, as a view.
import AuroraGeometry
import AuroraDisplayList

/// A shape stroked with a style, as a view.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The stroke colour or pattern.
    public var style: Style
    /// The stroke geometry.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is anti-aliased.
    public var isAntialiased: Bool

    /// Creates a stroked shape view.
    nonisolated public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [ShapeNode(shape: shape, style: style, draw: .stroke(strokeStyle), environment: inputs.environment,
                   shapeAnimator: inputs.animatedAttribute(shape), colorAnimator: inputs.animatedColor(of: style))]
    }
}
