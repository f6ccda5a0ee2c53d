/// Draw commands: what `RasterContext` records, resolved to device pixels, for bands to replay.
import AuroraGeometry

/// Which pixels a command covers, and how much.
enum CoverageSource: Sendable {
    /// The anti-aliased (or not) inside of an outline under a fill rule.
    case edges(EdgeList, FillRule, antialiased: Bool)
    /// Whole pixels, fully covered.
    case rect(PixelRect)
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
    case popClip
    case pushLayer(opacity: UInt32, blendMode: BlendMode)
    case pushMask(MaskMode)
    case popMask
    case popLayer
}
