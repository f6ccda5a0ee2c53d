/// `FontFace`: one loaded font face — its tables parsed once, answering glyph, metric and name questions.
import Foundation

/// One face of a font file (a single font, or one member of a collection), ready for shaping
/// and drawing.
///
/// Tables are parsed once, at load. A table that fails to parse becomes absent (a face with a
/// bad `cmap` maps every character to `.notdef`, one without `hmtx` has zero advances) unless
/// the face cannot work without it (`maxp`, a present but malformed `head`), in which case
/// loading throws. Faces are immutable and
/// shareable across threads; two faces are equal when they come from the same file (or the
/// same bytes) and index.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The file this face was loaded from, if it came from a file.
    public let path: String?
    /// The face's index in its collection (0 for a single font).
    public let index: Int
    /// Font units per em: the size of the design grid outlines and metrics are given in.
    public let unitsPerEm: Int

    /// The whole file's bytes.
    let file: FontData
    let tables: TableDirectory
    let head: HeadTable
    let maxp: MaximumProfileTable
    let hhea: HorizontalHeaderTable
    let hmtx: HorizontalMetricsTable
    let cmap: CharacterMapTable?
    let os2: OS2Table?
    let post: PostScriptTable?
    let names: NamingTable?
    /// The outline table (`glyf` or `CFF `), or why it is unusable.
    let outlines: Result<GlyphOutlineSource, FontError>
    /// COLR/CPAL, CBLC/CBDT and sbix, where present and readable.
    let colorTables: ColorGlyphTables
    /// Cap height and x-height measured from the outlines of H and x (for fonts whose OS/2 lacks them).
    private let measuredHeights: (capHeight: Int?, xHeight: Int?)
    private let identity: Int

    /// Loads the face at `index` of `data` (a font or a TTC collection).
    public convenience init(data: FontData, index: Int = 0) throws(FontError) {
        try self.init(file: data, index: index, path: nil)
    }

    init(file: FontData, index: Int, path: String?) throws(FontError) {
        let tables = try TableDirectory(file: file, index: index)
        self.file = file
        self.index = index
        self.path = path
        self.tables = tables
        // Like HarfBuzz, a face without `head`, `hhea` or `hmtx` still maps and draws, with
        // default units per em and zero advances; a malformed `head` or `maxp` rejects it.
        head = try tables["head"].map { data throws(FontError) in try HeadTable(data) } ?? .missing
        unitsPerEm = head.unitsPerEm
        let maxp = try MaximumProfileTable(tables.required("maxp"))
        let glyphCount = maxp.numGlyphs
        self.maxp = maxp
        hhea = tables["hhea"].flatMap { try? HorizontalHeaderTable($0) } ?? .missing
        hmtx = tables["hmtx"].flatMap { [hhea] in
            try? HorizontalMetricsTable($0, numberOfHMetrics: hhea.numberOfHMetrics, glyphCount: glyphCount)
        } ?? HorizontalMetricsTable(missingFor: glyphCount)
        cmap = tables["cmap"].flatMap { try? CharacterMapTable($0, glyphCount: glyphCount) }
        os2 = tables["OS/2"].flatMap { try? OS2Table($0) }
        post = tables["post"].flatMap { try? PostScriptTable($0, glyphCount: glyphCount) }
        names = tables["name"].flatMap { try? NamingTable($0) }
        let outlines = GlyphOutlineSource.load(tables, head: head, glyphCount: glyphCount)
        self.outlines = outlines
        colorTables = ColorGlyphTables(tables, glyphCount: glyphCount)
        if let os2, os2.capHeight > 0, os2.xHeight > 0 {
            measuredHeights = (nil, nil)
        } else {
            measuredHeights = Self.measureHeights(cmap: cmap, outlines: outlines)
        }
        var hasher = Hasher()
        hasher.combine(index)
        hasher.combine(path)
        hasher.combine(file.count)
        hasher.combine(head.checksumAdjustment)
        identity = hasher.finalize()
    }

    /// How many faces `data` holds: a collection's count, or 1.
    public static func faceCount(in data: FontData) throws(FontError) -> Int {
        try TableDirectory.faceCount(in: data)
    }

    /// Loads every face of the font file at `path`.
    public static func load(path: String) throws(FontError) -> [FontFace] {
        let file = try readFile(path)
        let count = try faceCount(in: file)
        var faces: [FontFace] = []
        for i in 0..<count { faces.append(try FontFace(file: file, index: i, path: path)) }
        return faces
    }

    /// The face at `index` of the font file at `path`.
    static func load(path: String, index: Int) throws(FontError) -> FontFace {
        try FontFace(file: readFile(path), index: index, path: path)
    }

    /// The bytes of the file at `path`.
    static func readFile(_ path: String) throws(FontError) -> FontData {
        guard !path.utf8.contains(0) else { throw .pathContainsNUL(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path) }
        return FontData([UInt8](data))
    }

    // MARK: Names and style

    /// The number of glyphs in the face.
    public var glyphCount: Int { maxp.numGlyphs }

    /// The family name: the typographic family (name ID 16), else the legacy family (ID 1).
    public var familyName: String {
        names?[NamingTable.ID.typographicFamily] ?? names?[NamingTable.ID.family] ?? postScriptName ?? "Unknown"
    }

    /// The style name: the typographic subfamily (name ID 17), else the legacy subfamily (ID 2).
    public var styleName: String {
        names?[NamingTable.ID.typographicSubfamily] ?? names?[NamingTable.ID.subfamily] ?? "Regular"
    }

    /// The PostScript name (name ID 6), if the font has one.
    public var postScriptName: String? { names?[NamingTable.ID.postScriptName] }

    /// The full name (name ID 4), e.g. "DejaVu Sans Bold".
    public var fullName: String { names?[NamingTable.ID.fullName] ?? "\(familyName) \(styleName)" }

    /// The weight class: 100 thin … 400 regular … 700 bold … 900 black.
    public var weight: Int { Self.weight(os2: os2, macStyle: head.macStyle) }

    /// The width class: 1 ultra-condensed … 5 normal … 9 ultra-expanded.
    public var width: Int { Self.width(os2: os2) }

    /// Whether the face is italic or oblique.
    public var isItalic: Bool { os2?.isItalic ?? false || head.macStyle & 2 != 0 }

    /// Whether every glyph has the same advance (`post.isFixedPitch` or PANOSE monospaced).
    public var isMonospaced: Bool { post?.isFixedPitch ?? false || os2?.isMonospacedByPanose ?? false }

    static func weight(os2: OS2Table?, macStyle: UInt16) -> Int {
        guard let value = os2?.weightClass, value > 0 else { return macStyle & 1 != 0 ? 700 : 400 }
        // A few old fonts give 1...9 instead of 100...900.
        return value < 10 ? value * 100 : min(value, 1000)
    }

    static func width(os2: OS2Table?) -> Int {
        guard let value = os2?.widthClass, (1...9).contains(value) else { return 5 }
        return value
    }

    // MARK: Metrics

    /// The face's line and decoration metrics, in font units.
    public var metrics: FontMetrics {
        FontMetrics(unitsPerEm: unitsPerEm, hhea: hhea, os2: os2, post: post,
                    measuredCapHeight: measuredHeights.capHeight, measuredXHeight: measuredHeights.xHeight)
    }

    /// The tops of H and x, for the cap height and x-height.
    private static func measureHeights(cmap: CharacterMapTable?, outlines: Result<GlyphOutlineSource, FontError>)
        -> (capHeight: Int?, xHeight: Int?) {
        func top(of scalar: UInt32) -> Int? {
            guard let glyph = cmap?.glyph(for: scalar), glyph != 0 else { return nil }
            switch outlines {
            case .success(.trueType(let table)): return table.bounds(of: glyph, leftSideBearing: nil).map { Int($0.maxY) }
            case .success(.compact(let table)):
                guard let path = try? table.outline(of: glyph), !path.isEmpty else { return nil }
                return Int(path.boundingRect.maxY.rounded())
            case .failure: return nil
            }
        }
        return (top(of: 0x48), top(of: 0x78))
    }

    /// The advance width of `glyph` in font units (0 for an id past the glyph count). Glyph 0,
    /// the missing-glyph box, is half an em wide when the font gives it no width.
    @inline(__always)
    public func advance(of glyph: GlyphID) -> Int {
        let advance = hmtx.advance(of: glyph)
        return advance == 0 && glyph == 0 && glyphCount > 0 ? missingGlyphAdvance : advance
    }

    /// The left side bearing of `glyph` in font units, if `hmtx` gives one.
    public func leftSideBearing(of glyph: GlyphID) -> Int? { hmtx.leftSideBearing(of: glyph) }

    // MARK: Characters

    /// The glyph `cmap` gives `scalar`, or 0 (`.notdef`) when the face has none.
    @inline(__always)
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID { cmap?.glyph(for: scalar.value) ?? 0 }

    /// The glyph for `scalar` followed by `variationSelector` (VS1…VS256, from `cmap` format 14),
    /// or `nil` when the face does not list that sequence.
    public func glyph(for scalar: Unicode.Scalar, variationSelector: Unicode.Scalar) -> GlyphID? {
        guard let mapping = cmap?.variations?.mapping(base: scalar.value, selector: variationSelector.value) else {
            return nil
        }
        switch mapping {
        case .defaultGlyph:
            let glyph = glyph(for: scalar)
            return glyph == 0 ? nil : glyph
        case .glyph(let glyph):
            return Int(glyph) < glyphCount ? glyph : nil
        }
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }

    /// The PostScript name of `glyph`, from `post` or else a CFF charset; `nil` when the font does not name it.
    public func glyphName(_ glyph: GlyphID) -> String? {
        guard Int(glyph) < glyphCount else { return nil }
        if let name = post?.name(of: glyph) { return name }
        if case .success(.compact(let cff)) = outlines { return cff.glyphName(glyph) }
        return nil
    }

    // MARK: Tables

    /// The raw bytes of the table with `tag` (for GSUB, GPOS, GDEF, kern …), if the face has it.
    public func table(_ tag: FontTag) -> FontData? { tables[tag] }

    // MARK: Identity

    public static func == (a: FontFace, b: FontFace) -> Bool {
        if a === b { return true }
        guard a.identity == b.identity, a.index == b.index, a.path == b.path else { return false }
        return a.path != nil || a.file.storage == b.file.storage
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    public var description: String { "FontFace(\(fullName), index \(index)\(path.map { ", \($0)" } ?? ""))" }
}
