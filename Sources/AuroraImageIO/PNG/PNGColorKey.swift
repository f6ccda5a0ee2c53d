/// The single colour a tRNS chunk makes transparent in a grey or RGB image.

/// A grey level or RGB colour, in the image's own bit depth, that decodes as transparent.
struct PNGColorKey: Hashable, Sendable {
    /// The red sample, or the grey level.
    var red: UInt16
    /// The green sample (the grey level for grey images).
    var green: UInt16
    /// The blue sample (the grey level for grey images).
    var blue: UInt16

    /// The key in a tRNS chunk's data for an image of colour type 0 (2 bytes) or 2 (6 bytes).
    init(transparency data: ArraySlice<UInt8>, colorType: UInt8) throws(ImageIOError) {
        let sample = { (index: Int) in UInt16(data[data.startIndex + index]) << 8 | UInt16(data[data.startIndex + index + 1]) }
        switch colorType {
        case PNGFormat.colorTypeGrey where data.count == 2:
            red = sample(0); green = red; blue = red
        case PNGFormat.colorTypeRGB where data.count == 6:
            red = sample(0); green = sample(2); blue = sample(4)
        case PNGFormat.colorTypeGrey, PNGFormat.colorTypeRGB:
            throw .malformedChunk(chunk: "tRNS", reason: "length \(data.count), expected \(colorType == PNGFormat.colorTypeGrey ? 2 : 6)")
        default:
            throw .malformedChunk(chunk: "tRNS", reason: "not allowed for colour type \(colorType), which has an alpha channel")
        }
    }
}
