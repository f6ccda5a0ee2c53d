/// Draw commands: what `RasterContext` records, resolved to device pixels, for bands to replay.
import AuroraGeometry

/// Which pixels a command covers, and how much.
enum CoverageSource: Sendable {
    /// The anti-aliased (or not) inside of an outline under a fill rule.
    case edges(EdgeList, FillRule, antialiased: Bool)
    /// Whole pixels, fully covered.
    case rect(PixelRect)
    /// A precomputed coverage mask moved by whole device pixels (a cached glyph).
    case mask(CoverageMask, x: Int, y: Int)
}

/// The colours a fill puts down, with the paint's opacity already applied.
enum FillColors: Sendable {
    /// One premultiplied word.
    case solid(UInt32)
    /// A row shader (gradient, image pattern, custom paint).
    case shaded(any RowShader)
}

/// An image copied to whole-pixel coordinates, without resampling.
struct ImageBlit: Sendable {
    var image: Pixmap
    var x: Int, y: Int
    /// Opacity as a 0...255 factor.
    var opacity: UInt32
    var blendMode: BlendMode
}

/// One recorded step of drawing.
enum DrawCommand: Sendable {
    case fill(CoverageSource, FillColors, BlendMode)
    case blit(ImageBlit)
    case pushClip(CoverageSource)
    /// Drops drawing outside a rectangle of canvas pixels, without changing any pixel inside
    /// (`RasterContext.limitDrawing(to:)`); popped by `popClip`.
    case pushRegion(PixelRect)
    case popClip
    case pushLayer(opacity: UInt32, blendMode: BlendMode)
    case pushMask(MaskMode)
    case popMask
    case popLayer
}

extension DrawCommand {
    /// The rows a drawing command can change, so bands elsewhere skip it without looking
    /// inside; `nil` for commands every band must run (clips, layers, masks).
    var rowExtent: Range<Int>? {
        switch self {
        case .fill(.edges(let edges, _, _), _, _):
            guard !edges.isEmpty else { return 0..<0 }
            return floorToInt(edges.minY)..<max(floorToInt(edges.minY), ceilToInt(edges.maxY))
        case .fill(.rect(let rect), _, _):
            return rect.isEmpty ? 0..<0 : rect.y..<rect.maxY
        case .fill(.mask(let mask, _, let y), _, _):
            return mask.bounds.isEmpty ? 0..<0 : (mask.bounds.y + y)..<(mask.bounds.maxY + y)
        case .blit(let blit):
            return blit.y..<(blit.y + blit.image.height)
        case .pushClip, .pushRegion, .popClip, .pushLayer, .pushMask, .popMask, .popLayer:
            return nil
        }
    }
}
