/// `FontMetrics`: a face's line and decoration metrics in font units, resolved from `hhea`, `OS/2` and `post`.

/// The vertical metrics of a face, in font units (divide by `unitsPerEm`, multiply by the point size).
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascender: Int
    /// Distance from the baseline down to the bottom of the line box; negative.
    public var descender: Int
    /// Extra space the font asks for between lines.
    public var lineGap: Int
    /// Height of flat capital letters such as H.
    public var capHeight: Int
    /// Height of flat lower-case letters such as x.
    public var xHeight: Int
    /// Where the underline's centre sits; negative, below the baseline.
    public var underlinePosition: Int
    /// Thickness of the underline.
    public var underlineThickness: Int
    /// Where the strikethrough's centre sits above the baseline.
    public var strikeoutPosition: Int
    /// Thickness of the strikethrough.
    public var strikeoutThickness: Int

    /// Creates metrics from explicit values.
    public init(ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
                underlinePosition: Int, underlineThickness: Int, strikeoutPosition: Int, strikeoutThickness: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.strikeoutPosition = strikeoutPosition
        self.strikeoutThickness = strikeoutThickness
    }
}

extension FontMetrics {
    /// Resolves the metrics the way browsers and Core Text do: the typographic values when the
    /// font sets `USE_TYPO_METRICS`, else `hhea`, else typographic, else the Windows values.
    /// Heights the font does not state come from `measuredCapHeight`/`measuredXHeight` (the
    /// bounds of H and x) or, failing those, from fixed fractions of the em.
    init(unitsPerEm: Int, hhea: HorizontalHeaderTable, os2: OS2Table?, post: PostScriptTable?,
         measuredCapHeight: Int?, measuredXHeight: Int?) {
        var ascender = hhea.ascender, descender = hhea.descender, lineGap = hhea.lineGap
        if let os2 {
            let hasTypo = os2.typoAscender != 0 || os2.typoDescender != 0
            if os2.usesTypographicMetrics && hasTypo || ascender == 0 && descender == 0 && hasTypo {
                ascender = os2.typoAscender
                descender = os2.typoDescender
                lineGap = os2.typoLineGap
            } else if ascender == 0 && descender == 0 {
                ascender = os2.winAscent
                descender = -os2.winDescent
                lineGap = 0
            }
        }
        if ascender == 0 && descender == 0 {
            ascender = unitsPerEm * 4 / 5
            descender = -unitsPerEm / 5
        }
        // Some fonts store the descender as a positive distance.
        descender = -abs(descender)
        let capHeight = os2.map(\.capHeight).flatMap { $0 > 0 ? $0 : nil } ?? measuredCapHeight ?? unitsPerEm * 7 / 10
        let xHeight = os2.map(\.xHeight).flatMap { $0 > 0 ? $0 : nil } ?? measuredXHeight ?? unitsPerEm / 2
        let fallbackThickness = max(1, unitsPerEm / 14)
        let underlineThickness = post.map(\.underlineThickness).flatMap { $0 > 0 ? $0 : nil } ?? fallbackThickness
        let underlinePosition = post.map(\.underlinePosition).flatMap { $0 != 0 ? $0 : nil } ?? -unitsPerEm / 10
        let strikeoutThickness = os2.map(\.strikeoutSize).flatMap { $0 > 0 ? $0 : nil } ?? underlineThickness
        let strikeoutPosition = os2.map(\.strikeoutPosition).flatMap { $0 > 0 ? $0 : nil } ?? xHeight / 2
        self.init(ascender: ascender, descender: descender, lineGap: max(0, lineGap), capHeight: capHeight,
                  xHeight: xHeight, underlinePosition: underlinePosition, underlineThickness: underlineThickness,
                  strikeoutPosition: strikeoutPosition, strikeoutThickness: strikeoutThickness)
    }
}
