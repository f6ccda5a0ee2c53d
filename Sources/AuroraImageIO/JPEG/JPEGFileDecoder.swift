/// Walks a JPEG file's segments in order, collecting tables and decoding each scan into coefficient buffers.
import AuroraRaster

/// The decoding state of one file: tables as they are defined, the frame, and every component's coefficients.
struct JPEGFileDecoder {
    /// The most scans a file may have. Real progressive files have about 10; a short scan of end-of-band
    /// runs can cover every block in a few bytes, so without a cap a small hostile file could cost a very long time.
    static let maximumScans = 1000

    private var reader: JPEGSegmentReader
    private let limits: ImageDecodingLimits
    private var quantization = JPEGQuantizationTables()
    private var huffman = JPEGHuffmanTables()
    private var restartInterval = 0
    private(set) var frame: JPEGFrame?
    /// The Adobe APP14 colour transform flag (0 none, 1 YCbCr, 2 YCCK), when the file has that marker.
    private(set) var adobeTransform: Int?
    /// The EXIF orientation, `.upright` when the file has none.
    private(set) var orientation = JPEGOrientation.upright
    /// Every component's blocks, 64 zig-zag-ordered coefficients each, one component after another.
    private(set) var coefficients: [Int16] = []
    /// Where each component's blocks start in `coefficients`.
    private(set) var offsets: [Int] = []
    /// Each component's quantisation table, taken when a scan first codes it (T.81 allows redefining tables later).
    private(set) var componentQuantization: [[Int32]?] = []
    private var scanCount = 0

    /// A decoder for `bytes`, after checking the SOI marker.
    init(_ bytes: [UInt8], limits: ImageDecodingLimits) throws(ImageIOError) {
        reader = try JPEGSegmentReader(bytes)
        self.limits = limits
    }

    /// Reads segments up to EOI (or the end of the data, or a scan whose data ends early, which leaves
    /// the blocks not reached at zero, mid-grey).
    mutating func decodeSegments() throws(ImageIOError) {
        while let marker = reader.nextMarker() {
            if marker == .endOfImage { break }
            if marker.isStandalone { continue }  // a stray RSTn or a repeated SOI carries nothing
            var segment = try reader.segmentPayload(of: marker)
            if marker.isStartOfFrame {
                try readFrame(&segment)
                continue
            }
            switch marker {
            case .huffmanTables: try huffman.read(&segment)
            case .quantizationTables: try quantization.read(&segment)
            case .restartInterval: restartInterval = try segment.readUInt16()
            case .startOfScan:
                guard try decodeScan(&segment) else { return }
            case .arithmeticConditioning: throw .unsupportedJPEGFeature("arithmetic coding (DAC)")
            case .hierarchicalProgression, .expandReference: throw .unsupportedJPEGFeature("hierarchical coding (\(marker.name))")
            case .exifApplication:
                if orientation == .upright, let found = JPEGOrientation(exifPayload: segment.readRest()) { orientation = found }
            case .adobeApplication:
                let payload = Array(segment.readRest())
                if payload.count >= 12, payload[0..<5].elementsEqual("Adobe".utf8) { adobeTransform = Int(payload[11]) }
            default: break  // JFIF and other APPn, COM, DNL: nothing the pixels need
            }
        }
        guard frame != nil else { throw .missingJPEGPart("frame header (SOF)") }
        guard scanCount > 0 else { throw .missingJPEGPart("scan (SOS)") }
    }

    /// Parses the frame header and allocates the coefficient buffers its (limit-checked) size needs.
    private mutating func readFrame(_ segment: inout JPEGSegment) throws(ImageIOError) {
        guard frame == nil else { throw segment.malformed("a second frame header") }
        let frame = try JPEGFrame(&segment, limits: limits)
        guard frame.width <= Pixmap.maximumSide, frame.height <= Pixmap.maximumSide,
              frame.width * frame.height <= Pixmap.maximumArea else {
            throw .invalidSize(width: frame.width, height: frame.height)
        }
        var total = 0
        for component in frame.components {
            offsets.append(total)
            total += component.blocksPerLine * component.blocksPerColumn * 64
        }
        coefficients = [Int16](repeating: 0, count: total)
        componentQuantization = [[Int32]?](repeating: nil, count: frame.components.count)
        self.frame = frame
    }

    /// Decodes one scan; false when its data ended early, so decoding stops with what it has.
    private mutating func decodeScan(_ segment: inout JPEGSegment) throws(ImageIOError) -> Bool {
        guard let frame else { throw .missingJPEGPart("frame header (SOF) before the first scan") }
        guard scanCount < Self.maximumScans else { throw segment.malformed("more than \(Self.maximumScans) scans") }
        let scan = try JPEGScan(&segment, frame: frame)
        for scanComponent in scan.components where componentQuantization[scanComponent.componentIndex] == nil {
            let table = frame.components[scanComponent.componentIndex].quantizationTable
            guard let values = quantization.tables[table] else { throw .missingJPEGPart("quantisation table \(table)") }
            componentQuantization[scanComponent.componentIndex] = values
        }
        var decoder = try JPEGScanDecoder(frame: frame, scan: scan, tables: huffman, restartInterval: restartInterval,
                                          bytes: reader.bytes, position: reader.position)
        let offsets = offsets
        let complete = try coefficients.withUnsafeMutableBufferPointer { (buffer) throws(ImageIOError) -> Bool in
            guard let base = buffer.baseAddress else { return true }
            return try decoder.decode(into: base, offsets: offsets)
        }
        reader.position = decoder.reader.position
        scanCount += 1
        return complete
    }
}
