/// `ScriptDetection`: the OpenType script tag of a run of text, from its first letters.

/// Picks the OpenType script whose features apply to a text.
enum ScriptDetection {
    /// The script tag of the first code point in `text` that belongs to a script, or `DFLT`.
    static func script(of text: Substring.UnicodeScalarView) -> FontTag {
        for scalar in text {
            if let tag = script(of: scalar) { return tag }
        }
        return "DFLT"
    }

    /// The script tag of one code point, or `nil` for common characters (digits, punctuation, emoji).
    static func script(of scalar: Unicode.Scalar) -> FontTag? {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFB00...0xFB06:
            return value == 0xD7 || value == 0xF7 ? nil : "latn"
        case 0x370...0x3FF, 0x1F00...0x1FFF: return "grek"
        case 0x400...0x52F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return "cyrl"
        case 0x530...0x58F: return "armn"
        case 0x590...0x5FF, 0xFB1D...0xFB4F: return "hebr"
        case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "arab"
        case 0x900...0x97F: return "dev2"
        case 0xE00...0xE7F: return "thai"
        case 0x10A0...0x10FF: return "geor"
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return "hang"
        case 0x3040...0x30FF, 0x31F0...0x31FF: return "kana"
        case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return "hani"
        default: return nil
        }
    }
}
