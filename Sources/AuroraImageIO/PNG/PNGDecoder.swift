/// Decodes PNG files of every colour type, bit depth and interlace method into premultiplied pixmaps.
import AuroraRaster
import Foundation

/// Reads PNG files into `Pixmap`s (premultiplied RGBA8).
///
/// Reads every colour type (grey, RGB, palette, grey+alpha, RGBA) at every bit depth PNG
/// allows, Adam7 interlacing, and tRNS transparency. 16-bit samples are rounded to 8 bits.
/// Colour-space chunks (gAMA, cHRM, sRGB, iCCP, cICP) are ignored: samples are taken as sRGB
/// as stored. Other ancillary chunks are skipped, even with a bad CRC (tRNS excepted, since it
/// changes the pixels); an unknown critical chunk is an error. Every
/// read is bounds-checked and sizes are checked against `ImageDecodingLimits` before
/// allocating, so a malformed or hostile file gives a typed `ImageIOError`, never a crash.
public enum PNGDecoder {
    /// The image in `bytes`, with straight alpha premultiplied (rounded to nearest).
    public static func decode(_ bytes: [UInt8], limits: ImageDecodingLimits = .default) throws(ImageIOError) -> Pixmap {
        let file = try PNGFileContents(bytes, limits: limits)
        return try image(file.compressed, header: file.header, palette: file.palette, colorKey: file.colorKey)
    }

    /// The image of one zlib stream of scanlines laid out as `header` says (a whole PNG's IDAT
    /// data, or one APNG frame's).
    static func image(_ compressed: [UInt8], header: PNGHeader, palette: PNGPalette?, colorKey: PNGColorKey?) throws(ImageIOError) -> Pixmap {
        let expected = header.decompressedByteCount
        // Deflate cannot expand further than this, so a short stream is rejected before the large allocation.
        guard expected <= compressed.count * InflateStream.maximumExpansion else {
            throw .truncated(part: "the compressed image data")
        }
        let data = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: expected)
        defer { data.deallocate() }
        try InflateStream.inflate(compressed, into: data)
        var pixmap: Pixmap
        do { pixmap = try Pixmap(width: header.width, height: header.height) } catch {
            throw .invalidSize(width: header.width, height: header.height)
        }
        let rows = PNGRowDecoder(header: header, palette: palette, colorKey: colorKey)
        try pixmap.withUnsafeMutablePixels { (pixels) throws(ImageIOError) in
            guard let base = pixels.baseAddress else { return }
            try PNGScanlines.reconstruct(data, header: header, rows: rows, into: base)
        }
        return pixmap
    }

    /// The image in `data`, with straight alpha premultiplied (rounded to nearest).
    public static func decode(_ data: Data, limits: ImageDecodingLimits = .default) throws(ImageIOError) -> Pixmap {
        try decode([UInt8](data), limits: limits)
    }
}
