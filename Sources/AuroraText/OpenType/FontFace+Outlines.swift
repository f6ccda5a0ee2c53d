/// `FontFace+Outlines`: glyph outlines and bounds from whichever outline table the face has (`glyf` or `CFF `).
import Foundation
import AuroraGeometry

/// Where a face's outlines come from.
enum GlyphOutlineSource: Sendable {
    case trueType(GlyphTable)
    case compact(CompactFontTable)

    /// The outline table of `tables`, or the error that made it unusable. A font with both
    /// tables uses the one its sfnt version names (`OTTO`: CFF, otherwise TrueType).
    static func load(_ tables: TableDirectory, head: HeadTable, glyphCount: Int) -> Result<GlyphOutlineSource, FontError> {
        do throws(FontError) {
            let cff = tables["CFF "], glyf = tables["glyf"]
            if let cff, glyf == nil || tables.sfntVersion == "OTTO" {
                return .success(.compact(try CompactFontTable(cff, unitsPerEm: head.unitsPerEm)))
            }
            if let glyf {
                return .success(.trueType(try GlyphTable(glyf: glyf, loca: try tables.required("loca"),
                                                         indexToLocFormat: head.indexToLocFormat, glyphCount: glyphCount)))
            }
            if tables["CFF2"] != nil { throw FontError.unsupportedOutlines("CFF2") }
            throw FontError.missingTable("glyf")
        } catch {
            return .failure(error)
        }
    }
}

extension FontFace {
    /// Why the face has no outlines at all (`unsupportedOutlines` for a `CFF2` font, a missing or
    /// malformed outline table), or nil when they load.
    public var outlineError: FontError? {
        if case .failure(let error) = outlines { error } else { nil }
    }

    /// The outline of `glyph` in font units, y up; empty for a blank glyph such as the space.
    ///
    /// TrueType glyphs come out as lines and quadratic curves, CFF glyphs as lines and cubics.
    /// Glyph 0 (`.notdef`, drawn for characters no font has) is never blank: a face whose
    /// `.notdef` is empty gets a hollow box, so that missing text shows.
    public func outline(of glyph: GlyphID) throws(FontError) -> BezierPath {
        guard Int(glyph) < glyphCount else {
            throw .malformedTable("maxp", "glyph \(glyph) is past the glyph count \(glyphCount)")
        }
        let path: BezierPath
        switch outlines {
        case .success(.trueType(let table)): path = try table.outline(of: glyph, leftSideBearing: leftSideBearing(of: glyph))
        case .success(.compact(let table)): path = try table.outline(of: glyph)
        case .failure(let error): throw error
        }
        return glyph == 0 && path.isEmpty ? missingGlyphBox : path
    }

    /// The bounding box of `glyph`'s outline in font units, or `nil` for a blank or unreadable glyph.
    ///
    /// TrueType glyphs report the box stored in their header; CFF glyphs are measured; a blank
    /// glyph 0 has the bounds of the box drawn for it.
    public func glyphBounds(of glyph: GlyphID) -> CGRect? {
        guard Int(glyph) < glyphCount else { return nil }
        let bounds: CGRect?
        switch outlines {
        case .success(.trueType(let table)): bounds = table.bounds(of: glyph, leftSideBearing: leftSideBearing(of: glyph))
        case .success(.compact(let table)):
            let path = try? table.outline(of: glyph)
            bounds = path.flatMap { $0.isEmpty ? nil : $0.boundingRect }
        case .failure: return nil
        }
        return glyph == 0 && bounds == nil ? missingGlyphBox.boundingRect : bounds
    }
}
