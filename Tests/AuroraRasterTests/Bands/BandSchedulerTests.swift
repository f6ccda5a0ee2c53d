import AuroraGeometry
@testable import AuroraRaster
import Foundation
import AuroraTestSupport
import Testing

/// Bands: any split of the rows, on any number of threads, renders the same pixels bit for bit.
struct BandSchedulerTests {
    /// A scene using every kind of command: fills under both rules, clips, layers, masks, blits.
    private func drawScene(_ c: RasterContext) {
        var generator = SeededGenerator(seed: 11)
        c.clear(.white)
        let image = { () -> Pixmap in
            var p = try! Pixmap(width: 9, height: 7)
            for y in 0..<7 { for x in 0..<9 { p.setPixel(PremultipliedPixel(red: UInt8(x * 20), green: UInt8(y * 30), blue: 90, alpha: 200), x: x, y: y) } }
            return p
        }()
        for i in 0..<60 {
            var path = BezierPath()
            let p = { CGPoint(x: Double.random(in: -10...90, using: &generator), y: Double.random(in: -10...150, using: &generator)) }
            path.move(to: p())
            path.addCurve(to: p(), control1: p(), control2: p())
            path.addQuadCurve(to: p(), control: p())
            path.closeSubpath()
            let color = RGBAColor(red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                                  blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0.3...1, using: &generator))
            switch i % 6 {
            case 0:
                c.pushLayer(opacity: 0.7, clipPath: path)
                c.fill(path.applying(CGAffineTransform(translationX: 5, y: 5)), with: .color(color))
                c.popLayer()
            case 1:
                c.pushLayer()
                c.fill(path, with: .color(color), fillRule: .evenOdd)
                c.pushMask(.luminance)
                c.fill(path.applying(CGAffineTransform(translationX: -4, y: 3)), with: .color(.white))
                c.popMask()
                c.popLayer()
            case 2:
                c.draw(image, transform: CGAffineTransform(translationX: Double(i), y: Double(2 * i)), opacity: 0.6)
            default:
                c.fill(path, with: .color(color), fillRule: i % 2 == 0 ? .nonZero : .evenOdd)
            }
        }
    }

    @Test func everyBandSplitAndThreadCountGivesTheSamePixels() {
        let reference = try! RasterContext(width: 80, height: 140, threads: 1)
        reference.bandHeight = 140
        drawScene(reference)
        let expected = reference.pixmap
        for (threads, bandHeight) in [(1, 64), (1, 1), (1, 7), (2, 16), (4, 5), (8, 64)] {
            let c = try! RasterContext(width: 80, height: 140, threads: threads)
            c.bandHeight = bandHeight
            drawScene(c)
            #expect(c.pixmap.hasSamePixels(as: expected), "threads \(threads), band height \(bandHeight)")
        }
    }
}
