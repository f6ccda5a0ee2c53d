/// A small GIF decoder for the encoder's tests: blocks, colour tables, LZW, disposal and frame composition.
import AuroraRaster

/// Reads GIF89a files written by `GIFEncoder` (and any plain GIF) back into frames, independently of the encoder.
struct GIFTestDecoder {
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var palette: [SIMD3<UInt8>]
        var indices: [UInt8]
        var delay: Int
        var disposal: Int
        var transparentIndex: Int?
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    var width = 0, height = 0
    var loopCount: Int?
    var frames: [Frame] = []

    private var bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { throw Failure(description: "no GIF89a header") }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 7) + 1) }
        var delay = 0, disposal = 0, transparent: Int?
        while true {
            let introducer = try byte()
            switch introducer {
            case 0x3B:
                return
            case 0x21:
                let label = try byte()
                let blocks = try subBlocks()
                if label == 0xF9, let block = blocks.first, block.count == 4 {
                    disposal = Int(block[0] >> 2) & 7
                    delay = Int(block[1]) | Int(block[2]) << 8
                    transparent = block[0] & 1 != 0 ? Int(block[3]) : nil
                } else if label == 0xFF, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8), blocks[1].count == 3 {
                    loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                let x = try short(), y = try short(), w = try short(), h = try short()
                let flags = try byte()
                guard flags & 0x40 == 0 else { throw Failure(description: "interlaced frames are not written by the encoder") }
                var palette: [SIMD3<UInt8>] = []
                if flags & 0x80 != 0 {
                    for _ in 0..<(1 << (Int(flags & 7) + 1)) { palette.append(SIMD3(try byte(), try byte(), try byte())) }
                }
                let minimumCodeSize = Int(try byte())
                let data = try subBlocks().flatMap { $0 }
                let indices = try Self.lzwDecode(data, minimumCodeSize: minimumCodeSize, count: w * h)
                frames.append(Frame(x: x, y: y, width: w, height: h, palette: palette, indices: indices,
                                    delay: delay, disposal: disposal, transparentIndex: transparent))
                delay = 0; disposal = 0; transparent = nil
            default:
                throw Failure(description: "unknown block \(introducer) at \(offset - 1)")
            }
        }
    }

    private mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Failure(description: "truncated") }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func short() throws -> Int { Int(try byte()) | Int(try byte()) << 8 }

    private mutating func subBlocks() throws -> [[UInt8]] {
        var blocks: [[UInt8]] = []
        while true {
            let length = Int(try byte())
            if length == 0 { return blocks }
            guard offset + length <= bytes.count else { throw Failure(description: "truncated sub-block") }
            blocks.append(Array(bytes[offset..<offset + length]))
            offset += length
        }
    }

    /// Decodes GIF LZW data into exactly `count` indices.
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var codeSize = minimumCodeSize + 1
        var table: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var previous: [UInt8]?
        var output: [UInt8] = []
        var bitPosition = 0
        func readCode() -> Int? {
            guard bitPosition + codeSize <= data.count * 8 else { return nil }
            var code = 0
            for bit in 0..<codeSize {
                let position = bitPosition + bit
                if data[position >> 3] >> UInt8(position & 7) & 1 != 0 { code |= 1 << bit }
            }
            bitPosition += codeSize
            return code
        }
        while let code = readCode() {
            if code == clear {
                table.removeSubrange((clear + 2)...)
                codeSize = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
                if let previous { table.append(previous + [entry[0]]) }
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
                table.append(entry)
            } else {
                throw Failure(description: "LZW code \(code) beyond the table (\(table.count))")
            }
            output += entry
            previous = entry
            if table.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
        }
        guard output.count == count else { throw Failure(description: "LZW gave \(output.count) indices, expected \(count)") }
        return output
    }

    /// The canvas after each frame, as straight RGBA words (R | G << 8 | B << 16 | A << 24), transparent 0.
    func composedFrames() -> [[UInt32]] {
        var canvas = [UInt32](repeating: 0, count: width * height)
        var result: [[UInt32]] = []
        var pendingClear: Frame?
        for frame in frames {
            if let clear = pendingClear {
                for y in clear.y..<(clear.y + clear.height) { for x in clear.x..<(clear.x + clear.width) { canvas[y * width + x] = 0 } }
            }
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    let index = Int(frame.indices[row * frame.width + column])
                    if index == frame.transparentIndex { continue }
                    let color = index < frame.palette.count ? frame.palette[index] : .zero
                    canvas[(frame.y + row) * width + frame.x + column] = UInt32(color.x) | UInt32(color.y) << 8 | UInt32(color.z) << 16 | 0xFF00_0000
                }
            }
            result.append(canvas)
            pendingClear = frame.disposal == 2 ? frame : nil
        }
        return result
    }
}
