/// `APNGFrameControl`: one APNG `fcTL` chunk, read and checked against the canvas.
import AuroraRaster

/// Where an APNG frame goes, how long it shows, and how it is blended and disposed of.
struct APNGFrameControl {
    /// The frame's rectangle on the canvas (non-empty, inside it).
    var region: PixelRect
    var delay: FrameDelay
    /// `APNGFormat.disposeNone`, `.disposeBackground` or `.disposePrevious`.
    var dispose: UInt8
    /// `APNGFormat.blendSource` or `.blendOver`.
    var blend: UInt8

    /// The control in an fcTL chunk's 26 bytes (its sequence number first, checked by the caller).
    init(_ data: ArraySlice<UInt8>, canvasWidth: Int, canvasHeight: Int) throws(ImageIOError) {
        guard data.count == 26 else { throw .malformedChunk(chunk: "fcTL", reason: "length \(data.count), expected 26") }
        let field = { (offset: Int) in Int(APNGDecoder.bigEndian(data, at: offset)) }
        let width = field(4), height = field(8), x = field(12), y = field(16)
        guard width > 0, height > 0, x <= canvasWidth - width, y <= canvasHeight - height else {
            throw .malformedChunk(chunk: "fcTL", reason: "the frame \(width)×\(height) at (\(x), \(y)) is not inside the \(canvasWidth)×\(canvasHeight) canvas")
        }
        region = PixelRect(x: x, y: y, width: width, height: height)
        let start = data.startIndex
        let numerator = Int(data[start + 20]) << 8 | Int(data[start + 21])
        let denominator = Int(data[start + 22]) << 8 | Int(data[start + 23])
        // A zero denominator means hundredths of a second.
        delay = FrameDelay(numerator: numerator, denominator: denominator == 0 ? 100 : denominator)
        dispose = data[start + 24]
        blend = data[start + 25]
        guard dispose <= APNGFormat.disposePrevious else { throw .malformedChunk(chunk: "fcTL", reason: "unknown dispose_op \(dispose)") }
        guard blend <= APNGFormat.blendOver else { throw .malformedChunk(chunk: "fcTL", reason: "unknown blend_op \(blend)") }
    }
}
