/// The layout node of a filled or stroked shape and of a style filling its frame (`Color`, gradients).
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// A shape view: sizes like its shape, draws its path with a resolved paint.
final class ShapeNode<S: Shape>: LayoutNode {
    private let fixedShape: S
    private let fixedStyle: any ShapeStyle
    let draw: DisplayList.DrawStyle
    let environment: EnvironmentValues
    /// The animators of an animated path and fill colour, read when the node lays out and draws.
    private let shapeAnimator: AttributeAnimator<S>?
    private let colorAnimator: AttributeAnimator<AnimatableColor>?

    init(shape: S, style: any ShapeStyle, draw: DisplayList.DrawStyle, environment: EnvironmentValues,
         shapeAnimator: AttributeAnimator<S>? = nil, colorAnimator: AttributeAnimator<AnimatableColor>? = nil) {
        fixedShape = shape
        fixedStyle = style
        self.draw = draw
        self.environment = environment
        self.shapeAnimator = shapeAnimator
        self.colorAnimator = colorAnimator
    }

    var shape: S {
        if let shapeAnimator { return shapeAnimator.value }
        return fixedShape
    }
    var style: any ShapeStyle {
        if let colorAnimator { return colorAnimator.value.color }
        return fixedStyle
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        guard frame.isDrawable else { return }
        let local = CGRect(origin: .zero, size: frame.size)
        let path = shape.path(in: local)
        guard !path.isEmpty, let fill = StylePainter.fill(style, in: local, environment: environment) else { return }
        items.append(StyleFillNode.item(fill, frame: frame.relative(to: origin)) { .shape(path: path.storage, paint: $0, style: draw) })
    }
}

/// A view that fills its whole frame with a style: `Color` and the gradient views.
final class StyleFillNode: LayoutNode {
    private let fixedStyle: any ShapeStyle
    let environment: EnvironmentValues
    /// The animator of an animated colour, read when the node draws.
    private let colorAnimator: AttributeAnimator<AnimatableColor>?

    init(style: any ShapeStyle, environment: EnvironmentValues, colorAnimator: AttributeAnimator<AnimatableColor>? = nil) {
        fixedStyle = style
        self.environment = environment
        self.colorAnimator = colorAnimator
    }

    var style: any ShapeStyle {
        if let colorAnimator { return colorAnimator.value.color }
        return fixedStyle
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        guard frame.isDrawable else { return }
        let local = CGRect(origin: .zero, size: frame.size)
        guard let fill = StylePainter.fill(style, in: local, environment: environment) else { return }
        items.append(Self.item(fill, frame: frame.relative(to: origin)) { .fill($0) })
    }

    /// The item that draws `content` with `fill`: the content with its paint, or, for a
    /// vibrant paint or a material, the content inside the effect that draws it so.
    static func item(_ fill: StyleFill, frame: CGRect, content: (DisplayList.Paint) -> DisplayList.Content) -> DisplayList.Item {
        let inner = DisplayList.Item(frame: CGRect(origin: .zero, size: frame.size), content: content(fill.coveragePaint))
        return fill.wrapping([inner], frame: frame) ?? DisplayList.Item(frame: frame, content: content(fill.paint))
    }
}

extension CGRect {
    /// The rect in the space whose origin is `origin` (global → parent item space).
    func relative(to origin: CGPoint) -> CGRect { offsetBy(dx: -origin.x, dy: -origin.y) }

    /// Whether the rect has a finite, non-empty area worth drawing.
    var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && width.isFinite && height.isFinite && width > 0 && height > 0
    }
}

extension Color: View, PrimitiveView {
    /// A primitive view.
    public typealias Body = Never
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [StyleFillNode(style: self, environment: inputs.environment, colorAnimator: inputs.animatedAttribute(AnimatableColor(self)))]
    }
}

extension LinearGradient: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [StyleFillNode(style: self, environment: inputs.environment)] }
}

extension RadialGradient: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [StyleFillNode(style: self, environment: inputs.environment)] }
}

extension AngularGradient: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [StyleFillNode(style: self, environment: inputs.environment)] }
}

extension EllipticalGradient: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [StyleFillNode(style: self, environment: inputs.environment)] }
}
