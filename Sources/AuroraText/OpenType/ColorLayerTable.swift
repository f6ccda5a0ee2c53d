/// `ColorLayerTable`: `COLR` version 0 + `CPAL` — colour glyphs as stacks of outline glyphs with palette colours.

/// COLR v0 base glyphs and their layers, with colours from CPAL palette 0.
struct ColorLayerTable: Sendable {
    private let colr: FontData
    private let baseCount: Int
    private let baseOffset: Int
    private let layerOffset: Int
    private let layerCount: Int
    /// Palette 0 as straight RGBA.
    private let palette: [(UInt8, UInt8, UInt8, UInt8)]

    init(colr: FontData, cpal: FontData?) throws(FontError) {
        self.colr = colr
        baseCount = Int(try colr.uint16(at: 2))
        baseOffset = Int(try colr.uint32(at: 4))
        layerOffset = Int(try colr.uint32(at: 8))
        layerCount = Int(try colr.uint16(at: 12))
        guard colr.contains(offset: baseOffset, length: baseCount * 6),
              colr.contains(offset: layerOffset, length: layerCount * 4) else {
            throw .malformedTable("COLR", "records run past the table")
        }
        var palette: [(UInt8, UInt8, UInt8, UInt8)] = []
        if let cpal {
            let entries = Int(try cpal.uint16(at: 2))
            let records = Int(try cpal.uint32(at: 8))
            let first = Int(try cpal.uint16(at: 12))
            for i in 0..<entries {
                let at = records + (first + i) * 4
                // Stored as BGRA.
                palette.append((try cpal.uint8(at: at + 2), try cpal.uint8(at: at + 1), try cpal.uint8(at: at), try cpal.uint8(at: at + 3)))
            }
        }
        self.palette = palette
    }

    /// Whether the table has any colour glyph.
    var isEmpty: Bool { baseCount == 0 }

    /// The layers of `glyph`, or `nil` when it is not a COLR glyph.
    func layers(of glyph: GlyphID, glyphCount: Int) throws(FontError) -> [ColorGlyphLayer]? {
        var low = 0, high = baseCount - 1
        while low <= high {
            let mid = (low + high) >> 1
            let at = baseOffset + mid * 6
            let id = try colr.uint16(at: at)
            if id < glyph { low = mid + 1 } else if id > glyph { high = mid - 1 } else {
                let first = Int(try colr.uint16(at: at + 2)), count = Int(try colr.uint16(at: at + 4))
                guard first + count <= layerCount else { throw .malformedTable("COLR", "layers past the layer records") }
                var layers: [ColorGlyphLayer] = []
                layers.reserveCapacity(count)
                for k in first..<(first + count) {
                    let layerGlyph = try colr.uint16(at: layerOffset + k * 4)
                    let index = Int(try colr.uint16(at: layerOffset + k * 4 + 2))
                    guard Int(layerGlyph) < glyphCount else { continue }
                    let paint: ColorGlyphLayer.Paint
                    if index == 0xFFFF || index >= palette.count {
                        paint = .foreground
                    } else {
                        let c = palette[index]
                        paint = .color(red: c.0, green: c.1, blue: c.2, alpha: c.3)
                    }
                    layers.append(ColorGlyphLayer(glyph: layerGlyph, paint: paint))
                }
                return layers
            }
        }
        return nil
    }
}
