/// `ColorGlyphBitmap`: an encoded bitmap glyph and where it sits relative to the glyph origin.
import Foundation

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
