import Testing
import Foundation
import AuroraGeometry
@testable import AuroraText

/// Outlines compared with fontTools' RecordingPen and BoundsPen on the same files.
@Suite
struct TrueTypeOutlineTests {
    var face: FontFace { TestFonts.dejaVuSans }

    @Test func aStraightGlyphIsItsFourCorners() throws {
        let l = try face.outline(of: face.glyph(for: "l"))
        #expect(l.elements == [.move(to: CGPoint(x: 193, y: 1556)), .line(to: CGPoint(x: 377, y: 1556)),
                               .line(to: CGPoint(x: 377, y: 0)), .line(to: CGPoint(x: 193, y: 0)), .closeSubpath])
    }

    @Test func consecutiveOffCurvePointsImplyTheirMidpoint() throws {
        let o = try face.outline(of: face.glyph(for: "O"))
        // fontTools: moveTo (807,1356), qCurveTo (587,1356) (328,1028) (328,745), ...
        #expect(Array(o.elements.prefix(3)) == [
            .move(to: CGPoint(x: 807, y: 1356)),
            .quadCurve(to: CGPoint(x: 457.5, y: 1192), control: CGPoint(x: 587, y: 1356)),
            .quadCurve(to: CGPoint(x: 328, y: 745), control: CGPoint(x: 328, y: 1028)),
        ])
        #expect(o.elements.filter { $0 == .closeSubpath }.count == 2)
        #expect(o.boundingRect == CGRect(x: 115, y: -29, width: 1497 - 115, height: 1520 + 29))
        #expect(face.glyphBounds(of: face.glyph(for: "O")) == CGRect(x: 115, y: -29, width: 1382, height: 1549))
    }

    @Test func compositeGlyphsPlaceTheirComponents() throws {
        // Aacute = A + Acute moved by (1212, 373); bounds (16, 0)–(1384, 1899).
        let glyph = face.glyph(for: "Á")
        let path = try face.outline(of: glyph)
        let a = try face.outline(of: face.glyph(for: "A"))
        #expect(Array(path.elements.prefix(a.elements.count)) == a.elements)
        #expect(path.boundingRect == CGRect(x: 16, y: 0, width: 1368, height: 1899))
    }

    @Test func blankGlyphsHaveEmptyOutlinesAndNoBounds() throws {
        #expect(try face.outline(of: face.glyph(for: " ")).isEmpty)
        #expect(face.glyphBounds(of: face.glyph(for: " ")) == nil)
        #expect(throws: FontError.self) { try face.outline(of: GlyphID(face.glyphCount)) }
    }

    @Test func capAndXHeightAreMeasuredWhenOS2LacksThem() {
        // DejaVu's OS/2 is version 1: the heights come from the tops of H and x.
        #expect(face.metrics.capHeight == 1493)
        #expect(face.metrics.xHeight == 1120)
    }
}

@Suite struct HostileGlyphTests {
    @Test func aSelfReferencingCompositeStopsAtTheDepthLimit() throws {
        var font = SyntheticFont(glyphCount: 2)
        font.setGlyphs([[], .compositeGlyph([(1, 0, 0)])])
        let face = try font.face
        #expect(throws: FontError.limitExceeded("composite glyph depth", limit: 32)) { try face.outline(of: 1) }
    }

    @Test func anExponentialCompositeTreeStopsAtTheComponentBudget() throws {
        // Glyph k references glyph k+1 twice: 2^30 leaves without a budget.
        var font = SyntheticFont(glyphCount: 32)
        var glyphs: [[UInt8]] = (0..<31).map { k in .compositeGlyph([(k + 1, 0, 0), (k + 1, 10, 0)]) }
        glyphs.append(.simpleGlyph([(0, 0), (10, 0), (10, 10)]))
        font.setGlyphs(glyphs)
        let face = try font.face
        #expect(throws: FontError.self) { try face.outline(of: 0) }
        #expect(try face.outline(of: 31).elements.count == 4)
    }

    @Test func aContourOfOnlyControlPointsStartsBetweenTwoOfThem() throws {
        var font = SyntheticFont(glyphCount: 1)
        font.setGlyphs([.simpleGlyph([(0, 0), (100, 0), (100, 100), (0, 100)], onCurve: [false, false, false, false])])
        let path = try font.face.outline(of: 0)
        #expect(path.elements.first == .move(to: CGPoint(x: 0, y: 50)))
        #expect(path.elements.count == 6)   // move, four quads, close
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))   // the curves touch each edge midpoint
    }

    @Test func truncatedGlyphDataThrows() throws {
        var font = SyntheticFont(glyphCount: 1)
        font.setGlyphs([Array([UInt8].simpleGlyph([(0, 0), (10, 0), (10, 10)]).prefix(14))])
        #expect(throws: FontError.self) { try font.face.outline(of: 0) }
    }
}

@Suite struct CompactOutlineTests {

    /// Whether `a` and `b` are within 0.05 font units (Inter's FontMatrix scales by 1/2816, so
    /// its whole-number coordinates come out up to 0.03 units off).
    func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.05 && abs(a.y - b.y) < 0.05 }

    @Test func charstringsBecomeCubicPaths() throws {
        // Expected values: Inter 4.0 beta 7's charstrings, scaled by its FontMatrix to 2816 units per em.
        let face = try FontFace.load(path: TestFonts.interPath)[0]
        #expect(face.unitsPerEm == 2816)
        let l = try face.outline(of: face.glyph(for: "l"))
        let corners = [CGPoint(x: 452, y: 2048), CGPoint(x: 216, y: 2048), CGPoint(x: 216, y: 0), CGPoint(x: 452, y: 0)]
        guard l.elements.count == 5, case .move(let start) = l.elements[0], case .closeSubpath = l.elements[4] else {
            Issue.record("l: \(l.elements)")
            return
        }
        #expect(near(start, corners[0]))
        for (element, corner) in zip(l.elements[1...3], corners[1...]) {
            guard case .line(let to) = element else { Issue.record("l: \(element)"); continue }
            #expect(near(to, corner))
        }
        let o = try face.outline(of: face.glyph(for: "o"))
        guard case .move(let oStart) = o.elements[0], case .curve(let to, let control1, let control2) = o.elements[1] else {
            Issue.record("o: \(o.elements.prefix(2))")
            return
        }
        #expect(near(oStart, CGPoint(x: 840, y: -32)))
        #expect(near(control1, CGPoint(x: 1256, y: -32)) && near(control2, CGPoint(x: 1536, y: 284)) && near(to, CGPoint(x: 1536, y: 760)))
        #expect(try abs(#require(face.glyphBounds(of: face.glyph(for: "o"))).minY + 32) < 0.05)
    }
}

@Suite struct HostileCharstringTests {
    /// A one-byte operand in Type 2 encoding.
    func number(_ v: Int) -> UInt8 { UInt8(v + 139) }

    @Test func aTriangleDrawsAsLinesAndCloses() throws {
        // rmoveto 10 10, rlineto 20 0 0 20, endchar
        let glyph: [UInt8] = [number(10), number(10), 21, number(20), number(0), number(0), number(20), 5, 14]
        let face = try SyntheticCompactFont.font(SyntheticCompactFont.table(charStrings: [glyph], globalSubroutines: []), glyphCount: 1).face
        #expect(try face.outline(of: 0).elements == [
            .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 10)), .line(to: CGPoint(x: 30, y: 30)), .closeSubpath,
        ])
        #expect(face.glyphBounds(of: 0) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func aSelfCallingSubroutineStopsAtTheNestingLimit() throws {
        // Global subroutine 0 calls itself (bias 107: operand -107).
        let subroutine: [UInt8] = [number(-107), 29]
        let face = try SyntheticCompactFont.font(
            SyntheticCompactFont.table(charStrings: [[number(-107), 29, 14]], globalSubroutines: [subroutine]), glyphCount: 1).face
        #expect(throws: FontError.limitExceeded("charstring subroutine nesting", limit: 10)) { try face.outline(of: 0) }
    }

    @Test func exponentialSubroutineFanOutStopsAtTheOperationBudget() throws {
        // Subroutine k calls subroutine k+1 two hundred times; nine levels deep.
        var subroutines: [[UInt8]] = []
        for k in 0..<9 {
            var body: [UInt8] = []
            for _ in 0..<200 { body += [number(k + 1 - 107), 29] }
            subroutines.append(body + [11])
        }
        subroutines.append([11])
        let face = try SyntheticCompactFont.font(
            SyntheticCompactFont.table(charStrings: [[number(-107), 29, 14]], globalSubroutines: subroutines), glyphCount: 1).face
        #expect(throws: FontError.limitExceeded("charstring operations", limit: 100_000)) { try face.outline(of: 0) }
    }

    @Test func stackOverflowAndMissingOperandsThrow() throws {
        let overflow = [UInt8](repeating: number(1), count: 49) + [14]
        let lacking: [UInt8] = [number(5), 21, 14]   // rmoveto with one operand
        let face = try SyntheticCompactFont.font(
            SyntheticCompactFont.table(charStrings: [overflow, lacking], globalSubroutines: []), glyphCount: 2).face
        #expect(throws: FontError.limitExceeded("charstring stack", limit: 48)) { try face.outline(of: 0) }
        #expect(throws: FontError.self) { try face.outline(of: 1) }
    }
}
