/// Tests for glyph 0 in a face whose `.notdef` is blank: a hollow box with a width of its own.
import Foundation
import Testing
@testable import AuroraText

@Suite struct MissingGlyphBoxTests {
    /// A font of two empty glyphs; glyph 0 has no width.
    func blankNotdefFace() throws -> FontFace {
        var font = SyntheticFont(glyphCount: 2)
        font.setGlyphs([[], []])
        var hmtx: [UInt8] = []
        hmtx.append16(0); hmtx.append16(0); hmtx.append16(500); hmtx.append16(0)
        font.tables["hmtx"] = hmtx
        return try font.face
    }

    @Test func aBlankNotdefIsDrawnAsAHollowBox() throws {
        let face = try blankNotdefFace()
        #expect(face.advance(of: 0) == 500)   // half of 1000 units per em
        let box = try face.outline(of: 0)
        #expect(!box.isEmpty)
        let bounds = box.boundingRect
        #expect(bounds.minX == 50 && bounds.maxX == 450 && bounds.minY == 0)
        #expect(face.glyphBounds(of: 0) == bounds)
        // Ink along the edge, a hole in the middle, under both fill rules.
        #expect(box.contains(CGPoint(x: 60, y: bounds.midY)))
        #expect(!box.contains(CGPoint(x: 250, y: bounds.midY)))
        #expect(!box.contains(CGPoint(x: 250, y: bounds.midY), eoFill: true))
    }

    @Test func otherBlankGlyphsStayBlank() throws {
        let face = try blankNotdefFace()
        #expect(try face.outline(of: 1).isEmpty)
        #expect(face.glyphBounds(of: 1) == nil)
        #expect(face.advance(of: 1) == 500)
    }
}
