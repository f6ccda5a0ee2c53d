/// The frame header (SOFn): image size, coding process, and each component's sampling and tables.

/// How a frame's scans are coded.
enum JPEGCodingProcess: Sendable {
    /// Sequential Huffman (SOF0 baseline, SOF1 extended): each scan codes its blocks whole.
    case sequential
    /// Progressive Huffman (SOF2): scans refine spectral bands and bit planes.
    case progressive
}

/// One colour component of the frame and where its decoded coefficients live.
struct JPEGComponent: Sendable {
    /// The identifier scans use to refer to the component.
    var identifier: UInt8
    /// Horizontal sampling factor (1…4).
    var horizontalSampling: Int
    /// Vertical sampling factor (1…4).
    var verticalSampling: Int
    /// Which quantisation table (0…3) dequantises it.
    var quantizationTable: Int
    /// Samples per line actually covered by the image: ⌈width · h / hmax⌉.
    var width = 0
    /// Lines actually covered by the image: ⌈height · v / vmax⌉.
    var height = 0
    /// Blocks per row of the coefficient buffer, padded to whole MCUs.
    var blocksPerLine = 0
    /// Block rows of the coefficient buffer, padded to whole MCUs.
    var blocksPerColumn = 0
}

/// A parsed SOFn segment, with the derived MCU geometry.
struct JPEGFrame: Sendable {
    var process: JPEGCodingProcess
    var width: Int
    var height: Int
    var components: [JPEGComponent]
    /// The largest horizontal sampling factor.
    var maxHorizontalSampling: Int
    /// The largest vertical sampling factor.
    var maxVerticalSampling: Int
    /// MCUs per row of an interleaved scan.
    var mcusPerLine: Int
    /// MCU rows of an interleaved scan.
    var mcusPerColumn: Int

    /// Parses an SOFn segment, rejecting coding processes this decoder does not read and sizes over `limits`.
    init(_ segment: inout JPEGSegment, limits: ImageDecodingLimits) throws(ImageIOError) {
        let code = segment.marker.code
        switch code {
        case 0xC0, 0xC1: process = .sequential
        case 0xC2: process = .progressive
        case 0xC3: throw .unsupportedJPEGFeature("lossless coding (SOF3)")
        case 0xC5, 0xC6, 0xC7: throw .unsupportedJPEGFeature("hierarchical coding (\(segment.marker.name))")
        case 0xC9, 0xCA, 0xCB: throw .unsupportedJPEGFeature("arithmetic coding (\(segment.marker.name))")
        default: throw .unsupportedJPEGFeature("hierarchical arithmetic coding (\(segment.marker.name))")
        }
        let precision = Int(try segment.readByte())
        guard precision == 8 else {
            if precision == 12 || precision == 16 { throw .unsupportedJPEGFeature("\(precision)-bit samples") }
            throw segment.malformed("sample precision \(precision) is not 8 or 12")
        }
        height = try segment.readUInt16()
        width = try segment.readUInt16()
        let count = Int(try segment.readByte())
        guard height > 0 else { throw .unsupportedJPEGFeature("image height defined by a DNL marker") }
        guard width > 0 else { throw .invalidSize(width: width, height: height) }
        guard count == 1 || count == 3 || count == 4 else {
            throw .unsupportedJPEGFeature("\(count) colour components (1, 3 and 4 are read)")
        }
        var components: [JPEGComponent] = []
        for _ in 0..<count {
            let identifier = try segment.readByte()
            let sampling = try segment.readNibbles()
            let table = Int(try segment.readByte())
            guard (1...4).contains(sampling.high), (1...4).contains(sampling.low) else {
                throw segment.malformed("sampling factors \(sampling.high)×\(sampling.low) are outside 1…4")
            }
            guard table < 4 else { throw segment.malformed("quantisation table \(table) is outside 0…3") }
            guard !components.contains(where: { $0.identifier == identifier }) else {
                throw segment.malformed("component \(identifier) appears twice")
            }
            components.append(JPEGComponent(identifier: identifier, horizontalSampling: sampling.high,
                                            verticalSampling: sampling.low, quantizationTable: table))
        }
        guard width <= limits.maximumSide, height <= limits.maximumSide else {
            throw .imageTooLarge(width: width, height: height, maximumSide: limits.maximumSide)
        }
        maxHorizontalSampling = components.map(\.horizontalSampling).max() ?? 1
        maxVerticalSampling = components.map(\.verticalSampling).max() ?? 1
        mcusPerLine = (width + 8 * maxHorizontalSampling - 1) / (8 * maxHorizontalSampling)
        mcusPerColumn = (height + 8 * maxVerticalSampling - 1) / (8 * maxVerticalSampling)
        for index in components.indices {
            let h = components[index].horizontalSampling, v = components[index].verticalSampling
            components[index].width = (width * h + maxHorizontalSampling - 1) / maxHorizontalSampling
            components[index].height = (height * v + maxVerticalSampling - 1) / maxVerticalSampling
            components[index].blocksPerLine = mcusPerLine * h
            components[index].blocksPerColumn = mcusPerColumn * v
        }
        self.components = components
        guard segment.remaining == 0 else { throw segment.malformed("\(segment.remaining) bytes after the component list") }
        let bytes = workingBytes
        guard bytes <= limits.maximumDecompressedBytes else {
            throw .imageDataTooLarge(bytes: bytes, limit: limits.maximumDecompressedBytes)
        }
    }

    /// The bytes decoding allocates: 16-bit coefficients and 8-bit samples for every padded block,
    /// an upsampled plane per component, and the 4-byte output pixels.
    var workingBytes: Int {
        let blockBytes = components.reduce(0) { $0 + $1.blocksPerLine * $1.blocksPerColumn * 64 * 3 }
        return blockBytes + width * height * (components.count + 4)
    }
}
