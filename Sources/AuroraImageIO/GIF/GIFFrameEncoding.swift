/// One GIF frame: the region to store, straight colours, a median-cut palette, dithered indices, LZW data.
import AuroraRaster

/// Encodes one frame of a GIF on its own (so frames can be encoded concurrently).
enum GIFFrameEncoding {
    /// The frame `pixmap`, stored as the rectangle that changed since `previous` when it has no
    /// transparent pixel and cropping is on, else whole.
    static func encode(_ pixmap: Pixmap, after previous: Pixmap?, encoder: GIFEncoder) -> GIFWriter.EncodedFrame {
        let full = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        return pixmap.withUnsafePixels { words -> GIFWriter.EncodedFrame in
            guard let base = words.baseAddress else {
                return GIFWriter.EncodedFrame(region: full, palette: [.zero], tableBits: 1, transparentIndex: nil,
                                              minimumCodeSize: 2, data: [])
            }
            let hasTransparency = (0..<words.count).contains { base[$0] >> 24 < UInt32(GIFFormat.alphaThreshold) }
            var region = full
            if encoder.cropsToChanges, !hasTransparency, let previous {
                region = ChangedRegion.between(pixmap, previous) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            }
            // Straight RGBA of the region, and the histogram of its opaque colours.
            let count = region.width * region.height
            let straight = UnsafeMutablePointer<UInt8>.allocate(capacity: count * 4)
            let indices = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            defer { straight.deallocate(); indices.deallocate() }
            for y in 0..<region.height {
                AlphaConversion.writeStraightRGBA(base + (region.y + y) * pixmap.width + region.x, count: region.width,
                                                  to: straight + y * region.width * 4)
            }
            var histogram = MedianCutQuantizer()
            histogram.addPixels(straight, count: count, alphaThreshold: GIFFormat.alphaThreshold)
            let colorSlots = hasTransparency ? encoder.maximumColors - 1 : encoder.maximumColors
            let palette = histogram.palette(maximumColors: max(1, colorSlots))
            var colors = palette.colors
            if colors.isEmpty { colors = [.zero] }
            let transparentIndex: UInt8? = hasTransparency ? UInt8(colors.count) : nil
            let entryCount = colors.count + (hasTransparency ? 1 : 0)
            var tableBits = 1
            while 1 << tableBits < entryCount { tableBits += 1 }
            if let exact = palette.exactIndexOfBin {
                for index in 0..<count {
                    let p = straight + index * 4
                    indices[index] = p[3] < GIFFormat.alphaThreshold
                        ? transparentIndex ?? 0
                        : exact[MedianCutQuantizer.bin(red: UInt32(p[0]), green: UInt32(p[1]), blue: UInt32(p[2]))]
                }
            } else {
                var mapper = PaletteMapper(palette: colors)
                mapper.map(straight, width: region.width, height: region.height, dithering: encoder.dithering,
                           transparentIndex: transparentIndex ?? 0, output: indices)
            }
            let minimumCodeSize = max(2, tableBits)
            var lzw = LZWEncoder(minimumCodeSize: minimumCodeSize)
            let data = lzw.encode(UnsafeBufferPointer(start: indices, count: count))
            return GIFWriter.EncodedFrame(region: region, palette: colors, tableBits: tableBits, transparentIndex: transparentIndex,
                                          minimumCodeSize: minimumCodeSize, data: data)
        }
    }
}
