/// Clips to rectangles on whole pixels are kept as rectangles (no edges, and no mask for a band
/// they cover): the pixels are those of the same rectangle clipped as a general outline.
import AuroraGeometry
@testable import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

struct RectangleClipTests {
    /// `rect` as a path, or with a point added on its first side, which is the same shape but
    /// not recognised as a rectangle (so it is clipped through its edges).
    private func rectangle(_ rect: CGRect, asOutline: Bool) -> BezierPath {
        guard asOutline else { return BezierPath(rect) }
        var path = BezierPath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }

    /// Clips with `rect` under `transform` (inside an optional round outer clip and layer) and
    /// draws a gradient disc, a screen-blended square and an image over a backdrop.
    private func draw(_ rect: CGRect, transform: CGAffineTransform, nested: Bool, asOutline: Bool, threads: Int) throws -> Pixmap {
        let c = try RasterContext(width: 40, height: 44, threads: threads)
        c.bandHeight = 8
        c.clear(RGBAColor(red: 0.1, green: 0.2, blue: 0.3))
        if nested {
            c.clip(to: BezierPath(ellipseIn: CGRect(x: 3, y: 5, width: 33, height: 30)))
            c.pushLayer(opacity: 0.8, blendMode: .multiply)
        }
        c.save()
        c.transform = transform
        c.clip(to: rectangle(rect, asOutline: asOutline))
        c.transform = .identity
        let stops = GradientStop.evenlySpaced([RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1)])
        c.fill(BezierPath(ellipseIn: CGRect(x: -4, y: 2, width: 46, height: 36)),
               with: Paint(.gradient(GradientPaint(.linear(start: .zero, end: CGPoint(x: 40, y: 44)), stops: stops))))
        c.fill(BezierPath(CGRect(x: 10.5, y: 12.25, width: 20, height: 20)),
               with: Paint(.solid(RGBAColor(red: 0, green: 0.8, blue: 0.4, alpha: 0.7)), blendMode: .screen))
        var image = try Pixmap(width: 6, height: 6)
        for y in 0..<6 { for x in 0..<6 { image.setPixel(RGBAColor(red: 1, green: 1, blue: 0, alpha: Float(x + y) / 10).pixel, x: x, y: y) } }
        c.draw(image, transform: CGAffineTransform(translationX: 30, y: 30))
        c.restore()
        if nested { c.popLayer() }
        return c.pixmap
    }

    @Test("same pixels as the outline", arguments: [
        CGRect(x: 0, y: 0, width: 40, height: 44),        // the canvas
        CGRect(x: -100, y: -100, width: 400, height: 400), // beyond it
        CGRect(x: 5, y: 9, width: 24, height: 27),         // inside, across bands
        CGRect(x: 0, y: 8, width: 40, height: 16),         // whole bands only
        CGRect(x: 50, y: 0, width: 10, height: 10),        // outside
        CGRect(x: 12, y: 3, width: 0, height: 20),         // empty
        CGRect(x: 5.5, y: 9, width: 24, height: 27),       // off the pixel grid: kept as edges
    ])
    func sameAsTheOutline(rect: CGRect) throws {
        let transforms = [CGAffineTransform.identity, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 44, ty: 0),
                          CGAffineTransform(scaleX: 0.5, y: 0.5), CGAffineTransform(rotationAngle: 0.2)]
        for (index, transform) in transforms.enumerated() {
            for nested in [false, true] {
                for threads in [1, 2] {
                    let kept = try draw(rect, transform: transform, nested: nested, asOutline: false, threads: threads)
                    let outlined = try draw(rect, transform: transform, nested: nested, asOutline: true, threads: threads)
                    #expect(kept.hasSamePixels(as: outlined), "transform \(index), nested \(nested), threads \(threads)")
                }
            }
        }
    }

    @Test func aPixelRectangleIsRecordedWithoutEdges() throws {
        let c = try RasterContext(width: 16, height: 16, threads: 1)
        c.clip(to: BezierPath(CGRect(x: 2, y: 3, width: 8, height: 9)))
        c.transform = CGAffineTransform(scaleX: 2, y: 2)
        c.clip(to: BezierPath(CGRect(x: 1, y: 1, width: 2.5, height: 3)))
        c.clip(to: BezierPath(CGRect(x: 1, y: 1, width: 2.25, height: 3)))
        let clips = c.recordedCommands.compactMap { command -> CoverageSource? in
            if case .pushClip(let coverage) = command { coverage } else { nil }
        }
        guard clips.count == 3, case .rect(let first) = clips[0], case .rect(let second) = clips[1], case .edges = clips[2] else {
            Issue.record("unexpected clips \(clips)")
            return
        }
        #expect(first == PixelRect(x: 2, y: 3, width: 8, height: 9))
        #expect(second == PixelRect(x: 2, y: 2, width: 5, height: 6))
    }

    /// A rectangle inside a rectangle lets through their intersection, in every band split, as
    /// the same two clips given as outlines do.
    @Test("a rectangle inside a rectangle", arguments: [
        (CGRect(x: 3, y: 5, width: 30, height: 30), CGRect(x: 10, y: 1, width: 40, height: 20)),
        (CGRect(x: 0, y: 0, width: 40, height: 44), CGRect(x: 8, y: 16, width: 8, height: 8)),
        (CGRect(x: 3, y: 5, width: 10, height: 10), CGRect(x: 20, y: 20, width: 10, height: 10)),   // disjoint
    ])
    func rectangleInsideRectangle(outer: CGRect, inner: CGRect) throws {
        func draw(asOutline: Bool, threads: Int) throws -> Pixmap {
            let c = try RasterContext(width: 40, height: 44, threads: threads)
            c.bandHeight = 8
            c.clear(.white)
            c.clip(to: rectangle(outer, asOutline: asOutline))
            c.clip(to: rectangle(inner, asOutline: asOutline))
            c.fill(BezierPath(ellipseIn: CGRect(x: 2, y: 2, width: 36, height: 40)),
                   with: Paint(.solid(RGBAColor(red: 0.9, green: 0.1, blue: 0.2, alpha: 0.8))))
            c.pushLayer(opacity: 0.5)
            c.fill(BezierPath(CGRect(x: 0, y: 0, width: 40, height: 44)), with: Paint(.solid(RGBAColor(red: 0, green: 0, blue: 1))))
            c.popLayer()
            return c.pixmap
        }
        for threads in [1, 2] {
            let kept = try draw(asOutline: false, threads: threads), outlined = try draw(asOutline: true, threads: threads)
            #expect(kept.hasSamePixels(as: outlined), "threads \(threads)")
        }
        let pixmap = try draw(asOutline: false, threads: 1)
        let inside = outer.intersection(inner)
        for (x, y) in [(0, 0), (39, 43), (Int(inner.midX), Int(inner.midY))] where !inside.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
            #expect(pixmap.pixel(x: x, y: y) == RGBAColor.white.pixel)
        }
    }
}
