/// `PostScriptTable`: the `post` table — italic angle, underline, fixed pitch and glyph names.

/// PostScript facts about the face, and glyph names when the table carries them (version 2).
struct PostScriptTable: Sendable {
    /// Italic angle in degrees counter-clockwise from vertical (negative leans right).
    let italicAngle: Double
    /// Underline position (top of the stroke... OpenType says centre) and thickness, font units.
    let underlinePosition: Int, underlineThickness: Int
    /// Whether the font says all glyphs have the same advance.
    let isFixedPitch: Bool
    /// For version 2: each glyph's index into the standard Mac names (< 258) or the custom names.
    private let nameIndices: [UInt16]
    /// Version 2's own names (Pascal strings), in order.
    private let customNames: [String]
    /// Whether the table is version 1 (the standard Mac names, glyph for glyph).
    private let usesStandardOrder: Bool

    init(_ data: FontData, glyphCount: Int) throws(FontError) {
        let version = try data.uint32(at: 0)
        italicAngle = try data.fixed(at: 4)
        underlinePosition = Int(try data.int16(at: 8))
        underlineThickness = Int(try data.int16(at: 10))
        isFixedPitch = try data.uint32(at: 12) != 0
        usesStandardOrder = version == 0x0001_0000
        guard version == 0x0002_0000, let names = try? Self.readVersion2(data) else {
            nameIndices = []
            customNames = []
            return
        }
        nameIndices = names.indices
        customNames = names.custom
    }

    private static func readVersion2(_ data: FontData) throws(FontError) -> (indices: [UInt16], custom: [String]) {
        let count = Int(try data.uint16(at: 32))
        var indices: [UInt16] = []
        indices.reserveCapacity(count)
        var customCount = 0
        for i in 0..<count {
            let index = try data.uint16(at: 34 + i * 2)
            indices.append(index)
            if index >= 258 { customCount = max(customCount, Int(index) - 257) }
        }
        var custom: [String] = []
        var at = 34 + count * 2
        while custom.count < customCount, at < data.count {
            let length = Int(try data.uint8(at: at))
            custom.append(String(decoding: try data.bytes(at: at + 1, length: length), as: UTF8.self))
            at += 1 + length
        }
        return (indices, custom)
    }

    /// The name of `glyph`, or `nil` when the table does not name it.
    func name(of glyph: GlyphID) -> String? {
        let i = Int(glyph)
        if usesStandardOrder { return i < StandardGlyphNames.mac.count ? StandardGlyphNames.mac[i] : nil }
        guard i < nameIndices.count else { return nil }
        let index = Int(nameIndices[i])
        if index < 258 { return StandardGlyphNames.mac[index] }
        let custom = index - 258
        return custom < customNames.count ? customNames[custom] : nil
    }
}
