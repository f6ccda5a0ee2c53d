@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

/// Glyph rasterizing: font units (y up) are scaled to the size, flipped and moved to the pen.
struct GlyphRasterizerTests {
    /// A 1000-unit-em outline: a box from x 100...600, y 0...700 (font units, y up).
    private var box: BezierPath { BezierPath(CGRect(x: 100, y: 0, width: 500, height: 700)) }

    @Test func transformScalesFlipsAndMoves() {
        let t = GlyphRasterizer.transform(unitsPerEm: 1000, pixelsPerEm: 20, origin: CGPoint(x: 3, y: 40))
        let p = CGPoint(x: 500, y: 250).applying(t)
        #expect(p == CGPoint(x: 13, y: 35))
    }

    @Test func maskSitsAboveTheBaselineAtTheScaledSize() {
        let mask = GlyphRasterizer.mask(of: box, unitsPerEm: 1000, pixelsPerEm: 10, origin: CGPoint(x: 0, y: 0))
        // x 1...6, y -7...0 in device pixels.
        #expect(mask.bounds == PixelRect(x: 1, y: -7, width: 5, height: 7))
        #expect(mask.values.allSatisfy { $0 == 255 })
    }

    @Test func subpixelOriginGivesPartialColumns() {
        let mask = GlyphRasterizer.mask(of: box, unitsPerEm: 1000, pixelsPerEm: 10, origin: CGPoint(x: 0.25, y: 0))
        #expect(mask.bounds == PixelRect(x: 1, y: -7, width: 6, height: 7))
        #expect(mask[1, -3] == 191)
        #expect(mask[3, -3] == 255)
        #expect(mask[6, -3] == 64)
    }

    @Test func blankGlyphGivesAnEmptyMask() {
        let mask = GlyphRasterizer.mask(of: BezierPath(), unitsPerEm: 2048, pixelsPerEm: 51, origin: .zero)
        #expect(mask.bounds.isEmpty)
    }

    @Test func degenerateUnitsPerEmDoesNotTrap() {
        let mask = GlyphRasterizer.mask(of: box, unitsPerEm: 0, pixelsPerEm: 0.01, origin: .zero)
        #expect(mask.width <= 8)
    }
}
