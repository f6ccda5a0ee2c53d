/// `FontFaceDescription`: what a scan learns about a face from its headers alone (no outlines loaded).

/// An installed face as discovery sees it: names and style, where it lives, and coarse coverage.
public struct FontFaceDescription: Hashable, Sendable, CustomStringConvertible {
    /// The family name (typographic family, else legacy family).
    public var family: String
    /// The style name, e.g. "Bold Italic".
    public var style: String
    /// The PostScript name, if any.
    public var postScriptName: String?
    /// The weight class, 100...900.
    public var weight: Int
    /// The width class, 1...9.
    public var width: Int
    /// Whether the face is italic or oblique.
    public var isItalic: Bool
    /// Whether the face is monospaced.
    public var isMonospaced: Bool
    /// Whether the face has colour glyphs (COLR, CBDT or sbix).
    public var hasColorGlyphs: Bool
    /// The font file.
    public var path: String
    /// The face's index in the file (0 unless the file is a collection).
    public var index: Int
    /// Whether the face ships with Aurora (see `FontDatabase.bundled`) rather than being installed.
    public internal(set) var isBundled = false
    /// OS/2 `ulUnicodeRange1...4`: which Unicode blocks the font claims to support (a hint only).
    var unicodeRanges: [UInt32]

    public var description: String {
        "\(family) \(style) (weight \(weight), width \(width)\(isItalic ? ", italic" : "")) \(path)#\(index)"
    }

    /// Whether the OS/2 range bit `bit` is set.
    func claimsRange(_ bit: Int) -> Bool {
        let word = bit / 32
        return word < unicodeRanges.count && unicodeRanges[word] & (1 << UInt32(bit % 32)) != 0
    }
}
