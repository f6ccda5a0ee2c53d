/// Encodes a `Pixmap` as a PNG file: un-premultiply, filter each row adaptively, deflate, chunk.
import AuroraRaster
import Foundation

/// Writes pixmaps as 8-bit RGBA or RGB PNG files.
///
/// Pixels are un-premultiplied with rounding to nearest (see `AlphaConversion`), each row gets
/// the PNG filter with the smallest sum of absolute signed bytes, and the rows are compressed
/// in one zlib stream (level 1, run-length strategy: about OpenCV's default speed and size).
public struct PNGEncoder: Sendable {
    /// Which PNG colour type to write.
    public enum ColorType: Hashable, Sendable {
        /// 8-bit RGBA (colour type 6), alpha kept.
        case rgba
        /// 8-bit RGB (colour type 2); alpha is dropped after un-premultiplying.
        case rgb
        /// RGB when every pixel is opaque, RGBA otherwise.
        case automatic
    }

    /// How each row's filter is chosen.
    public enum RowFiltering: Hashable, Sendable {
        /// Per row, the filter whose output has the smallest sum of absolute signed bytes.
        case adaptive
        /// The same filter on every row: no choosing, usually a slightly larger file.
        case fixed(PNGFilterType)
    }

    /// The colour type to write. Default: `.automatic`.
    public var colorType: ColorType
    /// How row filters are chosen. Default: `.adaptive`.
    public var rowFiltering: RowFiltering

    /// Creates an encoder.
    public init(colorType: ColorType = .automatic, rowFiltering: RowFiltering = .adaptive) {
        self.colorType = colorType
        self.rowFiltering = rowFiltering
    }

    /// The PNG file for `pixmap`, as bytes.
    public func encode(_ pixmap: Pixmap) throws(ImageIOError) -> [UInt8] {
        let hasAlpha = switch colorType {
        case .rgba: true
        case .rgb: false
        case .automatic: !pixmap.withUnsafePixels { words in
            words.baseAddress.map { AlphaConversion.allOpaque($0, count: words.count) } ?? true
        }
        }
        let header = PNGHeader(width: pixmap.width, height: pixmap.height, bitDepth: 8,
                               colorType: hasAlpha ? PNGFormat.colorTypeRGBA : PNGFormat.colorTypeRGB, interlace: 0)
        var writer = PNGChunkWriter(expectedSize: pixmap.pixelCount * header.bytesPerPixel / 3 + 1024)
        writer.appendChunk(.header, data: header.payload)
        try pixmap.withUnsafePixels { (words) throws(ImageIOError) in try writeImageData(words, header: header, into: &writer) }
        writer.appendChunk(.end, data: [])
        return writer.bytes
    }

    /// The PNG file for `pixmap`, as `Data`.
    public func encodedData(_ pixmap: Pixmap) throws(ImageIOError) -> Data {
        Data(try encode(pixmap))
    }

    /// Encodes `pixmap` and writes the PNG file to `url` (see `OutputFile` for what is replaced).
    public func write(_ pixmap: Pixmap, to url: URL) throws(ImageIOError) {
        try OutputFile.write(try encodedData(pixmap), toPath: url.path)
    }

    /// Filters and compresses every row, appending IDAT chunks.
    private func writeImageData(_ words: UnsafeBufferPointer<UInt32>, header: PNGHeader,
                                into writer: inout PNGChunkWriter) throws(ImageIOError) {
        guard let pixels = words.baseAddress else { return }
        try PNGImageData.compress(pixels, width: header.width, height: header.height, rowStride: header.width,
                                  bytesPerPixel: header.bytesPerPixel, filtering: rowFiltering) { block in
            writer.appendChunk(.imageData, data: block)
        }
    }
}
