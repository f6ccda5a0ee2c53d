@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation
import Testing

/// The glyph-mask cache: one entry per (face, glyph, size, quarter pixel), bounded, shared across threads.
struct GlyphMaskCacheTests {
    @Test
    func entriesAreKeyedBySizeAndSubpixel() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let cache = GlyphMaskCache()
        let a = face.glyph(for: "a")
        let first = cache.mask(face: face, glyph: a, pixelsPerEm: 20, subpixel: 0)
        #expect(cache.mask(face: face, glyph: a, pixelsPerEm: 20, subpixel: 0) == first)
        #expect(cache.count == 1)
        _ = cache.mask(face: face, glyph: a, pixelsPerEm: 20, subpixel: 2)
        _ = cache.mask(face: face, glyph: a, pixelsPerEm: 21, subpixel: 0)
        #expect(cache.count == 3)
        #expect(cache.byteCount > 0)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test
    func theByteLimitEvictsTheLeastRecentlyUsed() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let cache = GlyphMaskCache(byteLimit: 20_000)
        let glyphs = "abcdefghijklmnopqrstuvwxyz".unicodeScalars.map { face.glyph(for: $0) }
        let kept = glyphs[0]
        for glyph in glyphs {
            _ = cache.mask(face: face, glyph: glyph, pixelsPerEm: 40, subpixel: 0)
            _ = cache.mask(face: face, glyph: kept, pixelsPerEm: 40, subpixel: 0)   // keep "a" recent
            #expect(cache.byteCount <= 20_000)
        }
        #expect(cache.count < glyphs.count)
        let before = cache.count
        _ = cache.mask(face: face, glyph: kept, pixelsPerEm: 40, subpixel: 0)
        #expect(cache.count == before, "the most recently used glyph is still cached")
    }

    @Test
    func concurrentUseGivesTheSameMasks() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let cache = GlyphMaskCache(byteLimit: 40_000)
        let glyphs = "The quick brown fox".unicodeScalars.map { face.glyph(for: $0) }
        let expected = glyphs.map { GlyphRasterizer.mask(of: try! face.outline(of: $0), unitsPerEm: face.unitsPerEm, pixelsPerEm: 30, origin: .zero) }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<20 {
                let i = (worker * 7 + round) % glyphs.count
                #expect(cache.mask(face: face, glyph: glyphs[i], pixelsPerEm: 30, subpixel: 0) == expected[i])
            }
        }
    }

    @Test
    func blankAndHugeGlyphs() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let cache = GlyphMaskCache()
        let space = try #require(cache.mask(face: face, glyph: face.glyph(for: " "), pixelsPerEm: 20, subpixel: 1))
        #expect(space.bounds.isEmpty)
        #expect(cache.mask(face: face, glyph: face.glyph(for: "W"), pixelsPerEm: 2000, subpixel: 0) == nil,
                "masks past the size limit are drawn from outlines instead")
    }
}
