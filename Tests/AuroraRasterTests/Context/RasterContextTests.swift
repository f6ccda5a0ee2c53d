import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

/// RasterContext: the drawing entry points with their edge cases.
struct RasterContextTests {
    private func context(_ size: Int = 16) -> RasterContext { try! RasterContext(width: size, height: size, threads: 1) }

    @Test func refusesAbsurdCanvasSizes() {
        #expect(throws: RasterError.self) { _ = try RasterContext(width: 0, height: 100) }
        #expect(throws: RasterError.self) { _ = try RasterContext(width: 1 << 20, height: 1 << 20) }
    }

    @Test func strokesWithDegenerateWidthsDrawNothing() {
        for width in [0, -3, .nan, .infinity] as [CGFloat] {
            let c = context()
            c.stroke(BezierPath(CGRect(x: 2, y: 2, width: 10, height: 10)), with: .color(.white),
                     style: StrokeStyle(lineWidth: width))
            c.pixmap.withUnsafePixels { #expect($0.allSatisfy { $0 == 0 }, "width \(width)") }
        }
    }

    @Test func zeroLengthSubpathWithRoundCapsIsADot() {
        let c = context()
        var dot = BezierPath()
        dot.move(to: CGPoint(x: 8, y: 8))
        dot.addLine(to: CGPoint(x: 8, y: 8))
        c.stroke(dot, with: .color(.white), style: StrokeStyle(lineWidth: 6, lineCap: .round))
        let area = c.pixmap.withUnsafePixels { $0.reduce(0.0) { $0 + Double($1 >> 24) / 255 } }
        #expect(abs(area - Double.pi * 9) < 0.3)
        #expect(c.pixmap.pixel(x: 8, y: 8).alpha == 255)
    }

    @Test func nonFiniteTransformsAndOpacitiesAreHarmless() {
        let c = context()
        c.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        c.fill(BezierPath(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.white))
        c.stroke(BezierPath(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.white), style: StrokeStyle())
        c.transform = .identity
        c.fill(BezierPath(CGRect(x: 0, y: 0, width: 8, height: 8)), with: Paint(.solid(.white), opacity: .nan))
        c.pushLayer(opacity: .nan)
        c.fill(BezierPath(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.white))
        c.popLayer()
        c.pixmap.withUnsafePixels { #expect($0.allSatisfy { $0 == 0 }) }
    }

    @Test func resampledImageDrawUsesThePattern() throws {
        var image = try Pixmap(width: 2, height: 2)
        image.fill(PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        let c = context()
        c.draw(image, transform: CGAffineTransform(scaleX: 4, y: 4), sampling: .nearest)
        let p = c.pixmap
        #expect(p.pixel(x: 7, y: 7) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(p.pixel(x: 8, y: 3).alpha == 0)
    }

    @Test func customPaintSeesUserSpacePositions() {
        let c = context()
        c.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Red where the user-space x is below 4 (device x below 8), blue elsewhere.
        let paint = CustomPaint { positions, colors in
            for i in 0..<positions.count {
                colors[i] = positions[i].x < 4 ? SIMD4(1, 0, 0, 1) : SIMD4(0, 0, 1, 1)
            }
        }
        c.fill(BezierPath(CGRect(x: 0, y: 0, width: 8, height: 8)), with: Paint(.custom(paint)))
        let p = c.pixmap
        #expect(p.pixel(x: 7, y: 3) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(p.pixel(x: 8, y: 3) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func restoreWithoutSaveAndPoppedClipsAreHarmless() {
        let c = context()
        c.restore()
        c.save()
        c.clip(to: BezierPath(CGRect(x: 0, y: 0, width: 4, height: 4)))
        c.restore()
        c.fill(BezierPath(CGRect(x: 0, y: 0, width: 16, height: 16)), with: .color(.white))
        #expect(c.pixmap.pixel(x: 10, y: 10).alpha == 255)
    }
}
