/// `Canvas`: a view whose content is drawn imperatively through a `GraphicsContext` into display-list items.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A view type that supports immediate mode drawing.
///
/// The renderer closure runs each time the canvas's display list is built, with a fresh
/// context and the canvas's size; what it draws becomes display-list items clipped to the
/// canvas's bounds. Views in `symbols` tagged with `tag(_:)` can be drawn with
/// `GraphicsContext.resolveSymbol(id:)`. Aurora always renders in non-linear sRGB, on the
/// thread building the display list: `colorMode`, `isOpaque` and `rendersAsynchronously`
/// are kept for SwiftUI compatibility and do not change the output.
public struct Canvas<Symbols: View>: View {
    /// A view that provides child views that you can use in the drawing callback.
    public var symbols: Symbols
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A Boolean that indicates whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its parent view asynchronously.
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    /// Defaults: not opaque, `.nonLinear`, synchronous.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// A primitive view.
    public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas. Defaults: not opaque, `.nonLinear`, synchronous.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

extension Canvas: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let symbolNodes = Symbols.self == EmptyView.self ? [] : inputs.resolve(symbols, at: .content)
        return [CanvasNode(renderer: renderer, symbols: symbolNodes, environment: inputs.environment)]
    }
}

/// A canvas's node: takes the proposed size, lays its symbols out for that size, and runs the
/// renderer when its display items are built.
final class CanvasNode: LayoutNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbolNodes: [LayoutNode]
    let environment: EnvironmentValues

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [LayoutNode], environment: EnvironmentValues) {
        self.renderer = renderer
        symbolNodes = symbols
        self.environment = environment
    }

    /// Each tagged symbol is sized for the canvas's size and placed at the canvas's origin.
    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        for node in symbolNodes where node.tagValue != nil {
            let size = node.size(for: ProposedViewSize(rect.size))
            node.place(in: CGRect(origin: rect.origin, size: size), context: context)
        }
    }

    /// The tagged symbols, drawn in their own space.
    private func resolvedSymbols() -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for node in symbolNodes {
            guard let tag = node.tagValue, symbols[tag] == nil else { continue }
            var items: [DisplayList.Item] = []
            node.appendDisplayItems(to: &items, origin: node.frame.origin)
            symbols[tag] = GraphicsContext.ResolvedSymbol(size: node.frame.size, content: DisplayList(items: items))
        }
        return symbols
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        guard frame.isDrawable else { return }
        let bounds = CGRect(origin: .zero, size: frame.size)
        let recorder = GraphicsContextRecorder(bounds: bounds, symbols: resolvedSymbols())
        var context = GraphicsContext(recorder: recorder, environment: environment)
        renderer(&context, frame.size)
        guard !recorder.items.isEmpty else { return }
        var content = recorder.displayList
        // A canvas is its own layer: blend modes combine its drawings with each other, not
        // with the views behind it (with only source-over drawing the layer changes nothing).
        if content.containsBlendMode {
            content = DisplayList(items: [DisplayList.Item(frame: bounds, effect: .compositingGroup, content)])
        }
        items.append(DisplayList.Item(frame: frame.relative(to: origin), effect: .clip(BezierPath(bounds), FillStyle()), content))
    }
}
