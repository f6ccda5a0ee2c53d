import Testing
import Foundation
import AuroraTestSupport
@testable import AuroraText

/// Seeded random corruption of real fonts: each mutant loads or is rejected, and every glyph
/// reads without trapping (outline, bounds, advance, name, colour glyph, cmap).
@Suite struct FontMutationTests {
    /// Reads everything a renderer and shaper would read from `bytes`.
    static func exercise(_ bytes: [UInt8]) -> Bool {
        guard let face = try? FontFace(data: FontData(bytes)) else { return false }
        _ = face.metrics
        _ = (face.familyName, face.styleName, face.postScriptName, face.hasColorGlyphs)
        for scalar in "Aa1 éﬁ😀한".unicodeScalars {
            _ = face.glyph(for: scalar)
            _ = face.glyph(for: scalar, variationSelector: "\u{FE0F}")
        }
        for g in 0..<min(face.glyphCount, 400) {
            let glyph = GlyphID(g)
            _ = try? face.outline(of: glyph)
            _ = face.glyphBounds(of: glyph)
            _ = face.advance(of: glyph)
            _ = face.glyphName(glyph)
            _ = face.colorGlyph(glyph, pixelsPerEm: 32)
        }
        return true
    }

    /// `count` mutants of `original`: a few bytes overwritten, mostly inside tables' first bytes
    /// (headers and offsets, where damage reaches furthest), sometimes a truncation.
    static func mutants(of original: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        let tables = (try? TableDirectory(file: FontData(original), index: 0))?.tables.values.map { ($0.start, $0.count) } ?? []
        return (0..<count).map { _ in
            var bytes = original
            if Int.random(in: 0..<8, using: &random) == 0 {
                bytes.removeLast(Int.random(in: 1...(bytes.count / 2), using: &random))
                return bytes
            }
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let at: Int
                if let table = tables.randomElement(using: &random), Bool.random(using: &random) {
                    at = table.0 + Int.random(in: 0..<max(1, min(table.1, 64)), using: &random)
                } else {
                    at = Int.random(in: 0..<bytes.count, using: &random)
                }
                guard at < bytes.count else { continue }
                bytes[at] = [0x00, 0xFF, 0x7F, 0x80, UInt8.random(in: 0...255, using: &random)].randomElement(using: &random)!
            }
            return bytes
        }
    }

    @Test func mutatedCFFFontsNeverTrap() throws {
        let original = try [UInt8](#require(FileManager.default.contents(atPath: TestFonts.interPath)))
        let loaded = Self.mutants(of: original, count: 60, seed: 0xC0FFEE).filter(Self.exercise).count
        #expect(loaded > 10)   // most single-byte damage leaves the font loadable
    }

    @Test(.enabled(if: TestFonts.fuzzCorpusFile("TwemojiMozilla.subset.ttf") != nil, "../shared corpora are absent"))
    func mutatedColourFontsNeverTrap() throws {
        for name in ["TwemojiMozilla.subset.ttf", "NotoColorEmoji.subset.multiple_size_tables.ttf", "sbix.ttf"] {
            let original = try [UInt8](#require(FileManager.default.contents(atPath: TestFonts.fuzzCorpusFile(name)!)))
            let loaded = Self.mutants(of: original, count: 40, seed: 0xBEEF).filter(Self.exercise).count
            #expect(loaded > 5, "\(name)")
        }
    }

    @Test func mutatedTrueTypeFontsNeverTrap() throws {
        var font = SyntheticFont(glyphCount: 4)
        font.setGlyphs([[], .simpleGlyph([(0, 0), (100, 0), (100, 100), (0, 100)], onCurve: [true, false, true, false]),
                        .compositeGlyph([(1, 10, 0), (1, 200, 0)]), .compositeGlyph([(2, 0, 0), (1, 5, 5)])])
        font.tables["cmap"] = [0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12] + [0, 4, 0, 32, 0, 0, 0, 4, 0, 2, 0, 0, 0, 0,
                                                                       0, 0x43, 0xFF, 0xFF, 0, 0, 0, 0x41, 0xFF, 0xFF, 0xFF, 0xC0, 0, 1, 0, 0, 0, 0]
        let original = font.bytes
        #expect(Self.exercise(original))
        let loaded = Self.mutants(of: original, count: 300, seed: 7).filter(Self.exercise).count
        #expect(loaded > 30)
    }
}
