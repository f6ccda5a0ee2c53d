/// `ColorGlyph`: what a colour glyph is made of — a PNG bitmap with its placement, or COLR layers.
import Foundation

/// A glyph drawn in colour instead of (or on top of) its outline.
public enum ColorGlyph: Sendable, Hashable {
    /// A bitmap (CBDT or sbix), to be scaled to the text size with bilinear filtering.
    case bitmap(ColorGlyphBitmap)
    /// Outline glyphs stacked bottom to top, each filled with one colour (COLR version 0).
    case layers([ColorGlyphLayer])
}
