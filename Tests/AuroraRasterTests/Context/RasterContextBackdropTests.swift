/// `RasterContext.backdrop()`: the pixels drawn so far, with open layers closed on a copy, the recording left as it was.
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

struct RasterContextBackdropTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)

    static func square(_ x: CGFloat, _ width: CGFloat) -> BezierPath { BezierPath(CGRect(x: x, y: 0, width: width, height: 8)) }

    @Test func withNoLayerOpenItIsTheCanvasSoFar() throws {
        let context = try RasterContext(width: 8, height: 8, threads: 1)
        context.fill(Self.square(0, 4), with: .color(Self.red))
        let behind = context.backdrop()
        #expect(behind.pixel(x: 1, y: 1) == Self.red.pixel && behind.pixel(x: 6, y: 1).alpha == 0)
        context.fill(Self.square(4, 4), with: .color(Self.blue))
        #expect(context.pixmap.pixel(x: 6, y: 1) == Self.blue.pixel)
    }

    @Test func anOpenLayerIsCompositedAsIfPoppedAndTheRecordingGoesOn() throws {
        let context = try RasterContext(width: 8, height: 8, threads: 1)
        context.fill(Self.square(0, 8), with: .color(Self.red))
        context.pushLayer(opacity: 0.5)
        context.fill(Self.square(0, 4), with: .color(Self.blue))
        let behind = context.backdrop()
        let mixed = behind.pixel(x: 1, y: 1)
        #expect(mixed.red > 100 && mixed.blue > 100, "half blue over red")
        #expect(behind.pixel(x: 6, y: 1) == Self.red.pixel)
        context.fill(Self.square(4, 2), with: .color(Self.blue))
        context.popLayer()
        let final = context.pixmap
        #expect(final.pixel(x: 1, y: 1) == mixed)
        #expect(final.pixel(x: 5, y: 1) == mixed, "drawing after the read still lands in the layer")
    }

    @Test func filteredLayersAndMasksOpenAtTheReadAreClosedToo() throws {
        let context = try RasterContext(width: 8, height: 8, threads: 1)
        context.fill(Self.square(0, 8), with: .color(Self.red))
        context.pushLayer(filters: [.blur(GaussianBlur(sigma: 1))])
        context.fill(Self.square(0, 4), with: .color(Self.blue))
        context.pushMask(.alpha)
        context.fill(Self.square(0, 2), with: .color(.white))
        let behind = context.backdrop()
        // Open filters are not run: the blue is sharp, and the mask keeps only its first two columns.
        #expect(behind.pixel(x: 0, y: 4) == Self.blue.pixel && behind.pixel(x: 3, y: 4) == Self.red.pixel)
        context.popMask()
        context.popLayer()
        #expect(context.pixmap.pixel(x: 7, y: 4).red == 255)
    }
}
