/// `TextRenderer` and `.textRenderer(_:)`: replacing how the `Text` views of a view tree are drawn.
import AuroraGeometry
import Foundation

/// A value that can replace the default text view rendering behavior: every `Text` below a
/// `.textRenderer(_:)` modifier hands its layout to `draw(layout:in:)` instead of drawing itself.
///
/// A renderer is `Animatable`: when a change to it is animated, its `animatableData` is
/// interpolated and `draw(layout:in:)` runs for every frame with the interpolated value.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose user space is the text view's (points, origin at its top-left).
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// Returns the size of the text view for `proposal`; `text` measures the text itself.
    /// Default: the text's own size.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// The amount of extra space around the text view's bounds that drawing may use (for
    /// shadows, blurs or glyphs moved outward); drawing beyond it is clipped. Default: none.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The default size: the text's own size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    /// The default padding: none.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

extension View {
    /// Returns a new view such that any text views within it will use `renderer` to draw
    /// themselves (the innermost renderer applies when they are nested). A change of the
    /// renderer's `animatableData` made in an animated transaction animates.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(TextRendererModifier(renderer: renderer))
    }
}

/// Animates the renderer at the modifier's position and hands the presented value to the text below.
struct TextRendererModifier<Renderer: TextRenderer>: ViewModifier, PrimitiveModifier {
    let renderer: Renderer
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        var inner = inputs
        inner.environment.textRenderer = AnyTextRenderer(inputs.animatedValue(renderer))
        return content(inner)
    }
}

/// A text renderer of any type, as the environment carries it to the text views below.
struct AnyTextRenderer {
    let base: any TextRenderer

    init(_ base: some TextRenderer) { self.base = base }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) { base.draw(layout: layout, in: &context) }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { base.sizeThatFits(proposal: proposal, text: text) }
    var displayPadding: EdgeInsets { base.displayPadding }
}

private enum TextRendererKey: EnvironmentKey {
    static var defaultValue: AnyTextRenderer? { nil }
}

extension EnvironmentValues {
    /// The renderer the text views below draw with (nil: they draw themselves).
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}
