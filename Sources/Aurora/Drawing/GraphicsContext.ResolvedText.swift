/// `GraphicsContext.ResolvedText`: text laid out once in a context's environment, to measure and draw.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension GraphicsContext {
    /// A text view resolved to a particular environment, which you can measure and draw.
    @MainActor
    public struct ResolvedText {
        /// The shading to fill uncolored text regions with. Default: `.foreground`.
        public var shading: Shading = .foreground

        let text: Text
        let environment: EnvironmentValues
        /// The node that lays the text out in the context's environment (layouts cached by width).
        private let node: TextNode

        init(text: Text, environment: EnvironmentValues) {
            self.text = text
            self.environment = environment
            node = TextNode(text: text, environment: environment)
        }

        /// Measures the size of the text laid out to fit `size` (wrapping at its width).
        public func measure(in size: CGSize) -> CGSize {
            node.size(for: ProposedViewSize(size))
        }

        /// The distance from the top of the text to its first baseline, laid out at `size`'s width.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            node.layout(width: size.width)?.lines.first?.origin.y ?? 0
        }

        /// The distance from the top of the text to its last baseline, laid out at `size`'s width.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            node.layout(width: size.width)?.lines.last?.origin.y ?? 0
        }

        /// The items that draw the text laid out in `rect` (user space), in its shading.
        func items(in rect: CGRect) -> [DisplayList.Item] {
            guard rect.isDrawable else { return [] }
            let drawing: TextNode
            if case .foreground = shading.kind {
                drawing = node
            } else {
                var values = environment
                if case .palette(let levels) = shading.kind {
                    values.foregroundStyles = levels.map { ShadingShapeStyle(shading: $0) }
                } else {
                    values.foregroundStyles = [ShadingShapeStyle(shading: shading)]
                }
                drawing = TextNode(text: text, environment: values)
            }
            drawing.place(in: rect, context: PlacementContext(bounds: rect))
            var items: [DisplayList.Item] = []
            drawing.appendDisplayItems(to: &items, origin: .zero)
            return items
        }
    }

    /// Gets a version of a text view that is fixed with the current values of the graphics context's environment.
    @MainActor
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: state.environment)
    }

    /// Draws resolved text laid out in `rect`, wrapping at its width.
    @MainActor
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        append(text.items(in: rect))
    }

    /// Draws resolved text at its unconstrained size with its `anchor` at `point`. Default anchor: `.center`.
    @MainActor
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(origin: point, size: size).anchored(at: anchor))
    }

    /// Draws a text view laid out in `rect`, wrapping at its width.
    @MainActor
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a text view at its unconstrained size with its `anchor` at `point`. Default anchor: `.center`.
    @MainActor
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }
}
