/// `ColorGlyphLayer`: one layer of a COLR glyph: an outline glyph and the paint that fills it.

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
