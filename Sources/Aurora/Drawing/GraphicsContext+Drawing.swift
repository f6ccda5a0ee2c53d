/// Filling and stroking paths through a `GraphicsContext`, and drawing into transparency layers.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension GraphicsContext {
    /// Draws `path` into the context, filled with `shading`. Default style: non-zero, anti-aliased.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        append(GraphicsContextShadingPainter.item(path: path.storage, style: .fill(style), shading: shading,
                                                  reach: clipBoundingRect, environment: state.environment))
    }

    /// Draws `path` into the context, stroked with `shading` and `style` (its width in user space).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        append(GraphicsContextShadingPainter.item(path: path.storage, style: .stroke(style), shading: shading,
                                                  reach: clipBoundingRect, environment: state.environment))
    }

    /// Draws `path` into the context, stroked with `shading` at `lineWidth`. Default: 1.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a new layer, created by drawing code that you provide, into the context: `content`
    /// draws into a new transparency layer (with this context's transform and environment),
    /// which is then composited as one image with this context's filters, opacity, blend mode
    /// and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = makeLayerContext()
        try content(&layer)
        let items = layer.recorder.items
        guard !items.isEmpty, state.opacity > 0 else { return }
        // A shadow with `.disablesGroup` shadows each drawing of the layer on its own.
        let ungrouped = state.filters.contains { $0.disablesGroup }
        let group = ungrouped ? items : [DisplayList.Item(frame: GraphicsContextState.effectFrame(recorder.bounds),
                                                          effect: .compositingGroup, DisplayList(items: items))]
        state.record(canvasItems: group, canvas: recorder.bounds, into: &recorder.items)
    }
}
