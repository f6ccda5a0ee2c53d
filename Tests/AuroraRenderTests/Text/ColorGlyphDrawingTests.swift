@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import AuroraText
import Foundation
import Testing

/// Colour glyphs drawn: Noto's CBDT emoji scaled to the text size, Twemoji's COLR layers.
struct ColorGlyphDrawingTests {
    @Test(.enabled(if: RenderTestFonts.notoColorEmoji != nil, "Noto Color Emoji is not installed (Debian: fonts-noto-color-emoji)"))
    func emojiBitmapIsScaledToTheTextSize() throws {
        let face = try #require(RenderTestFonts.notoColorEmoji)
        let grin = face.glyph(for: "😀")
        let context = try RasterContext(width: 64, height: 48)
        context.clear(.white)
        let cache = ColorGlyphCache()
        context.draw(GlyphRun(face: face, size: 20, glyphs: [grin], positions: [CGPoint(x: 4, y: 30)]), with: .color(.black),
                     colorGlyphs: cache)
        // The same glyph at twice the size through a rotation-free scale-2 transform equals size 40.
        context.transform = CGAffineTransform(scaleX: 2, y: 2)
        context.draw(GlyphRun(face: face, size: 10, glyphs: [grin], positions: [CGPoint(x: 14, y: 19)]), with: .color(.black),
                     colorGlyphs: cache)
        GoldenImage.assertMatches(context.pixmap, golden: "color-glyph/emoji-20-and-20-at-2x")
        #expect(cache.bitmapCount == 2, "one decoded strike and one 20 px copy shared by both")
    }

    @Test(.enabled(if: RenderTestFonts.notoColorEmoji != nil, "Noto Color Emoji is not installed (Debian: fonts-noto-color-emoji)"))
    func emojiInkStaysInsideItsEm() throws {
        let face = try #require(RenderTestFonts.notoColorEmoji)
        let context = try RasterContext(width: 40, height: 40)
        context.draw(GlyphRun(face: face, size: 24, glyphs: [face.glyph(for: "😀")], positions: [CGPoint(x: 8, y: 30)]),
                     with: .color(.black), colorGlyphs: ColorGlyphCache())
        let pixels = context.pixmap
        var ink = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for y in 0..<40 { for x in 0..<40 where pixels.pixel(x: x, y: y).alpha > 0 { ink = ink.union(PixelRect(x: x, y: y, width: 1, height: 1)) } }
        // Noto's image is 136×128 at 109 ppem, bearing (0, 101): at 24 px, 30×28 from (8, 30 − 22).
        #expect(abs(ink.x - 8) <= 1 && abs(ink.y - 8) <= 1)
        #expect(abs(ink.width - 30) <= 2 && abs(ink.height - 28) <= 2)
        // A yellow face: the forehead is opaque yellow.
        let forehead = pixels.pixel(x: ink.x + ink.width / 2, y: ink.y + ink.height / 5)
        #expect(forehead.alpha == 255 && forehead.red > 200 && forehead.green > 150 && forehead.blue < 100)
    }

    @Test(.enabled(if: RenderTestFonts.notoColorEmoji != nil, "Noto Color Emoji is not installed (Debian: fonts-noto-color-emoji)"))
    func rotatedEmojiIsDrawnThroughTheTransform() throws {
        let face = try #require(RenderTestFonts.notoColorEmoji)
        let context = try RasterContext(width: 48, height: 48)
        context.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 40, ty: 8)
        context.draw(GlyphRun(face: face, size: 24, glyphs: [face.glyph(for: "😀")], positions: [CGPoint(x: 0, y: 22)]),
                     with: .color(.black), colorGlyphs: ColorGlyphCache())
        var opaque = 0
        let pixels = context.pixmap
        for y in 0..<48 { for x in 0..<48 where pixels.pixel(x: x, y: y).alpha == 255 { opaque += 1 } }
        #expect(opaque > 400)
    }

    @Test(.enabled(if: RenderTestFonts.twemojiColr != nil, "../shared corpora are absent"))
    func colrLayersFillWithPaletteColours() throws {
        let face = try #require(RenderTestFonts.twemojiColr)
        let context = try RasterContext(width: 48, height: 48)
        context.clear(.white)
        // U+3297 (circled ideograph congratulation): a red disc (layer 1) under a white sign (layer 2).
        context.draw(GlyphRun(face: face, size: 40, glyphs: [face.glyph(for: "\u{3297}")], positions: [CGPoint(x: 4, y: 40)]),
                     with: .color(.black), cache: GlyphMaskCache(), colorGlyphs: ColorGlyphCache())
        GoldenImage.assertMatches(context.pixmap, golden: "color-glyph/colr-layers")
        var red = 0
        let pixels = context.pixmap
        for y in 0..<48 { for x in 0..<48 {
            let p = pixels.pixel(x: x, y: y)
            if p.red == 0xDD && p.green == 0x2E && p.blue == 0x44 { red += 1 }
        } }
        #expect(red > 300, "the disc is CPAL's #DD2E44")
    }
}
