/// Encodes a sequence of frames as an animated GIF: a palette per frame, dithering, LZW, looping.
import AuroraRaster
import Foundation

/// Writes animations as GIF89a files.
///
/// Each frame gets its own palette of up to 256 colours by median cut, Floyd–Steinberg
/// dithering when the frame has more colours than that, and transparency for pixels with
/// alpha below 128. Delays are whole centiseconds, rounded so they add up to the frames'
/// total time (at least 2 cs a frame: browsers slow shorter delays to 10 cs). To encode frames
/// as they are produced, use `GIFWriter`.
public struct GIFEncoder: Sendable {
    /// How many times the animation plays after the first; 0 means forever. Default: 0.
    public var loopCount: Int
    /// Whether colours beyond the palette are approximated by Floyd–Steinberg dithering. Default: true.
    public var dithering: Bool
    /// The most colours in a frame's palette, transparency included (2…256). Default: 256.
    public var maximumColors: Int
    /// Whether an opaque frame stores only the rectangle that changed since the previous frame. Default: true.
    public var cropsToChanges: Bool

    /// Creates an encoder.
    public init(loopCount: Int = 0, dithering: Bool = true, maximumColors: Int = 256, cropsToChanges: Bool = true) {
        self.loopCount = loopCount
        self.dithering = dithering
        self.maximumColors = min(256, max(2, maximumColors))
        self.cropsToChanges = cropsToChanges
    }

    /// The GIF file of `frames`, as bytes; frames are encoded on every core.
    public func encode(_ frames: [AnimationFrame]) throws(ImageIOError) -> [UInt8] {
        let buffer = ByteBuffer()
        let writer = GIFWriter(encoder: self, sink: buffer)
        try writer.append(frames)
        try writer.finish()
        return buffer.bytes
    }

    /// Encodes `frames` and writes the GIF file to `url` as it goes (see `OutputStreamFile` for what is replaced).
    public func write(_ frames: [AnimationFrame], to url: URL) throws(ImageIOError) {
        let file = try OutputStreamFile(path: url.path)
        let writer = GIFWriter(encoder: self, sink: file)
        try writer.append(frames)
        try writer.finish()
        try file.commit()
    }
}
