/// `ShapingBudget`: limits that keep hostile GSUB/GPOS tables from hanging or exhausting memory.

/// Counts the work one table does on one buffer and stops it past fixed limits.
struct ShapingBudget {
    /// Deepest nesting of contextual lookups (a context lookup calling a context lookup…).
    static let maximumNestingDepth = 8
    /// Most glyphs a context rule may match (input, backtrack or lookahead).
    static let maximumContextLength = 64

    /// Operations left: each lookup application attempt costs one.
    private(set) var operationsLeft: Int
    /// The most glyphs the buffer may grow to (multiple substitution cannot explode it).
    let maximumGlyphs: Int

    /// A budget for a buffer of `glyphCount` glyphs and a table with `lookupCount` lookups.
    init(glyphCount: Int, lookupCount: Int) {
        operationsLeft = max(16_384, glyphCount * max(lookupCount, 1) * 8)
        maximumGlyphs = max(1_024, glyphCount * 16)
    }

    /// Spends one operation, throwing when none is left.
    @inline(__always)
    mutating func spend() throws(FontError) {
        operationsLeft -= 1
        if operationsLeft < 0 { throw .limitExceeded("shaping operations", limit: 0) }
    }

    /// Spends the operations of an edit that moves the glyphs after it (insertion or removal
    /// in a buffer of `bufferCount` glyphs), so that many edits of a long buffer stay bounded.
    mutating func spendOnEdit(bufferCount: Int) throws(FontError) {
        operationsLeft -= 1 + bufferCount / 32
        if operationsLeft < 0 { throw .limitExceeded("shaping operations", limit: 0) }
    }

    /// Checks that a buffer of `count` glyphs is within the limit.
    func checkGrowth(_ count: Int) throws(FontError) {
        if count > maximumGlyphs { throw .limitExceeded("glyphs after substitution", limit: maximumGlyphs) }
    }
}
