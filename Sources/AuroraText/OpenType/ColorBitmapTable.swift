/// `ColorBitmapTable`: `CBLC` + `CBDT` — colour bitmap strikes (image formats 17, 18, 19: PNG) per glyph.
import Foundation

/// Embedded colour bitmaps: `CBLC` says where each glyph's image is in `CBDT` for each strike.
struct ColorBitmapTable: Sendable {
    /// One size of bitmaps.
    struct Strike: Sendable {
        let pixelsPerEm: Int
        let firstGlyph: Int, lastGlyph: Int
        /// Offset of the strike's IndexSubTableArray in `CBLC`, and its entry count.
        let arrayOffset: Int
        let subtableCount: Int
    }

    private let locations: FontData
    private let data: FontData
    /// The strikes, smallest first.
    let strikes: [Strike]

    static let maximumStrikes = 64
    static let maximumSubtables = 4096

    init(locations: FontData, data: FontData) throws(FontError) {
        let count = Int(try locations.uint32(at: 4))
        guard count <= Self.maximumStrikes else { throw .limitExceeded("CBLC strikes", limit: Self.maximumStrikes) }
        var strikes: [Strike] = []
        for i in 0..<count {
            let record = 8 + i * 48
            let subtables = Int(try locations.uint32(at: record + 8))
            guard subtables <= Self.maximumSubtables else {
                throw .limitExceeded("CBLC index subtables", limit: Self.maximumSubtables)
            }
            strikes.append(Strike(pixelsPerEm: Int(try locations.uint8(at: record + 45)),
                                  firstGlyph: Int(try locations.uint16(at: record + 40)),
                                  lastGlyph: Int(try locations.uint16(at: record + 42)),
                                  arrayOffset: Int(try locations.uint32(at: record)),
                                  subtableCount: subtables))
        }
        self.strikes = strikes.filter { $0.pixelsPerEm > 0 }.sorted { $0.pixelsPerEm < $1.pixelsPerEm }
        self.locations = locations
        self.data = data
    }

    /// The strike to draw at `pixelsPerEm`: the smallest at least that large, else the largest.
    func strike(for pixelsPerEm: Int, glyph: GlyphID) -> Strike? {
        let candidates = strikes.filter { (($0.firstGlyph)...max($0.firstGlyph, $0.lastGlyph)).contains(Int(glyph)) }
        return candidates.first { $0.pixelsPerEm >= pixelsPerEm } ?? candidates.last
    }

    /// The bitmap of `glyph` nearest `pixelsPerEm`, placed in font units.
    func bitmap(for glyph: GlyphID, pixelsPerEm: Int, unitsPerEm: Int) throws(FontError) -> ColorGlyphBitmap? {
        guard let strike = strike(for: pixelsPerEm, glyph: glyph) else { return nil }
        let g = Int(glyph)
        for i in 0..<strike.subtableCount {
            let entry = strike.arrayOffset + i * 8
            let first = Int(try locations.uint16(at: entry)), last = Int(try locations.uint16(at: entry + 2))
            guard g >= first, g <= last else { continue }
            let subtable = strike.arrayOffset + Int(try locations.uint32(at: entry + 4))
            return try readGlyph(g - first, glyph: glyph, subtable: subtable, strike: strike, unitsPerEm: unitsPerEm)
        }
        return nil
    }

    private func readGlyph(_ index: Int, glyph: GlyphID, subtable: Int, strike: Strike,
                           unitsPerEm: Int) throws(FontError) -> ColorGlyphBitmap? {
        let indexFormat = try locations.uint16(at: subtable)
        let imageFormat = try locations.uint16(at: subtable + 2)
        let imageDataOffset = Int(try locations.uint32(at: subtable + 4))
        var offset: Int, length: Int
        var sharedMetrics: FontData?   // big metrics from CBLC (index formats 2 and 5)
        switch indexFormat {
        case 1:
            let start = Int(try locations.uint32(at: subtable + 8 + index * 4))
            offset = imageDataOffset + start
            length = Int(try locations.uint32(at: subtable + 12 + index * 4)) - start
        case 3:
            let start = Int(try locations.uint16(at: subtable + 8 + index * 2))
            offset = imageDataOffset + start
            length = Int(try locations.uint16(at: subtable + 10 + index * 2)) - start
        case 2:
            length = Int(try locations.uint32(at: subtable + 8))
            offset = imageDataOffset + index * length
            sharedMetrics = try locations.slice(at: subtable + 12, length: 8)
        case 4, 5:
            // Sparse: search the glyph list.
            let isFour = indexFormat == 4
            let count = Int(try locations.uint32(at: subtable + (isFour ? 8 : 20)))
            let list = subtable + (isFour ? 12 : 24)
            var found: Int?
            var low = 0, high = count - 1
            while low <= high {
                let mid = (low + high) >> 1
                let id = Int(try locations.uint16(at: list + mid * (isFour ? 4 : 2)))
                if id < Int(glyph) { low = mid + 1 } else if id > Int(glyph) { high = mid - 1 } else { found = mid; break }
            }
            guard let k = found else { return nil }
            if isFour {
                let start = Int(try locations.uint16(at: list + k * 4 + 2))
                offset = imageDataOffset + start
                length = Int(try locations.uint16(at: list + (k + 1) * 4 + 2)) - start
            } else {
                length = Int(try locations.uint32(at: subtable + 8))
                offset = imageDataOffset + k * length
                sharedMetrics = try locations.slice(at: subtable + 12, length: 8)
            }
        default:
            throw .malformedTable("CBLC", "index format \(indexFormat)")
        }
        guard length > 0 else { return nil }
        let record = try data.slice(at: offset, length: length)
        // Metrics: height, width, bearingX, bearingY (small and big metrics start alike).
        let metrics: FontData, pngStart: Int
        switch imageFormat {
        case 17: metrics = try record.slice(at: 0, length: 5); pngStart = 5
        case 18: metrics = try record.slice(at: 0, length: 8); pngStart = 8
        case 19:
            guard let shared = sharedMetrics else { throw .malformedTable("CBLC", "image format 19 without metrics") }
            metrics = shared; pngStart = 0
        default: return nil   // monochrome or uncompressed formats: not colour PNG glyphs
        }
        let pngLength = Int(try record.uint32(at: pngStart))
        let png = try record.bytes(at: pngStart + 4, length: pngLength)
        let height = Int(try metrics.uint8(at: 0)), width = Int(try metrics.uint8(at: 1))
        let bearingX = Int(try metrics.int8(at: 2)), bearingY = Int(try metrics.int8(at: 3))
        let scale = Double(unitsPerEm) / Double(strike.pixelsPerEm)
        return ColorGlyphBitmap(png: png, pixelsPerEm: strike.pixelsPerEm, pixelWidth: width, pixelHeight: height,
                                bounds: CGRect(x: Double(bearingX) * scale, y: Double(bearingY - height) * scale,
                                               width: Double(width) * scale, height: Double(height) * scale))
    }
}
