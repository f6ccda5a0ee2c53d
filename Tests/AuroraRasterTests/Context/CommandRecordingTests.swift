import AuroraGeometry
@testable import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

/// Command recording: outlines recorded now and built at render time, in parallel, give the same
/// edges and pixels as building them eagerly; a covering opaque fill replaces the recording.
struct CommandRecordingTests {
    private static let clipBounds = CGRect(x: -1, y: -1, width: 42, height: 42)

    /// A closed path of random lines and curves, some with NaN, infinite or huge coordinates.
    private func path(_ g: inout SeededGenerator, hostile: Bool) -> BezierPath {
        func value() -> CGFloat {
            if hostile, Int.random(in: 0..<8, using: &g) == 0 {
                return [CGFloat.nan, .infinity, -.infinity, 1e300, -1e12, 3e7].randomElement(using: &g) ?? 0
            }
            return CGFloat.random(in: -8...48, using: &g)
        }
        func point() -> CGPoint { CGPoint(x: value(), y: value()) }
        var path = BezierPath()
        path.move(to: point())
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            switch Int.random(in: 0..<3, using: &g) {
            case 0: path.addLine(to: point())
            case 1: path.addQuadCurve(to: point(), control: point())
            default: path.addCurve(to: point(), control1: point(), control2: point())
            }
        }
        path.closeSubpath()
        return path
    }

    private func identical(_ a: EdgeList, _ b: EdgeList) -> Bool {
        guard a.edges.count == b.edges.count, a.minX.bitPattern == b.minX.bitPattern, a.minY.bitPattern == b.minY.bitPattern,
              a.maxX.bitPattern == b.maxX.bitPattern, a.maxY.bitPattern == b.maxY.bitPattern else { return false }
        return zip(a.edges, b.edges).allSatisfy { e, f in
            e.x0.bitPattern == f.x0.bitPattern && e.y0.bitPattern == f.y0.bitPattern && e.x1.bitPattern == f.x1.bitPattern
                && e.y1.bitPattern == f.y1.bitPattern && e.winding == f.winding
        }
    }

    private func edges(of command: DrawCommand) -> EdgeList? {
        switch command {
        case .fill(.edges(let edges, _, _), _, _), .pushClip(.edges(let edges, _, _)): edges
        default: nil
        }
    }

    @Test func deferredEdgesEqualEagerOnAnyThreadCount() {
        var g = SeededGenerator(seed: 5)
        let transform = CGAffineTransform(a: 1.5, b: 0.25, c: -0.5, d: 1.25, tx: 3, ty: -2)
        var outlines: [PendingOutline] = []
        var eager: [EdgeList] = []
        for i in 0..<150 {
            let p = path(&g, hostile: i % 3 == 0)
            if i % 5 == 4 {
                let style = StrokeStyle(lineWidth: 2.5, lineJoin: .round)
                outlines.append(PendingOutline(geometry: .stroke(p, style, tolerance: 0.1), transform: transform))
                eager.append(EdgeList(polylines: p.strokedPolylines(style, tolerance: 0.1), transform: transform))
            } else {
                outlines.append(PendingOutline(geometry: .fill(p, tolerance: 0.25, clipBounds: Self.clipBounds), transform: transform))
                eager.append(EdgeList(path: p, transform: transform, tolerance: 0.25, clipBounds: Self.clipBounds))
            }
        }
        // Interleave other commands, clips and fills, so indices into the list are exercised.
        for threads in [1, 2, 3] {
            var recording = CommandRecording()
            for (i, outline) in outlines.enumerated() {
                if i % 7 == 0 { recording.append(.popClip) }
                if i % 4 == 1 {
                    recording.appendClip(outline, .evenOdd, antialiased: false)
                } else {
                    recording.appendFill(outline, .nonZero, antialiased: true, .solid(0xFF00_00FF), .screen)
                }
            }
            #expect(recording.hasPendingOutlines)
            let commands = recording.resolvedCommands(threads: threads)
            #expect(!recording.hasPendingOutlines)
            let built = commands.compactMap(edges(of:))
            #expect(built.count == eager.count)
            #expect(zip(built, eager).allSatisfy(identical), "threads \(threads)")
        }
    }

    @Test func reusedScratchBuildsTheSameEdgesAsFreshBuffers() {
        var g = SeededGenerator(seed: 9)
        var scratch = EdgeScratch()
        for i in 0..<40 {
            let p = path(&g, hostile: i % 2 == 1)
            let reused = EdgeList(path: p, transform: .identity, tolerance: 0.2, clipBounds: Self.clipBounds, scratch: &scratch)
            var polylines: [Polyline] = []
            for polyline in p.flattened(tolerance: 0.2, clipBounds: Self.clipBounds) { polylines.append(polyline) }
            let fresh = EdgeList(polylines: polylines, transform: .identity)
            #expect(identical(reused, fresh), "path \(i)")
        }
    }

    /// Clips, layers, masks, strokes and fills over a background, drawn into `c`.
    private func drawScene(_ c: RasterContext, seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        c.fill(BezierPath(CGRect(x: -5, y: -5, width: 60, height: 60)), with: .color(RGBAColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)))
        for i in 0..<100 {
            let p = path(&g, hostile: i % 6 == 5)
            let color = RGBAColor(red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
                                  blue: .random(in: 0...1, using: &g), alpha: .random(in: 0.3...1, using: &g))
            switch i % 4 {
            case 0:
                c.save()
                c.clip(to: p, fillRule: .evenOdd)
                c.fill(path(&g, hostile: false), with: .color(color))
                c.restore()
            case 1:
                c.pushLayer(opacity: 0.6, blendMode: .multiply, clipPath: p)
                c.stroke(path(&g, hostile: false), with: .color(color), style: StrokeStyle(lineWidth: 3))
                c.pushMask(.alpha)
                c.fill(p, with: .color(.white))
                c.popMask()
                c.popLayer()
            case 2:
                c.fill(p, with: Paint(.solid(color), blendMode: .screen))
            default:
                c.pushLayer(filters: [.blur(GaussianBlur(radius: 1.5, opaque: false))])
                c.fill(p, with: .color(color))
                c.popLayer()
            }
        }
    }

    /// The same scene replayed with every outline's edges built eagerly, as commands.
    @Test func deferredSceneRendersAsEagerOnOneAndTwoThreads() throws {
        var reference: Pixmap?
        for threads in [1, 2] {
            for bandHeight in [1 << 20, 7] {
                let c = try RasterContext(width: 40, height: 40, threads: threads)
                c.bandHeight = bandHeight
                drawScene(c, seed: 21)
                let pixels = c.pixmap
                if let reference { #expect(pixels.hasSamePixels(as: reference), "threads \(threads), bands \(bandHeight)") } else { reference = pixels }
            }
        }
        // Eager: each outline resolved alone, right after it is recorded (what recording used to do).
        let eager = try RasterContext(width: 40, height: 40, threads: 1)
        eager.resolvesEagerly = true
        drawScene(eager, seed: 21)
        #expect(reference.map { eager.pixmap.hasSamePixels(as: $0) } == true)
    }

    @Test func newCanvasIsTransparentEvenBehindOpenLayers() throws {
        let c = try RasterContext(width: 9, height: 70, threads: 2)
        c.bandHeight = 8
        c.pixmap.withUnsafePixels { #expect($0.allSatisfy { $0 == 0 }) }
        let layered = try RasterContext(width: 9, height: 70, threads: 2)
        layered.pushLayer(filters: [.blur(GaussianBlur(radius: 2, opaque: false))])
        layered.fill(BezierPath(CGRect(x: 2, y: 2, width: 3, height: 3)), with: .color(.white))
        // The backdrop shows the open layer's content (unfiltered) over a transparent canvas.
        let backdrop = layered.backdrop()
        #expect(backdrop.pixel(x: 3, y: 3).alpha == 255)
        backdrop.withUnsafePixels { #expect($0[(9 * 10)...].allSatisfy { $0 == 0 }) }
        layered.popLayer()
        #expect(layered.pixmap.pixel(x: 3, y: 3).alpha > 0)
        #expect(layered.pixmap.pixel(x: 8, y: 60).alpha == 0)
    }

    @Test func coveringOpaqueFillMatchesDrawingEverything() throws {
        let canvas = CGRect(x: 0, y: 0, width: 20, height: 30)
        let cases: [(BezierPath, CGAffineTransform, Paint)] = [
            (BezierPath(canvas), .identity, .color(.black)),
            (BezierPath(CGRect(x: 0, y: 0, width: 10, height: 15)), CGAffineTransform(scaleX: 2, y: 2), .color(.black)),
            (BezierPath(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)), .identity, Paint(.solid(.white), isAntialiased: false)),
            (BezierPath(CGRect(x: 20, y: 30, width: -25, height: -40)), .identity, Paint(.solid(.black), blendMode: .copy)),
            // Not covering, translucent or blended: drawn as usual.
            (BezierPath(CGRect(x: 0.5, y: 0, width: 20, height: 30)), .identity, .color(.black)),
            (BezierPath(canvas), .identity, .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))),
            (BezierPath(canvas), .identity, Paint(.solid(.black), blendMode: .screen)),
            (BezierPath(canvas), CGAffineTransform(rotationAngle: 0.001), .color(.black)),
        ]
        for (index, (path, transform, paint)) in cases.enumerated() {
            var results: [Pixmap] = []
            for replaces in [true, false] {
                let c = try RasterContext(width: 20, height: 30, threads: 2)
                c.bandHeight = 4
                c.replacesCoveredCanvas = replaces
                c.clear(.white)
                c.fill(BezierPath(ellipseIn: CGRect(x: 2, y: 3, width: 9, height: 7)), with: .color(RGBAColor(red: 0, green: 1, blue: 1)))
                c.transform = transform
                c.fill(path, with: paint)
                c.transform = .identity
                c.fill(BezierPath(ellipseIn: CGRect(x: 5, y: 9, width: 9, height: 17)), with: Paint(.solid(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)), blendMode: .screen))
                results.append(c.pixmap)
            }
            #expect(results[0].hasSamePixels(as: results[1]), "case \(index)")
        }
    }

    @Test func coveringFillInsideAClipKeepsWhatIsOutside() throws {
        let c = try RasterContext(width: 12, height: 12, threads: 1)
        c.clear(.white)
        c.save()
        c.clip(to: BezierPath(CGRect(x: 0, y: 0, width: 6, height: 12)))
        c.fill(BezierPath(CGRect(x: -1, y: -1, width: 14, height: 14)), with: .color(.black))
        c.restore()
        c.fillAll(with: .color(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        let p = c.pixmap
        #expect(p.pixel(x: 2, y: 5) == PremultipliedPixel(red: 0, green: 0, blue: 128, alpha: 255))
        #expect(p.pixel(x: 9, y: 5) == PremultipliedPixel(red: 127, green: 127, blue: 255, alpha: 255))
    }
}
