/// Turns a `GraphicsContext.Shading` into display-list paint (or, for a tiled image, tiles under a clip).
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Resolves shadings in a context's user space.
enum GraphicsContextShadingPainter {
    /// The paint for `shading` over a drawing whose bounds are `bounds`. Nil for nothing
    /// visible, and for a tiled image (drawn as tiles by `items`).
    static func paint(_ shading: GraphicsContext.Shading, in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        switch shading.kind {
        case .foreground:
            return StylePainter.paint(ForegroundStyle(), in: bounds, environment: environment)
        case .color(let color):
            return .color(color.rgba)
        case .style(let style):
            return StylePainter.paint(style, in: bounds, environment: environment)
        case .palette(let levels):
            guard let first = levels.first else { return StylePainter.paint(ForegroundStyle(), in: bounds, environment: environment) }
            return paint(first, in: bounds, environment: environment)
        case .linearGradient(let gradient, let start, let end, let options):
            let prepared = GraphicsContextGradient(gradient, options: options)
            return prepared.paint(.linearGradient(stops: prepared.stops, start: start, end: end))
        case .radialGradient(let gradient, let center, let startRadius, let endRadius, let options):
            let prepared = GraphicsContextGradient(gradient, options: options)
            return prepared.paint(.radialGradient(stops: prepared.stops, center: center, startRadius: startRadius, endRadius: endRadius))
        case .conicGradient(let gradient, let center, let angle, let options):
            let stops = GraphicsContextGradient(gradient, options: options).stops
            return .angularGradient(stops: stops, center: center, startAngle: angle, endAngle: angle + .degrees(360))
        case .meshGradient(let mesh):
            return StylePainter.paint(mesh, in: bounds, environment: environment)
        case .tiledImage:
            return nil
        case .shader(let shader, let rect):
            return shader.resolved(as: .fill, maxSampleOffset: .zero).map { .shader($0, boundingRect: rect, opacity: 1) }
        }
    }

    /// The item (user space) that fills `path` with `style` in `shading`, nil when nothing
    /// shows; `reach` is the part of user space the drawing can show (found only when the
    /// shading needs it).
    static func item(path: BezierPath, style: DisplayList.DrawStyle, shading: GraphicsContext.Shading,
                     reach: @autoclosure () -> CGRect, environment: EnvironmentValues) -> DisplayList.Item? {
        guard !path.isEmpty else { return nil }
        let bounds = path.boundingRect
        if case .tiledImage(let image, let origin, let sourceRect, let scale) = shading.kind {
            let outline: BezierPath
            switch style {
            case .fill: outline = path
            case .stroke(let stroke): outline = path.strokedPath(stroke)
            }
            let fillStyle: FillStyle = if case .fill(let f) = style { f } else { FillStyle() }
            let region = outline.boundingRect.intersection(reach())
            guard !region.isNull, !region.isEmpty else { return nil }
            let tiles = ImageTiling.tiles(of: image, origin: origin, sourceRect: sourceRect, scale: scale, covering: region)
            guard !tiles.isEmpty else { return nil }
            let frame = CGRect(origin: .zero, size: CGSize(width: max(1, region.maxX), height: max(1, region.maxY)))
            return DisplayList.Item(frame: frame, effect: .clip(outline, fillStyle), DisplayList(items: tiles))
        }
        guard let paint = paint(shading, in: bounds, environment: environment) else { return nil }
        return DisplayList.Item(frame: CGRect(origin: .zero, size: bounds.size), content: .shape(path: path, paint: paint, style: style))
    }
}
