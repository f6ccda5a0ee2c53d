@testable import AuroraRender
import AuroraGeometry
import AuroraImageIO
import AuroraRaster
import AuroraText
import Foundation
import Testing

/// Aurora's glyph coverage against FreeType's (unhinted, light anti-aliasing) for DejaVu Sans
/// at 12, 17 and 51 px: the mean absolute error of every glyph must be at most 2/255 (issue 4).
/// The references come from `Scripts/freetype-reference.py`.
struct FreeTypeAgreementTests {
    /// One reference glyph of `Fixtures/freetype/index.json`.
    struct Reference: Decodable {
        var character: String
        var glyph: Int
        var pixelsPerEm: Int
        var left: Int, top: Int, width: Int, height: Int
        var x: Int, y: Int
    }

    /// The index file: the pen's subpixel origin and the glyphs.
    struct Index: Decodable {
        var origin: [Double]
        var glyphs: [Reference]
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/freetype")

    /// The largest mean absolute error allowed per glyph, in 0...255 units (issue 4).
    static let allowedError = 2.0

    @Test
    func everyReferenceGlyphAgreesWithFreeType() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let index = try JSONDecoder().decode(Index.self, from: Data(contentsOf: Self.fixtures.appendingPathComponent("index.json")))
        let atlas = try PNGDecoder.decode(Data(contentsOf: Self.fixtures.appendingPathComponent("atlas.png")))
        let origin = CGPoint(x: index.origin[0], y: index.origin[1])
        #expect(index.glyphs.count == 99)
        var worst = (error: 0.0, name: "")
        for reference in index.glyphs {
            let scalar = try #require(reference.character.unicodeScalars.first)
            let glyph = face.glyph(for: scalar)
            #expect(Int(glyph) == reference.glyph, "cmap disagrees with FreeType for \(reference.character)")
            let outline = try face.outline(of: glyph)
            // FreeType's pen is at (0.25, 0) with y up; Aurora's at (0.25, 0) with y down.
            let mask = GlyphRasterizer.mask(of: outline, unitsPerEm: face.unitsPerEm,
                                            pixelsPerEm: CGFloat(reference.pixelsPerEm), origin: CGPoint(x: origin.x, y: -origin.y))
            let expected = PixelRect(x: reference.left, y: -reference.top, width: reference.width, height: reference.height)
            let area = expected.union(mask.bounds)
            var total = 0
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    var freeType = 0
                    if x >= expected.x, x < expected.maxX, y >= expected.y, y < expected.maxY {
                        freeType = Int(atlas.pixel(x: reference.x + x - expected.x, y: reference.y + y - expected.y).red)
                    }
                    total += abs(freeType - Int(mask[x, y]))
                }
            }
            let error = area.isEmpty ? 0 : Double(total) / Double(area.width * area.height)
            #expect(error <= Self.allowedError, "\(reference.character) at \(reference.pixelsPerEm) px: mean error \(error)")
            if error > worst.error { worst = (error, "\(reference.character) at \(reference.pixelsPerEm) px") }
        }
        print("FreeType agreement: worst glyph \(worst.name), mean absolute error \(worst.error) / 255")
    }

    @Test
    func cachedMasksAreTheRasterizedOutlines() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let cache = GlyphMaskCache()
        let glyph = face.glyph(for: "g")
        for subpixel in 0..<GlyphMaskCache.subpixelSteps {
            let cached = try #require(cache.mask(face: face, glyph: glyph, pixelsPerEm: 17, subpixel: subpixel))
            let direct = GlyphRasterizer.mask(of: try face.outline(of: glyph), unitsPerEm: face.unitsPerEm, pixelsPerEm: 17,
                                              origin: CGPoint(x: Double(subpixel) / 4, y: 0))
            #expect(cached == direct)
        }
        #expect(cache.count == 4)
    }
}
