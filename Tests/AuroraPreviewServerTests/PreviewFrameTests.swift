import AuroraPreviewServer
import Testing

struct PreviewFrameTests {
    @Test func encodesTheProtocolLayoutLittleEndian() throws {
        let frame = PreviewFrame(variant: 2, sequence: 7, time: 1.5, canvasWidth: 4, canvasHeight: 3,
                                 rects: [.init(x: 1, y: 2, width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])])
        let bytes = try frame.encoded()
        #expect(bytes.count == 32 + 16 + 8)
        #expect(Array(bytes[0..<4]) == Array("AFRM".utf8), "0x4D524641 little-endian")
        #expect(Array(bytes[4..<12]) == [2, 0, 0, 0, 7, 0, 0, 0])
        #expect(Array(bytes[12..<20]) == [0, 0, 0, 0, 0, 0, 0xF8, 0x3F], "1.5 as a little-endian f64")
        #expect(Array(bytes[20..<32]) == [4, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0])
        #expect(Array(bytes[32..<48]) == [1, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0])
        #expect(Array(bytes[48...]) == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test func rejectsRectanglesOutsideTheCanvasOrWithTheWrongPixelCount() {
        let outside = PreviewFrame(variant: 0, sequence: 0, time: 0, canvasWidth: 4, canvasHeight: 4,
                                   rects: [.init(x: 3, y: 0, width: 2, height: 1, pixels: [UInt8](repeating: 0, count: 8))])
        #expect(throws: PreviewFrameError.rectOutsideCanvas(index: 0)) { try outside.encoded() }
        let short = PreviewFrame(variant: 0, sequence: 0, time: 0, canvasWidth: 4, canvasHeight: 4,
                                 rects: [.init(x: 0, y: 0, width: 1, height: 1, pixels: [0])])
        #expect(throws: PreviewFrameError.wrongPixelCount(index: 0, expected: 4, actual: 1)) { try short.encoded() }
        let negative = PreviewFrame(variant: -1, sequence: 0, time: 0, canvasWidth: 0, canvasHeight: 0, rects: [])
        #expect(throws: PreviewFrameError.valueOutOfRange) { try negative.encoded() }
    }
}
