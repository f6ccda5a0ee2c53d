/// Tests for the table readers under shaping: Coverage, ClassDef, the `kern` table, glyph sets, script detection.

import Testing
@testable import AuroraText

@Suite struct LayoutTableReadingTests {
    /// Big-endian bytes of 16-bit values.
    func data(_ words: [Int]) -> FontData { FontData(FontPatcher.words(words)) }

    @Test func coverageFormatOneIsASortedGlyphList() throws {
        let coverage = try CoverageTable(data([1, 3, 5, 9, 40]), at: 0)
        #expect(try coverage.index(of: 5) == 0)
        #expect(try coverage.index(of: 9) == 1)
        #expect(try coverage.index(of: 40) == 2)
        #expect(try coverage.index(of: 6) == nil)
        #expect(try coverage.index(of: 41) == nil)
    }

    @Test func coverageFormatTwoIsRangesWithStartIndices() throws {
        // 10...12 → 0...2, 20...20 → 3.
        let coverage = try CoverageTable(data([2, 2, 10, 12, 0, 20, 20, 3]), at: 0)
        #expect(try coverage.index(of: 11) == 1)
        #expect(try coverage.index(of: 20) == 3)
        #expect(try coverage.index(of: 13) == nil)
    }

    @Test func truncatedOrUnknownCoverageThrows() throws {
        let truncated = try CoverageTable(data([1, 1000, 5]), at: 0)
        #expect(throws: FontError.self) { try truncated.index(of: 7) }
        let unknown = try CoverageTable(data([7, 0]), at: 0)
        #expect(throws: FontError.self) { try unknown.index(of: 7) }
        #expect(throws: FontError.self) { try CoverageTable(data([1]), at: 10) }
    }

    @Test func classDefinitionFormatsAndDefaultClassZero() throws {
        // Offset 0 means "no table", so each table sits after a padding word.
        let first = try ClassDefinitionTable(data([0, 1, 100, 3, 4, 5, 6]), at: 2)
        #expect(try first.classOf(101) == 5)
        #expect(try first.classOf(99) == 0)
        #expect(try first.classOf(103) == 0)
        let second = try ClassDefinitionTable(data([0, 2, 2, 10, 19, 1, 30, 30, 2]), at: 2)
        #expect(try second.classOf(15) == 1)
        #expect(try second.classOf(30) == 2)
        #expect(try second.classOf(25) == 0)
        let absent = try ClassDefinitionTable(data([1, 2, 3]), at: 0)
        #expect(try absent.classOf(1) == 0)
    }

    @Test func microsoftAndAppleKernTablesGivePairs() throws {
        // Microsoft: version 0, one horizontal format 0 subtable with pairs (1,2) -50 and (1,3) 20.
        let microsoft = try LegacyKerningTable(data([0, 1, 0, 26, 0x0001, 2, 12, 1, 0, 1, 2, -50, 1, 3, 20]))
        #expect(try microsoft.kerning(1, 2) == -50)
        #expect(try microsoft.kerning(1, 3) == 20)
        #expect(try microsoft.kerning(2, 1) == 0)
        // Apple: version 1.0, one subtable (length 22, coverage 0, format 0) with (4,5) -7.
        let apple = try LegacyKerningTable(data([1, 0, 0, 1, 0, 22, 0x0000, 0, 1, 6, 0, 0, 4, 5, -7]))
        #expect(try apple.kerning(4, 5) == -7)
        // A vertical subtable is ignored.
        let vertical = try LegacyKerningTable(data([0, 1, 0, 20, 0x0000, 1, 6, 0, 0, 1, 2, -50]))
        #expect(vertical.isEmpty)
    }

    @Test func glyphSetsHoldRangesAndGiveUpOnHostileSizes() throws {
        var set = GlyphSet()
        set.insert(3, through: 5)
        set.insert(200, through: 200)
        #expect(set.contains(4) && set.contains(200))
        #expect(!set.contains(6) && !set.contains(60_000))
        var huge = GlyphSet()
        for _ in 0..<20 { huge.insert(0, through: 65_535) }
        #expect(huge.isUniversal && huge.contains(12_345))
    }

    @Test func scriptComesFromTheFirstLetter() {
        #expect(ScriptDetection.script(of: Substring("12, abc").unicodeScalars) == "latn")
        #expect(ScriptDetection.script(of: Substring("(한국)").unicodeScalars) == "hang")
        #expect(ScriptDetection.script(of: Substring("「漢字」").unicodeScalars) == "hani")
        #expect(ScriptDetection.script(of: Substring("Ωμέγα").unicodeScalars) == "grek")
        #expect(ScriptDetection.script(of: Substring("123 🧑‍💻").unicodeScalars) == "DFLT")
    }
}
