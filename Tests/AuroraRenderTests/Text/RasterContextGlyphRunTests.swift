@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation
import Testing

/// Drawing glyph runs: cached masks at quarter pixels, outlines when transformed or unquantized.
struct RasterContextGlyphRunTests {
    private func canvas(_ width: Int = 64, _ height: Int = 32) -> RasterContext {
        let context = try! RasterContext(width: width, height: height)
        context.clear(.white)
        return context
    }

    private func inkColumns(_ pixmap: Pixmap) -> Range<Int>? {
        var columns: [Int] = []
        for x in 0..<pixmap.width where (0..<pixmap.height).contains(where: { pixmap.pixel(x: x, y: $0).red < 128 }) {
            columns.append(x)
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first..<(last + 1)
    }

    @Test
    func cachedAndOutlineDrawingAgreeAtQuarterPixels() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let glyphs = "Ag&e".unicodeScalars.map { face.glyph(for: $0) }
        let run = GlyphRun(face: face, size: 17, glyphs: glyphs, origin: CGPoint(x: 3.25, y: 22))
        // Put every pen on a quarter pixel so quantization moves nothing.
        var snapped = run
        snapped.positions = run.positions.map { CGPoint(x: ($0.x * 4).rounded() / 4, y: $0.y) }
        let cached = canvas(), exact = canvas()
        cached.draw(snapped, with: .color(.black), cache: GlyphMaskCache())
        exact.draw(snapped, with: .color(.black), options: .disablesSubpixelQuantization)
        #expect(cached.pixmap.hasSamePixels(as: exact.pixmap))
    }

    @Test
    func quantizationSnapsToQuarterPixelsUnlessDisabled() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let glyph = face.glyph(for: "l")
        let at = { (x: CGFloat, options: TextDrawOptions) -> Pixmap in
            let c = self.canvas(24, 24)
            c.draw(GlyphRun(face: face, size: 20, glyphs: [glyph], positions: [CGPoint(x: x, y: 20)]), with: .color(.black),
                   options: options, cache: GlyphMaskCache())
            return c.pixmap
        }
        // 5.05 rounds to the 5.0 quarter: identical to 5.0 when quantized, different when not.
        #expect(at(5.05, []).hasSamePixels(as: at(5.0, [])))
        #expect(!at(5.05, .disablesSubpixelQuantization).hasSamePixels(as: at(5.0, .disablesSubpixelQuantization)))
        #expect(!at(5.25, []).hasSamePixels(as: at(5.0, [])))
    }

    @Test
    func scaledContextsUseTheDeviceSize() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let run = GlyphRun(face: face, size: 10, glyphs: [face.glyph(for: "H")], positions: [CGPoint(x: 2, y: 12)])
        let doubled = canvas(40, 32)
        doubled.transform = CGAffineTransform(scaleX: 2, y: 2)
        doubled.draw(run, with: .color(.black), cache: GlyphMaskCache())
        let direct = canvas(40, 32)
        direct.draw(GlyphRun(face: face, size: 20, glyphs: run.glyphs, positions: [CGPoint(x: 4, y: 24)]), with: .color(.black),
                    cache: GlyphMaskCache())
        #expect(doubled.pixmap.hasSamePixels(as: direct.pixmap))
    }

    @Test
    func rotatedRunsDrawFromOutlines() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let run = GlyphRun(face: face, size: 20, glyphs: [face.glyph(for: "I")], positions: [.zero])
        let context = canvas(32, 32)
        // A quarter turn: the tall "I" becomes a wide bar.
        context.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 4, ty: 10)
        context.draw(run, with: .color(.black), cache: GlyphMaskCache())
        let columns = try #require(inkColumns(context.pixmap))
        #expect(columns.count >= 12)
    }

    @Test
    func degenerateRunsDrawNothing() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let context = canvas(16, 16)
        let glyph = face.glyph(for: "x")
        context.draw(GlyphRun(face: face, size: .nan, glyphs: [glyph], positions: [CGPoint(x: 4, y: 12)]), with: .color(.black))
        context.draw(GlyphRun(face: face, size: 12, glyphs: [glyph], positions: [CGPoint(x: CGFloat.infinity, y: 12)]), with: .color(.black))
        context.draw(GlyphRun(face: face, size: 12, glyphs: [glyph, glyph], positions: []), with: .color(.black))
        context.draw(GlyphRun(face: face, size: 12, glyphs: [60_000], positions: [CGPoint(x: 4, y: 12)]), with: .color(.black))
        context.transform = CGAffineTransform(scaleX: 0, y: 0)
        context.draw(GlyphRun(face: face, size: 12, glyphs: [glyph], positions: [CGPoint(x: 4, y: 12)]), with: .color(.black))
        #expect(inkColumns(context.pixmap) == nil)
    }
}
