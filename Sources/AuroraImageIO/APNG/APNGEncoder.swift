/// Encodes a sequence of frames as an animated PNG (APNG), frames compressed in parallel.
import AuroraRaster
import Foundation

/// Writes animations as APNG files: 8-bit RGBA or RGB frames with exact fractional delays.
///
/// Rows are filtered and deflated exactly as `PNGEncoder` does. Each frame after the first
/// stores only the rectangle where it differs from the previous one. To encode frames as they
/// are produced, use `APNGWriter`.
public struct APNGEncoder: Sendable {
    /// How many times the animation plays; 0 means forever. Default: 0.
    public var loopCount: Int
    /// Whether frames after the first store only the rectangle that changed. Default: true.
    public var cropsToChanges: Bool
    /// The colour type: `.automatic` writes RGB when every pixel of every frame is opaque. Default: `.automatic`.
    public var colorType: PNGEncoder.ColorType
    /// How row filters are chosen. Default: `.adaptive`.
    public var rowFiltering: PNGEncoder.RowFiltering

    /// Creates an encoder.
    public init(loopCount: Int = 0, cropsToChanges: Bool = true, colorType: PNGEncoder.ColorType = .automatic,
                rowFiltering: PNGEncoder.RowFiltering = .adaptive) {
        self.loopCount = loopCount
        self.cropsToChanges = cropsToChanges
        self.colorType = colorType
        self.rowFiltering = rowFiltering
    }

    /// The APNG file of `frames`, as bytes; frames are compressed on every core.
    public func encode(_ frames: [AnimationFrame]) throws(ImageIOError) -> [UInt8] {
        let buffer = ByteBuffer()
        try encode(frames, hasAlpha: hasAlpha(frames), to: buffer)
        return buffer.bytes
    }

    /// Whether the file needs an alpha channel for `frames` under `colorType`.
    private func hasAlpha(_ frames: [AnimationFrame]) throws(ImageIOError) -> Bool {
        guard !frames.isEmpty else { throw .noFrames }
        return switch colorType {
        case .rgba: true
        case .rgb: false
        case .automatic: !frames.allSatisfy { frame in
            frame.pixmap.withUnsafePixels { words in
                words.baseAddress.map { AlphaConversion.allOpaque($0, count: words.count) } ?? true
            }
        }
        }
    }

    /// Encodes `frames` and writes the APNG file to `url` as it goes (see `OutputStreamFile` for what is replaced).
    public func write(_ frames: [AnimationFrame], to url: URL) throws(ImageIOError) {
        let file = try OutputStreamFile(path: url.path)
        try encode(frames, hasAlpha: hasAlpha(frames), to: file)
        try file.commit()
    }

    private func encode(_ frames: [AnimationFrame], hasAlpha: Bool, to sink: any ByteSink) throws(ImageIOError) {
        let writer = APNGWriter(encoder: self, hasAlpha: hasAlpha, frameCount: frames.count, sink: sink)
        try writer.append(frames)
        try writer.finish()
    }
}
