/// Decodes baseline, extended and progressive Huffman-coded JPEG files into opaque pixmaps.
import AuroraRaster
import Foundation

/// Reads JPEG files into `Pixmap`s (opaque RGBA8), upright as their EXIF orientation says.
///
/// Reads 8-bit sequential (SOF0 baseline, SOF1 extended) and progressive (SOF2) Huffman-coded
/// files with 1 (grey), 3 (YCbCr, or RGB by Adobe marker or component names) or 4 (CMYK, YCCK
/// by Adobe APP14; Adobe CMYK is taken as stored inverted) components, any sampling factors
/// 1–4, restart intervals, fill bytes and byte stuffing. Subsampled chroma uses a triangle
/// ("fancy") filter for 2× factors. Arithmetic coding, 12-bit samples, lossless and
/// hierarchical files are rejected with `.unsupportedJPEGFeature`. Sizes are checked against
/// `ImageDecodingLimits` before allocating and every read is bounds-checked. When the
/// entropy-coded data ends early (a truncated file), the blocks decoded so far are kept and the
/// rest are mid-grey, as libjpeg does; broken headers or Huffman codes are typed errors.
public enum JPEGDecoder {
    /// The image in `bytes`, turned upright by its EXIF orientation tag (values 1–8).
    public static func decode(_ bytes: [UInt8], limits: ImageDecodingLimits = .default) throws(ImageIOError) -> Pixmap {
        var file = try JPEGFileDecoder(bytes, limits: limits)
        try file.decodeSegments()
        guard let frame = file.frame else { throw .missingJPEGPart("frame header (SOF)") }
        var pixmap: Pixmap
        do { pixmap = try Pixmap(width: frame.width, height: frame.height) } catch {
            throw .invalidSize(width: frame.width, height: frame.height)
        }
        var planes: [[UInt8]] = []
        for (index, component) in frame.components.enumerated() {
            planes.append(samples(of: component, in: file, index: index, frame: frame))
        }
        let model = JPEGColorModel(frame: frame, adobeTransform: file.adobeTransform)
        pixmap.withUnsafeMutablePixels { pixels in
            guard let output = pixels.baseAddress else { return }
            withPlanePointers(planes) { pointers in
                JPEGColorConversion.convert(pointers, model: model, start: 0, count: frame.width * frame.height, into: output)
            }
        }
        return file.orientation.apply(to: pixmap)
    }

    /// The image in `data`, turned upright by its EXIF orientation tag (values 1–8).
    public static func decode(_ data: Data, limits: ImageDecodingLimits = .default) throws(ImageIOError) -> Pixmap {
        try decode([UInt8](data), limits: limits)
    }

    /// One component's samples at full image size: inverse DCT of every block, then upsampling.
    private static func samples(of component: JPEGComponent, in file: JPEGFileDecoder, index: Int, frame: JPEGFrame) -> [UInt8] {
        let stride = component.blocksPerLine * 8
        var plane = [UInt8](repeating: 128, count: stride * component.blocksPerColumn * 8)
        // A component no scan reached has all-zero coefficients: any table gives mid-grey.
        let quantization = file.componentQuantization[index] ?? [Int32](repeating: 1, count: 64)
        let rows = (component.height + 7) / 8, columns = (component.width + 7) / 8
        file.coefficients.withUnsafeBufferPointer { coefficients in
            plane.withUnsafeMutableBufferPointer { samples in
                guard let coefficientBase = coefficients.baseAddress, let sampleBase = samples.baseAddress else { return }
                for row in 0..<rows {
                    for column in 0..<columns {
                        let block = file.offsets[index] + (row * component.blocksPerLine + column) * 64
                        JPEGInverseDCT.transform(UnsafeBufferPointer(start: coefficientBase + block, count: 64),
                                                 quantization: quantization,
                                                 into: sampleBase + row * 8 * stride + column * 8, stride: stride)
                    }
                }
            }
        }
        return plane.withUnsafeBufferPointer { samples in
            guard let base = samples.baseAddress else { return [] }
            return JPEGUpsampler.upsample(base, planeStride: stride, component: component, frame: frame)
        }
    }

    /// Calls `body` with a pointer to each plane's first sample.
    private static func withPlanePointers(_ planes: [[UInt8]], _ body: ([UnsafePointer<UInt8>]) -> Void) {
        func nest(_ index: Int, _ pointers: [UnsafePointer<UInt8>]) {
            guard index < planes.count else { return body(pointers) }
            planes[index].withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                nest(index + 1, pointers + [base])
            }
        }
        nest(0, [])
    }
}
