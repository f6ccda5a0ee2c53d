/// `ColorGlyph`: what a colour glyph is made of — a PNG bitmap with its placement, or COLR layers.
import Foundation

/// A glyph drawn in colour instead of (or on top of) its outline.
public enum ColorGlyph: Sendable, Hashable {
    /// A bitmap (CBDT or sbix), to be scaled to the text size with bilinear filtering.
    case bitmap(ColorGlyphBitmap)
    /// Outline glyphs stacked bottom to top, each filled with one colour (COLR version 0).
    case layers([ColorGlyphLayer])
}

/// An encoded bitmap glyph and where it sits relative to the glyph origin.
public struct ColorGlyphBitmap: Sendable, Hashable {
    /// The image, PNG-encoded, as stored in the font.
    public var png: [UInt8]
    /// The pixels-per-em of the strike the image was drawn for.
    public var pixelsPerEm: Int
    /// The image size in pixels.
    public var pixelWidth: Int, pixelHeight: Int
    /// Where the image goes, in font units, y up, relative to the glyph origin on the baseline.
    public var bounds: CGRect

    /// Creates a bitmap glyph.
    public init(png: [UInt8], pixelsPerEm: Int, pixelWidth: Int, pixelHeight: Int, bounds: CGRect) {
        self.png = png
        self.pixelsPerEm = pixelsPerEm
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.bounds = bounds
    }
}

/// One layer of a COLR glyph: an outline glyph and the paint that fills it.
public struct ColorGlyphLayer: Sendable, Hashable {
    /// How a layer is filled.
    public enum Paint: Sendable, Hashable {
        /// The text's own foreground colour.
        case foreground
        /// A palette colour, 8-bit straight (not premultiplied) RGBA.
        case color(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    }

    /// The glyph whose outline this layer fills.
    public var glyph: GlyphID
    /// The layer's fill.
    public var paint: Paint

    /// Creates a layer.
    public init(glyph: GlyphID, paint: Paint) {
        self.glyph = glyph
        self.paint = paint
    }
}
