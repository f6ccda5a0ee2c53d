/// `StandardBitmapGraphicsTable`: the `sbix` table — Apple's per-strike PNG glyph images.
import Foundation

/// Apple's bitmap strikes: per strike, per glyph, an image with its origin offset.
struct StandardBitmapGraphicsTable: Sendable {
    private let data: FontData
    /// (pixels per em, strike offset), smallest first.
    private let strikes: [(pixelsPerEm: Int, offset: Int)]
    private let glyphCount: Int

    init(_ data: FontData, glyphCount: Int) throws(FontError) {
        let count = Int(try data.uint32(at: 4))
        guard count <= 64 else { throw .limitExceeded("sbix strikes", limit: 64) }
        var strikes: [(Int, Int)] = []
        for i in 0..<count {
            let offset = Int(try data.uint32(at: 8 + i * 4))
            let ppem = Int(try data.uint16(at: offset))
            if ppem > 0 { strikes.append((ppem, offset)) }
        }
        self.strikes = strikes.sorted { $0.0 < $1.0 }
        self.data = data
        self.glyphCount = glyphCount
    }

    var isEmpty: Bool { strikes.isEmpty }

    /// The PNG image of `glyph` nearest `pixelsPerEm` (the smallest strike at least that large, else the largest).
    func bitmap(for glyph: GlyphID, pixelsPerEm: Int, unitsPerEm: Int) throws(FontError) -> ColorGlyphBitmap? {
        let ordered = strikes.filter { $0.pixelsPerEm >= pixelsPerEm } + strikes.filter { $0.pixelsPerEm < pixelsPerEm }.reversed()
        for strike in ordered {
            var id = Int(glyph)
            // A 'dupe' record points at another glyph's image; follow one step only.
            for _ in 0..<2 {
                guard id < glyphCount else { return nil }
                let start = Int(try data.uint32(at: strike.offset + 4 + id * 4))
                let end = Int(try data.uint32(at: strike.offset + 8 + id * 4))
                guard end > start + 8 else { break }
                let record = try data.slice(at: strike.offset + start, length: end - start)
                let type = try record.tag(at: 4)
                if type == "dupe" { id = Int(try record.uint16(at: 8)); continue }
                guard type == "png " else { break }
                let png = try record.bytes(at: 8, length: record.count - 8)
                guard let size = PNGHeader.size(of: png) else { break }
                let scale = Double(unitsPerEm) / Double(strike.pixelsPerEm)
                let x = Double(try record.int16(at: 0)), y = Double(try record.int16(at: 2))
                return ColorGlyphBitmap(png: png, pixelsPerEm: strike.pixelsPerEm, pixelWidth: size.width,
                                        pixelHeight: size.height,
                                        bounds: CGRect(x: x * scale, y: y * scale, width: Double(size.width) * scale,
                                                       height: Double(size.height) * scale))
            }
        }
        return nil
    }
}

/// Reads a PNG's pixel size from its IHDR chunk.
enum PNGHeader {
    static func size(of png: [UInt8]) -> (width: Int, height: Int)? {
        let data = FontData(png)
        guard (try? data.uint32(at: 0)) == 0x8950_4E47, (try? data.tag(at: 12)) == "IHDR",
              let width = try? data.uint32(at: 16), let height = try? data.uint32(at: 20),
              width > 0, height > 0, width < 1 << 16, height < 1 << 16 else { return nil }
        return (Int(width), Int(height))
    }
}
