/// `LaidOutGlyph`: a shaped glyph in pixels with what line breaking needs to know about it.

import Foundation

/// One glyph of the whole text, scaled to pixels, before it is placed on a line.
struct LaidOutGlyph {
    /// What kind of character a glyph stands for, for line breaking.
    enum Kind: UInt8 {
        /// Drawn and counted in the line width.
        case visible
        /// A space: may hang past the line end and does not count in its width.
        case space
        /// A newline or paragraph separator: ends the line, not drawn.
        case hardBreak
    }

    /// The glyph id in its item's face.
    var id: GlyphID
    /// Advance in pixels (tracking and kerning included).
    var advance: CGFloat
    /// Offset from the pen in pixels, y down.
    var offset: CGPoint
    /// The characters (UTF-16 offsets into the whole text).
    var cluster: Range<Int>
    /// Index of its `LayoutItem`.
    var item: Int
    /// Visible, space or hard break.
    var kind: Kind
    /// Whether it is a colour glyph.
    var isColor: Bool
    /// Whether a line may or must end after it.
    var breakAfter: LineBreakAction
    /// Whether its cluster ends with a soft hyphen (a line ending here shows a hyphen).
    var endsWithSoftHyphen = false
}

extension LaidOutGlyph.Kind {
    /// The kind of a cluster that starts with UTF-16 unit `unit`.
    init(firstUnit unit: UInt16) {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            self = .hardBreak
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000:
            self = .space
        default:
            self = .visible
        }
    }
}
