/// Decodes animated PNG files into their frames as a viewer shows them.
import AuroraRaster
import Foundation

/// Reads APNG files into frames: each frame is the whole canvas as shown at that step, after
/// the frame's region was blended in (`blend_op` source or over) and the previous frame's
/// region disposed of (`dispose_op` none, background or previous), with its exact delay.
///
/// Every colour type and bit depth `PNGDecoder` reads is read. Chunk order, sequence numbers,
/// frame regions and the frame count of `acTL` are checked; a plain PNG (no `acTL`) is one
/// frame. The canvases of all frames together must fit `limits.maximumDecompressedBytes`, which
/// is checked before each frame is decoded, so a hostile file costs little.
public enum APNGDecoder {
    /// The frames of the animation in `bytes`, with straight alpha premultiplied.
    public static func decode(_ bytes: [UInt8], limits: ImageDecodingLimits = .default) throws(ImageIOError) -> [AnimationFrame] {
        let file = try PNGFileContents(bytes, limits: limits)
        let header = file.header
        let still = { () throws(ImageIOError) -> [AnimationFrame] in
            [AnimationFrame(pixmap: try PNGDecoder.image(file.compressed, header: header, palette: file.palette, colorKey: file.colorKey),
                            delay: FrameDelay(numerator: 0, denominator: 1))]
        }
        guard let control = file.animationChunks.first, control.chunk.type == .animationControl else {
            // No acTL first: not an animation (fcTL or fdAT without it are ignored, as viewers do).
            return try still()
        }
        let controlData = try checkedData(control.chunk, in: bytes)
        guard control.beforeImageData, controlData.count == 8 else {
            throw .malformedChunk(chunk: "acTL", reason: control.beforeImageData ? "length \(controlData.count), expected 8" : "after IDAT")
        }
        let announced = Int(bigEndian(controlData, at: 0))
        guard announced > 0 else { throw .malformedChunk(chunk: "acTL", reason: "announces no frames") }
        let frameBytes = header.width * header.height * 4
        // Every frame is a full canvas, so the count is bounded before anything is decoded.
        guard announced <= limits.maximumDecompressedBytes / frameBytes else {
            throw .imageDataTooLarge(bytes: announced.multipliedReportingOverflow(by: frameBytes).partialValue, limit: limits.maximumDecompressedBytes)
        }
        let frames = try frameParts(of: file, in: bytes)
        guard frames.count == announced else { throw .frameCountMismatch(announced: announced, written: frames.count) }

        var canvas: Pixmap
        do { canvas = try Pixmap(width: header.width, height: header.height) } catch {
            throw .invalidSize(width: header.width, height: header.height)
        }
        var result: [AnimationFrame] = []
        result.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            let region = frame.control.region
            let saved = frame.control.dispose == APNGFormat.disposePrevious ? canvas.copy(of: region) : nil
            let subHeader = PNGHeader(width: region.width, height: region.height, bitDepth: header.bitDepth,
                                      colorType: header.colorType, interlace: header.interlace)
            let image = try PNGDecoder.image(frame.compressed, header: subHeader, palette: file.palette, colorKey: file.colorKey)
            canvas.place(image, at: region, blending: frame.control.blend == APNGFormat.blendOver)
            result.append(AnimationFrame(pixmap: canvas, delay: frame.control.delay))
            switch frame.control.dispose {
            case APNGFormat.disposeBackground:
                canvas.clear(region)
            case APNGFormat.disposePrevious:
                // The first frame has nothing before it: it is disposed of to the background.
                if index == 0 { canvas.clear(region) } else if let saved { canvas.place(saved, at: region, blending: false) }
            default: break
            }
        }
        return result
    }

    /// The image in `data`, decoded as `decode(_:limits:)` does.
    public static func decode(_ data: Data, limits: ImageDecodingLimits = .default) throws(ImageIOError) -> [AnimationFrame] {
        try decode([UInt8](data), limits: limits)
    }

    /// One frame as stored: its control chunk and its zlib stream.
    private struct FramePart {
        var control: APNGFrameControl
        var compressed: [UInt8]
        /// Whether the frame is the default image (its data is the IDAT chunks').
        var isDefaultImage = false
    }

    /// The frames of the file in order: each fcTL with the IDAT data (when it comes before IDAT)
    /// or the fdAT chunks that follow it, sequence numbers checked to run 0, 1, 2… across both.
    private static func frameParts(of file: PNGFileContents, in bytes: [UInt8]) throws(ImageIOError) -> [FramePart] {
        var parts: [FramePart] = []
        var sequence: UInt32 = 0
        for entry in file.animationChunks.dropFirst() {
            let data = try checkedData(entry.chunk, in: bytes)
            let name = entry.chunk.type.description
            guard data.count >= 4, bigEndian(data, at: 0) == sequence else {
                throw .malformedChunk(chunk: name, reason: data.count < 4 ? "no sequence number" : "sequence number \(bigEndian(data, at: 0)), expected \(sequence)")
            }
            sequence += 1
            switch entry.chunk.type {
            case .frameControl:
                let control = try APNGFrameControl(data, canvasWidth: file.header.width, canvasHeight: file.header.height)
                if parts.isEmpty, control.region != PixelRect(x: 0, y: 0, width: file.header.width, height: file.header.height) {
                    throw .malformedChunk(chunk: name, reason: "the first frame does not cover the canvas")
                }
                // A frame control before IDAT makes the default image the first frame.
                let isDefaultImage = entry.beforeImageData
                guard !isDefaultImage || parts.isEmpty else { throw .malformedChunk(chunk: name, reason: "two frames before IDAT") }
                parts.append(FramePart(control: control, compressed: isDefaultImage ? file.compressed : [], isDefaultImage: isDefaultImage))
            case .frameData:
                guard !entry.beforeImageData else { throw .malformedChunk(chunk: name, reason: "before IDAT") }
                guard var last = parts.popLast() else { throw .malformedChunk(chunk: name, reason: "before any fcTL") }
                guard !last.isDefaultImage else { throw .malformedChunk(chunk: name, reason: "data for the default image's frame") }
                last.compressed += data.dropFirst(4)
                parts.append(last)
            default:
                throw .malformedChunk(chunk: name, reason: "appears twice")
            }
        }
        if let empty = parts.firstIndex(where: { $0.compressed.isEmpty }) {
            throw .malformedChunk(chunk: "fdAT", reason: "frame \(empty) has no image data")
        }
        return parts
    }

    /// A chunk's data, with its CRC checked (APNG chunks change the pixels, so a bad one is an error).
    private static func checkedData(_ chunk: PNGChunk, in bytes: [UInt8]) throws(ImageIOError) -> ArraySlice<UInt8> {
        guard chunk.checksumMatches else { throw .badChecksum(chunk: chunk.type.description) }
        return bytes[chunk.data]
    }

    /// The big-endian 32-bit value at `offset` of `data` (which holds at least `offset + 4` bytes).
    static func bigEndian(_ data: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
        let start = data.startIndex + offset
        return UInt32(data[start]) << 24 | UInt32(data[start + 1]) << 16 | UInt32(data[start + 2]) << 8 | UInt32(data[start + 3])
    }
}

extension Pixmap {
    /// The pixels of `region` (inside the pixmap) as a pixmap of their own.
    fileprivate func copy(of region: PixelRect) -> Pixmap {
        // The region is inside a pixmap that exists, so a pixmap of its size can be made.
        var copy = try! Pixmap(width: region.width, height: region.height)
        copy.withUnsafeMutablePixels { target in
            withUnsafePixels { source in
                for row in 0..<region.height {
                    let from = (region.y + row) * width + region.x
                    for column in 0..<region.width { target[row * region.width + column] = source[from + column] }
                }
            }
        }
        return copy
    }

    /// Puts `image` at `region` (its size, inside the pixmap): replacing the pixels, or
    /// composited over them (source-over) when `blending`.
    fileprivate mutating func place(_ image: Pixmap, at region: PixelRect, blending: Bool) {
        let stride = width
        withUnsafeMutablePixels { target in
            image.withUnsafePixels { source in
                guard let to = target.baseAddress, let from = source.baseAddress else { return }
                for row in 0..<region.height {
                    let destination = to + (region.y + row) * stride + region.x, line = from + row * region.width
                    if blending {
                        BlendKernel.sourceOver(source: line, coverage: nil, destination: destination, count: region.width)
                    } else {
                        destination.update(from: line, count: region.width)
                    }
                }
            }
        }
    }

    /// Makes `region` (inside the pixmap) fully transparent.
    fileprivate mutating func clear(_ region: PixelRect) {
        let stride = width
        withUnsafeMutablePixels { pixels in
            for row in 0..<region.height {
                let start = (region.y + row) * stride + region.x
                pixels[start..<start + region.width].update(repeating: 0)
            }
        }
    }
}
