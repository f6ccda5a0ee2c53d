import AuroraRaster
import Testing

/// Pixmap: sizes it refuses, pixel access, value semantics and sub-views.
struct PixmapTests {
    @Test(arguments: [(0, 10), (10, 0), (-1, 5), (Pixmap.maximumSide + 1, 1), (1 << 15, 1 << 15)])
    func refusesAbsurdSizes(width: Int, height: Int) {
        #expect(throws: RasterError.invalidSize(width: width, height: height)) {
            _ = try Pixmap(width: width, height: height)
        }
    }

    @Test func refusesPixelDataOfTheWrongLength() {
        #expect(throws: RasterError.dataSizeMismatch(expected: 16, actual: 15)) {
            _ = try Pixmap(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 0, count: 15))
        }
    }

    @Test func storesPremultipliedBytesInRGBAOrder() throws {
        let bytes: [UInt8] = [10, 20, 30, 40, 1, 2, 3, 4]
        let pixmap = try Pixmap(width: 2, height: 1, premultipliedRGBA: bytes)
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 40))
        #expect(pixmap.premultipliedRGBA == bytes)
        pixmap.withUnsafePixels { #expect($0[1] == 0x0403_0201) }
    }

    @Test func copiesAreIndependent() throws {
        var a = try Pixmap(width: 3, height: 3)
        let b = a
        a.setPixel(PremultipliedPixel(red: 9, green: 9, blue: 9, alpha: 9), x: 1, y: 1)
        #expect(b.pixel(x: 1, y: 1) == .transparent)
        #expect(!a.hasSamePixels(as: b))
        a.fill(.transparent)
        #expect(a.hasSamePixels(as: b))
    }

    @Test func subViewsReadInPlaceAndClipToThePixmap() throws {
        var pixmap = try Pixmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { pixmap.setPixel(PremultipliedPixel(red: UInt8(x), green: UInt8(y), blue: 0, alpha: 255), x: x, y: y) } }
        let view = try #require(pixmap.view(of: PixelRect(x: 2, y: 1, width: 5, height: 2)))
        #expect(view.rect == PixelRect(x: 2, y: 1, width: 2, height: 2))
        #expect(view.pixel(x: 1, y: 1) == PremultipliedPixel(red: 3, green: 2, blue: 0, alpha: 255))
        let copy = view.makePixmap()
        #expect(copy.width == 2 && copy.height == 2)
        #expect(copy.pixel(x: 0, y: 0) == PremultipliedPixel(red: 2, green: 1, blue: 0, alpha: 255))
        #expect(pixmap.view(of: PixelRect(x: 5, y: 5, width: 2, height: 2)) == nil)
        // The view keeps the pixels it was made from.
        pixmap.fill(.transparent)
        #expect(view.pixel(x: 0, y: 0).alpha == 255)
    }
}
