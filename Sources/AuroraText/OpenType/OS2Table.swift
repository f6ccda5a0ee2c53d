/// `OS2Table`: the `OS/2` table — weight, width, style bits, typographic metrics, cap and x heights.

/// The Windows-side metrics and classification of a face.
struct OS2Table: Sendable, Hashable {
    /// The table's version (0...5); later versions add fields.
    let version: Int
    /// `usWeightClass`: 100 (thin) ... 900 (black); 400 regular, 700 bold.
    let weightClass: Int
    /// `usWidthClass`: 1 (ultra-condensed) ... 9 (ultra-expanded); 5 normal.
    let widthClass: Int
    /// `fsSelection` bits: 0 italic, 5 bold, 6 regular, 7 use typographic metrics, 9 oblique.
    let selection: UInt16
    /// Strikeout stroke thickness and position above the baseline, font units.
    let strikeoutSize: Int, strikeoutPosition: Int
    /// PANOSE family kind and proportion bytes (proportion 9 = monospaced for Latin text faces).
    let panoseFamily: UInt8, panoseProportion: UInt8
    /// The typographic ascender, descender (negative) and line gap, font units.
    let typoAscender: Int, typoDescender: Int, typoLineGap: Int
    /// The Windows clipping ascent and descent (both positive), font units.
    let winAscent: Int, winDescent: Int
    /// Height of flat lower-case letters and of capitals (version ≥ 2), font units; 0 when absent.
    let xHeight: Int, capHeight: Int

    init(_ data: FontData) throws(FontError) {
        version = Int(try data.uint16(at: 0))
        weightClass = Int(try data.uint16(at: 4))
        widthClass = Int(try data.uint16(at: 6))
        strikeoutSize = Int(try data.int16(at: 26))
        strikeoutPosition = Int(try data.int16(at: 28))
        panoseFamily = try data.uint8(at: 32)
        panoseProportion = try data.uint8(at: 35)
        selection = try data.uint16(at: 62)
        // Version 0 tables from old Mac fonts may stop at 68 bytes; the metrics are then absent.
        if data.count >= 78 {
            typoAscender = Int(try data.int16(at: 68))
            typoDescender = Int(try data.int16(at: 70))
            typoLineGap = Int(try data.int16(at: 72))
            winAscent = Int(try data.uint16(at: 74))
            winDescent = Int(try data.uint16(at: 76))
        } else {
            typoAscender = 0; typoDescender = 0; typoLineGap = 0; winAscent = 0; winDescent = 0
        }
        if version >= 2, data.count >= 90 {
            xHeight = Int(try data.int16(at: 86))
            capHeight = Int(try data.int16(at: 88))
        } else {
            xHeight = 0; capHeight = 0
        }
    }

    /// Whether `fsSelection` marks the face italic or oblique.
    var isItalic: Bool { selection & 1 != 0 || selection & (1 << 9) != 0 }
    /// Whether the font asks for the typographic metrics to be used for line spacing.
    var usesTypographicMetrics: Bool { selection & (1 << 7) != 0 }
    /// Whether PANOSE classifies the face as monospaced Latin text.
    var isMonospacedByPanose: Bool { panoseFamily == 2 && panoseProportion == 9 }
}
