/// `FontFace+ColorGlyphs`: colour glyph lookup — COLR layers first, then CBDT bitmaps, then sbix.

/// A face's colour glyph tables, each parsed once (a broken one is left out).
struct ColorGlyphTables: Sendable {
    let layers: ColorLayerTable?
    let bitmaps: ColorBitmapTable?
    let appleBitmaps: StandardBitmapGraphicsTable?

    init(_ tables: TableDirectory, glyphCount: Int) {
        layers = tables["COLR"].flatMap { try? ColorLayerTable(colr: $0, cpal: tables["CPAL"]) }.flatMap { $0.isEmpty ? nil : $0 }
        if let cblc = tables["CBLC"], let cbdt = tables["CBDT"] {
            bitmaps = (try? ColorBitmapTable(locations: cblc, data: cbdt)).flatMap { $0.strikes.isEmpty ? nil : $0 }
        } else {
            bitmaps = nil
        }
        appleBitmaps = tables["sbix"].flatMap { try? StandardBitmapGraphicsTable($0, glyphCount: glyphCount) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    var isEmpty: Bool { layers == nil && bitmaps == nil && appleBitmaps == nil }
}

extension FontFace {
    /// Whether the face has colour glyphs (COLR, CBDT or sbix).
    public var hasColorGlyphs: Bool { !colorTables.isEmpty }

    /// The colour version of `glyph` for text drawn at `pixelsPerEm`, or `nil` when it has none.
    ///
    /// COLR layers win over bitmaps (they scale); bitmaps come from the strike nearest
    /// `pixelsPerEm`, preferring the smallest strike at least that large.
    public func colorGlyph(_ glyph: GlyphID, pixelsPerEm: Int) -> ColorGlyph? {
        guard Int(glyph) < glyphCount else { return nil }
        if let table = colorTables.layers, let layers = try? table.layers(of: glyph, glyphCount: glyphCount), !layers.isEmpty {
            return .layers(layers)
        }
        if let table = colorTables.bitmaps,
           let bitmap = try? table.bitmap(for: glyph, pixelsPerEm: pixelsPerEm, unitsPerEm: unitsPerEm) {
            return .bitmap(bitmap)
        }
        if let table = colorTables.appleBitmaps,
           let bitmap = try? table.bitmap(for: glyph, pixelsPerEm: pixelsPerEm, unitsPerEm: unitsPerEm) {
            return .bitmap(bitmap)
        }
        return nil
    }
}
