/// Tests for reading the EXIF orientation tag defensively, in both TIFF byte orders, and applying it.
@testable import AuroraImageIO
import AuroraRaster
import Testing

@Suite struct JPEGOrientationTests {
    /// An APP1 payload: "Exif\0\0", a TIFF header in the given byte order, and IFD0 with one entry.
    private func exifPayload(bigEndian: Bool, tag: UInt16 = 0x0112, type: UInt16 = 3, value: UInt16) -> [UInt8] {
        func bytes16(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func bytes32(_ value: UInt32) -> [UInt8] {
            bigEndian ? bytes16(UInt16(value >> 16)) + bytes16(UInt16(value & 0xFFFF)) : bytes16(UInt16(value & 0xFFFF)) + bytes16(UInt16(value >> 16))
        }
        let order: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        let entry = bytes16(tag) + bytes16(type) + bytes32(1) + bytes16(value) + [0, 0]
        return Array("Exif".utf8) + [0, 0] + order + bytes16(42) + bytes32(8) + bytes16(1) + entry + bytes32(0)
    }

    @Test(arguments: [false, true], 1...8)
    func readsBothByteOrders(bigEndian: Bool, value: Int) {
        let payload = exifPayload(bigEndian: bigEndian, value: UInt16(value))
        #expect(JPEGOrientation(exifPayload: payload[...]) == JPEGOrientation(value: value))
    }

    @Test func ignoresOtherTagsOutOfRangeValuesAndBrokenHeaders() {
        #expect(JPEGOrientation(exifPayload: exifPayload(bigEndian: false, tag: 0x0110, value: 6)[...]) == nil)
        #expect(JPEGOrientation(exifPayload: exifPayload(bigEndian: true, value: 9)[...]) == nil)
        #expect(JPEGOrientation(exifPayload: exifPayload(bigEndian: true, value: 0)[...]) == nil)
        var wrongOrder = exifPayload(bigEndian: false, value: 6)
        wrongOrder[6] = 0x4D
        #expect(JPEGOrientation(exifPayload: wrongOrder[...]) == nil)
        var farOffset = exifPayload(bigEndian: false, value: 6)
        farOffset[10...13] = [0xFF, 0xFF, 0xFF, 0x7F]
        #expect(JPEGOrientation(exifPayload: farOffset[...]) == nil)
        var manyEntries = exifPayload(bigEndian: false, tag: 0x0110, value: 6)
        manyEntries[14...15] = [0xFF, 0xFF]
        #expect(JPEGOrientation(exifPayload: manyEntries[...]) == nil)
        // Cut anywhere before the end of the value (bytes 24–25), the tag cannot be read.
        let full = exifPayload(bigEndian: true, value: 6)
        for length in 0..<26 { #expect(JPEGOrientation(exifPayload: full[..<length]) == nil) }
        #expect(JPEGOrientation(exifPayload: full[..<26]) == JPEGOrientation(value: 6))
    }

    /// A 3×2 pixmap whose pixel (x, y) has red 10·x + y, and where each orientation sends stored (0, 0) and (2, 1).
    @Test(arguments: [(1, (0, 0), (2, 1)), (2, (2, 0), (0, 1)), (3, (2, 1), (0, 0)), (4, (0, 1), (2, 0)),
                      (5, (0, 0), (1, 2)), (6, (1, 0), (0, 2)), (7, (1, 2), (0, 0)), (8, (0, 2), (1, 0))])
    func appliesAllEightOrientations(value: Int, topLeftGoesTo: (Int, Int), bottomRightGoesTo: (Int, Int)) throws {
        var pixmap = try Pixmap(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { pixmap.setPixel(PremultipliedPixel(red: UInt8(10 * x + y), green: 0, blue: 0, alpha: 255), x: x, y: y) } }
        let turned = JPEGOrientation(value: value).apply(to: pixmap)
        #expect((turned.width, turned.height) == (value >= 5 ? (2, 3) : (3, 2)))
        #expect(turned.pixel(x: topLeftGoesTo.0, y: topLeftGoesTo.1).red == 0)
        #expect(turned.pixel(x: bottomRightGoesTo.0, y: bottomRightGoesTo.1).red == 21)
    }
}
